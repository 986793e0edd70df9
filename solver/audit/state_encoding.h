// The audit's state vocabulary in Z3: every variable of `audit: state` as one Boolean per value
// with exactly one true (finite domains as one-hot Booleans, which the QF_FD solver handles far
// faster than bounded integers), and conditions of the clause language as Z3 terms over them.
#pragma once

#include <z3++.h>

#include <map>
#include <string>
#include <vector>

#include "model/spec/audit_doc.h"

namespace arbiter::solver::audit {

class StateEncoding {
 public:
  StateEncoding(z3::context& context, const model::spec::AuditDoc& audit);

  // The one-hot constraints of every variable (background facts, not rulebook sentences).
  const z3::expr_vector& domain() const { return domain_; }

  // `variable == value`. Throws std::out_of_range for names the vocabulary lacks.
  z3::expr is(const std::string& variable, const std::string& value) const;

  // A condition of the clause language as a Z3 term.
  z3::expr encode(const model::spec::Condition& condition) const;

  // The state a model assigns (model completion: every variable gets a value).
  model::spec::StateValues decode(const z3::model& model) const;

  // `state` as a conjunction of literals, and as a list of them (for assumptions).
  z3::expr_vector literals(const model::spec::StateValues& state) const;

 private:
  z3::context& context_;
  const model::spec::AuditDoc& audit_;
  std::map<std::string, std::map<std::string, z3::expr>> values_;
  z3::expr_vector domain_;
};

}  // namespace arbiter::solver::audit
