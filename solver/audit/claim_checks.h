// The check types of claims: each computes one value from compiled rules and says whether the
// claim holds. claims.cpp runs them under the options; claim_checks.cpp maps check-type names to
// them; claims_geometry.cpp, claims_setup.cpp, claims_mobility.cpp and claims_inclusion.cpp
// implement them by concept.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "model/position.h"
#include "model/spec/document.h"
#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// What one check computed under one assignment of options.
struct ClaimResult {
  bool holds = false;
  std::string claimed;               // the claimed value, as text ("12", "cannon")
  std::string value;                 // the computed value, as text; deviations compare it
  std::vector<std::string> details;  // further lines (missing cells, example moves)
  Witness witness;
};

using ClaimCheck = ClaimResult (*)(const model::CompiledRules& rules,
                                   const model::spec::ClaimCheckDoc& check);

// The check of a type name ("max_moves"); nullptr for an unknown type.
ClaimCheck find_claim_check(const std::string& type);

ClaimResult check_cells(const model::CompiledRules& rules, const model::spec::ClaimCheckDoc& check);
ClaimResult check_centre(const model::CompiledRules& rules,
                         const model::spec::ClaimCheckDoc& check);
ClaimResult check_setup_symmetry(const model::CompiledRules& rules,
                                 const model::spec::ClaimCheckDoc& check);
ClaimResult check_start_colour(const model::CompiledRules& rules,
                               const model::spec::ClaimCheckDoc& check);
ClaimResult check_first_movers(const model::CompiledRules& rules,
                               const model::spec::ClaimCheckDoc& check);
ClaimResult check_first_move_captures(const model::CompiledRules& rules,
                                      const model::spec::ClaimCheckDoc& check);
ClaimResult check_value(const model::CompiledRules& rules, const model::spec::ClaimCheckDoc& check);
ClaimResult check_max_moves(const model::CompiledRules& rules,
                            const model::spec::ClaimCheckDoc& check);
ClaimResult check_max_attacks(const model::CompiledRules& rules,
                              const model::spec::ClaimCheckDoc& check);
ClaimResult check_reaches_all(const model::CompiledRules& rules,
                              const model::spec::ClaimCheckDoc& check);
ClaimResult check_reaches(const model::CompiledRules& rules,
                          const model::spec::ClaimCheckDoc& check);
ClaimResult check_may_stop_on(const model::CompiledRules& rules,
                              const model::spec::ClaimCheckDoc& check);
ClaimResult check_moves_include(const model::CompiledRules& rules,
                                const model::spec::ClaimCheckDoc& check);

// Shared helpers of the checks.
namespace claim_text {
// "a, b, c" of names, in order.
std::string join(const std::vector<std::string>& names, std::size_t limit = 0);
// Piece names of a claim, sorted, as a set.
std::set<std::string> names(const std::vector<model::spec::Text>& texts);
std::string join(const std::set<std::string>& names);
// A number without trailing zeros: 3.5, 12.
std::string number(double x);
}  // namespace claim_text

// A witness showing `pos`: its position string and diagram, with a note.
Witness position_witness(const model::Position& pos, bool reachable, std::string note);
// A witness without a position (the claim is about a count or a value).
Witness abstract_witness(std::string note);
// A piece kind by name under these rules (a kind may be absent under some options).
std::optional<model::PieceKind> find_kind(const model::CompiledRules& rules,
                                          const model::spec::Text& name);

}  // namespace arbiter::solver::audit
