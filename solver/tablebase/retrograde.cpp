#include "solver/tablebase/retrograde.h"

#include <atomic>
#include <memory>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "solver/tablebase/draw_claims.h"
#include "solver/tablebase/en_passant.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/fast_retrograde.h"
#include "solver/tablebase/move_summary.h"
#include "solver/tablebase/parallel.h"
#include "solver/tablebase/ply_loop.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/succession.h"
#include "solver/tablebase/terminal.h"
#include "solver/tablebase/unmoves.h"

namespace arbiter::solver::tablebase {

using model::Move;
using model::MoveList;
using model::Position;

namespace {

struct Scratch {
  explicit Scratch(const model::CompiledRules& rules) : pos(rules) {}
  Position pos;
  MoveList moves;
  MoveList piece_moves;
};

class Retrograde {
 public:
  Retrograde(const TableIndex& index, const ExitProbe& exits, const BuildControl& control,
             const TerminalProbe& terminals, const Refuge& refuge)
      : index_(index),
        exits_(exits),
        control_(control),
        terminals_(terminals),
        refuge_(refuge),
        claims_(index.rules()),
        unmoves_(index),
        values_(index.size(), code::kUnknown),
        pending_(index.size(), 0),
        marks_((index.size() + 63) / 64),
        beside_(en_passant_interplay(index.rules(), index.material())) {
    if (beside_) recheck_.assign(index.size(), 0);
    for (int w = 0; w < worker_count(control); ++w)
      scratch_.push_back(std::make_unique<Scratch>(index.rules()));
  }

  std::vector<Code> run() {
    first_pass();
    run_plies(
        max_plies_, max_pending_, values_, code::kMaxPlies,
        [](Code c) { return c == code::kUnknown; }, [&](int n) { ply(n); });
    return std::move(values_);
  }

 private:
  const TableIndex& index_;
  const ExitProbe& exits_;
  const BuildControl& control_;
  const TerminalProbe& terminals_;
  const Refuge& refuge_;
  DrawClaims claims_;
  Unmoves unmoves_;
  std::vector<Code> values_;
  std::vector<std::uint16_t> pending_;  // plies of the fastest win by leaving the table; 0: none
  std::vector<std::atomic<std::uint64_t>> marks_;
  std::vector<std::unique_ptr<Scratch>> scratch_;
  std::atomic<int> max_plies_{0};
  std::atomic<int> max_pending_{0};
  // Whether some move leads beside the table (en_passant.h). Such a child's value is the better
  // of its entry's and its captures', so a move to it may win later than the ply after its entry
  // was lost: where it can, predecessors of every settled entry are marked, not won at once, and
  // the marked entries' moves are all valued (wins included) by verify_word.
  const bool beside_;
  // Per entry, where beside_: the ply from which a child beside the table is known to be won by
  // its en passant capture although its entry is not settled (0: none); the entry is marked then.
  std::vector<std::uint16_t> recheck_;

  std::atomic_ref<Code> value(std::uint64_t i) { return std::atomic_ref<Code>(values_[i]); }

  BuildProgress report(std::string phase) const { return phase_report(index_, std::move(phase)); }

  void settle(std::uint64_t i, Code c) {
    value(i).store(c, std::memory_order_relaxed);
    if (c != code::kIllegal && c != code::kDraw) atomic_max(max_plies_, code::plies(c));
  }

