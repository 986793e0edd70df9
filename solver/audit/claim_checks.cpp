// The table of claim check types and the helpers they share. A new check type is one function
// and one row here, plus its reader in model/spec/load_claims.cpp. Endgame claims need tables and
// are run apart (claims_endgame.cpp).
#include "solver/audit/claim_checks.h"

#include <cstdio>

#include "model/notation/diagram.h"
#include "model/notation/position_string.h"

namespace arbiter::solver::audit {
namespace {

struct CheckEntry {
  const char* type;
  ClaimCheck check;
};
constexpr CheckEntry kChecks[] = {
    {"cells", check_cells},
    {"centre", check_centre},
    {"max_moves", check_max_moves},
    {"max_attacks", check_max_attacks},
    {"start_colour", check_start_colour},
    {"reaches_all", check_reaches_all},
    {"reaches", check_reaches},
    {"may_stop_on", check_may_stop_on},
    {"first_movers", check_first_movers},
    {"first_move_captures", check_first_move_captures},
    {"moves_include", check_moves_include},
    {"setup_symmetry", check_setup_symmetry},
    {"value", check_value},
};

}  // namespace

ClaimCheck find_claim_check(const std::string& type) {
  for (const auto& entry : kChecks)
    if (type == entry.type) return entry.check;
  return nullptr;
}

namespace claim_text {

std::string join(const std::vector<std::string>& names, std::size_t limit) {
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (limit != 0 && i == limit)
      return text + ", ... (" + std::to_string(names.size()) + " in all)";
    text += (i == 0 ? "" : ", ") + names[i];
  }
  return text.empty() ? "none" : text;
}

std::set<std::string> names(const std::vector<model::spec::Text>& texts) {
  std::set<std::string> result;
  for (const auto& t : texts) result.insert(t.value);
  return result;
}

std::string join(const std::set<std::string>& names) {
  return join(std::vector<std::string>(names.begin(), names.end()));
}

std::string number(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", x);
  return buffer;
}

}  // namespace claim_text

Witness position_witness(const model::Position& pos, bool reachable, std::string note) {
  Witness w;
  w.position = model::notation::to_string(pos);
  w.reachable = reachable;
  w.note = std::move(note);
  w.diagram = model::notation::render_board(pos);
  return w;
}

Witness abstract_witness(std::string note) {
  Witness w;
  w.note = std::move(note);
  return w;
}

std::optional<model::PieceKind> find_kind(const model::CompiledRules& rules,
                                          const model::spec::Text& name) {
  return rules.find_piece(name.value);
}

}  // namespace arbiter::solver::audit
