// Two rule sets playing the same game side by side: from one position, each reads it (its legal
// moves and game state), the readings are compared, a move both allow is chosen at random
// (biased towards captures and checks, to reach sparse middlegames and endings) and played under
// both, and the positions it leads to are compared. The first difference ends the search.
#pragma once

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "model/position.h"
#include "solver/audit/ambiguity_search.h"
#include "solver/audit/rule_reading.h"

namespace arbiter::solver::audit {

// A position where the two rule sets differ.
struct PairedWitness {
  std::string position;           // its position string (as rule set a writes it)
  std::string diagram;            // drawn under rule set a
  bool reachable = false;         // reached by legal play from the start position
  std::string origin;             // "the start position" or "probe N"
  std::string origin_position;    // the origin's position string
  std::vector<std::string> line;  // the moves played from the origin to reach it
  ReadingDifference difference;
};

class PairedSearch {
 public:
  // `name_a`, `name_b` label the rule sets in the witness ("stalemate=draw"). The rules must
  // outlive the search.
  PairedSearch(const model::CompiledRules& a, const model::CompiledRules& b, std::string name_a,
               std::string name_b, const AmbiguitySearch& limits, std::uint64_t seed);

  // Compares the start positions, then plays limits.playouts random games from them.
  std::optional<PairedWitness> from_start();
  // Reads `probe` under both rule sets (a probe one of them cannot parse is skipped and noted),
  // compares it with every successor, then plays limits.probe_playouts short games from it.
  std::optional<PairedWitness> from_probe(const std::string& probe, int number);

  std::size_t positions_compared() const { return compared_; }
  // Probes skipped, with the reason.
  const std::vector<std::string>& skipped() const { return skipped_; }

 private:
  struct Game {
    model::Position a;
    model::Position b;
    bool reachable;
    std::string origin;
    std::string origin_position;
  };

  const model::CompiledRules& rules_a_;
  const model::CompiledRules& rules_b_;
  std::string name_a_;
  std::string name_b_;
  AmbiguitySearch limits_;
  std::mt19937_64 rng_;
  std::size_t compared_ = 0;
  std::vector<std::string> skipped_;

  // Plays up to `plies` moves of `game`; `all_successors`: compare the result of every move at
  // each position, not only of the move played. `budget`: stop once compared_ reaches it.
  std::optional<PairedWitness> play(Game game, int plies, bool all_successors, std::size_t budget);
  std::size_t choose_move(model::Position& pos, const Reading& reading);
  PairedWitness witness(model::Position& a, const Game& game, const std::vector<std::string>& line,
                        ReadingDifference difference) const;
};

}  // namespace arbiter::solver::audit
