#include "puzzles/mate_reach.h"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

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
    if (a.to_zone != model::kNoZone && !rules.zones().contains(a.to_zone, side, f)) return false;
    if (a.not_to_zone != model::kNoZone && rules.zones().contains(a.not_to_zone, side, f))
      return false;
    return rules.may_stop_on(side, kind, f);
  };
  for (const CompiledAtom& a : rules.atoms(side, kind)) {
    if (a.mode != model::Mode::Both || a.only_unmoved || a.target_kinds != 0 || a.push_kinds != 0 ||
        a.relocates || a.targets_own || a.creates_en_passant || a.captures_en_passant)
      continue;
    if (a.from_zone != model::kNoZone && !rules.zones().contains(a.from_zone, side, k)) continue;
    if (a.not_from_zone != model::kNoZone && rules.zones().contains(a.not_from_zone, side, k))
      continue;
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

// Whether the piece `g` can stand, after at most `moves` moves, where it attacks every cell
// cells[i] whose bit i is set in `left`.
bool attacks_all_from_one_cell(const PieceDistances& mating, const Man& g, const Cell* cells,
                               int count, unsigned left, int moves) {
  const std::size_t words = mating.words();
  for (PieceKind as : mating.kinds_after(g.kind)) {
    const auto reach = mating.within(g.kind, g.at, as, moves);
    Words where;
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words; ++w) any |= where[w] = reach[w];
    // Each requirement narrows the cells left; none left, the next kind.
    for (int i = 0; i < count && any != 0; ++i) {
      if (((left >> i) & 1u) == 0) continue;
      const auto from = mating.attackers(as, cells[i]);
      any = 0;
      for (std::size_t w = 0; w < words; ++w) any |= where[w] &= from[w];
    }
    if (any != 0) return true;
  }
  return false;
}

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
    if (moves_ == 2 && one_piece(left, 2)) return true;
    // One move, or two pieces with one move each sharing the requirements.
    if (!masks_known_) list_one_move_masks();
    if (masks_overflow_) return true;
    for (int a = 0; a < mask_count_; ++a) {
      if ((masks_[a] & left) == left) return true;
      if (moves_ == 1) continue;
      for (int b = a + 1; b < mask_count_; ++b)
        if (((masks_[a] | masks_[b]) & left) == left) return true;
    }
    return false;
  }

  // For every mover, every kind it may have and every cell it may stand on after one move:
  // which requirements it attacks from there (a mask of requirement indices), each mask once.
  // guards_meet asks them for each set of requirements left, which is cheaper than asking the
  // tables again.
  void list_one_move_masks() {
    masks_known_ = true;
    const std::size_t words = mating_.words();
    for (const Man& g : guards_)
      for (PieceKind as : mating_.kinds_after(g.kind)) {
        const auto reach = mating_.within(g.kind, g.at, as, 1);
        std::array<Words, kMaxRequirements> from;  // per requirement: reached cells attacking it
        Words any{};
        for (int i = 0; i < count_; ++i) {
          const auto attackers = mating_.attackers(as, cells_[i]);
          for (std::size_t w = 0; w < words; ++w) any[w] |= from[i][w] = reach[w] & attackers[w];
        }
        for (std::size_t w = 0; w < words; ++w)
          for (std::uint64_t bits = any[w]; bits != 0; bits &= bits - 1) {
            const std::uint64_t cell = bits & (~bits + 1);
            unsigned mask = 0;
            for (int i = 0; i < count_; ++i)
              if ((from[i][w] & cell) != 0) mask |= 1u << i;
            add_mask(mask);
          }
      }
  }

  void add_mask(unsigned mask) {
    for (int i = 0; i < mask_count_; ++i)
      if (masks_[i] == mask) return;
    if (mask_count_ == static_cast<int>(masks_.size())) {
      masks_overflow_ = true;  // too many to keep: the answer is "may", which is always sound
      return;
    }
    masks_[mask_count_++] = mask;
  }

  // Whether one piece can stand, after at most `moves` moves, where it attacks every cell of
  // `left`.
  bool one_piece(unsigned left, int moves) const {
    for (const Man& g : guards_)
      if (attacks_all_from_one_cell(mating_, g, cells_.data(), count_, left, moves)) return true;
    return false;
  }

  const PieceDistances& mating_;
  std::span<const Man> guards_;
  std::span<const std::uint8_t> guard_cost_, block_cost_;
  std::array<Cell, kMaxRequirements> cells_{};
  std::array<bool, kMaxRequirements> may_block_{};
  int count_ = 0;
  int moves_ = 0;
  std::array<unsigned, 128> masks_;
  int mask_count_ = 0;
  bool masks_known_ = false, masks_overflow_ = false;
};

}  // namespace

