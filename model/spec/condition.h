// The condition language of rulebook clauses: Boolean formulas over a spec's state vocabulary
// (named variables with finite value sets, declared under `audit: state:`). One parsed formula
// is evaluated two ways from the same tree: on a state measured from an engine position
// (`holds` below) and, in the solver layer, as a Z3 term over the same variables.
//
//   condition := or
//   or        := and { "or" and }
//   and       := unary { "and" unary }
//   unary     := "not" unary | "(" condition ")" | "true" | "false" | test
//   test      := NAME                      (a yes/no variable is "yes")
//              | NAME ("==" | "!=") VALUE
//              | NAME ["not"] "in" "[" VALUE { "," VALUE } "]"
//
// Names and values are words of letters, digits, '_' and '.' (`queen.where`, `citadel`).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace arbiter::model::spec {

struct Condition {
  enum class Op { always, never, test, negation, all, any };
  Op op = Op::always;
  std::string variable;             // test: the variable
  std::vector<std::string> values;  // test: true when the variable has one of these
  std::vector<Condition> operands;  // negation (one), all, any
  int column = 0;                   // 1-based column of the formula's first token
};

// Thrown by parse_condition; `column` is 1-based within the text.
struct ConditionError {
  int column = 0;
  std::string message;
  std::string expected;
};

// Parses `text`. Throws ConditionError. A bare NAME becomes NAME == "yes".
Condition parse_condition(const std::string& text);

// The formula written back in the language (normalised spacing and parentheses).
std::string to_text(const Condition& condition);

// Every variable a formula mentions, in order of first mention.
std::vector<std::string> variables_of(const Condition& condition);

// A state: variable -> value. Every variable the formula tests must be present.
using StateValues = std::map<std::string, std::string>;
bool holds(const Condition& condition, const StateValues& state);

}  // namespace arbiter::model::spec
