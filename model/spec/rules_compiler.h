// The spec compiler (internal to model/spec): one pass per part of the spec, each filling
// CompiledRules' core or one of its compiled rule structs. Its passes live in rules_compiler.cpp,
// compile_atoms.cpp, compile_game.cpp and compile_imitation.cpp; the rules with a compiler of
// their own (compile_<rule>.cpp) return their struct, which run() stores.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/diagnostic.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::model {

class RulesCompiler {
 public:
  RulesCompiler(const spec::SpecDocument& doc, const spec::OptionValues& values,
                CompiledRules& rules)
      : doc_(doc), values_(values), r_(rules) {}

  void run();
  std::vector<Diagnostic>& errors() { return errors_; }

 private:
  const spec::SpecDocument& doc_;
  const spec::OptionValues& values_;
  CompiledRules& r_;
  std::vector<Diagnostic> errors_;

  void error(const SourceMark& mark, std::string message, std::string expected = {}) {
    errors_.push_back({mark, std::move(message), std::move(expected)});
  }

  std::string known_pieces() const {
    std::string text;
    for (const auto& p : r_.pieces_) text += (text.empty() ? "" : ", ") + p.name;
    return text;
  }
  std::string known_zones() const {
    std::string text;
    for (const auto& z : r_.zones_.names) text += (text.empty() ? "" : ", ") + z;
    return text.empty() ? "no zones are defined" : text;
  }

  std::optional<Cell> cell(const spec::Text& name) {
    if (auto c = r_.board_.find(name.value)) return c;
    error(name.mark, "unknown cell '" + name.value + "'",
          "a cell of the board such as " + r_.board_.name(Cell::from_index(0)));
    return std::nullopt;
  }
  std::optional<PieceKind> piece(const spec::Text& name) {
    if (auto k = r_.find_piece(name.value)) return k;
    error(name.mark, "unknown piece '" + name.value + "'", "one of: " + known_pieces());
    return std::nullopt;
  }
  ZoneId zone(const spec::Text& name) {
    if (name.value.empty()) return kNoZone;
    if (auto z = r_.zones().find(name.value)) return *z;
    error(name.mark, "unknown zone '" + name.value + "'", "one of: " + known_zones());
    return kNoZone;
  }
  std::optional<PlayerId> player(const spec::Text& name);

  void players();

  void pieces();
  void piece_tokens();

  // "a2..h2" is the rectangle spanned by two cells' coordinates; otherwise a cell name.
  void add_cells(const spec::Text& item, CellSet& set);

  void zones();

  void closures();

  void piece_details();

  // Vectors of a leap in the owner's frame, expanded by its symmetry, then turned to the owner.
  std::vector<std::pair<Coord, std::vector<Coord>>> leap_vectors(const spec::AtomDoc& a,
                                                                 PlayerId owner);

  CompiledAtom atom(const spec::AtomDoc& a, PlayerId owner);
  // A slide's or hop's leap vectors (after the leap symmetries) as lines from every cell.
  void vector_lines(const spec::AtomDoc& a, PlayerId owner, CompiledAtom& c);

  void atoms();

  // Imitating kinds (compile_imitation.cpp); after atoms().
  void imitation();

  // A slide whose first cell's moves a step of the same piece makes already lists from its
  // second cell on (CompiledAtom::first_listed).
  static void list_first_cell_once(std::vector<CompiledAtom>& atoms);
  // Whether a piece with these atoms may list one move twice (the generator then removes the
  // repeats): conservatively, when from some start cell two of its paths (two atoms, or two
  // directions or leap paths of one) may land on the same cell, or an atom rides leap vectors.
  static bool may_overlap(const std::vector<CompiledAtom>& atoms, const BoardGraph& board);

  void lines_and_reach();

  // Each atom's path through the move generator (CompiledAtom::path, promotes_from), after
  // lines_and_reach (compile_atom_paths.cpp).
  void atom_paths();

  void castling();

  Relation relation(const spec::Text& t, Relation fallback);

  std::optional<PromotionLimit> promotion_limit(const spec::PromotionChoiceDoc& c, PieceKind kind);

  Outcome outcome(const spec::Text& t, Outcome fallback);

  void game_rules();
  void elimination(const spec::EliminationDoc& d);

  // The record of the rule features used (model/rule_features.h) and what follows from it; after
  // everything it reads is compiled.
  void features();

  void notation();
};

}  // namespace arbiter::model
