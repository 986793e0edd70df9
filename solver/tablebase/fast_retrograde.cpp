#include "solver/tablebase/fast_retrograde.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "solver/tablebase/children_in_lanes.h"
#include "solver/tablebase/en_passant.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/incremental_numbering.h"
#include "solver/tablebase/move_summary.h"
#include "solver/tablebase/parallel.h"
#include "solver/tablebase/ply_loop.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/table.h"
#include "solver/tablebase/terminal.h"

namespace arbiter::solver::tablebase {

using model::Cell;
using Cells = TableIndex::Cells;
using PieceSlot = TableIndex::PieceSlot;
constexpr PieceSlot kNoSlot = TableIndex::kNoSlot;

namespace {

// A placement being examined: its pieces' cells and the cells they fill (Occupancy64 or
// Occupancy128, fast_moves.h).
template <typename Occupancy>
struct Placed {
  Cells cells{};
  Occupancy occupied;
};

// One piece of the material, numbered as in a placement.
struct TablePiece {
  int group = 0;
  model::PlayerId owner;
  model::PieceKind kind;
  Side side = Side::First;
  bool royal = false;
  bool capturable = true;
  bool promotes = false;  // its kind has a promotion
  model::Piece piece;
};

// Entries by plies: those settled as a win or loss in that many plies, whose predecessors the
// next ply visits; or (pending) those a move leaving the table wins in that many plies.
using Buckets = std::vector<std::vector<std::uint64_t>>;

void put(Buckets& buckets, int plies, std::uint64_t i) {
  if (buckets.size() <= static_cast<std::size_t>(plies))
    buckets.resize(static_cast<std::size_t>(plies) + 1);
  buckets[static_cast<std::size_t>(plies)].push_back(i);
}

template <typename Occupancy>
struct Worker {
  explicit Worker(const model::CompiledRules& rules) : pos(rules) {}
  model::Position pos;  // the positions handed to the probes
  Placed<Occupancy> placed;
  // Room for the predecessors of the most kBatch + 64 placements have (a row's losses at once
  // beside kBatch - 1 waiting).
  std::vector<std::uint64_t> predecessors;
  std::vector<std::uint8_t>
      predecessor_of;  // beside each, in a run (propagate_run): its entry's bit
  // In the checks: how many losses' predecessors wait in `predecessors` to be won (lost_now), and
  // where they end.
  std::size_t losses_waiting = 0;
  std::size_t waiting_end = 0;
  Buckets settled;
  Buckets pending;
  Buckets recheck;  // entries to check at that ply (a child beside the table; an exit loss)
};

// While the table is generated, the code of an entry not settled yet (from kUnsettled on) also
// says three things, in bits of their own:
// - What the moves leaving the table (captures, promotions) give it, found on the first visit:
//   kUnknownEscape, a draw or a win for the side to move (which can then never lose); or a loss
//   in L plies at the longest. Where no move may lead beside the table, such an entry waits for
//   ply L (it cannot be lost sooner) as if watching a child won at ply L - 1: its watch is
//   kExitWatch, and the recheck list of ply L marks it then. Its first check, at ply L, values a
//   loss at L plies at least. Where a move may lead beside the table, the entry keeps no watch
//   and L takes the fourteen bits below kUnsettled (at most kMostExitLoss: a longer one stops the
//   build with an error; kNoExit, no exit loss).
// - Its watched escape (the two-watched-literal scheme of SAT solvers, with one watch): a tag of
//   the child through which its last check (verify) found it saved, or kNoWatch. The entry stays
//   saved by that child until the child is won, so only the win of a child bearing its tag marks
//   it again (one whose tag merely collides marks it too: one check more, nothing else). In the
//   code, the watch costs no read of its own where the marks are set; the check of an entry
//   writes it, in a phase where nothing else writes that entry's code.
// - Where its check resumes (the low bits): the number of the move that saved it, counted over
//   its quiet moves in the order the check reads them. Every move before that one led to a win
//   of the opponent (or was no move) and still does: the next check starts at it, or at the first
//   move (kFromFirstMove) where one of those wins is longer than the loss the next check can find
//   (verify), or where the number does not fit.
// Settled codes stay below kUnsettled, which bounds the distances (kMaxFastPlies).
constexpr Code kUnsettled = 0xC000;
constexpr int kResumeBits = 7;
constexpr Code kResumeMask = (1u << kResumeBits) - 1;
constexpr Code kFromFirstMove = kResumeMask;
constexpr Code kWatchMask = 0x7F;
constexpr Code kNoWatch = kWatchMask;
constexpr Code kExitWatch = kNoWatch - 1;  // waiting for its exit loss (no child has this tag)
constexpr Code kUnknownEscape = 0xFFFE;    // no watch (an escape needs none), low bits below all 1s
constexpr int kMostResume = kFromFirstMove - 2;  // below kUnknownEscape's low bits
constexpr Code kExitMask = 0x3FFF;               // beside the table
constexpr Code kNoExit = kExitMask;
constexpr int kMostExitLoss = kNoExit - 2;  // below kUnknownEscape's low bits
static_assert(code::kUnknown == (kUnsettled | kNoWatch << kResumeBits | kFromFirstMove));
static_assert(code::kUnknown == (kUnsettled | kNoExit));
static_assert(kUnknownEscape == (kUnsettled | kNoWatch << kResumeBits | (kFromFirstMove - 1)));
static_assert(kUnknownEscape == (kUnsettled | (kNoExit - 1)));
constexpr int kMaxFastPlies = code::plies(kUnsettled - 1);
constexpr bool unsettled(Code c) { return c >= kUnsettled; }
constexpr Code unsettled_with_exit_loss(int plies) { return static_cast<Code>(kUnsettled | plies); }
constexpr Code waiting_for_exit_loss() {
  return static_cast<Code>(kUnsettled | kExitWatch << kResumeBits | kFromFirstMove);
}
// The exit loss of an unsettled code beside the table (not kUnknownEscape), or -1.
constexpr int exit_loss_of(Code c) {
  const int exit = c & kExitMask;
  return exit == kNoExit ? -1 : exit;
}
// Where the check of an unsettled code (no move beside the table) resumes: a move's number.
constexpr std::size_t resume_of(Code c) {
  const Code at = c & kResumeMask;
  return at == kFromFirstMove ? 0 : at;
}
// The tag of a child's entry: seven bits of it, mixed (Fibonacci hashing: the children of an
// entry differ by multiples of the digits' strides, which the low bits alone would not tell
// apart), kNoWatch and kExitWatch excluded.
constexpr Code watch_tag(std::uint64_t child) {
  const std::uint64_t mixed = (child * 0x9E3779B97F4A7C15ULL) >> 32;
  return static_cast<Code>((mixed * kExitWatch) >> 32);  // to [0, kExitWatch), by a product
}
// Whether an entry whose code is `seen` must be checked again now that its child tagged `tag`
// (watch_tag) is won: it is unsettled and either keeps no watch (and may lose: not
// kUnknownEscape) or watches that child. (The code's bits from the watch up say both whether it
// is unsettled and which child it watches.)
constexpr bool marked_by_win(Code seen, Code tag) {
  const unsigned watch = seen >> kResumeBits;
  return (watch == (kUnsettled >> kResumeBits | kNoWatch) && seen != kUnknownEscape) ||
         watch == (kUnsettled >> kResumeBits | tag);
}
// An unsettled code watching `tag`, its check resuming at move `resume`.
constexpr Code watching(Code tag, std::size_t resume) {
  return static_cast<Code>(kUnsettled | tag << kResumeBits |
                           (resume <= kMostResume ? resume : kFromFirstMove));
}

// Occupancy: the sets of cells the board fits (fast_moves.h), one word where it can.
template <typename Occupancy>
class FastRetrograde {
  using Placed = tablebase::Placed<Occupancy>;
  using Worker = tablebase::Worker<Occupancy>;
  using Moves = FastMoves<Occupancy>;
  using MoveStep = typename Moves::Step;

 public:
  FastRetrograde(const TableIndex& index, const ExitProbe& exits, const BuildControl& control,
                 const TerminalProbe& terminals, const Refuge& refuge,
                 const ExitTables& exit_tables)
      : index_(index),
        numbering_(index),
        exits_(exits),
        control_(control),
        terminals_(terminals),
        refuge_(refuge),
        moves_(index),
        values_(index.size(), code::kUnknown),
        marks_((index.size() + 63) / 64),
        marked_words_((marks_.size() + 63) / 64),
        beside_(en_passant_interplay(index.rules(), index.material())),
        stalemate_as_unsettled_(!terminals &&
                                index.rules().game_end().stalemate == model::Outcome::Draw) {
    const model::CompiledRules& rules = index.rules();
    const auto& groups = index.material().groups();
    for (std::size_t g = 0; g < groups.size(); ++g)
      for (int j = 0; j < groups[g].count; ++j) {
        TablePiece p;
        p.group = static_cast<int>(g);
        p.owner = groups[g].owner;
        p.kind = groups[g].kind;
        p.side = side_of_player(rules, groups[g].owner);
        p.royal = rules.piece(groups[g].kind).royal;
        p.capturable = rules.piece(groups[g].kind).capturable;
        p.promotes = rules.piece(groups[g].kind).promotion.has_value();
        promotes_ = promotes_ || p.promotes;
        p.piece = rules.make_piece(groups[g].owner, groups[g].kind);
        const PieceSlot n = pieces_.size();
        by_side_[p.side].push_back(n);
        if (!refuge.empty() && p.royal && groups[g].owner == refuge.owner()) refugees_.push_back(n);
        pieces_.push_back(p);
      }
    piece_count_ = pieces_.size();
    if (exit_tables) find_capture_exits(exit_tables);
    if (promotes_ && exit_tables) find_promotion_exits(exit_tables);
    for (Side side : {Side::First, Side::Second}) {
      royal_last_[side] = by_side_[side];
      std::stable_partition(royal_last_[side].begin(), royal_last_[side].end(),
                            [&](PieceSlot n) { return !pieces_[n].royal; });
    }
    for (Side side : {Side::First, Side::Second})
      for (PieceSlot n : by_side_[side])
        for (PieceSlot other_piece : by_side_[other(side)]) {
          if (pieces_[n].royal)
            threats_[side].push_back({other_piece, n, moves_.attacker(pieces_[other_piece].group)});
          if (pieces_[other_piece].capturable)
            captures_[side].push_back({n, other_piece, moves_.attacker(pieces_[n].group)});
        }
    quiet_may_wait_ = stalemate_as_unsettled_ && !beside_ && refugees_.empty();
    for (Side side : {Side::First, Side::Second})
      quiet_alone_[side] = quiet_may_wait_ && !promotes_ && captures_[side].empty();
    choose_rows();
    choose_checks_by_rows();
    find_promoting_cells();
    cell_bits_.resize(rules.board().cell_count());
    for (std::size_t c = 0; c < cell_bits_.size(); ++c) cell_bits_[c].flip(Cell::from_index(c));
    std::size_t most_predecessors = 0;
    for (const TablePiece& p : pieces_) most_predecessors += moves_.most_unmoves(p.group);
    for (int w = 0; w < worker_count(control); ++w) {
      workers_.push_back(std::make_unique<Worker>(rules));
      workers_.back()->predecessors.resize(most_predecessors * (kBatch + 64));
      workers_.back()->predecessor_of.resize(most_predecessors * (kBatch + 64));
    }
    shared_ = workers_.size() > 1;
  }