  // Values every legal move of entry `entry` (set up in `s.pos`, legal moves in `s.moves`); reads
  // in-table children only when `read_table`, during ply `settled` (every win and loss in fewer
  // plies is settled); entries beside the table count as in it.
  MoveSummary summarize(Scratch& s, std::uint64_t entry, bool read_table, int settled = 0) {
    MoveSummary summary;
    const model::PlayerId mover = s.pos.side_to_move();
    // A draw the side to move may claim is an escape from any loss.
    summary.escape = claims_.side_to_move_may_claim(s.pos);
    for (const Move& m : s.moves) {
      // A quiet move keeps the material and adds no state (the generator refuses rules where it
      // could): it stays in the table, and its entry is found without making it; but a royal
      // piece's move may bring an on-entry draw claim, and where pieces may ride carriers a move
      // may take passengers along or unload one, which only making it shows.
      if (m.type == model::MoveType::Normal && m.piece.is_none() && !m.leaves_en_passant() &&
          !s.pos.at(m.to) && !index_.holds_passengers() &&
          !(claims_.has_entry_claims() && index_.rules().is_royal(s.pos.at(m.from)))) {
        const model::Piece piece = s.pos.at(m.from);
        const auto child = read_table
                               ? index_.after_quiet_move(entry, index_.rules().owner(piece),
                                                         index_.rules().kind(piece), m.from, m.to)
                               : std::optional<std::uint64_t>{};
        if (!read_table || child) {
          ++summary.in_table;
          if (read_table) summary.fold(value(*child).load(std::memory_order_relaxed));
          if (read_table && summary.escape && !beside_) break;
          continue;
        }
      }
      model::Undo undo;
      s.pos.make(m, undo);
      if (beside_ && m.type == model::MoveType::Normal && m.leaves_en_passant() &&
          fold_beside(s, entry, mover, summary, read_table, settled)) {
        s.pos.unmake(m, undo);
        continue;
      }
      if (const auto child = index_.index_of(s.pos)) {
        ++summary.in_table;
        if (read_table)
          summary.fold(
              claims_.through_entry_claim(s.pos, value(*child).load(std::memory_order_relaxed)));
      } else {
        summary.fold(as_read(s.pos, mover, exits_(s.pos)));
      }
      s.pos.unmake(m, undo);
      if (read_table && summary.escape && !beside_) break;
    }
    return summary;
  }

  // The value of a child, the position after a move (`after`), for its side to move as the
  // player who moved reads it: after a succession the mated side may move again; an entering
  // move may earn a draw claim.
  Code as_read(const Position& after, model::PlayerId mover, Code child) const {
    return after.side_to_move() == mover ? as_opponent_reply(child)
                                         : claims_.through_entry_claim(after, child);
  }

  // Folds the child made in `s.pos` when it stands beside the table (a multi-cell step left a
  // right the opponent can use); false when it does not. Its entry's code is read only when
  // `read_table`; a child whose entry has no move is valued by its captures alone, at once.
  bool fold_beside(Scratch& s, std::uint64_t entry, model::PlayerId mover, MoveSummary& summary,
                   bool read_table, int settled) {
    const model::PlayerId capturer = s.pos.side_to_move();
    const auto choice = en_passant_choice(index_, s.pos, [&](const Position& after) {
      return as_read(after, capturer, exits_(after));
    });
    if (!choice) return false;
    // A refuge reached by the step ends the game whatever the captures.
    const bool ends = refuge_.reached(s.pos);
    if (!ends && !choice->entry_has_moves && choice->captures != code::kIllegal) {
      summary.fold(as_read(s.pos, mover, choice->captures));
      return true;
    }
    ++summary.in_table;
    if (read_table) {
      const Code beside = value(choice->entry).load(std::memory_order_relaxed);
      summary.fold(
          as_read(s.pos, mover, ends ? beside : value_with_en_passant(*choice, beside, settled)));
    } else if (!ends && code::is_win(choice->captures)) {
      recheck_[entry] = std::max<std::uint16_t>(
          recheck_[entry], static_cast<std::uint16_t>(code::plies(choice->captures)));
      atomic_max(max_pending_, code::plies(choice->captures));
    }
    return true;
  }

  void first_pass() {
    parallel_chunks(index_.size(), control_, report("positions"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Scratch& s = *scratch_[static_cast<std::size_t>(worker)];
                      for (std::uint64_t i = begin; i < end; ++i) first_visit(s, i);
                    });
  }

  void first_visit(Scratch& s, std::uint64_t i) {
    // An entry holding another entry's image under a symmetry is left out like an illegal one.
    if (!index_.set_up(i, s.pos) || !index_.is_canonical(i, s.pos) ||
        !is_legal_table_position(s.pos))
      return settle(i, code::kIllegal);
    if (refuge_.reached(s.pos))
      return settle(i, refuge_.reached_code(s.pos.side_to_move() == refuge_.owner()));
    if (model::drawn_by_rule(s.pos)) return settle(i, code::kDraw);
    model::generate_legal(s.pos, s.moves);
    if (s.moves.empty()) {
      if (terminals_)
        if (const auto c = terminals_(s.pos)) return settle(i, *c);
      return settle(i, claims_.with_claim(s.pos, terminal_value(s.pos)));
    }
    const MoveSummary summary = summarize(s, i, false);
    if (summary.in_table == 0) {
      if (summary.best_win >= 0) return settle(i, code::win(summary.best_win));
      return settle(i, summary.escape ? code::kDraw : code::loss(summary.longest_loss));
    }
    if (summary.best_win >= 0) {
      pending_[i] = static_cast<std::uint16_t>(summary.best_win);
      atomic_max(max_pending_, summary.best_win);
    }
  }

