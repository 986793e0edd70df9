// The Z3 search over a spec's clauses: every class of abstract states in which a question gets
// two or more answers (a contradiction) or none (a gap), one witness state per class, and for
// each contradiction every minimal conflicting set of sentences and every minimal correction set
// (MARCO). One context and one solver serve every query, with assumption literals.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/spec/document.h"
#include "solver/audit/marco.h"

namespace arbiter::solver::audit {

struct StateClass {
  enum class Kind { contradiction, gap };
  Kind kind = Kind::contradiction;
  std::string question;
  model::spec::StateValues witness;  // a state of the class, with few non-default values
  // The values that decide: every state with these values (whatever the others) is in the class.
  model::spec::StateValues cube;
  std::vector<std::size_t> firing;  // clause indices (into AuditDoc::clauses)
  std::vector<std::size_t> silenced;
  // Contradictions: MARCO over `firing` (indices into `firing`).
  MarcoResult sets;
};

struct SearchLimits {
  std::size_t classes_per_question = 64;
  std::size_t marco_rounds = 256;
  unsigned rlimit = 50'000'000;  // Z3 resource limit per query (deterministic, not wall time)
};

struct SearchResult {
  std::vector<StateClass> classes;
  bool complete = true;           // every enumeration and MARCO run finished
  std::size_t queries = 0;        // solver checks made
  bool axioms_consistent = true;  // some state satisfies every axiom
};

SearchResult search_clauses(const model::spec::AuditDoc& audit,
                            const std::vector<std::size_t>& selected,
                            const SearchLimits& limits = {});

// The Z3 version string, for reproducible reports.
std::string z3_version();

}  // namespace arbiter::solver::audit