  // Fills capture_exits_ (see there) from the tables in memory. The placement without the victim
  // is one of the capture's table (its groups are this table's, one piece fewer, in order): the
  // pieces after the victim move down a slot.
  void find_capture_exits(const ExitTables& exit_tables) {
    capture_exits_.resize(piece_count_);
    for (PieceSlot victim = 0; victim < piece_count_; ++victim) {
      DirectExit& exit = capture_exits_[victim];
      exit.table =
          exit_tables(index_.material().without(pieces_[victim].owner, pieces_[victim].kind));
      for (PieceSlot j = 0; j < piece_count_; ++j) exit.slot_after[j] = j < victim ? j : j - 1;
    }
  }

  // Fills promotion_exits_ (see there) from the tables in memory.
  void find_promotion_exits(const ExitTables& exit_tables) {
    const model::CompiledRules& rules = index_.rules();
    for (const TablePiece& p : pieces_)
      if (p.promotes)
        most_choices_ = std::max(most_choices_, rules.piece(p.kind).promotion->choices.size());
    promotion_exits_.resize(piece_count_ * most_choices_ * (piece_count_ + 1));
    for (PieceSlot n = 0; n < piece_count_; ++n) {
      const TablePiece& mover = pieces_[n];
      if (!mover.promotes) continue;
      const auto& choices = rules.piece(mover.kind).promotion->choices;
      for (std::size_t k = 0; k < choices.size(); ++k) {
        const Material promoted =
            index_.material().with_kind_changed(rules, mover.owner, mover.kind, choices[k]);
        // v = 0: no victim; v = j + 1: piece j of the opponent taken.
        for (std::size_t v = 0; v <= piece_count_; ++v) {
          const PieceSlot victim = v == 0 ? kNoSlot : v - 1;
          if (victim != kNoSlot && pieces_[victim].side == mover.side) continue;
          const Material after =
              victim == kNoSlot ? promoted
                                : promoted.without(pieces_[victim].owner, pieces_[victim].kind);
          DirectExit& exit = promotion_exits_[(n * most_choices_ + k) * (piece_count_ + 1) + v];
          exit.table = exit_tables(after);
          if (exit.table == nullptr) continue;
          // The pieces of each group of the table's material, in its order, take its slots in
          // turn (the numbering sorts identical pieces' cells itself).
          const auto& groups = exit.table->index().material().groups();
          std::vector<PieceSlot> next(groups.size() + 1, 0);
          for (std::size_t g = 0; g < groups.size(); ++g)
            next[g + 1] = next[g] + static_cast<PieceSlot>(groups[g].count);
          for (PieceSlot j = 0; j < piece_count_; ++j) {
            if (j == victim) continue;
            const model::PieceKind kind = j == n ? choices[k] : pieces_[j].kind;
            const auto g = static_cast<std::size_t>(
                std::find_if(groups.begin(), groups.end(),
                             [&](const MaterialGroup& m) {
                               return m.owner == pieces_[j].owner && m.kind == kind;
                             }) -
                groups.begin());
            if (g == groups.size()) throw std::logic_error("a promotion's material lacks a piece");
            exit.slot_after[j] = next[g]++;
          }
        }
      }
    }
  }

  // The piece whose cells make the rows of the first visit (IncrementalNumbering::Rows): of the
  // pieces alone of their kind, the one whose entries lie closest in memory (the smallest stride:
  // a row's stores then fall on a few lines of the table, where those of the highest digit's
  // piece fall on a page each), the folded piece last (its rows are short); none where every
  // piece has its like.
  void choose_rows() {
    const auto& groups = index_.material().groups();
    auto later = [&](const IncrementalNumbering::Rows& a, const IncrementalNumbering::Rows& b) {
      const bool a_folded = numbering_.folds(a.piece);
      const bool b_folded = numbering_.folds(b.piece);
      return a_folded != b_folded ? a_folded : a.stride > b.stride;
    };
    for (PieceSlot n = 0; n < piece_count_; ++n) {
      if (groups[static_cast<std::size_t>(pieces_[n].group)].count != 1) continue;
      const IncrementalNumbering::Rows rows = numbering_.rows(n);
      if (!rows_ || later(*rows_, rows)) rows_ = rows;
    }
  }
  // Which sides' marked entries may be checked a row at a time (check_row): where the rows'
  // entries lie next to each other (the row piece's is the lowest digit), the row piece is the
  // opponent's (the side to move's moves then leave it where it stands, so that the entries its
  // moves lead to are numbered along the row), the side's pieces are alone of their kind and none
  // is the folded one (whose moves change every piece's image), and no move leads beside the
  // table nor a passenger rides (each numbered apart).
  void choose_checks_by_rows() {
    if (!rows_ || rows_->stride != 1 || beside_ || index_.holds_passengers() ||
        numbering_.folds(rows_->piece))
      return;
    row_slot_.assign(index_.rules().board().cell_count(), -1);
    row_first_cell_ = static_cast<std::int64_t>(rows_->cells[0].index);
    for (std::size_t k = 0; k < rows_->cells.size(); ++k) {
      row_slot_[rows_->cells[k].index] = static_cast<int>(k);
      if (rows_->cells[k].index != rows_->cells[0].index + k) row_first_cell_ = -1;
    }
    const auto& groups = index_.material().groups();
    for (Side side : {Side::First, Side::Second}) {
      check_by_rows_[side] = pieces_[rows_->piece].side != side;
      for (PieceSlot n : by_side_[side])
        if (numbering_.folds(n) || groups[static_cast<std::size_t>(pieces_[n].group)].count != 1)
          check_by_rows_[side] = false;
    }
  }
  // Per piece, the cells from which it could promote (row_sets reads them for the row piece).
  void find_promoting_cells() {
    promoting_cells_.resize(piece_count_);
    for (PieceSlot n = 0; n < piece_count_; ++n)
      if (pieces_[n].promotes)
        for (std::size_t c = 0; c < index_.rules().board().cell_count(); ++c)
          if (!moves_.promoting(pieces_[n].group, Cell::from_index(c)).empty())
            promoting_cells_[n].flip(Cell::from_index(c));
  }

  std::vector<Code> run() {
    if (rows_)
      first_visit_by_rows();
    else
      first_visit_by_walk();
    run_plies(max_plies_, max_pending_, values_, kMaxFastPlies, unsettled, [&](int n) { ply(n); });
    return std::move(values_);
  }

 private:
  void first_visit_by_rows() {
    parallel_chunks(rows_->count, control_, report("positions"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Worker& w = *workers_[static_cast<std::size_t>(worker)];
                      for (std::uint64_t r = begin; r < end; ++r) first_visit_row(w, r);
                    });
  }
  // Where no piece is alone of its kind: the two sides' entries of a placement are visited
  // together (entry i of the first side to move and entry i + per_side of the second share
  // placement i).
  void first_visit_by_walk() {
    parallel_chunks(index_.per_side(), control_, report("positions"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Worker& w = *workers_[static_cast<std::size_t>(worker)];
                      // The placement of entry i, turned on from entry to entry where the visit
                      // reads it (copying it just after its cells were written one by one would
                      // stall on the stores).
                      // Its occupancy too, each piece the walk moves flipped out and in.
                      Placed& walk = w.placed;
                      index_.placement_of(begin, walk.cells);
                      load(walk);
                      auto moved = [&walk](Cell from, Cell to) {
                        walk.occupied.flip(from);
                        walk.occupied.flip(to);
                      };
                      for (std::uint64_t i = begin; i < end; ++i) {
                        first_visit(w, i);
                        if (!numbering_.step_placement(i, walk.cells, moved)) load(walk);
                      }
                    });
  }

