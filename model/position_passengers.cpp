// Passengers of a Position (spec `carries:`): pieces carried by another, off the board. They move
// with their carrier, are unloaded by its rules after a move, count in the hash (by carrier cell
// and order) and are journalled so that unmake() restores them exactly.
#include <algorithm>
#include <bit>
#include <cassert>

#include "model/position.h"
#include "model/relocation.h"

namespace arbiter::model {

std::size_t Position::passenger_count(Cell carrier) const {
  return static_cast<std::size_t>(
      std::count_if(passengers_.begin(), passengers_.end(),
                    [&](const Passenger& p) { return p.carrier == carrier; }));
}

void Position::add_passenger(Cell carrier, Piece piece, std::uint8_t flags) {
  hash_ ^= passengers_hash();
  passengers_.push_back({carrier, piece, static_cast<std::uint8_t>(flags | piece_flags::kMoved)});
  hash_ ^= passengers_hash();
}

// Each passenger's key is turned by its rank among its carrier's passengers: the order counts,
// and two equal passengers of one carrier do not cancel out.
std::uint64_t Position::passengers_hash() const {
  std::uint64_t h = 0;
  for (std::size_t i = 0; i < passengers_.size(); ++i) {
    int rank = 0;
    for (std::size_t j = 0; j < i; ++j) rank += passengers_[j].carrier == passengers_[i].carrier;
    h ^= std::rotl(rules_->zobrist().passenger(passengers_[i].piece, passengers_[i].carrier),
                   rank & 63);
  }
  return h;
}

bool Position::same_passengers(const Position& o) const {
  if (passengers_.size() != o.passengers_.size()) return false;
  auto by_carrier = [](std::vector<Passenger> v) {
    std::stable_sort(v.begin(), v.end(),
                     [](const Passenger& a, const Passenger& b) { return a.carrier < b.carrier; });
    return v;
  };
  return passengers_.empty() || by_carrier(passengers_) == by_carrier(o.passengers_);
}

void Position::follow_carriers(Cell from_a, Cell to_a, Cell from_b, Cell to_b) {
  for (std::size_t i = 0; i < passengers_.size(); ++i) {
    Passenger& p = passengers_[i];
    const Cell to = p.carrier == from_a ? to_a : p.carrier == from_b ? to_b : Cell::none();
    if (to.is_none()) continue;
    passenger_log_.push_back(
        {PassengerChange::Kind::Followed, static_cast<std::uint32_t>(i), p, to});
    p.carrier = to;
  }
}

void Position::follow_carriers_along(const PushPath& path) {
  for (std::size_t i = 0; i < passengers_.size(); ++i) {
    Passenger& p = passengers_[i];
    for (std::size_t step = 0; step + 1 < path.size; ++step) {
      if (p.carrier != path[step]) continue;
      passenger_log_.push_back(
          {PassengerChange::Kind::Followed, static_cast<std::uint32_t>(i), p, path[step + 1]});
      p.carrier = path[step + 1];
      break;
    }
  }
}

void Position::load_passenger(Cell carrier, Piece piece, std::uint8_t flags) {
  passenger_log_.push_back(
      {PassengerChange::Kind::Loaded, static_cast<std::uint32_t>(passengers_.size()), {}, carrier});
  passengers_.push_back({carrier, piece, flags});
}

void Position::change_passenger(std::uint32_t index, Piece piece) {
  passenger_log_.push_back(
      {PassengerChange::Kind::Changed, index, passengers_[index], Cell::none()});
  passengers_[index].piece = piece;
}

bool Position::carrier_moved(Move m, Cell c) const {
  switch (m.type) {
    case MoveType::Normal:
    case MoveType::EnPassant:
    case MoveType::Relocation:
    case MoveType::Succession:
      return c == m.to;
    case MoveType::Elimination:
    case MoveType::InPlace:
    case MoveType::DoubleCapture:
      return false;  // no carriers with these (refused by the compiler)
    case MoveType::Push: {
      const PushPath path = push_path(*rules_, side_, m);  // side_: still the mover (make)
      for (std::size_t i = 1; i < path.size; ++i)
        if (c == path[i]) return true;
      return false;
    }
    case MoveType::Castling: {
      const CastlingRule& rule = rules_->castling()[m.castling_rule()];
      return c == rule.king_to || c == rule.rook_to;
    }
    case MoveType::Drop:
      break;
  }
  return false;
}

void Position::unload_passengers(Move m) {
  // Carriers in board order: repeatedly the lowest carrier cell above the last one served.
  for (Cell last = Cell::none();;) {
    Cell next = Cell::none();
    for (const Passenger& p : passengers_)
      if ((last.is_none() || p.carrier > last) && (next.is_none() || p.carrier < next))
        next = p.carrier;
    if (next.is_none()) return;
    const Piece carrier = board_[next.index];
    assert(carrier && rules_->relocation().is_carrier(carrier));
    if (rules_->piece(rules_->kind(carrier)).carries->unload_immediate || carrier_moved(m, next))
      unload_from(next);
    last = next;
  }
}

void Position::unload_from(Cell carrier) {
  const Piece piece = board_[carrier.index];
  const auto& cells = rules_->relocation().unload_cells(rules_->owner(piece), rules_->kind(piece));
  for (std::size_t i = 0; i < passengers_.size();) {
    const Passenger p = passengers_[i];
    if (p.carrier != carrier) {
      ++i;
      continue;
    }
    const auto free = std::find_if(cells.begin(), cells.end(), [&](Cell c) {
      return !board_[c.index] && may_receive(*this, c, p.piece);
    });
    if (free == cells.end()) {
      ++i;
      continue;
    }
    passenger_log_.push_back(
        {PassengerChange::Kind::Unloaded, static_cast<std::uint32_t>(i), p, *free});
    passengers_.erase(passengers_.begin() + static_cast<std::ptrdiff_t>(i));
    place(*free, p.piece, p.flags);
  }
}

void Position::revert_passengers(std::uint32_t log_size) {
  while (passenger_log_.size() > log_size) {
    const PassengerChange change = passenger_log_.back();
    passenger_log_.pop_back();
    const auto at = passengers_.begin() + static_cast<std::ptrdiff_t>(change.index);
    switch (change.kind) {
      case PassengerChange::Kind::Loaded:
        passengers_.erase(at);
        break;
      case PassengerChange::Kind::Unloaded:
        lift(change.cell);
        passengers_.insert(at, change.before);
        break;
      case PassengerChange::Kind::Followed:
      case PassengerChange::Kind::Changed:
        *at = change.before;
        break;
    }
  }
}

}  // namespace arbiter::model
