#include "puzzles/mate_reach.h"

#include <algorithm>
#include <array>

#include "puzzles/special_rules.h"

namespace arbiter::puzzles {

namespace {

using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;
using model::Position;

constexpr std::size_t kMaxWords = 4;  // boards of up to 256 cells
constexpr int kMaxRequirements = 16;  // the check and the flights of one cell
using Words = std::array<std::uint64_t, kMaxWords>;

bool has(const Words& w, Cell c) { return ((w[c.index >> 6] >> (c.index & 63)) & 1u) != 0; }
void add(Words& w, std::span<const std::uint64_t> set) {
  for (std::size_t i = 0; i < set.size(); ++i) w[i] |= set[i];
}

// low[c] = min(low[c], row[c]) for every cell: written so that the compiler vectorises it.
void lower(std::uint8_t* __restrict low, const std::uint8_t* __restrict row, std::size_t n) {
  for (std::size_t c = 0; c < n; ++c) low[c] = row[c] < low[c] ? row[c] : low[c];
}

// The cells the royal piece of (side, kind) on k surely may step to when they are free and not
// attacked: its atoms that move and capture alike with no condition a position could fail.
std::vector<Cell> sure_steps(const CompiledRules& rules, PlayerId side, PieceKind kind, Cell k) {
  std::vector<Cell> steps;
  auto may_land = [&](const CompiledAtom& a, Cell f) {
    if (a.to_zone != model::kNoZone && !rules.in_zone(a.to_zone, side, f)) return false;
    if (a.not_to_zone != model::kNoZone && rules.in_zone(a.not_to_zone, side, f)) return false;
    return rules.may_stop_on(side, kind, f);
  };
  for (const CompiledAtom& a : rules.atoms(side, kind)) {
    if (a.mode != model::Mode::Both || a.only_unmoved || a.target_kinds != 0 || a.push_kinds != 0 ||
        a.relocates || a.targets_own || a.creates_en_passant || a.captures_en_passant)
      continue;
    if (a.from_zone != model::kNoZone && !rules.in_zone(a.from_zone, side, k)) continue;
    if (a.not_from_zone != model::kNoZone && rules.in_zone(a.not_from_zone, side, k)) continue;
    if (a.type == model::AtomType::Leap) {
      for (const model::LeapTarget& t : a.leaps[k.index])
        if (t.via_count == 0 && may_land(a, t.to)) steps.push_back(t.to);
    } else if (a.type == model::AtomType::Slide && a.max_distance >= 1 &&
               a.not_through == model::kNoZone) {
      for (model::DirectionId d : a.directions) {
        const auto ray = rules.board().ray(k, d);
        if (!ray.empty() && may_land(a, ray.front())) steps.push_back(ray.front());
      }
      if (!a.vector_lines.empty())
        for (const auto& line : a.vector_lines[k.index])
          if (!line.empty() && may_land(a, line.front())) steps.push_back(line.front());
    }
  }
  std::sort(steps.begin(), steps.end());
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  return steps;
}

std::vector<PieceKind> kinds_of(const Position& pos, PlayerId side) {
  std::vector<PieceKind> kinds;
  for (Cell c : pos.pieces_of(side)) kinds.push_back(pos.rules().kind(pos.at(c)));
  std::sort(kinds.begin(), kinds.end());
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  return kinds;
}

// Castling rights of `side` still standing: each may move two pieces in one move.
int castlings_left(const Position& pos, PlayerId side) {
  const auto& rules = pos.rules().castling();
  int n = 0;
  for (std::size_t i = 0; i < rules.size(); ++i)
    if (rules[i].player == side && ((pos.castling_rights() >> i) & 1u) != 0) ++n;
  return n;
}

// A piece on the board: where it stands and its kind.
struct Man {
  Cell at;
  PieceKind kind;
};

// One position's question for one cell k of the mated royal piece: can the requirements left
// (the check, flights neither guarded nor blocked now) be met in time?
class Picture {
 public:
  // guard_cost and block_cost: per cell, the fewest moves a guard needs to attack it and a
  // blocker needs to stand on it.
  Picture(const PieceDistances& mating, std::span<const Man> guards,
          std::span<const std::uint8_t> guard_cost, std::span<const std::uint8_t> block_cost)
      : mating_(mating), guards_(guards), guard_cost_(guard_cost), block_cost_(block_cost) {}

