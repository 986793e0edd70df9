// Where a spec comes from on the command line: a bundled variant name (`chess`) or a YAML path,
// plus `--option name=value` settings. Compiles it to rules.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::cli {

// The options every spec-taking command shares.
struct SpecArguments {
  std::string spec;                  // bundled name or path
  std::vector<std::string> options;  // "name=value"
};

// The path of a spec argument: an existing file, or a bundled name looked up in the directory
// named by $ARBITER_SPECS, else the bundled specs directory. Throws UserError listing the
// bundled names when neither exists.
std::string resolve_spec_path(const std::string& spec);

// The names of the bundled variants.
std::vector<std::string> bundled_spec_names();

model::spec::SpecDocument load_spec(const std::string& spec);

// The hash of a spec's text (FNV-1a), which endgame table files record and must match.
std::uint64_t spec_text_hash(const std::string& spec);

std::shared_ptr<const model::CompiledRules> compile_spec(const SpecArguments& args);

// What a problem changes in its spec's rules, as problemists state it beside the diagram.
struct ProblemEdits {
  std::string holes;                // --holes "c3,d4": cells taken off the board
  bool diagram_promotions = false;  // --promotions diagram: Popeye's promotion convention
};

// The rules of one problem and its position:
// - holes: the rules compiled with those cells added to `board.holes` (castling rules naming one
//   of them dropped), and `position` (a position string of the board without them, or `start`)
//   rewritten for the holed board;
// - diagram_promotions: a pawn may become what the spec always offers (its promotion choices
//   with no option guard: the orthodox pieces of specs/fairy.yaml) and, of the other choices,
//   only the kinds that stand in the position, as Popeye reads a fairy problem.
// Without edits, the rules as compile_spec gives them and the position unchanged. Throws
// UserError naming a token that is no cell of the board, or a hole under a piece of the position.
struct HoledProblem {
  std::shared_ptr<const model::CompiledRules> rules;
  std::string position;
};
HoledProblem compile_problem(const SpecArguments& args, const ProblemEdits& edits,
                             const std::string& position);

}  // namespace arbiter::cli