  const TableIndex& index_;
  const IncrementalNumbering numbering_;  // walks and numbers moves without decoding
  const ExitProbe& exits_;
  const BuildControl& control_;
  const TerminalProbe& terminals_;
  const Refuge& refuge_;
  std::vector<PieceSlot> refugees_;  // the pieces a refuge shelters
  Moves moves_;
  std::vector<TablePiece> pieces_;
  std::size_t piece_count_ = 0;  // pieces_.size(), which the hot paths would divide to find
  // A move leaving the table read directly in the table it leads to, one of the tables in memory
  // (ExitTables): that table, and where each piece's cell goes in its placement (the victim's
  // nowhere). A null table: the exit probe values the move.
  struct DirectExit {
    const Table* table = nullptr;
    std::array<PieceSlot, std::tuple_size_v<Cells>> slot_after{};
  };
  // Per victim: its capture without a promotion (empty without ExitTables).
  std::vector<DirectExit> capture_exits_;
  // Per promoting piece, promotion choice and victim (none first, then each piece by slot).
  std::vector<DirectExit> promotion_exits_;
  std::size_t most_choices_ = 0;
  // The exits of a capture and of a promotion; null where the tables in memory are not the
  // build's exits.
  const DirectExit* capture_exit(PieceSlot victim) const {
    return capture_exits_.empty() ? nullptr : &capture_exits_[victim];
  }
  const DirectExit* promotion_exit(PieceSlot n, std::size_t choice, PieceSlot victim) const {
    if (promotion_exits_.empty()) return nullptr;
    const std::size_t v = victim == kNoSlot ? 0 : victim + 1;
    return &promotion_exits_[(n * most_choices_ + choice) * (piece_count_ + 1) + v];
  }
  PerSide<std::vector<PieceSlot>> by_side_;
  // The same, royal pieces last: the order in which a marked entry's moves are read (verify). A
  // royal piece's moves are the ones most often into an attack, each a child read for nothing
  // (illegal), and the others' more often save the entry, which ends the check. (Omega KQvKR
  // 6% faster so; KBNK and KCNvK the same.)
  PerSide<std::vector<PieceSlot>> royal_last_;
  // Two pieces of opposite sides, the first of which may take (or attack) the second.
  struct Pair {
    PieceSlot by;
    PieceSlot on;
    typename Moves::Attacker attacker;  // `by`'s attack tests (its group's)
  };
  // Per side: its royal pieces, each with every opponent's piece that may attack it (on: the
  // royal piece); the side's pieces, each with every opponent's piece it may capture (on: the
  // victim). Listed once, so that the tests per entry run down one short list (none where the
  // opponent has nothing capturable, as a lone king).
  PerSide<std::vector<Pair>> threats_;
  PerSide<std::vector<Pair>> captures_;
  std::vector<Code> values_;
  std::vector<std::atomic<std::uint64_t>> marks_;
  // Which words of marks_ hold a mark (bit b of word k: marks_[64 k + b]): the checks pass over
  // 64 empty words of marks at once (most are empty: scanning them one by one was 2% of Omega
  // KQvKR's instructions).
  std::vector<std::atomic<std::uint64_t>> marked_words_;
  std::vector<std::unique_ptr<Worker>> workers_;
  bool shared_ = false;    // whether several workers write the codes and marks at once
  bool promotes_ = false;  // whether a piece of the material promotes
  // Whether a double step may leave an en passant right the opponent can use: the position after
  // it stands beside the table (en_passant.h), worth the better of its entry and its captures.
  // Such a move is valued apart: in the first visit (where the entry has no move, the captures
  // alone, like a move leaving the table), when its entry is lost (the win may come later, by the
  // pending lists) and in the checks of marked entries; an entry whose capture wins is checked
  // again at that ply (the recheck lists), in case its entry is never settled.
  const bool beside_;
  // Whether a position without a move, its side to move not in check, is a draw here (the rules
  // make stalemate one, no terminal probe says otherwise), as an entry left unsettled becomes.
  // Such an entry is nobody's predecessor (each of its moves leaves a royal piece attacked, so the
  // entry it leads to is illegal and never settled), so nothing marks or wins it: the first
  // visit need not look for quiet moves where the side to move is not in check, unless every
  // capture loses. (The Syzygy generator seeks mates among the positions in check alone.)
  const bool stalemate_as_unsettled_;
  // Per side: whether its entries have nothing but quiet moves to look at on the first visit (no
  // capture, promotion, refuge or move beside the table) and need not look for those unless in
  // check (stalemate_as_unsettled_). Such an entry not in check, the opponent's royal pieces not
  // attacked, stays unknown: the first visit passes it over without a call. (Half of KBNK's and
  // KCNvK's entries: those of the side with more than a king.)
  PerSide<bool> quiet_alone_{};
  // Whether an entry not in check whose side to move can make no capture, promotion or move to a
  // refuge stays unknown on the first visit (quiet_alone_ as it holds per entry).
  bool quiet_may_wait_ = false;
  // The rows of the first visit (choose_rows), and per piece the cells from which it could
  // promote (none where it cannot; find_promoting_cells).
  std::optional<IncrementalNumbering::Rows> rows_;
  std::vector<Occupancy> promoting_cells_;
  // Per side: whether its marked entries may be checked by rows (choose_checks_by_rows); per
  // cell, its place in a row (rows_->cells), or -1.
  PerSide<bool> check_by_rows_{};
  std::vector<int> row_slot_;
  // Where the row's cells follow one another on the board (in the order of their indices): the
  // first one's index; -1 otherwise.
  std::int64_t row_first_cell_ = -1;
  // Per cell, the set of that cell alone: load() reads a two-word set's cells from it. (Flipping
  // a cell's bit picks its word by a branch, which a placement's pieces on both words mispredict:
  // Omega KCNvK 5% faster so. On one word the shift costs less than the read.)
  std::vector<Occupancy> cell_bits_;
  std::atomic<int> max_plies_{0};
  std::atomic<int> max_pending_{0};

  std::atomic_ref<Code> value(std::uint64_t i) { return std::atomic_ref<Code>(values_[i]); }

  // Sets entry i, seen unsettled as `seen`, to `c`; false when another worker settled it first.
  // Alone, a worker needs no atomic read-modify-write (which costs far more than a store).
  bool claim(std::uint64_t i, Code seen, Code c) {
    if (!shared_) {
      value(i).store(c, std::memory_order_relaxed);
      return true;
    }
    return value(i).compare_exchange_strong(seen, c, std::memory_order_relaxed);
  }

  // Marks entry i for the check of its moves at the end of the ply.
  void mark(std::uint64_t i) {
    auto& word = marks_[i / 64];
    const std::uint64_t bit = std::uint64_t{1} << (i % 64);
    const std::uint64_t had = word.load(std::memory_order_relaxed);
    if ((had & bit) != 0) return;
    if (shared_) {
      word.fetch_or(bit, std::memory_order_relaxed);
    } else {
      word.store(had | bit, std::memory_order_relaxed);
    }
    // The first mark of its word (or of several workers' first at once: each sets the bit).
    if (had == 0) {
      auto& words = marked_words_[i / 64 / 64];
      const std::uint64_t word_bit = std::uint64_t{1} << (i / 64 % 64);
      if (shared_)
        words.fetch_or(word_bit, std::memory_order_relaxed);
      else
        words.store(words.load(std::memory_order_relaxed) | word_bit, std::memory_order_relaxed);
    }
  }

  // mark(i) where `marked` holds, for a lone worker (not shared_): both words are written whether
  // it holds or not, without a branch on it.
  void mark_alone_if(std::uint64_t i, bool marked) {
    auto& word = marks_[i / 64];
    const std::uint64_t had = word.load(std::memory_order_relaxed);
    const auto bit = static_cast<std::uint64_t>(marked);
    word.store(had | bit << (i % 64), std::memory_order_relaxed);
    auto& words = marked_words_[i / 64 / 64];
    words.store(words.load(std::memory_order_relaxed) | (bit & (had == 0)) << (i / 64 % 64),
                std::memory_order_relaxed);
  }

  BuildProgress report(std::string phase) const { return phase_report(index_, std::move(phase)); }

  void settle(Worker& w, std::uint64_t i, Code c) {
    value(i).store(c, std::memory_order_relaxed);
    if (c != code::kIllegal && c != code::kDraw) decided(w, i, code::plies(c), code::is_loss(c));
  }

  // Entry i has just been settled as a win or loss in `plies`: the ply after visits it. Its
  // bucket holds it with kLost set for a loss, so the visit need not read its value again.
  static constexpr std::uint64_t kLost = std::uint64_t{1} << 63;
  void decided(Worker& w, std::uint64_t i, int plies, bool lost) {
    atomic_max(max_plies_, plies);
    put(w.settled, plies, lost ? i | kLost : i);
  }

  // Every worker's entries of bucket `plies`, in one list (emptied in the workers).
  std::vector<std::uint64_t> gather(Buckets Worker::*buckets, int plies) {
    std::vector<std::uint64_t> all;
    for (auto& w : workers_) {
      Buckets& b = (*w).*buckets;
      if (b.size() <= static_cast<std::size_t>(plies)) continue;
      auto& list = b[static_cast<std::size_t>(plies)];
      if (all.empty()) {
        all.swap(list);  // the first list taken whole, not copied (one worker: the only one)
      } else {
        all.insert(all.end(), list.begin(), list.end());
        std::vector<std::uint64_t>().swap(list);
      }
    }
    return all;
  }

  void load(Placed& at) const {
    Occupancy occupied;
    const std::size_t count = piece_count_;
    if constexpr (std::is_same_v<Occupancy, Occupancy128>) {
      const Occupancy* const bits = cell_bits_.data();
      for (std::size_t n = 0; n < count; ++n) {
        const Occupancy& b = bits[at.cells[n].index];
        occupied.low ^= b.low;
        occupied.high ^= b.high;
      }
    } else {
      for (std::size_t n = 0; n < count; ++n) occupied.flip(at.cells[n]);
    }
    at.occupied = occupied;
  }

  // Whether every piece of `at` (loaded) stands on a cell of its own: then its occupancy holds as
  // many cells as there are pieces (two on one cell flip its bit back).
  bool apart(const Placed& at) const {
    return at.occupied.count() == static_cast<int>(piece_count_);
  }

  // Whether a royal piece of `side` is attacked in `at`, leaving out piece `captured` (just taken).
  bool royal_attacked(const Placed& at, Side side, PieceSlot captured = kNoSlot) const {
    for (const Pair& t : threats_[side])
      if (t.by != captured &&
          moves_.attacks(t.attacker, at.cells[t.by], at.cells[t.on], at.occupied))
        return true;
    return false;
  }

  // Calls step(n, from, to) for every quiet move of `side` in `at` whose path is open (piece n
  // from `from` to `to`), whether or not it leaves a royal piece attacked, until step returns
  // true; whether it did.
  template <typename Step>
  bool for_each_open_step(const Placed& at, Side side, Step&& step) const {
    for (PieceSlot n : by_side_[side]) {
      const Cell from = at.cells[n];
      const int g = pieces_[n].group;
      for (const MoveStep& s : moves_.quiet(g, from))
        if (moves_.free(s, at.occupied) && step(n, from, s.cell)) return true;
    }
    return false;
  }

  // Calls visit(n, from, to, after) for every legal quiet move of `side` in `at` (piece n from
  // `from` to `to`, `after` the placement it leads to) until visit returns true; whether it did.
  template <typename Visit>
  bool for_each_quiet(const Placed& at, Side side, Visit&& visit) const {
    Placed after = at;
    return for_each_open_step(at, side, [&](PieceSlot n, Cell from, Cell to) {
      after.cells[n] = to;
      after.occupied = at.occupied;
      after.occupied.flip(from);
      after.occupied.flip(to);
      const bool stop = !royal_attacked(after, side) && visit(n, from, to, after);
      after.cells[n] = from;
      return stop;
    });
  }

  // Calls visit(mover, to, after, entry) for every quiet move of `side` in `at` (entry `origin`)
  // whose path is open, with the moves that leave a royal piece attacked (a caller reading the
  // entries the moves lead to tells those by their code, illegal), from move number `first` on,
  // until visit returns true; the number of the move where it did, or -1. The moves are numbered
  // in the order they are read, blocked ones too, the same in every call for a placement.
  // `mover` is the moving piece (incremental_numbering.h), `entry` is the entry the move leads to.
  // With kAfter, `after` holds the cells after the move; without, where the entry is numbered
  // from the moving piece's cells alone (the Shift way), `after` is left as the cells before it,
  // so that the commonest loop writes nothing per move.
  template <bool kAfter, typename Visit>
  std::ptrdiff_t for_each_pseudo_quiet(const Placed& at, const IncrementalNumbering::Origin& origin,
                                       Side side, std::size_t first, Visit&& visit) const {
    Cells after = at.cells;
    std::ptrdiff_t counted = 0;  // the moves of the pieces before this one
    for (PieceSlot n : royal_last_[side]) {
      const Cell from = at.cells[n];
      const int g = pieces_[n].group;
      const std::span<const MoveStep> all = moves_.quiet(g, from);
      if (first >= all.size()) {  // skipped whole, its mover never set up
        first -= all.size();
        counted += static_cast<std::ptrdiff_t>(all.size());
        continue;
      }
      const std::span<const MoveStep> steps = all.subspan(first);
      first = 0;
      const IncrementalNumbering::Mover mover = numbering_.mover(origin, at.cells, n);
      const MoveStep* stop = nullptr;
      numbering_.numbered(origin, mover, [&](const auto& number) {
        using Number = std::decay_t<decltype(number)>;
        if constexpr (!kAfter && std::is_same_v<Number, IncrementalNumbering::ShiftNumber>) {
          for (const MoveStep& s : steps)
            if (moves_.free(s, at.occupied) && visit(mover, s.cell, after, number(s.cell, after)))
              return void(stop = &s);
          return;
        }
        for (const MoveStep& s : steps) {
          if (!moves_.free(s, at.occupied)) continue;
          after[n] = s.cell;
          const bool stops = visit(mover, s.cell, after, number(s.cell, after));
          after[n] = from;
          if (stops) return void(stop = &s);
        }
      });
      if (stop != nullptr) return counted + (stop - all.data());
      counted += static_cast<std::ptrdiff_t>(all.size());
    }
    return -1;
  }

