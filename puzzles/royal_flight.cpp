// The flight test of a mate in one (royal_flight.h).
#include "puzzles/royal_flight.h"

#include <cstdint>

#include "model/attacks.h"
#include "model/zone_conditions.h"

namespace arbiter::puzzles {

bool RoyalFlights::applies(const model::CompiledRules& rules) {
  return !kRoyalFlightSupport.refuses_any(rules.features());
}

RoyalFlights::RoyalFlights(const model::Position& pos)
    : pos_(pos), mover_(pos.side_to_move()), victim_(pos.rules().next_player(pos.side_to_move())) {}

bool RoyalFlights::may_take_every_flight(model::Move m) {
  if (m.type != model::MoveType::Normal && m.type != model::MoveType::Drop) return true;
  if (!found_) find_flights();
  for (std::size_t i = 0; i < flight_count_; ++i)
    if (!reaches(m, flights_[i])) return false;
  return true;
}

bool RoyalFlights::piece_may_mate(model::Cell from) {
  if (!found_) find_flights();
  const model::CompiledRules& rules = pos_.rules();
  const model::PieceKind kind = rules.kind(pos_.at(from));
  if (royal_.is_none() || several_royals_ || !rules.moves_plainly(mover_, kind)) return true;
  // Cell sets are read 64 cells a word; the loops are unrolled for boards of one or two words
  // (as AttackLines::scan_by_bits does), bounded at run time up to eight (512 cells). Larger
  // boards are not filtered.
  const std::size_t words = rules.reach().could_reach(mover_, kind, from).words().size();
  switch (words) {
    case 1:
      return some_landing_mates<1>(from, kind, words);
    case 2:
      return some_landing_mates<2>(from, kind, words);
    default:
      return words > kMaxWords || some_landing_mates<kMaxWords>(from, kind, words);
  }
}

template <std::size_t W>
bool RoyalFlights::some_landing_mates(model::Cell from, model::PieceKind kind,
                                      std::size_t words) const {
  const model::CompiledRules& rules = pos_.rules();
  // The cells the piece may land on to check and to take every flight (the first `words`).
  std::array<std::uint64_t, W> landing{};
  const auto reach = rules.reach().could_reach(mover_, kind, from).words();
  for (std::size_t w = 0; w < W && w < words; ++w) landing[w] = reach[w];
  // Keeps the cells from which the piece could capture on `target`, and `target` itself when
  // `landing_counts`; returns whether a cell is left.
  const auto narrow = [&](model::Cell target, bool landing_counts) {
    const auto from_cells = rules.reach().could_capture_from(mover_, kind, target).words();
    std::uint64_t left = 0;
    for (std::size_t w = 0; w < W && w < words; ++w) {
      std::uint64_t also = 0;
      if (landing_counts && target.index / 64 == w) also = std::uint64_t{1} << (target.index % 64);
      landing[w] &= from_cells[w] | also;
      left |= landing[w];
    }
    return left != 0;
  };
  // A check: directly from the landing cell, or by the line the piece opens.
  if (!opens_line(from, royal_) && !narrow(royal_, false)) return false;
  // A flight: taken from the landing cell, by landing on it, or by the line the piece opens.
  for (std::size_t i = 0; i < flight_count_; ++i)
    if (!opens_line(from, flights_[i]) && !narrow(flights_[i], true)) return false;
  for (std::size_t w = 0; w < W && w < words; ++w)
    if (landing[w] != 0) return true;
  return false;
}

void RoyalFlights::find_flights() {
  found_ = true;
  const model::CompiledRules& rules = pos_.rules();
  pos_.any_royal(victim_, [&](model::Cell c) {
    if (!royal_.is_none()) {  // two royal pieces: a flight of one may leave the other
      several_royals_ = true;
      return true;
    }
    royal_ = c;
    return false;
  });
  if (several_royals_) return;
  if (royal_.is_none()) return;
  const model::PieceKind kind = rules.kind(pos_.at(royal_));
  const auto add = [&](const model::CompiledAtom& a, model::Cell to) {
    if (pos_.at(to) || !model::allows_move(a.mode) || flight_count_ == flights_.size()) return;
    if (!model::zone_conditions_hold(pos_, a, victim_, royal_, to)) return;
    if (!rules.may_stop_on(victim_, kind, to) || !is_free(to)) return;
    flights_[flight_count_++] = to;
  };
  for (const model::CompiledAtom& a : rules.atoms(victim_, kind)) {
    if (a.type == model::AtomType::Leap) {
      for (const model::LeapTarget& t : a.leaps[royal_.index]) add(a, t.to);
    } else if (a.type == model::AtomType::Slide && a.max_distance >= 1) {
      for (model::DirectionId d : a.directions) {
        const auto ray = rules.board().ray(royal_, d);
        if (ray.empty()) continue;
        if (a.not_through != model::kNoZone &&
            rules.zones().contains(a.not_through, victim_, ray[0]))
          continue;
        add(a, ray[0]);
      }
    }
  }
}

bool RoyalFlights::is_free(model::Cell flight) const {
  return !model::is_attacked(pos_, flight, victim_) && !opens_line(royal_, flight);
}

bool RoyalFlights::mover_captures_beyond(model::Cell opened, model::DirectionId direction,
                                         model::Cell flight) const {
  const model::CompiledRules& rules = pos_.rules();
  for (model::Cell c : rules.board().ray(opened, direction)) {
    const model::Piece p = pos_.at(c);
    if (!p) continue;
    return rules.owner(p) == mover_ &&
           rules.reach().could_capture(mover_, rules.kind(p), c).contains(flight);
  }
  return false;
}

bool RoyalFlights::reaches(model::Move m, model::Cell flight) const {
  if (m.to == flight) return true;
  const model::CompiledRules& rules = pos_.rules();
  const model::PieceKind kind =
      m.type == model::MoveType::Drop || m.is_promotion() ? m.piece : rules.kind(pos_.at(m.from));
  if (rules.reach().could_capture(mover_, kind, m.to).contains(flight)) return true;
  return m.type == model::MoveType::Normal && opens_line(m.from, flight);
}

bool flights_rule_out(const model::CompiledRules& rules, Goal goal) {
  return (goal == Goal::Mate || goal == Goal::Stalemate) && RoyalFlights::applies(rules);
}

void leave_out_flight_keepers(const model::Position& pos, model::MoveList& moves) {
  if (moves.empty()) return;
  RoyalFlights flights(pos);
  leave_out_flight_keepers(flights, moves);
}

void leave_out_flight_keepers(RoyalFlights& flights, model::MoveList& moves) {
  std::size_t kept = 0;
  for (const model::Move m : moves)
    if (flights.may_take_every_flight(m)) moves[kept++] = m;
  moves.resize(kept);
}

}  // namespace arbiter::puzzles