  void require(Cell c, bool may_block) {
    cells_[count_] = c;
    may_block_[count_] = may_block;
    ++count_;
  }
  bool empty() const { return count_ == 0; }

  // With `guard_moves` moves of the mating side and `block_moves` of the mated side's other
  // pieces.
  bool may_be_met(int guard_moves, int block_moves) {
    moves_ = guard_moves;
    unsigned must_block = 0, may_block = 0;
    int forced = 0;
    std::array<int, kMaxRequirements> cost{};
    for (int i = 0; i < count_; ++i) {
      cost[i] = mated_cost(i);
      if (guard_cost_[cells_[i].index] <= guard_moves) {
        if (cost[i] <= block_moves) may_block |= 1u << i;
        continue;
      }
      if (cost[i] > block_moves) return false;
      must_block |= 1u << i;
      forced += cost[i];
    }
    if (forced > block_moves) return false;
    const unsigned all = (1u << count_) - 1;
    const int spare = block_moves - forced;
    if (spare >= 3)  // blocks enough for any choice: drop the sum (a weaker, still sound bound)
      return guards_meet(all & ~must_block & ~may_block);
    // Every choice of further blocks within the spare moves.
    std::array<int, kMaxRequirements> options{};
    int n = 0;
    for (int i = 0; i < count_; ++i)
      if ((may_block >> i) & 1u) options[n++] = i;
    return choose_blocks(options, n, 0, spare, all & ~must_block);
  }

 private:
  bool choose_blocks(const std::array<int, kMaxRequirements>& options, int n, int from, int spare,
                     unsigned left) {
    if (guards_meet(left)) return true;
    for (int j = from; j < n; ++j) {
      const int i = options[j];
      const int c = mated_cost(i);
      if (c <= spare && choose_blocks(options, n, j + 1, spare - c, left & ~(1u << i))) return true;
    }
    return false;
  }

  int mated_cost(int i) const {
    return may_block_[i] ? block_cost_[cells_[i].index] : PieceDistances::kNever;
  }

  // Whether the mating side's pieces can attack every requirement in `left` in moves_ moves.
  bool guards_meet(unsigned left) {
    if (left == 0) return true;
    if (moves_ <= 0) return false;
    if (moves_ >= 3) return true;  // each requirement alone is within reach (may_be_met)
    if (one_piece(left, moves_)) return true;
    if (moves_ == 1) return false;
    // Two moves: two pieces, one move each, sharing the requirements.
    const unsigned low = left & (~left + 1);
    for (unsigned part = (left - 1) & left; part != 0; part = (part - 1) & left)
      if ((part & low) != 0 && one_piece(part, 1) && one_piece(left & ~part, 1)) return true;
    return false;
  }

  // Whether one piece can stand, after at most `moves` moves, where it attacks every cell of
  // `left`.
  bool one_piece(unsigned left, int moves) const {
    const std::size_t words = mating_.words();
    for (const Man& g : guards_) {
      for (PieceKind as : mating_.kinds_after(g.kind)) {
        Words where{};
        add(where, mating_.within(g.kind, g.at, as, moves));
        for (int i = 0; i < count_; ++i) {
          if (((left >> i) & 1u) == 0) continue;
          const auto from = mating_.attackers(as, cells_[i]);
          for (std::size_t w = 0; w < words; ++w) where[w] &= from[w];
        }
        for (std::size_t w = 0; w < words; ++w)
          if (where[w] != 0) return true;
      }
    }
    return false;
  }