  // Calls visit(n, victim, after) for every legal capture of `side` in `at` (piece n takes).
  template <typename Visit>
  void for_each_capture(const Placed& at, Side side, Visit&& visit) const {
    for (const Pair& c : captures_[side]) {
      if (!moves_.attacks(c.attacker, at.cells[c.by], at.cells[c.on], at.occupied)) [[likely]]
        continue;
      take(at, side, c, visit);
    }
  }
  // Capture c (c.by takes c.on), whose line is open in `at`: visit(n, victim, after) unless it
  // leaves a royal piece of `side` attacked. Out of the loop above, which most placements leave
  // at its tests, so that the copy of the placement is made only for a capture (KBNK 0.7% fewer
  // instructions in the release build).
  template <typename Visit>
  [[gnu::noinline]] void take(const Placed& at, Side side, const Pair& c, Visit& visit) const {
    Placed after = at;
    after.cells[c.by] = at.cells[c.on];
    after.occupied.flip(at.cells[c.by]);
    if (!royal_attacked(after, side, c.on)) visit(c.by, c.on, after);
  }

  // Calls visit(n, after) for every legal quiet move of `side` in `at` that promotes piece n.
  template <typename Visit>
  void for_each_promotion(const Placed& at, Side side, Visit&& visit) const {
    Placed after = at;
    for (PieceSlot n : by_side_[side]) {
      const Cell from = at.cells[n];
      const int g = pieces_[n].group;
      for (const MoveStep& s : moves_.promoting(g, from)) {
        if (!moves_.free(s, at.occupied)) continue;
        after.cells[n] = s.cell;
        after.occupied = at.occupied;
        after.occupied.flip(from);
        after.occupied.flip(s.cell);
        if (!royal_attacked(after, side)) visit(n, after);
      }
      after.cells[n] = from;
    }
  }

  // Folds into `exits` the moves leaving the table that piece n's move from `at` to `after` makes,
  // taking piece `victim` (or none, kNoSlot): one per promotion choice where it promotes, and the
  // capture itself where it need not.
  void fold_exits(Worker& w, MoveSummary& exits, const Placed& at, const Placed& after, PieceSlot n,
                  PieceSlot victim, Side side) const {
    const TablePiece& mover = pieces_[n];
    // The move without a promotion: a capture, read in the capture's table where it is in memory.
    auto unpromoted = [&] {
      const DirectExit* exit = victim == kNoSlot ? nullptr : capture_exit(victim);
      return leaving_value(w, exit, after, n, victim, mover.piece, side);
    };
    if (!mover.promotes) return exits.fold(unpromoted());
    const model::CompiledRules& rules = index_.rules();
    const FastMovesBase::Promotion promotion =
        FastMovesBase::promotion(rules, mover.owner, mover.kind, at.cells[n], after.cells[n]);
    if (promotion.may) {
      const auto& choices = rules.piece(mover.kind).promotion->choices;
      for (std::size_t k = 0; k < choices.size(); ++k)
        exits.fold(leaving_value(w, promotion_exit(n, k, victim), after, n, victim,
                                 rules.make_piece(mover.owner, choices[k]), side));
    }
    if (victim != kNoSlot && !promotion.must) exits.fold(unpromoted());
  }

  // The value, for the opponent of `side`, of the position `after` a move leaving the table (piece
  // n standing there as `as`, piece `victim` taken or none: kNoSlot): read directly where `exit`
  // has a table, else by the exit probe.
  Code leaving_value(Worker& w, const DirectExit* exit, const Placed& after, PieceSlot n,
                     PieceSlot victim, model::Piece as, Side side) const {
    return exit != nullptr && exit->table != nullptr ? direct_value(*exit, after, victim, side)
                                                     : exit_value(w, after, victim, side, n, as);
  }

  // The value, for the opponent of `side`, of the position `after` a move that `exit` describes
  // (taking piece `victim`, or none: kNoSlot), read in the table it leads to.
  Code direct_value(const DirectExit& exit, const Placed& after, PieceSlot victim,
                    Side side) const {
    Cells placed{};
    for (PieceSlot j = 0; j < piece_count_; ++j)
      if (j != victim) placed[exit.slot_after[j]] = after.cells[j];
    const Table& table = *exit.table;
    return table.code(table.index().entry_of(other(side), placed));
  }

  // The value, for the opponent of `side`, of the position after a move leaving the table: piece
  // `victim` taken (none: kNoSlot), piece `mover` standing there as `as` (its promotion, or
  // itself).
  Code exit_value(Worker& w, const Placed& after, PieceSlot victim, Side side, PieceSlot mover,
                  model::Piece as) const {
    clear_position(w.pos);
    w.pos.set_side_to_move(player_of(index_.rules(), other(side)));
    for (PieceSlot n = 0; n < pieces_.size(); ++n)
      if (n != victim) w.pos.put(after.cells[n], n == mover ? as : pieces_[n].piece, true);
    return exits_(w.pos);
  }

  // Piece n of `side` has just double-stepped from `from` to its cell in `after`: what the
  // position beside the table holds (EnPassantChoice, its entry left out), or none when the
  // opponent cannot take en passant there.
  std::optional<EnPassantChoice> beside(Worker& w, const Placed& after, PieceSlot n, Cell from,
                                        Side side) const {
    const Cell to = after.cells[n];
    const FastMovesBase::Targets& targets = moves_.en_passant_targets(pieces_[n].group, from, to);
    if (targets.count == 0) return std::nullopt;
    const Side taker = other(side);
    bool usable = false;
    bool legal = false;
    MoveSummary captures;  // for the capturer
    Placed taken = after;
    for (PieceSlot m : by_side_[taker]) {
      for (std::uint8_t t = 0; t < targets.count; ++t) {
        const Cell target = targets.cells[t];
        if (after.occupied.has(target) ||
            !moves_.captures_en_passant(pieces_[m].group, after.cells[m], target, after.occupied))
          continue;
        usable = true;
        taken.cells[m] = target;
        taken.occupied = after.occupied;
        taken.occupied.flip(after.cells[m]);
        taken.occupied.flip(target);
        taken.occupied.flip(to);
        if (!royal_attacked(taken, taker, n)) {
          legal = true;
          fold_exits(w, captures, after, taken, m, n, taker);
        }
        taken.cells[m] = after.cells[m];
      }
    }
    if (!usable) return std::nullopt;
    EnPassantChoice choice;
    if (legal)
      choice.captures = captures.best_win >= 0 ? code::win(captures.best_win)
                        : captures.escape      ? code::kDraw
                                               : code::loss(captures.longest_loss);
    choice.entry_has_moves = has_move(after, taker);
    return choice;
  }

  // Whether `side` has a legal move in `at`.
  bool has_move(const Placed& at, Side side) const {
    if (for_each_quiet(at, side, [](PieceSlot, Cell, Cell, const Placed&) { return true; }))
      return true;
    bool found = false;
    for_each_capture(at, side, [&](PieceSlot, PieceSlot, const Placed&) { found = true; });
    for_each_promotion(at, side, [&](PieceSlot, const Placed&) { found = true; });
    return found;
  }

  // A child beside the table whose entry has no move is worth its captures alone, known at once.
  static bool known_at_once(const EnPassantChoice& c) {
    return !c.entry_has_moves && c.captures != code::kIllegal;
  }

  Code terminal(Worker& w, std::uint64_t i) const {
    index_.set_up(i, w.pos);
    if (terminals_)
      if (const auto c = terminals_(w.pos)) return *c;
    return terminal_value(w.pos);
  }

  // Placement i (below per_side), in w.placed with its occupancy (left as it is): its entries for
  // either side to move. What does not depend on the side to move is found once for both:
  // whether the placement is a position, and which side's royal pieces stand attacked (the side
  // not to move then makes the entry illegal; the side to move is in check).
  void first_visit(Worker& w, std::uint64_t i) {
    Placed& at = w.placed;
    const std::uint64_t second = i + index_.per_side();
    // Two pieces on one cell are not a position. A placement holding another one's image under a
    // symmetry is left out like an illegal one.
    if (!apart(at) || !index_.is_canonical(i, at.cells)) {
      settle(w, i, code::kIllegal);
      return settle(w, second, code::kIllegal);
    }
    // (Each side written out: a loop over the two sides cost KBNK 1% more instructions.)
    PerSide<bool> attacked;
    attacked[Side::First] = royal_attacked(at, Side::First);
    attacked[Side::Second] = royal_attacked(at, Side::Second);
    const bool either = attacked[Side::First] || attacked[Side::Second];
    if (either || !quiet_alone_[Side::First]) visit_entry(w, i, Side::First, attacked);
    if (either || !quiet_alone_[Side::Second]) visit_entry(w, second, Side::Second, attacked);
  }

  // What the first visit of a row finds once for all its entries, as sets of the row piece's
  // cells: per side, where its royal pieces stand attacked, and where its entries have more to
  // look at than quiet moves (a capture's line open, a promotion; every cell unless
  // quiet_may_wait_).
  struct RowSets {
    PerSide<Occupancy> attacked;
    PerSide<Occupancy> to_visit;
  };
  // `rest`: the row's placement, its occupancy without the row piece z.
  RowSets row_sets(const Placed& rest, PieceSlot z) const {
    RowSets sets;
    for (Side side : {Side::First, Side::Second}) {
      Occupancy attacked;
      for (const Pair& t : threats_[side]) attacked = attacked | open_cells(t, rest, z);
      sets.attacked[side] = attacked;
      if (!quiet_may_wait_) {
        sets.to_visit[side] = Occupancy::all();
        continue;
      }
      Occupancy visit;
      for (const Pair& c : captures_[side]) visit = visit | open_cells(c, rest, z);
      for (PieceSlot n : by_side_[side]) {
        if (!pieces_[n].promotes) continue;
        if (n == z)
          visit = visit | promoting_cells_[n];
        else if (!moves_.promoting(pieces_[n].group, rest.cells[n]).empty())
          visit = Occupancy::all();
      }
      sets.to_visit[side] = visit;
    }
    return sets;
  }
  // The cells of the row piece z on which pair p's line is open, the others standing as in
  // `rest`: where z attacks, those it could attack from; where z is attacked, those it could be
  // attacked on; else every cell but those where z would close each open path.
  Occupancy open_cells(const Pair& p, const Placed& rest, PieceSlot z) const {
    if (p.by == z) return moves_.attacking_cells(p.attacker, rest.cells[p.on], rest.occupied);
    if (p.on == z) return moves_.attacked_cells(p.attacker, rest.cells[p.by], rest.occupied);
    return ~moves_.closing_cells(p.attacker, rest.cells[p.by], rest.cells[p.on], rest.occupied);
  }

