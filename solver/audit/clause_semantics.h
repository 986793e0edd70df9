// What a set of clauses prescribes in one state, computed directly (no solver): the clauses
// that fire, those silenced by a firing clause of higher priority, and the answers of the rest.
// The Z3 search (clause_search.h) encodes exactly these semantics; tests compare the two.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "model/spec/document.h"

namespace arbiter::solver::audit {

// Which clauses take part: the text's own sentences (no `under`), plus the spec's resolution
// clauses whose `under` alternatives are all chosen in `options` (none when `options` is empty).
std::vector<std::size_t> select_clauses(const model::spec::AuditDoc& audit,
                                        const model::spec::OptionValues& options = {});

struct Prescription {
  std::vector<std::size_t> firing;    // condition holds, not silenced
  std::vector<std::size_t> silenced;  // condition holds, but a higher-priority clause fires
  std::set<std::string> answers;      // the distinct answers of `firing`
};

// For question `question` in `state` (which must give every variable a value).
Prescription prescribe(const model::spec::AuditDoc& audit, const std::vector<std::size_t>& selected,
                       const std::string& question, const model::spec::StateValues& state);

// Whether every axiom holds in `state`.
bool satisfies_axioms(const model::spec::AuditDoc& audit, const model::spec::StateValues& state);

}  // namespace arbiter::solver::audit