  const PieceDistances& mating_;
  std::span<const Man> guards_;
  std::span<const std::uint8_t> guard_cost_, block_cost_;
  std::array<Cell, kMaxRequirements> cells_{};
  std::array<bool, kMaxRequirements> may_block_{};
  int count_ = 0;
  int moves_ = 0;
};

}  // namespace

std::string MateReach::why_not(const Position& root, PlayerId mated) {
  const CompiledRules& r = root.rules();
  if (auto rule = special_rule(r)) return *rule;
  if (r.board().cell_count() > kMaxWords * 64) return "more than 256 cells";
  for (std::size_t p = 0; p < r.player_count(); ++p)
    for (std::size_t k = 0; k < r.kind_count(); ++k) {
      const PlayerId side = PlayerId::from_index(p);
      const PieceKind kind = PieceKind::from_index(k);
      if (!r.is_capturable(r.make_piece(side, kind)))
        return "pieces that cannot be captured (" + r.piece(kind).name + ")";
      for (const CompiledAtom& a : r.atoms(side, kind))
        if (a.push_kinds != 0 || a.relocates || a.targets_own)
          return "moves that push, relocate or land on own pieces (" + r.piece(kind).name + ")";
    }
  // A castling must use up its right, or it could move two pieces in one move again and again.
  for (std::size_t i = 0; i < r.castling().size(); ++i)
    if ((r.castling_keep_mask(r.castling()[i].king_from) >> i) & 1u)
      return "castling that keeps its right";
  int royals = 0;
  for (Cell c : root.pieces_of(mated)) royals += r.is_royal(root.at(c)) ? 1 : 0;
  if (royals != 1) return "not exactly one royal piece to mate";
  return {};
}

std::optional<MateReach> MateReach::for_position(const Position& root, PlayerId mated,
                                                 Ending ending) {
  if (!why_not(root, mated).empty()) return std::nullopt;
  return MateReach(root, mated, ending);
}

MateReach::MateReach(const Position& root, PlayerId mated, Ending ending)
    : rules_(&root.rules()),
      ending_(ending),
      mated_(mated),
      mating_(root.rules().next_player(mated)),
      mated_distances_(root.rules(), mated, kinds_of(root, mated), castlings_left(root, mated) > 0),
      mating_distances_(root.rules(), root.rules().next_player(mated),
                        kinds_of(root, root.rules().next_player(mated)),
                        castlings_left(root, root.rules().next_player(mated)) > 0),
      flights_(root.rules().kind_count()) {
  const CompiledRules& r = *rules_;
  for (std::size_t k = 0; k < r.kind_count(); ++k) {
    const PieceKind kind = PieceKind::from_index(k);
    if (!r.piece(kind).royal) continue;
    for (std::size_t c = 0; c < r.board().cell_count(); ++c)
      flights_[k].push_back(sure_steps(r, mated, kind, Cell::from_index(c)));
  }
}

bool MateReach::may_mate(const Position& pos, int mating_moves, int mated_moves) const {
  const CompiledRules& r = *rules_;
  std::array<Man, 64> guards, blockers;
  std::size_t guard_count = 0, blocker_count = 0;
  Words guarded{}, blocked{};
  Man royal{};
  std::array<Words, 64> attacks;  // per guard: what it attacks where it stands
  int royals = 0;
  for (Cell c : pos.pieces_of(mating_)) {
    const PieceKind kind = r.kind(pos.at(c));
    if (!mating_distances_.covers(kind) || guard_count == guards.size()) return true;
    attacks[guard_count] = {};
    add(attacks[guard_count], r.could_capture(mating_, kind, c).words());
    add(guarded, attacks[guard_count]);
    guards[guard_count++] = {c, kind};
  }
  for (Cell c : pos.pieces_of(mated_)) {
    const PieceKind kind = r.kind(pos.at(c));
    if (!mated_distances_.covers(kind) || blocker_count == blockers.size()) return true;
    if (r.is_royal(pos.at(c))) {
      royal = {c, kind};
      ++royals;
      continue;
    }
    blockers[blocker_count++] = {c, kind};
    blocked[c.index >> 6] |= std::uint64_t{1} << (c.index & 63);
  }
  if (royals != 1) return true;
  const int guard_moves = mating_moves + castlings_left(pos, mating_);
  const int own_moves = mated_moves + castlings_left(pos, mated_);
  const std::size_t n = r.board().cell_count();
  // Per cell, the fewest moves a blocker needs to stand on it.
  std::array<std::uint8_t, kMaxWords * 64> block_cost;
  std::fill_n(block_cost.begin(), n, PieceDistances::kNever);
  for (std::size_t i = 0; i < blocker_count; ++i)
    lower(block_cost.data(), mated_distances_.to_stand_row(blockers[i].kind, blockers[i].at).data(),
          n);
  const std::span<const std::uint8_t> blocks(block_cost.data(), n);
  const auto& flights = flights_[royal.kind.index];
  const auto walks = mated_distances_.to_stand_row(royal.kind, royal.at);

  // Whether a picture with the royal piece on k may be set up, where `movers` are the only
  // guards that move, `still` what the others attack, `cost` the movers' fewest moves to attack
  // each cell.
  auto may_set_up = [&](Cell k, int walk, std::span<const Man> movers, const Words& still,
                        std::span<const std::uint8_t> cost) {
    Picture picture(mating_distances_, movers, cost, blocks);
    if (ending_ == Ending::Mate && !has(still, k)) picture.require(k, false);
    for (Cell f : flights[k.index])
      if (!has(still, f) && !has(blocked, f)) picture.require(f, true);
    return picture.empty() || picture.may_be_met(guard_moves, own_moves - walk);
  };

  if (guard_moves == 1) {
    // One move left: one guard moves, and what it attacks where it stood is lost; the others
    // keep attacking what they attack now.
    std::array<Words, 65> before{}, after{};  // what the guards before (after) guard i attack
    for (std::size_t i = 0; i < guard_count; ++i) {
      before[i + 1] = before[i];
      add(before[i + 1], attacks[i]);
      after[guard_count - 1 - i] = after[guard_count - i];
      add(after[guard_count - 1 - i], attacks[guard_count - 1 - i]);
    }
    for (std::size_t i = 0; i < n; ++i) {
      const int walk = walks[i];
      if (walk > mated_moves) continue;
      const Cell k = Cell::from_index(i);
      if (flights[i].size() + 1 > kMaxRequirements) return true;
      for (std::size_t m = 0; m < guard_count; ++m) {
        Words still = before[m];
        add(still, after[m + 1]);
        if (may_set_up(k, walk, {&guards[m], 1}, still,
                       mating_distances_.to_attack_row(guards[m].kind, guards[m].at)))
          return true;
      }
    }
    return false;
  }

  // Per cell, the fewest moves a guard needs to attack it.
  std::array<std::uint8_t, kMaxWords * 64> guard_cost;
  std::fill_n(guard_cost.begin(), n, PieceDistances::kNever);
  for (std::size_t i = 0; i < guard_count; ++i)
    lower(guard_cost.data(), mating_distances_.to_attack_row(guards[i].kind, guards[i].at).data(),
          n);
  for (std::size_t i = 0; i < n; ++i) {
    const int walk = walks[i];
    if (walk > mated_moves) continue;
    if (flights[i].size() + 1 > kMaxRequirements) return true;
    if (may_set_up(Cell::from_index(i), walk, {guards.data(), guard_count}, guarded,
                   {guard_cost.data(), n}))
      return true;
  }
  return false;
}

void MateReach::leave_out_hopeless_last_moves(const Position& pos, model::MoveList& moves) const {
  // A castling right of the mated side's would give it a move to block with: the blockers'
  // cells would count, not only the flights.
  if (pos.side_to_move() != mated_ || castlings_left(pos, mated_) != 0 || may_mate(pos, 1, 0))
    return;
  const CompiledRules& r = *rules_;
  const std::vector<Cell>* flights = nullptr;
  for (Cell c : pos.pieces_of(mated_))
    if (r.is_royal(pos.at(c))) flights = &flights_[r.kind(pos.at(c)).index][c.index];
  if (flights == nullptr) return;
  auto changes_picture = [&](model::Move m) {
    return (m.type != model::MoveType::Normal && m.type != model::MoveType::EnPassant) ||
           m.is_promotion() || r.is_royal(pos.at(m.from)) ||
           std::find(flights->begin(), flights->end(), m.to) != flights->end();
  };
  moves.resize(
      static_cast<std::size_t>(std::remove_if(moves.begin(), moves.end(),
                                              [&](model::Move m) { return !changes_picture(m); }) -
                               moves.begin()));
}

}  // namespace arbiter::puzzles