  // The first visit of row r (rows_): the entries of either side to move whose placements differ
  // by the row piece's cell alone. What does not depend on that cell is found once (row_sets);
  // per entry, the tests are a few bits, and the entries in check, or with a capture or a
  // promotion to look at, are visited as on the walk (visit_entry).
  void first_visit_row(Worker& w, std::uint64_t r) {
    const IncrementalNumbering::Rows& rows = *rows_;
    const PieceSlot z = rows.piece;
    const std::uint64_t first = rows.first_entry(r);
    const std::uint64_t per_side = index_.per_side();
    Placed& at = w.placed;
    index_.placement_of(first, at.cells);
    load(at);
    Placed rest = at;
    rest.occupied.flip(at.cells[z]);
    if (rest.occupied.count() + 1 != static_cast<int>(piece_count_)) {  // two others on one cell
      for (std::size_t k = 0; k < rows.cells.size(); ++k) {
        settle(w, first + k * rows.stride, code::kIllegal);
        settle(w, first + k * rows.stride + per_side, code::kIllegal);
      }
      return;
    }
    const RowSets sets = row_sets(rest, z);
    // Whether entry k of the row is the canonical one of its position: where it may not be, the
    // row piece's move to each cell is numbered from the row's first entry (which gives the
    // canonical entry, for the other side to move).
    if (numbering_.all_canonical(rows, at.cells))
      return visit_row(w, rows, first, sets, rest, [](std::size_t, Cell) { return true; });
    const IncrementalNumbering::Origin origin = numbering_.origin(first, at.cells);
    numbering_.numbered(origin, numbering_.mover(origin, at.cells, z), [&](const auto& number) {
      visit_row(w, rows, first, sets, rest, [&](std::size_t k, Cell c) {
        return number(c, at.cells) == first + per_side + k * rows.stride;
      });
    });
  }
  // The entries of the row from `first` on, with w.placed holding its placement.
  template <typename Canonical>
  void visit_row(Worker& w, const IncrementalNumbering::Rows& rows, std::uint64_t first,
                 const RowSets& sets, const Placed& rest, Canonical&& canonical) {
    const PieceSlot z = rows.piece;
    const std::uint64_t per_side = index_.per_side();
    Placed& at = w.placed;
    for (std::size_t k = 0; k < rows.cells.size(); ++k) {
      const Cell c = rows.cells[k];
      const std::uint64_t i = first + k * rows.stride;
      const std::uint64_t second = i + per_side;
      at.cells[z] = c;  // before the canonical test, which reads it
      if (rest.occupied.has(c) || !canonical(k, c)) {
        settle(w, i, code::kIllegal);
        settle(w, second, code::kIllegal);
        continue;
      }
      at.occupied = rest.occupied;
      at.occupied.flip(c);
      PerSide<bool> attacked;
      attacked[Side::First] = sets.attacked[Side::First].has(c);
      attacked[Side::Second] = sets.attacked[Side::Second].has(c);
      if (attacked[Side::Second])
        settle(w, i, code::kIllegal);
      else if (attacked[Side::First] || sets.to_visit[Side::First].has(c))
        visit_entry(w, i, Side::First, attacked);
      if (attacked[Side::First])
        settle(w, second, code::kIllegal);
      else if (attacked[Side::Second] || sets.to_visit[Side::Second].has(c))
        visit_entry(w, second, Side::Second, attacked);
    }
  }

  // Entry i of the placement in w.placed, `side` to move; `attacked`: which sides' royal pieces
  // stand attacked there.
  void visit_entry(Worker& w, std::uint64_t i, Side side, const PerSide<bool>& attacked) {
    Placed& at = w.placed;
    if (attacked[other(side)]) return settle(w, i, code::kIllegal);
    for (PieceSlot n : refugees_)
      if (refuge_.covers(at.cells[n]))
        return settle(w, i, refuge_.reached_code(pieces_[n].side == side));
    MoveSummary exits;
    bool quiet = false;   // whether some legal move stays in the table (or beside it)
    bool leaves = false;  // whether some move leaves the table: a capture or a promotion
    auto has_quiet = [&] {
      return for_each_quiet(at, side, [](PieceSlot, Cell, Cell, const Placed&) { return true; });
    };
    // Whether the quiet moves are still to be looked for (see stalemate_as_unsettled_).
    bool quiet_unknown = false;
    if (!beside_) {
      if (stalemate_as_unsettled_ && !attacked[side])
        quiet_unknown = true;
      else
        quiet = has_quiet();
    } else {
      for_each_quiet(at, side, [&](PieceSlot n, Cell from, Cell, const Placed& after) {
        const auto choice = beside(w, after, n, from, side);
        if (choice && known_at_once(*choice)) {
          leaves = true;
          exits.fold(choice->captures);
          return false;
        }
        if (choice && code::is_win(choice->captures)) {
          put(w.recheck, code::plies(choice->captures), i);
          atomic_max(max_pending_, code::plies(choice->captures));
        }
        quiet = true;
        return false;
      });
    }
    for_each_capture(at, side, [&](PieceSlot n, PieceSlot victim, const Placed& after) {
      leaves = true;
      fold_exits(w, exits, at, after, n, victim, side);
    });
    if (promotes_)
      for_each_promotion(at, side, [&](PieceSlot n, const Placed& after) {
        leaves = true;
        fold_exits(w, exits, at, after, n, kNoSlot, side);
      });
    if (quiet_unknown) {
      // Only where every move leaving the table loses does the verdict wait on a quiet move.
      // Otherwise an entry without one is worth what those moves give, which the pending list
      // or the escape code gives it in time, or has no move at all: a stalemate, a draw, which is
      // what an entry never settled becomes.
      const bool exits_lose = leaves && !exits.escape && exits.best_win < 0;
      quiet = exits_lose ? has_quiet() : true;
    }
    if (!quiet && !leaves) return settle(w, i, terminal(w, i));
    if (!quiet) {
      if (exits.best_win >= 0) return settle(w, i, code::win(exits.best_win));
      return settle(w, i, exits.escape ? code::kDraw : code::loss(exits.longest_loss));
    }
    if (exits.best_win >= 0) {
      value(i).store(kUnknownEscape, std::memory_order_relaxed);
      put(w.pending, exits.best_win, i);
      atomic_max(max_pending_, exits.best_win);
    } else if (exits.escape) {
      value(i).store(kUnknownEscape, std::memory_order_relaxed);
    } else if (exits.longest_loss >= 0 && !beside_) {
      value(i).store(waiting_for_exit_loss(), std::memory_order_relaxed);
      put(w.recheck, exits.longest_loss, i);
      atomic_max(max_pending_, exits.longest_loss);
    } else if (exits.longest_loss >= 0) {
      if (exits.longest_loss > kMostExitLoss)
        throw std::runtime_error("distance to mate exceeds the fast generator");
      value(i).store(unsettled_with_exit_loss(exits.longest_loss), std::memory_order_relaxed);
    }
  }

  // Ply n: entries a move leaving the table wins in n plies, unless settled sooner; every
  // predecessor of a loss in n-1 plies is won in n; every predecessor of a win in n-1 plies is
  // marked, then lost if all its moves lose.
  void ply(int n) {
    const std::vector<std::uint64_t> pending = gather(&Worker::pending, n);
    parallel_chunks(pending.size(), control_, report("ply " + std::to_string(n) + " exits"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Worker& w = *workers_[static_cast<std::size_t>(worker)];
                      for (std::uint64_t k = begin; k < end; ++k) {
                        Code seen = value(pending[k]).load(std::memory_order_relaxed);
                        if (unsettled(seen) && claim(pending[k], seen, code::win(n)))
                          decided(w, pending[k], n, false);
                      }
                    });
    const std::vector<std::uint64_t> frontier = gather(&Worker::settled, n - 1);
    parallel_chunks(frontier.size(), control_, report("ply " + std::to_string(n)),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Worker& w = *workers_[static_cast<std::size_t>(worker)];
                      if (row_slot_.empty()) {
                        for (std::uint64_t k = begin; k < end; k += kBatch)
                          propagate(w, std::span(frontier).subspan(k, std::min(kBatch, end - k)),
                                    n);
                      } else {
                        propagate_by_runs(w, std::span(frontier).subspan(begin, end - begin), n);
                      }
                    });
    for (const std::uint64_t q : gather(&Worker::recheck, n)) mark(q);
    parallel_chunks(marks_.size(), control_, report("ply " + std::to_string(n) + " losses"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Worker& w = *workers_[static_cast<std::size_t>(worker)];
                      // (A chunk holds whole words of marked_words_.)
                      static_assert(kParallelChunk % 64 == 0);
                      for (std::uint64_t k = begin / 64; k < (end + 63) / 64; ++k) {
                        std::uint64_t words = marked_words_[k].load(std::memory_order_relaxed);
                        if (words == 0) continue;
                        marked_words_[k].store(0, std::memory_order_relaxed);
                        for (; words != 0; words &= words - 1)
                          verify_word(
                              w, k * 64 + static_cast<std::uint64_t>(__builtin_ctzll(words)), n);
                      }
                      win_waiting(w, n + 1);
                    });
  }

  // The frontier is visited a few entries at a time: the predecessors of all of them are numbered
  // and fetched from memory (they lie scattered over the table) before any is read, so that the
  // fetches of several entries overlap.
  static constexpr std::uint64_t kBatch = 16;

  // Ply n: the predecessors of `settled` (entries settled at ply n - 1, with kLost) are won when
  // these are lost, else marked for the check of their moves.
  void propagate(Worker& w, std::span<const std::uint64_t> settled, int n) {
    std::array<std::size_t, kBatch + 1> first{};
    for (std::size_t k = 0; k < settled.size(); ++k)
      first[k + 1] = number_predecessors(w, settled[k], n, first[k]);
    const std::uint64_t* const found = w.predecessors.data();
    for (std::size_t k = 0; k < settled.size(); ++k) {
      // Each entry's predecessors in a loop of its kind, its bounds in locals (the stores below
      // could otherwise alias them, and they would be read again for every predecessor). Most
      // predecessors of a loss are won already: their loop reads a code and moves on.
      const std::uint64_t* const end = found + first[k + 1];
      if ((settled[k] & kLost) != 0) {
        win_all(w, found + first[k], end, n);
      } else if (beside_) {
        // An entry that can leave the table safely (kUnknownEscape) never loses; beside the table
        // no entry keeps a watch.
        for (const std::uint64_t* q = found + first[k]; q != end; ++q) {
          const Code seen = value(*q).load(std::memory_order_relaxed);
          if (unsettled(seen) && seen != kUnknownEscape) mark(*q);
        }
      } else {
        // Nor does one whose watched escape is another child: it is still saved by it.
        const Code tag = watch_tag(settled[k]);
        for (const std::uint64_t* q = found + first[k]; q != end; ++q)
          if (marked_by_win(value(*q).load(std::memory_order_relaxed), tag)) mark(*q);
      }
    }
  }