  void ply(int n) {
    parallel_chunks(index_.size(), control_, report("ply " + std::to_string(n)),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Scratch& s = *scratch_[static_cast<std::size_t>(worker)];
                      for (std::uint64_t i = begin; i < end; ++i) propagate(s, i, n);
                    });
    parallel_chunks(marks_.size(), control_, report("ply " + std::to_string(n) + " losses"),
                    [&](int worker, std::uint64_t begin, std::uint64_t end) {
                      Scratch& s = *scratch_[static_cast<std::size_t>(worker)];
                      for (std::uint64_t w = begin; w < end; ++w) verify_word(s, w, n);
                    });
  }

  void propagate(Scratch& s, std::uint64_t i, int n) {
    Code c = value(i).load(std::memory_order_relaxed);
    if (c == code::kUnknown && pending_[i] == n) {
      if (value(i).compare_exchange_strong(c, code::win(n), std::memory_order_relaxed))
        atomic_max(max_plies_, n);
      return;
    }
    if (c == code::kUnknown && beside_ && recheck_[i] == n) return mark(i);
    const bool lost = c == code::loss(n - 1);
    if (!lost && c != code::win(n - 1)) return;
    index_.set_up(i, s.pos);
    unmoves_.for_each_predecessor(s.pos, i, s.piece_moves, [&](std::uint64_t p) {
      Code before = code::kUnknown;
      if (lost && !beside_) {
        if (value(p).compare_exchange_strong(before, code::win(n), std::memory_order_relaxed))
          atomic_max(max_plies_, n);
      } else if (value(p).load(std::memory_order_relaxed) == code::kUnknown) {
        mark(p);
      }
    });
  }

  void mark(std::uint64_t p) {
    marks_[p / 64].fetch_or(std::uint64_t{1} << (p % 64), std::memory_order_relaxed);
  }

  void verify_word(Scratch& s, std::uint64_t w, int n) {
    std::uint64_t bits = marks_[w].exchange(0, std::memory_order_relaxed);
    while (bits != 0) {
      const std::uint64_t p = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
      bits &= bits - 1;
      if (value(p).load(std::memory_order_relaxed) != code::kUnknown) continue;
      index_.set_up(p, s.pos);
      model::generate_legal(s.pos, s.moves);
      const MoveSummary summary = summarize(s, p, true, n);
      if (!summary.escape) settle(p, code::loss(summary.longest_loss));
      if (!beside_ || summary.best_win < 0) continue;
      // Beside the table wins are found here: exact when no child still unknown could give a
      // faster one (it would be lost in n plies at the soonest), else left for a later ply.
      if (summary.best_win <= n + 1) {
        settle(p, code::win(summary.best_win));
      } else if (pending_[p] == 0 || summary.best_win < pending_[p]) {
        pending_[p] = static_cast<std::uint16_t>(summary.best_win);
        atomic_max(max_pending_, summary.best_win);
      }
    }
  }
};

}  // namespace

std::vector<Code> generate_table(const TableIndex& index, const ExitProbe& exits,
                                 const BuildControl& control, const TerminalProbe& terminals,
                                 GeneratorPath path, const Refuge& refuge,
                                 const ExitTables& exit_tables) {
  if (!refuge.symmetric_under(index.symmetries()))
    throw std::logic_error("a refuge the table's symmetries do not map onto itself");
  if (path == GeneratorPath::Fastest && !fast_path_obstacle(index.rules(), index.material()))
    return generate_table_fast(index, exits, control, terminals, refuge, exit_tables);
  return Retrograde(index, exits, control, terminals, refuge).run();
}

}  // namespace arbiter::solver::tablebase
