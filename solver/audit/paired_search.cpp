// Side-by-side play of two rule sets (see paired_search.h).
#include "solver/audit/paired_search.h"

#include <utility>
#include <variant>

#include "model/attacks.h"
#include "model/notation/diagram.h"
#include "model/notation/position_string.h"

namespace arbiter::solver::audit {
namespace {

using model::Position;

// How many random moves are tried when looking for a check.
constexpr int kCheckTries = 6;

bool is_capture(const Position& pos, model::Move m) {
  switch (m.type) {
    case model::MoveType::EnPassant:
    case model::MoveType::Relocation:
      return true;
    case model::MoveType::Normal: {
      const model::Piece target = pos.at(m.to);
      return target && pos.rules().owner(target) != pos.side_to_move();
    }
    default:
      return false;
  }
}

bool gives_check(Position& pos, model::Move m) {
  model::Undo undo;
  pos.make(m, undo);
  const bool check = model::in_check(pos, pos.side_to_move());
  pos.unmake(m, undo);
  return check;
}

}  // namespace

PairedSearch::PairedSearch(const model::CompiledRules& a, const model::CompiledRules& b,
                           std::string name_a, std::string name_b, const AmbiguitySearch& limits,
                           std::uint64_t seed)
    : rules_a_(a),
      rules_b_(b),
      name_a_(std::move(name_a)),
      name_b_(std::move(name_b)),
      limits_(limits),
      rng_(seed) {}

std::optional<PairedWitness> PairedSearch::from_start() {
  Game game{model::notation::start_position(rules_a_), model::notation::start_position(rules_b_),
            true, "the start position", ""};
  const std::string start_a = model::notation::to_string(game.a);
  game.origin_position = start_a;
  const std::string start_b = model::notation::to_string(game.b);
  ++compared_;
  if (start_a != start_b) {
    // The alternative's own start is the witness: it is where its games begin.
    ReadingDifference d{
        "the start positions differ",
        {"start under " + name_a_ + ": " + start_a, "start under " + name_b_ + ": " + start_b}};
    PairedWitness w;
    w.position = start_b;
    w.diagram = model::notation::render_position(game.b);
    w.reachable = true;
    w.origin = game.origin;
    w.origin_position = start_b;
    w.difference = std::move(d);
    return w;
  }
  for (int i = 0; i < limits_.playouts && compared_ < limits_.node_budget; ++i) {
    if (auto w = play(game, limits_.max_plies, false, limits_.node_budget)) return w;
  }
  return std::nullopt;
}

std::optional<PairedWitness> PairedSearch::from_probe(const std::string& probe, int number) {
  auto a = model::notation::parse_position(rules_a_, probe);
  auto b = model::notation::parse_position(rules_b_, probe);
  for (const auto* parsed : {&a, &b}) {
    if (const auto* d = std::get_if<Diagnostic>(parsed)) {
      skipped_.push_back("probe " + std::to_string(number) + " does not parse under " +
                         (parsed == &a ? name_a_ : name_b_) + ": " + d->message);
      return std::nullopt;
    }
  }
  Game game{std::get<Position>(std::move(a)), std::get<Position>(std::move(b)), false,
            "probe " + std::to_string(number), probe};
  // Each probe gets its own allowance on top of the budget of the games from the start.
  const std::size_t budget = compared_ + static_cast<std::size_t>(limits_.probe_playouts) *
                                             static_cast<std::size_t>(limits_.probe_plies + 1);
  if (auto w = play(game, 0, true, budget)) return w;
  for (int i = 0; i < limits_.probe_playouts; ++i) {
    if (auto w = play(game, limits_.probe_plies, true, budget)) return w;
  }
  return std::nullopt;
}

std::optional<PairedWitness> PairedSearch::play(Game game, int plies, bool all_successors,
                                                std::size_t budget) {
  std::vector<std::string> line;
  for (int ply = 0;; ++ply) {
    if (compared_ >= budget) return std::nullopt;
    ++compared_;
    const Reading ra = read_position(game.a);
    const Reading rb = read_position(game.b);
    if (auto d = compare_readings(ra, rb, name_a_, name_b_))
      return witness(game.a, game, line, std::move(*d));
    if (all_successors) {
      if (auto d = compare_successors(game.a, ra, game.b, rb, name_a_, name_b_))
        return witness(game.a, game, line, std::move(*d));
    }
    if (ply >= plies || ra.game_over()) return std::nullopt;
    const std::size_t i = choose_move(game.a, ra);
    model::Undo undo_a;
    model::Undo undo_b;
    game.a.make(ra.moves[i], undo_a);
    game.b.make(rb.moves[i], undo_b);
    if (!all_successors) {
      const std::string after_a = model::notation::to_string(game.a);
      const std::string after_b = model::notation::to_string(game.b);
      if (after_a != after_b) {
        game.a.unmake(ra.moves[i], undo_a);
        ReadingDifference d{"move " + ra.move_texts[i] + " leads to different positions",
                            {"after " + ra.move_texts[i] + " under " + name_a_ + ": " + after_a,
                             "after " + ra.move_texts[i] + " under " + name_b_ + ": " + after_b}};
        return witness(game.a, game, line, std::move(d));
      }
    }
    line.push_back(ra.move_texts[i]);
  }
}

std::size_t PairedSearch::choose_move(Position& pos, const Reading& reading) {
  const std::size_t n = reading.moves.size();
  std::uniform_int_distribution<std::size_t> any(0, n - 1);
  std::uniform_real_distribution<double> chance(0.0, 1.0);
  if (chance(rng_) < limits_.check_bias) {
    for (int t = 0; t < kCheckTries; ++t) {
      const std::size_t i = any(rng_);
      if (gives_check(pos, reading.moves[i])) return i;
    }
  }
  if (chance(rng_) < limits_.capture_bias) {
    std::vector<std::size_t> captures;
    for (std::size_t i = 0; i < n; ++i)
      if (is_capture(pos, reading.moves[i])) captures.push_back(i);
    if (!captures.empty())
      return captures[std::uniform_int_distribution<std::size_t>(0, captures.size() - 1)(rng_)];
  }
  return any(rng_);
}

PairedWitness PairedSearch::witness(Position& a, const Game& game,
                                    const std::vector<std::string>& line,
                                    ReadingDifference difference) const {
  PairedWitness w;
  w.position = model::notation::to_string(a);
  w.diagram = model::notation::render_position(a);
  w.reachable = game.reachable;
  w.origin = game.origin;
  w.origin_position = game.origin_position;
  w.line = line;
  w.difference = std::move(difference);
  return w;
}

}  // namespace arbiter::solver::audit