  // The frontier's entries `settled` (as propagate's) where rows are checked together
  // (row_slot_): a run of wins, or of losses, that lie in one word of one row (the order their
  // numbering or their checks along a row gives them: 5.2 wins to a run in KBNK) is propagated
  // together (propagate_run); other entries go to propagate() kBatch at a time.
  void propagate_by_runs(Worker& w, std::span<const std::uint64_t> settled, int n) {
    std::array<std::uint64_t, kBatch> alone;
    std::size_t count = 0;
    const std::uint64_t length = rows_->cells.size();
    for (std::size_t k = 0; k < settled.size();) {
      const std::uint64_t lost = settled[k] & kLost;
      const std::uint64_t word = (settled[k] & ~kLost) / 64;
      const std::uint64_t first = row_first(settled[k] & ~kLost);
      // (A row of stride 1 is the entries [first, first + length): a range test, where
      // row_first would divide for each entry.)
      std::size_t run = 1;
      while (k + run < settled.size() && (settled[k + run] & kLost) == lost &&
             (settled[k + run] & ~kLost) / 64 == word &&
             (settled[k + run] & ~kLost) - first < length)  // (wraps below `first`)
        ++run;
      if (run < 2 || !propagate_run(w, settled.subspan(k, run), n)) {
        for (std::size_t i = k; i < k + run; ++i) {
          alone[count++] = settled[i];
          if (count == kBatch) {
            propagate(w, alone, n);
            count = 0;
          }
        }
      }
      k += run;
    }
    if (count > 0) propagate(w, std::span(alone).first(count), n);
  }
  // The first entry of the row of entry p (rows of stride 1).
  std::uint64_t row_first(std::uint64_t p) const {
    const std::uint64_t per_side = index_.per_side();
    return p - (p < per_side ? p : p - per_side) % rows_->cells.size();
  }
  // Ply n: the entries `run` (won at ply n - 1, all in one word of one row) mark their
  // predecessors as propagate() marks each's. The placement is decoded once; the un-moves of a
  // piece but the row piece are tested once for the run and numbered along the row (as
  // losses_along_row numbers them); the row piece's, and those of a piece not numbered so, entry
  // by entry. A run of losses (kLost, settled at ply n - 1 with a longer loss than their check's
  // ply, or lost on the first visit) wins its predecessors at ply n, numbered by
  // losses_along_row. False, with nothing done, where the row's moves are numbered otherwise
  // (check_row's case).
  // (Flattened, as losses_along_row: every call inside compiled in. Left to itself GCC kept
  // the numbering along the row out of line: KBNK 2.96 G instructions against 2.64 G.)
  [[gnu::flatten]] bool propagate_run(Worker& w, std::span<const std::uint64_t> run, int n) {
    const bool lost = (run[0] & kLost) != 0;
    const std::uint64_t p0 = run[0] & ~kLost;
    const std::uint64_t first = row_first(p0);
    const std::uint64_t base = p0 / 64 * 64;
    const std::uint64_t offset = base - first;  // (wraps exactly, as check_row's)
    Placed& at = w.placed;
    index_.placement_of(first, at.cells);
    const IncrementalNumbering::Origin origin = numbering_.origin(first, at.cells);
    if (origin.on_axis && origin.images == 0) return false;
    std::uint64_t bits = 0;
    for (const std::uint64_t p : run) bits |= std::uint64_t{1} << ((p & ~kLost) - base);
    load(at);
    const PieceSlot z = rows_->piece;
    Occupancy rest = at.occupied;
    rest.flip(at.cells[z]);
    if (lost) {
      const std::size_t end = losses_along_row(w, origin, base, offset, rest, bits, n, 0);
      win_all(w, w.predecessors.data(), w.predecessors.data() + end, n);
      return true;
    }
    // The predecessors, and beside each the bit of the entry it leads to.
    const std::uint64_t* const found = w.predecessors.data();
    const std::uint8_t* const of = w.predecessor_of.data();
    std::size_t count = 0;
    std::uint32_t by_entry = 0;  // the row piece, and the pieces not numbered along the row
    for (PieceSlot p : by_side_[other(index_.side_of(p0))]) {
      if (p != z) {
        if (const auto end = unmoves_along_row(w, origin, offset, rest, bits, p, count)) {
          count = *end;
          continue;
        }
      }
      by_entry |= std::uint32_t{1} << p;
    }
    if (by_entry != 0)
      count = unmoves_entry_by_entry(w, base, offset, rest, bits, by_entry, false, n, count);
    // As propagate() marks the predecessors of a win, each against its own won entry's tag
    // (found once per won entry: the predecessors outnumber them twentyfold).
    std::array<Code, 64> tags;  // (set for the run's bits alone)
    for (std::uint64_t b = bits; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      tags[j] = watch_tag(base + j);
    }
    if (shared_) {
      for (std::size_t k = 0; k < count; ++k)
        if (marked_by_win(value(found[k]).load(std::memory_order_relaxed), tags[of[k]]))
          mark(found[k]);
      return true;
    }
    // A lone worker marks without a branch on the codes: about one predecessor in five is marked
    // (35 M of Omega KQvKR's 185 M), in no order a predictor learns, and each branch it missed
    // was undone only once the code's load came back.
    for (std::size_t k = 0; k < count; ++k)
      mark_alone_if(found[k],
                    marked_by_win(value(found[k]).load(std::memory_order_relaxed), tags[of[k]]));
    return true;
  }

  // The predecessors of the row's entries `bits` (bit b: the row's entry b + offset; `origin`
  // its first entry, whose placement w.placed holds, loaded; `rest` the occupancy without the row
  // piece) from which piece p (not the row piece) came: each un-move tested once for the row
  // (the row piece's cell aside) and numbered along the row (IncrementalNumbering::along_row).
  // Written into w.predecessors from `count` on, each with its entry's bit in
  // w.predecessor_of; returns where they end, or nothing, with nothing written, where p's
  // un-moves are numbered otherwise.
  std::optional<std::size_t> unmoves_along_row(Worker& w,
                                               const IncrementalNumbering::Origin& origin,
                                               std::uint64_t offset, const Occupancy& rest,
                                               std::uint64_t bits, PieceSlot p, std::size_t count) {
    const Placed& at = w.placed;
    const int g = pieces_[p].group;
    std::uint64_t* const found = w.predecessors.data();
    std::uint8_t* const of = w.predecessor_of.data();
    const Code* const values = values_.data();
    const IncrementalNumbering::Mover back = numbering_.mover(origin, at.cells, p);
    const bool numbered = numbering_.along_row(origin, back, *rows_, [&](const auto& along) {
      for (const MoveStep& s : moves_.unmoves(g, at.cells[p])) {
        const std::uint64_t open = free_along_row(s, rest, offset, bits);
        if (open == 0) continue;
        const auto reached = along(s.cell);
        for (std::uint64_t b = open; b != 0; b &= b - 1) {
          const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
          const std::uint64_t q = reached(j + offset);
          __builtin_prefetch(values + q);
          of[count] = static_cast<std::uint8_t>(j);
          found[count++] = q;
        }
      }
    });
    if (!numbered) return std::nullopt;
    return count;
  }
  // The same for `pieces` (bit p: piece p), numbered entry by entry (number_predecessors_of;
  // `lost` and n as there; entry base + b is the row's entry b + offset). Leaves w.placed with
  // the last entry's placement.
  std::size_t unmoves_entry_by_entry(Worker& w, std::uint64_t base, std::uint64_t offset,
                                     const Occupancy& rest, std::uint64_t bits,
                                     std::uint32_t pieces, bool lost, int n, std::size_t count) {
    Placed& at = w.placed;
    const PieceSlot z = rows_->piece;
    std::uint8_t* const of = w.predecessor_of.data();
    for (std::uint64_t b = bits; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      const Cell c = rows_->cells[j + offset];
      at.cells[z] = c;
      at.occupied = rest;
      at.occupied.flip(c);
      const std::size_t end = number_predecessors_of(w, at, numbering_.origin(base + j, at.cells),
                                                     lost, n, count, pieces);
      std::fill(of + count, of + end, static_cast<std::uint8_t>(j));
      count = end;
    }
    return count;
  }

  // Wins at ply n every entry of [q, end) not settled yet: predecessors of a loss in n - 1 plies.
  void win_all(Worker& w, const std::uint64_t* q, const std::uint64_t* const end, int n) {
    for (; q != end; ++q) {
      const Code seen = value(*q).load(std::memory_order_relaxed);
      if (unsettled(seen) && claim(*q, seen, code::win(n))) decided(w, *q, n, false);
    }
  }

  // Writes the predecessors of `settled` (an entry settled at ply n - 1, with kLost) into the
  // worker's list from `first` on, fetching their codes; returns where they end.
  std::size_t number_predecessors(Worker& w, std::uint64_t settled, int n, std::size_t first) {
    const std::uint64_t i = settled & ~kLost;
    Placed& at = w.placed;
    index_.placement_of(i, at.cells);  // a settled entry: its pieces stand apart
    load(at);
    return number_predecessors_of(w, at, numbering_.origin(i, at.cells), (settled & kLost) != 0, n,
                                  first);
  }
  // The same, for the entry of `origin` (lost or won at ply n - 1), whose placement `at` holds,
  // loaded; only those from which one of `pieces` came (bit p: piece p), where not every piece.
  std::size_t number_predecessors_of(Worker& w, const Placed& at,
                                     const IncrementalNumbering::Origin& origin, bool lost, int n,
                                     std::size_t first, std::uint32_t pieces = ~std::uint32_t{0}) {
    const Side side = index_.side_of(origin.entry);
    Cells before = at.cells;
    // (The list has room for the most un-moves kBatch + 64 placements can have: written without
    // a test of room.)
    std::uint64_t* const found = w.predecessors.data();
    std::size_t count = first;
    // What the loops below read, in locals: the stores of the entries found could otherwise
    // alias them, and the compiler would read them again after each.
    const Occupancy occupied = at.occupied;
    const Code* const values = values_.data();
    const bool may_be_beside = beside_ && lost;
    // The player who moved last had one of its pieces elsewhere, from where it came by a quiet
    // move.
    for (PieceSlot p : by_side_[other(side)]) {
      if ((pieces >> p & 1) == 0) continue;
      const Cell to = at.cells[p];
      const int g = pieces_[p].group;
      const IncrementalNumbering::Mover back =
          numbering_.mover(origin, at.cells, p);  // its un-moves, numbered
      const std::span<const MoveStep> steps = moves_.unmoves(g, to);
      numbering_.numbered(origin, back, [&](const auto& number) {
        using Number = std::decay_t<decltype(number)>;
        if constexpr (std::is_same_v<Number, IncrementalNumbering::ShiftNumber>) {
          // The commonest case in a loop of its own: the number needs no placement, and no
          // move may lead beside the table.
          if (!may_be_beside) {
            for (const MoveStep& s : steps) {
              if (!moves_.free(s, occupied)) continue;
              const std::uint64_t q = number(s.cell, before);
              __builtin_prefetch(values + q);
              found[count++] = q;
            }
            return;
          }
        }
        for (const MoveStep& s : steps) {
          if (!moves_.free(s, occupied)) continue;
          const Cell from = s.cell;
          before[p] = from;
          if (may_be_beside && moves_.en_passant_targets(g, from, to).count != 0 &&
              !wins_now_beside(w, at, origin, back, before, from, n))
            continue;
          // A predecessor where the side now to move left a royal piece attacked is not a
          // position: its entry was settled as illegal in the first pass, and propagate() passes
          // it over like any settled one. (Reading its value costs less than testing the attack.)
          const std::uint64_t q = number(from, before);
          __builtin_prefetch(values + q);
          found[count++] = q;
        }
      });
      before[p] = to;
    }
    return count;
  }