// The pieces of a position as the bound reads them: the mating side's as guards, with what each
// attacks where it stands; the mated side's others as blockers; its royal piece.
struct MateReach::Pieces {
  // The lists are left uninitialised (only their first counts are read): the bound is asked at
  // almost every node, and constructing 128 empty pieces cost a sixth of its time.
  Pieces() {}
  union {
    std::array<Man, 64> guards;
  };
  std::array<Words, 64> attacks;  // per guard
  std::size_t guard_count = 0;
  Words guarded{};  // what the guards attack, all together
  union {
    std::array<Man, 64> blockers;
  };
  std::size_t blocker_count = 0;
  Words blocked{};  // where the blockers stand
  Man royal{};
};

namespace {

// The cells the guards of `p` attack: by one at least (`once`), by two at least (`twice`). When
// one guard moves, the others still attack `twice` and what of `once` it did not attack itself.
template <class Pieces>
void attacked_once_and_twice(const Pieces& p, Words& once, Words& twice) {
  once = {};
  twice = {};
  for (std::size_t g = 0; g < p.guard_count; ++g)
    for (std::size_t w = 0; w < kMaxWords; ++w) {
      twice[w] |= once[w] & p.attacks[g][w];
      once[w] |= p.attacks[g][w];
    }
}

}  // namespace

bool MateReach::read(const Position& pos, Pieces& p) const {
  const CompiledRules& r = *rules_;
  for (Cell c : pos.pieces_of(mating_)) {
    const PieceKind kind = r.kind(pos.at(c));
    if (!mating_distances_.covers(kind) || p.guard_count == p.guards.size()) return false;
    p.attacks[p.guard_count] = {};
    add(p.attacks[p.guard_count], r.reach().could_capture(mating_, kind, c).words());
    add(p.guarded, p.attacks[p.guard_count]);
    p.guards[p.guard_count++] = {c, kind};
  }
  int royals = 0;
  for (Cell c : pos.pieces_of(mated_)) {
    const PieceKind kind = r.kind(pos.at(c));
    if (!mated_distances_.covers(kind) || p.blocker_count == p.blockers.size()) return false;
    if (r.is_royal(pos.at(c))) {
      p.royal = {c, kind};
      ++royals;
      continue;
    }
    p.blockers[p.blocker_count++] = {c, kind};
    p.blocked[c.index >> 6] |= std::uint64_t{1} << (c.index & 63);
  }
  return royals == 1;
}

