#include "solver/tablebase/retrograde.h"

#include <atomic>
#include <memory>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "solver/tablebase/draw_claims.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/fast_retrograde.h"
#include "solver/tablebase/move_summary.h"
#include "solver/tablebase/ply_loop.h"
#include "solver/tablebase/parallel.h"
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
      : index_(index), exits_(exits), control_(control), terminals_(terminals), refuge_(refuge), claims_(index.rules()), unmoves_(index),
        values_(index.size(), code::kUnknown),
        pending_(index.size(), 0), marks_((index.size() + 63) / 64) {
    for (int w = 0; w < worker_count(control); ++w) scratch_.push_back(std::make_unique<Scratch>(index.rules()));
  }

  std::vector<Code> run() {
    first_pass();
    run_plies(max_plies_, max_pending_, values_, code::kMaxPlies, [](Code c) { return c == code::kUnknown; },
              [&](int n) { ply(n); });
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

  std::atomic_ref<Code> value(std::uint64_t i) { return std::atomic_ref<Code>(values_[i]); }

  BuildProgress report(std::string phase) const { return phase_report(index_, std::move(phase)); }

  void settle(std::uint64_t i, Code c) {
    value(i).store(c, std::memory_order_relaxed);
    if (c != code::kIllegal && c != code::kDraw) atomic_max(max_plies_, code::plies(c));
  }

  // Values every legal move of entry `entry` (set up in `s.pos`, legal moves in `s.moves`); reads
  // in-table children only when `read_table`.
  MoveSummary summarize(Scratch& s, std::uint64_t entry, bool read_table) {
    MoveSummary summary;
    const model::PlayerId mover = s.pos.side_to_move();
    // A draw the side to move may claim is an escape from any loss.
    summary.escape = claims_.side_to_move_may_claim(s.pos);
    for (const Move& m : s.moves) {
      // A quiet move keeps the material and adds no state (the generator refuses rules where it
      // could): it stays in the table, and its entry is found without making it; but a royal
      // piece's move may bring an on-entry draw claim, which only making it shows.
      if (m.type == model::MoveType::Normal && m.piece.is_none() && m.aux == 0 && !s.pos.at(m.to) &&
          !(claims_.has_entry_claims() && index_.rules().is_royal(s.pos.at(m.from)))) {
        const model::Piece piece = s.pos.at(m.from);
        const auto child = read_table ? index_.after_quiet_move(entry, index_.rules().owner(piece),
                                                                index_.rules().kind(piece), m.from, m.to)
                                      : std::optional<std::uint64_t>{};
        if (!read_table || child) {
          ++summary.in_table;
          if (read_table) summary.fold(value(*child).load(std::memory_order_relaxed));
          if (read_table && summary.escape) break;
          continue;
        }
      }
      model::Undo undo;
      s.pos.make(m, undo);
      if (const auto child = index_.index_of(s.pos)) {
        ++summary.in_table;
        if (read_table)
          summary.fold(claims_.through_entry_claim(s.pos, value(*child).load(std::memory_order_relaxed)));
      } else {
        const Code exit = exits_(s.pos);
        // After a succession the mated side may move again (succession_turn: mated_side).
        const bool again = s.pos.side_to_move() == mover;
        summary.fold(again ? as_opponent_reply(exit) : claims_.through_entry_claim(s.pos, exit));
      }
      s.pos.unmake(m, undo);
      if (read_table && summary.escape) break;
    }
    return summary;
  }

  void first_pass() {
    parallel_chunks(index_.size(), control_, report("positions"), [&](int worker, std::uint64_t begin, std::uint64_t end) {
      Scratch& s = *scratch_[static_cast<std::size_t>(worker)];
      for (std::uint64_t i = begin; i < end; ++i) first_visit(s, i);
    });
  }

  void first_visit(Scratch& s, std::uint64_t i) {
    // An entry holding another entry's image under a symmetry is left out like an illegal one.
    if (!index_.set_up(i, s.pos) || !index_.is_canonical(i, s.pos) || !is_legal_table_position(s.pos))
      return settle(i, code::kIllegal);
    if (refuge_.reached(s.pos)) return settle(i, refuge_.reached_code(s.pos.side_to_move() == refuge_.owner()));
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
                      for (std::uint64_t w = begin; w < end; ++w) verify_word(s, w);
                    });
  }

  void propagate(Scratch& s, std::uint64_t i, int n) {
    Code c = value(i).load(std::memory_order_relaxed);
    if (c == code::kUnknown && pending_[i] == n) {
      if (value(i).compare_exchange_strong(c, code::win(n), std::memory_order_relaxed)) atomic_max(max_plies_, n);
      return;
    }
    const bool lost = c == code::loss(n - 1);
    if (!lost && c != code::win(n - 1)) return;
    index_.set_up(i, s.pos);
    unmoves_.for_each_predecessor(s.pos, i, s.piece_moves, [&](std::uint64_t p) {
      Code before = code::kUnknown;
      if (lost) {
        if (value(p).compare_exchange_strong(before, code::win(n), std::memory_order_relaxed)) atomic_max(max_plies_, n);
      } else if (value(p).load(std::memory_order_relaxed) == code::kUnknown) {
        marks_[p / 64].fetch_or(std::uint64_t{1} << (p % 64), std::memory_order_relaxed);
      }
    });
  }

  void verify_word(Scratch& s, std::uint64_t w) {
    std::uint64_t bits = marks_[w].exchange(0, std::memory_order_relaxed);
    while (bits != 0) {
      const std::uint64_t p = w * 64 + static_cast<std::uint64_t>(__builtin_ctzll(bits));
      bits &= bits - 1;
      if (value(p).load(std::memory_order_relaxed) != code::kUnknown) continue;
      index_.set_up(p, s.pos);
      model::generate_legal(s.pos, s.moves);
      const MoveSummary summary = summarize(s, p, true);
      if (!summary.escape) settle(p, code::loss(summary.longest_loss));
    }
  }
};

}  // namespace

std::vector<Code> generate_table(const TableIndex& index, const ExitProbe& exits, const BuildControl& control,
                                 const TerminalProbe& terminals, GeneratorPath path, const Refuge& refuge) {
  if (!refuge.symmetric_under(index.symmetries()))
    throw std::logic_error("a refuge the table's symmetries do not map onto itself");
  if (path == GeneratorPath::Fastest && !fast_path_obstacle(index.rules(), index.material()))
    return generate_table_fast(index, exits, control, terminals, refuge);
  return Retrograde(index, exits, control, terminals, refuge).run();
}

}  // namespace arbiter::solver::tablebase