  // The move of piece `back` from `from` to `to` into lost entry `at` (un-made in `before`,
  // numbered from `origin`) is a double step the opponent may take en passant: it leads beside the
  // entry. Whether it wins now, at ply n; false also when the captures save the opponent, or lose
  // later (the win then waits in the pending list).
  [[gnu::noinline]] bool wins_now_beside(Worker& w, const Placed& at,
                                         const IncrementalNumbering::Origin& origin,
                                         const IncrementalNumbering::Mover& back,
                                         const Cells& before, Cell from, int n) {
    const auto choice = beside(w, at, back.piece, from, other(index_.side_of(origin.entry)));
    if (!choice) return true;
    const Code child = value_with_en_passant(*choice, code::loss(n - 1));
    if (!code::is_loss(child)) return false;  // the captures save the opponent
    const int win = code::plies(child) + 1;
    if (win <= n) return true;
    put(w.pending, win, numbering_.entry_after(origin, back, before, from));  // they lose later
    atomic_max(max_pending_, win);
    return false;
  }

  void verify_word(Worker& w, std::uint64_t word, int n) {
    // Nothing marks during this phase and each word has one worker: a plain read and clear do
    // (an exchange would lock the bus for every word marked). Most words are empty.
    std::uint64_t bits = marks_[word].load(std::memory_order_relaxed);
    if (bits == 0) return;
    marks_[word].store(0, std::memory_order_relaxed);
    if (!row_slot_.empty()) bits = check_by_rows(w, word, bits, n);
    while (bits != 0) {
      const std::uint64_t p = word * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
      bits &= bits - 1;
      verify(w, p, n);
    }
  }

  // A marked entry is lost once every move it has leads to a win of the opponent.
  void verify(Worker& w, std::uint64_t p, int ply) {
    if (beside_)
      verify_as<true>(w, p, ply);
    else
      verify_as<false>(w, p, ply);
  }
  // verify(), compiled apart for tables whose moves may lead beside them (kBeside: beside_).
  template <bool kBeside>
  void verify_as(Worker& w, std::uint64_t p, int ply) {
    const Code own = value(p).load(std::memory_order_relaxed);
    if (!unsettled(own) || own == kUnknownEscape) return;
    // The longest loss its exits lead to: in its code beside the table; else this ply, where the
    // entry has waited for it (its first check), and none that matters after (each later check
    // follows a child's win at the ply before, a longer loss than the exits').
    int exit_loss = -1;
    if constexpr (kBeside)
      exit_loss = exit_loss_of(own);
    else if ((own >> kResumeBits & kWatchMask) == kExitWatch)
      exit_loss = ply;
    Placed& at = w.placed;
    index_.placement_of(p, at.cells);  // a marked entry is a position: its pieces stand apart
    load(at);
    MoveSummary summary;
    const IncrementalNumbering::Origin origin = numbering_.origin(p, at.cells);
    const Side side = index_.side_of(p);
    std::uint64_t escape = 0;  // the child that saves the entry, where one does
    const std::ptrdiff_t saved_by = for_each_pseudo_quiet<kBeside>(
        at, origin, side, kBeside ? 0 : resume_of(own),
        [&](const IncrementalNumbering::Mover& m, Cell to, const Cells& after, std::uint64_t q) {
          const Code child = value(q).load(std::memory_order_relaxed);
          if (child == code::kIllegal)
            return false;  // not a move: it leaves a royal piece attacked
          const Code seen = unsettled(child) ? code::kUnknown : child;
          if constexpr (kBeside) {
            Placed placed{after, at.occupied};
            placed.occupied.flip(m.from);
            placed.occupied.flip(to);
            if (const auto choice = beside(w, placed, m.piece, m.from, side)) {
              if (known_at_once(*choice))
                return false;  // in the entry's code since the first visit
              summary.fold(value_with_en_passant(*choice, seen, ply));
              return summary.escape;
            }
          }
          if (!summary.fold_escapes(seen)) return false;
          escape = q;
          return true;
        });
    if (!summary.escape) {
      const int loss = std::max(summary.longest_loss, exit_loss);
      if constexpr (!kBeside)
        if (loss == ply) return lost_now(w, p, origin, ply);
      return settle(w, p, code::loss(loss));
    }
    // (Beside the table an escape may also come from the captures en passant, which the child's
    // win does not end: there the entry is left without a watch.)
    // The next check may skip the moves read before the saving one only if none of them loses
    // longer than that check's loss will: its own saving move, unsettled now, can only be won at
    // ply + 1 or later, so that check, if it finds a loss, finds one of ply + 2 plies or more. (A
    // child may have been settled sooner than its distance: a move leaving the table settles an
    // entry on the first visit; an exit loss, at the check that finds it lost.)
    // (Where workers check at once, another's loss may have won the entry meanwhile: lost_now.)
    if constexpr (!kBeside)
      claim(p, own,
            watching(watch_tag(escape), summary.longest_loss <= ply + 1
                                            ? static_cast<std::size_t>(saved_by)
                                            : kFromFirstMove));
  }

  // The marked entries of `word` (bit b: entry word * 64 + b) checked a row at a time where
  // check_row can (check_by_rows_); returns those left for verify().
  std::uint64_t check_by_rows(Worker& w, std::uint64_t word, std::uint64_t bits, int n) {
    const std::uint64_t base = word * 64;
    std::uint64_t left = 0;
    while (bits != 0) {
      const std::uint64_t p = base + static_cast<std::uint64_t>(__builtin_ctzll(bits));
      const Side side = index_.side_of(p);
      const std::uint64_t first = row_first(p);
      const std::uint64_t end = first + rows_->cells.size();  // a row never spans the two sides
      const std::uint64_t in_row =
          end - base >= 64 ? bits : bits & ((std::uint64_t{1} << (end - base)) - 1);
      bits &= ~in_row;
      if (!check_by_rows_[side] || !check_row(w, first, base, in_row, side, n)) left |= in_row;
    }
    return left;
  }

  // What check_row keeps per entry of the row it checks (set for the entries it checks alone: a
  // row's 64 are left uninitialized).
  struct RowEntry {
    Code own;            // its code before the check
    int exit_loss;       // as verify_as's
    std::size_t resume;  // the number of the first move to read
    std::size_t saved_by;
    std::uint64_t escape;  // the child that saves it
  };
  // Takes out of `waiting` the entries whose checks resume at move `move` or before; returns the
  // next move where one does (none: the largest size_t).
  static std::size_t resume_at(std::size_t move, const std::array<RowEntry, 64>& entries,
                               std::uint64_t& waiting) {
    std::size_t next = std::numeric_limits<std::size_t>::max();
    for (std::uint64_t b = waiting; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      if (entries[j].resume <= move)
        waiting &= ~(std::uint64_t{1} << j);
      else
        next = std::min(next, entries[j].resume);
    }
    return next;
  }