bool MateReach::one_mover_may_mate(const Pieces& p) const {
  const Cell k = p.royal.at;
  const auto& flights = flights_[p.royal.kind.index][k.index];
  if (flights.size() + 1 > kMaxRequirements) return true;
  // The cells attacked by one guard at least, and by two at least: a cell the mover alone
  // attacks is lost when it moves, one another guard attacks stays attacked.
  Words once, twice;
  attacked_once_and_twice(p, once, twice);
  // The requirements: the check (for a mate) and the flights no blocker holds. Those no guard
  // attacks are left whoever moves; those one guard attacks are left when it is the mover.
  std::array<Cell, kMaxRequirements> open, sole;
  int open_count = 0, sole_count = 0;
  auto require = [&](Cell c) {
    if (!has(once, c))
      open[open_count++] = c;
    else if (!has(twice, c))
      sole[sole_count++] = c;
  };
  if (ending_ == Ending::Mate) require(k);
  for (Cell f : flights)
    if (!has(p.blocked, f)) require(f);
  for (std::size_t m = 0; m < p.guard_count; ++m) {
    const Man& mover = p.guards[m];
    std::array<Cell, kMaxRequirements> left = open;
    int count = open_count;
    for (int i = 0; i < sole_count; ++i)
      if (has(p.attacks[m], sole[i])) left[count++] = sole[i];
    if (count == 0) return true;
    const auto reach = mating_distances_.to_attack_row(mover.kind, mover.at);
    bool in_reach = true;
    for (int i = 0; i < count && in_reach; ++i) in_reach = reach[left[i].index] <= 1;
    if (in_reach && attacks_all_from_one_cell(mating_distances_, mover, left.data(), count,
                                              (1u << count) - 1, 1))
      return true;
  }
  return false;
}

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
    if ((r.castling().keep_mask(r.castling()[i].king_from) >> i) & 1u)
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
  Pieces p;
  if (!read(pos, p)) return true;
  const auto& guards = p.guards;
  const auto& attacks = p.attacks;
  const std::size_t guard_count = p.guard_count;
  const Words& guarded = p.guarded;
  const Words& blocked = p.blocked;
  const Man royal = p.royal;
  const int guard_moves = mating_moves + castlings_left(pos, mating_);
  const int own_moves = mated_moves + castlings_left(pos, mated_);
  if (guard_moves == 1 && own_moves == 0) return one_mover_may_mate(p);
  const std::size_t n = r.board().cell_count();
  // Per cell, the fewest moves a blocker needs to stand on it.
  std::array<std::uint8_t, kMaxWords * 64> block_cost;
  std::fill_n(block_cost.begin(), n, PieceDistances::kNever);
  // With no move of its own left, the mated side blocks only where it stands (those cells are
  // no requirement): the costs are not needed.
  for (std::size_t i = 0; own_moves > 0 && i < p.blocker_count; ++i)
    lower(block_cost.data(),
          mated_distances_.to_stand_row(p.blockers[i].kind, p.blockers[i].at).data(), n);
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
    // keep attacking what they attack now: the cells two guards attack, and those one other
    // guard attacks.
    Words once, twice;
    attacked_once_and_twice(p, once, twice);
    std::array<Words, 64> still;  // per guard: what the others attack
    for (std::size_t m = 0; m < guard_count; ++m)
      for (std::size_t w = 0; w < kMaxWords; ++w)
        still[m][w] = twice[w] | (once[w] & ~attacks[m][w]);
    for (std::size_t i = 0; i < n; ++i) {
      const int walk = walks[i];
      if (walk > mated_moves) continue;
      const Cell k = Cell::from_index(i);
      if (flights[i].size() + 1 > kMaxRequirements) return true;
      for (std::size_t m = 0; m < guard_count; ++m) {
        const auto reach = mating_distances_.to_attack_row(guards[m].kind, guards[m].at);
        // The check alone rules most movers out: it cannot be a block.
        if (ending_ == Ending::Mate && !has(still[m], k) && reach[k.index] > 1) continue;
        if (may_set_up(k, walk, {&guards[m], 1}, still[m], reach)) return true;
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

void MateReach::leave_out_hopeless_last_moves(const Position& pos, model::MoveList& moves,
                                              JudgedMoves* judged) const {
  if (judged != nullptr) judged->reset();
  // With a castling right on either side, one move may move two pieces: every move is made.
  if (pos.side_to_move() != mated_ || castlings_left(pos, mated_) != 0 ||
      castlings_left(pos, mating_) != 0)
    return;
  const CompiledRules& r = *rules_;
  Pieces p;
  if (!read(pos, p)) return;
  const auto& flights = flights_[p.royal.kind.index][p.royal.at.index];
  // The outcome's key holds the flights in its low 16 bits.
  if (flights.size() > static_cast<std::size_t>(kMaxRequirements)) return;
  // After a plain move of a blocker, the bound depends only on the flights blocked and on the
  // guard captured, if any: each such outcome is asked once.
  struct Outcome {
    std::uint32_t key;
    bool may_mate;
  };
  std::array<Outcome, 64> known;
  std::size_t known_count = 0;
  auto plain = [&](model::Move m) {
    return m.type == model::MoveType::Normal && !m.is_promotion() && !r.is_royal(pos.at(m.from));
  };
  auto hopeless = [&](model::Move m) {
    const Words blocked = p.blocked;
    p.blocked[m.from.index >> 6] &= ~(std::uint64_t{1} << (m.from.index & 63));
    p.blocked[m.to.index >> 6] |= std::uint64_t{1} << (m.to.index & 63);
    std::uint32_t key = 0;
    for (std::size_t i = 0; i < flights.size(); ++i)
      if (has(p.blocked, flights[i])) key |= 1u << i;
    std::size_t taken = p.guard_count;  // the guard captured, if any
    for (std::size_t g = 0; g < p.guard_count; ++g)
      if (p.guards[g].at == m.to) taken = g;
    if (taken < p.guard_count) key |= static_cast<std::uint32_t>(taken + 1) << 16;
    std::optional<bool> may;
    for (std::size_t i = 0; i < known_count && !may; ++i)
      if (known[i].key == key) may = known[i].may_mate;
    if (!may) {
      // The pieces as they will stand: the captured guard swapped to the end and left out
      // (p.guarded goes stale meanwhile; one_mover_may_mate does not read it).
      const bool captures = taken < p.guard_count;
      const std::size_t last = p.guard_count - 1;
      if (captures) {
        std::swap(p.guards[taken], p.guards[last]);
        std::swap(p.attacks[taken], p.attacks[last]);
        --p.guard_count;
      }
      may = one_mover_may_mate(p);
      if (captures) {
        ++p.guard_count;
        std::swap(p.guards[taken], p.guards[last]);
        std::swap(p.attacks[taken], p.attacks[last]);
      }
      if (known_count < known.size()) known[known_count++] = {key, *may};
    }
    p.blocked = blocked;
    return !*may;
  };
  // The moves kept, in their order: every move the bound does not judge, and the plain moves
  // it does not find hopeless.
  std::size_t kept = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const model::Move m = moves[i];
    const bool judge = plain(m);
    if (judge && hopeless(m)) continue;
    if (judge && judged != nullptr) judged->set(kept);
    moves[kept++] = m;
  }
  moves.resize(kept);
}

}  // namespace arbiter::puzzles
