// The clause condition language: parsing, precedence, printing, evaluation, and errors that
// point at the offending token.
#include "model/spec/condition.h"

#include <catch2/catch.hpp>

namespace spec = arbiter::model::spec;

TEST_CASE("conditions parse with 'and' binding tighter than 'or'", "[model][condition]") {
  const auto c = spec::parse_condition("a == x or b and not c");
  CHECK(spec::to_text(c) == "a == x or (b and not c)");
  spec::StateValues s{{"a", "y"}, {"b", "yes"}, {"c", "no"}};
  CHECK(spec::holds(c, s));
  s["c"] = "yes";
  CHECK_FALSE(spec::holds(c, s));
  s["a"] = "x";
  CHECK(spec::holds(c, s));
}

TEST_CASE("membership, inequality and parentheses", "[model][condition]") {
  const auto c = spec::parse_condition(
      "(q in [board, golden] or q == aboard) and r != king and p not in [citadel]");
  CHECK(spec::variables_of(c) == std::vector<std::string>{"q", "r", "p"});
  CHECK(spec::holds(c, {{"q", "golden"}, {"r", "queen_regent"}, {"p", "board"}}));
  CHECK_FALSE(spec::holds(c, {{"q", "golden"}, {"r", "king"}, {"p", "board"}}));
  CHECK_FALSE(spec::holds(c, {{"q", "captured"}, {"r", "queen_regent"}, {"p", "board"}}));
  CHECK_FALSE(spec::holds(c, {{"q", "board"}, {"r", "queen_regent"}, {"p", "citadel"}}));
  CHECK(spec::holds(spec::parse_condition("true"), {}));
  CHECK_FALSE(spec::holds(spec::parse_condition("not true"), {}));
}

TEST_CASE("printing a condition and parsing it again gives the same formula",
          "[model][condition]") {
  for (const char* text : {"a", "not a", "a == b and (c or d in [e, f])", "not (a or b) and c != d",
                           "x not in [y, z]"}) {
    const auto once = spec::to_text(spec::parse_condition(text));
    CHECK(spec::to_text(spec::parse_condition(once)) == once);
  }
}

TEST_CASE("a malformed condition names the column of the offending token", "[model][condition]") {
  auto column_of = [](const std::string& text) {
    try {
      spec::parse_condition(text);
    } catch (const spec::ConditionError& e) {
      return e.column;
    }
    return 0;
  };
  CHECK(column_of("a == ") == 6);  // ends too early
  CHECK(column_of("a = b") == 3);  // '=' is not an operator
  CHECK(column_of("a and or b") == 7);
  CHECK(column_of("q in [x, ]") == 10);
  CHECK(column_of("(a or b") == 8);
  CHECK(column_of("a b") == 3);
  CHECK(column_of("a and b") == 0);  // valid
}