  // Checks the marked entries `bits` of one row together (bit b: entry base + b, `first` the
  // row's first entry, `side` to move), as verify() checks each: the row's placement is decoded
  // once, and each move of the side to move (all of whose pieces stand still along the row) is
  // read for every entry it is still to decide, the entry it leads to numbered along the row
  // (IncrementalNumbering::along_row). Each entry reads the moves verify() would (from its resume
  // on, until the first escape), so it ends with the same value or watch. False, with nothing
  // written, where the moves are numbered otherwise (the folded piece on an axis, its images not
  // kept).
  bool check_row(Worker& w, std::uint64_t first, std::uint64_t base, std::uint64_t bits, Side side,
                 int ply) {
    Placed& at = w.placed;
    index_.placement_of(first, at.cells);
    const IncrementalNumbering::Origin origin = numbering_.origin(first, at.cells);
    if (origin.on_axis && origin.images == 0) return false;  // the moves numbered by ranks
    const PieceSlot z = rows_->piece;
    load(at);
    Occupancy rest = at.occupied;  // the cells of every piece but the row piece
    rest.flip(at.cells[z]);
    const std::uint64_t offset = base - first;  // entry base + b is the row's entry b + offset
    std::array<RowEntry, 64> entries;
    LongestLosses longest{};    // as MoveSummary's longest_loss, over the moves read (0: none)
    std::uint64_t pending = 0;  // the entries no move has saved yet
    std::uint64_t waiting = 0;  // those whose check resumes at a later move
    std::size_t next_resume = std::numeric_limits<std::size_t>::max();
    for (std::uint64_t b = bits; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      const Code own = value(base + j).load(std::memory_order_relaxed);
      if (!unsettled(own) || own == kUnknownEscape) continue;
      RowEntry& e = entries[j];
      e.own = own;
      e.exit_loss = (own >> kResumeBits & kWatchMask) == kExitWatch ? ply : -1;
      e.resume = resume_of(own);
      pending |= std::uint64_t{1} << j;
      if (e.resume > 0) {
        waiting |= std::uint64_t{1} << j;
        next_resume = std::min(next_resume, e.resume);
      }
    }
    const std::uint64_t checked = pending;
    std::size_t number = 0;  // the number of each move, counted as verify() counts them
    for (PieceSlot n : royal_last_[side]) {
      if (pending == 0) break;
      const std::span<const MoveStep> steps = moves_.quiet(pieces_[n].group, at.cells[n]);
      if ((pending & ~waiting) == 0 && number + steps.size() <= next_resume) {
        number += steps.size();  // every entry resumes after these moves: its mover not set up
        continue;
      }
      const IncrementalNumbering::Mover mover = numbering_.mover(origin, at.cells, n);
      const bool numbered = numbering_.along_row(origin, mover, *rows_, [&](const auto& along) {
        for (const MoveStep& s : steps) {
          const std::size_t move = number++;
          if (move >= next_resume) next_resume = resume_at(move, entries, waiting);
          std::uint64_t open = pending & ~waiting;
          if (open == 0 || (open = free_along_row(s, rest, offset, open)) == 0) continue;
          const auto reached = along(s.cell);
          if constexpr (std::is_same_v<std::decay_t<decltype(along)>,
                                       IncrementalNumbering::ShiftAlong>) {
            // The children follow one another as the entries do: read eight at a time, for a
            // lone worker (the others' codes are read by atomic loads), where the row's word
            // lies whole inside the table (`start` wraps below 0 where the row begins past it,
            // and a table may hold fewer than 64 entries).
            const std::uint64_t start = reached(offset);  // entry j's child: start + j
            if (!shared_ && start <= values_.size() && values_.size() - start >= 64) {
              // (Each saved entry leaves `pending` under a branch: as a data dependence, every
              // later move's reads would wait for this one's codes to come from memory.)
              const std::uint64_t saved =
                  escapes_in_lanes(values_.data() + start, open, longest, kUnsettled);
              if (saved == 0) continue;
              for (std::uint64_t b = saved; b != 0; b &= b - 1) {
                const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
                pending &= ~(std::uint64_t{1} << j);
                entries[j].saved_by = move;
                entries[j].escape = start + j;
              }
              if (pending == 0) return;
              continue;
            }
          }
          for (std::uint64_t b = open; b != 0; b &= b - 1) {
            const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
            const std::uint64_t q = reached(j + offset);
            if (saves(value(q).load(std::memory_order_relaxed), longest[j], kUnsettled)) {
              pending &= ~(std::uint64_t{1} << j);
              entries[j].saved_by = move;
              entries[j].escape = q;
            }
          }
          if (pending == 0) return;
        }
      });
      if (!numbered) return false;  // (nothing written yet)
    }
    end_row_checks(w, origin, base, offset, rest, entries, longest, checked & ~pending, pending,
                   ply);
    return true;
  }
  // The end of check_row's checks, as verify_as ends each: the entries `saved` watch their escape,
  // those `lost` are settled (w.placed holding the placement of the row's first entry, `origin`,
  // and `rest` its occupancy without the row piece).
  void end_row_checks(Worker& w, const IncrementalNumbering::Origin& origin, std::uint64_t base,
                      std::uint64_t offset, const Occupancy& rest,
                      const std::array<RowEntry, 64>& entries, const LongestLosses& longest,
                      std::uint64_t saved, std::uint64_t lost, int ply) {
    for (std::uint64_t b = saved; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      const RowEntry& e = entries[j];
      claim(base + j, e.own,
            watching(watch_tag(e.escape), longest[j] <= ply + 1 ? e.saved_by : kFromFirstMove));
    }
    std::uint64_t now = 0;  // lost at this ply
    for (std::uint64_t b = lost; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      const int loss = std::max(longest[j] == 0 ? -1 : int{longest[j]}, entries[j].exit_loss);
      if (loss == ply)
        now |= std::uint64_t{1} << j;
      else
        settle(w, base + j, code::loss(loss));
    }
    if (now != 0) lost_now_along_row(w, origin, base, offset, rest, now, ply);
  }
  // The entries `now` of check_row's row (bit b: entry base + b, the row's entry b + offset), lost
  // at ply n, as lost_now() loses each; but the predecessors of all of them are numbered together
  // (losses_along_row), and wait with lost_now's to be won at n + 1. (w.placed, `origin` and
  // `rest` as in end_row_checks.)
  void lost_now_along_row(Worker& w, const IncrementalNumbering::Origin& origin, std::uint64_t base,
                          std::uint64_t offset, const Occupancy& rest, std::uint64_t now, int n) {
    for (std::uint64_t b = now; b != 0; b &= b - 1)
      value(base + static_cast<std::uint64_t>(__builtin_ctzll(b)))
          .store(code::loss(n), std::memory_order_relaxed);
    atomic_max(max_plies_, n);
    w.waiting_end = losses_along_row(w, origin, base, offset, rest, now, n + 1, w.waiting_end);
    w.losses_waiting += static_cast<std::size_t>(__builtin_popcountll(now));
    if (w.losses_waiting >= kBatch) win_waiting(w, n + 1);
  }
  // The predecessors of the row's lost entries `lost` (bit b: entry base + b, the row's entry
  // b + offset; w.placed, `origin` and `rest` as in end_row_checks), to be won at ply `win`,
  // written into w.predecessors from `count` on; returns where they end. They are numbered
  // together where the row allows: every un-move of a piece but the row piece is tested once for
  // the row (the row piece's cell aside) and leads along the other side's row as the entries
  // follow theirs (unmoves_along_row); the row piece's un-moves lead into the other side's row of
  // the origin's other pieces, numbered from the origin, each cell they come from once. The
  // un-moves of a piece not alone of its kind, or of the folded one where its images are not
  // cached, are numbered entry by entry.
  // (Flattened: see propagate_run.)
  [[gnu::flatten]] std::size_t losses_along_row(Worker& w,
                                                const IncrementalNumbering::Origin& origin,
                                                std::uint64_t base, std::uint64_t offset,
                                                const Occupancy& rest, std::uint64_t lost, int win,
                                                std::size_t count) {
    Placed& at = w.placed;
    const PieceSlot z = rows_->piece;
    // Bit b: row[b + offset] (the row's first entry may lie past `base`: the sum wraps exactly).
    const Cell* const row = rows_->cells.data();
    std::uint64_t* const found = w.predecessors.data();
    const Code* const values = values_.data();
    std::uint32_t by_entry = 0;  // the pieces whose un-moves are numbered entry by entry
    for (PieceSlot p : by_side_[other(index_.side_of(origin.entry))]) {
      if (p == z) {
        const int g = pieces_[p].group;
        // The cells it came from: several entries' un-moves may share one, and lead to the same
        // predecessor. (Its own cell lies on none of its paths: `rest` will do.)
        Occupancy came_from{};
        for (std::uint64_t b = lost; b != 0; b &= b - 1)
          came_from =
              came_from | moves_.unmove_origins(
                              g, row[static_cast<std::size_t>(__builtin_ctzll(b)) + offset], rest);
        Cells before = at.cells;
        numbering_.numbered(origin, numbering_.mover(origin, at.cells, z), [&](const auto& number) {
          came_from.for_each_cell([&](Cell from) {
            before[z] = from;
            const std::uint64_t q = number(from, before);
            __builtin_prefetch(values + q);
            found[count++] = q;
          });
        });
        continue;
      }
      if (const auto end = unmoves_along_row(w, origin, offset, rest, lost, p, count))
        count = *end;
      else
        by_entry |= std::uint32_t{1} << p;
    }
    if (by_entry != 0)
      count = unmoves_entry_by_entry(w, base, offset, rest, lost, by_entry, true, win, count);
    return count;
  }
  // Of the row's entries `open` (bit b: the row's entry b + offset), those where the quiet move
  // (or un-move) `step` is free: `rest` filled, and the row piece's cell of each. Mostly one test
  // for them all: with one path, the move is closed where the row piece stands on it.
  [[gnu::always_inline]] std::uint64_t free_along_row(const MoveStep& step, const Occupancy& rest,
                                                      std::uint64_t offset,
                                                      std::uint64_t open) const {
    if (!moves_.free(step, rest)) return 0;  // (closed whatever the row piece's cell)
    if (step.paths.mask_count <= 1) return open & ~row_bits(step.clear, offset);
    std::uint64_t found = 0;
    for (std::uint64_t b = open; b != 0; b &= b - 1) {
      const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
      Occupancy with_row_piece = rest;
      with_row_piece.flip(rows_->cells[j + offset]);
      if (moves_.free(step, with_row_piece)) found |= std::uint64_t{1} << j;
    }
    return found;
  }
  // The places along a check_row's word (bit b: the row's entry b + offset) where the row piece
  // stands on one of `cells`.
  std::uint64_t row_bits(const Occupancy& cells, std::uint64_t offset) const {
    if (row_first_cell_ >= 0) {
      // The row's cells follow one another on the board: bit b is cell b + shift.
      const std::int64_t shift = row_first_cell_ + static_cast<std::int64_t>(offset);
      if constexpr (std::is_same_v<Occupancy, Occupancy64>) {
        return shift >= 0 ? cells.low >> shift : cells.low << -shift;
      } else {
        __extension__ typedef unsigned __int128 Wide;  // GCC's 128-bit integer
        const Wide all = static_cast<Wide>(cells.high) << 64 | cells.low;
        return static_cast<std::uint64_t>(shift >= 0 ? all >> shift : all << -shift);
      }
    }
    std::uint64_t found = 0;
    cells.for_each_cell([&](Cell c) {
      const int k = row_slot_[c.index];
      if (k < 0) return;
      const std::uint64_t j = static_cast<std::uint64_t>(k) - offset;  // wraps exactly
      if (j < 64) found |= std::uint64_t{1} << j;
    });
    return found;
  }

  // Entry p, whose placement w.placed holds (loaded), found lost at ply n by its check, a loss of
  // this ply's own distance: its predecessors are numbered from the placement at hand and won at
  // n + 1 in this ply's checks, rather than from its bucket at the next ply, where it would be
  // decoded again (the Syzygy generator's `iter` does the same). They wait until kBatch losses'
  // are numbered (and fetched), as propagate() batches its entries; each worker's chunk of checks
  // ends by winning what waits. Only a loss of n plies may go this way: a check at ply n may find
  // a longer one (a child settled sooner than its distance, by its exits on the first visit),
  // whose predecessors must wait for those of the shorter losses. The entries won here are
  // settled during the checks: a later check reads them as wins, as it would at the next ply;
  // their own propagation waits for their bucket. A lost entry is never won by another worker's
  // loss (every child of it is settled, won), so its code is stored plainly; an entry found saved
  // may be, so its watch is claimed (verify).
  void lost_now(Worker& w, std::uint64_t p, const IncrementalNumbering::Origin& origin, int n) {
    value(p).store(code::loss(n), std::memory_order_relaxed);
    atomic_max(max_plies_, n);
    w.waiting_end = number_predecessors_of(w, w.placed, origin, true, n + 1, w.waiting_end);
    if (++w.losses_waiting == kBatch) win_waiting(w, n + 1);
  }
  // Wins at ply n the predecessors lost_now() left waiting.
  void win_waiting(Worker& w, int n) {
    win_all(w, w.predecessors.data(), w.predecessors.data() + w.waiting_end, n);
    w.losses_waiting = 0;
    w.waiting_end = 0;
  }
};

}  // namespace

std::vector<Code> generate_table_fast(const TableIndex& index, const ExitProbe& exits,
                                      const BuildControl& control, const TerminalProbe& terminals,
                                      const Refuge& refuge, const ExitTables& exit_tables) {
  if (index.rules().board().cell_count() <= FastMovesBase::kMaxCellsInOneWord)
    return FastRetrograde<Occupancy64>(index, exits, control, terminals, refuge, exit_tables).run();
  return FastRetrograde<Occupancy128>(index, exits, control, terminals, refuge, exit_tables).run();
}

}  // namespace arbiter::solver::tablebase
