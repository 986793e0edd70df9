// Reading and writing the imitation field (spec `imitates:`): each player's imitation record and
// entry cells, e.g. `P@e2,-` (the first player's last move recorded a pawn and left e2 as entry
// cell; the second has no record).
#include "model/notation/imitation_field.h"

#include <sstream>
#include <vector>

#include "model/notation/field_text.h"

namespace arbiter::model::notation {
namespace {

Diagnostic bad(std::string message, std::string expected) {
  return field_error(std::move(message), std::move(expected));
}

std::vector<std::string> split(const std::string& text, char separator) {
  return split_field(text, separator);
}

const char* kExpected = "per player (commas between): a piece letter or -, then @cell[+cell]";

std::optional<Diagnostic> read_one(Position& pos, PlayerId p, const std::string& entry) {
  const CompiledRules& rules = pos.rules();
  const auto at = entry.find('@');
  const std::string letter = entry.substr(0, at);
  ImitationState state;
  if (letter != "-") {
    const auto kind = rules.find_letter(letter);
    if (!kind)
      return bad("unknown piece letter '" + letter + "' in the imitation field", kExpected);
    // Records never name an imitating kind: a move by one records the kind it copied.
    if (rules.imitation().of(*kind).imitates)
      return bad("an imitation record cannot be the imitating kind '" + letter + "'", kExpected);
    state.record = *kind;
  }
  if (at != std::string::npos) {
    const auto cells = split(entry.substr(at + 1), '+');
    if (cells.empty() || cells.size() > state.entry.size())
      return bad("'" + entry + "' lists no or too many entry cells", "one or two cells");
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const auto c = rules.board().find(cells[i]);
      if (!c) return bad("unknown cell '" + cells[i] + "' in the imitation field", kExpected);
      if (i == 1 && *c == state.entry[0])
        return bad("entry cell '" + cells[i] + "' listed twice", kExpected);
      state.entry[i] = *c;
    }
  }
  pos.set_imitation_state(p, state);
  return std::nullopt;
}

}  // namespace

std::optional<Diagnostic> read_imitation_field(Position& pos, const std::string& token) {
  const CompiledRules& rules = pos.rules();
  const auto entries = split(token, ',');
  if (entries.size() != rules.player_count())
    return bad("the imitation field '" + token + "' has " + std::to_string(entries.size()) +
                   " entries, the spec has " + std::to_string(rules.player_count()) + " players",
               kExpected);
  for (std::size_t p = 0; p < entries.size(); ++p)
    if (auto d = read_one(pos, PlayerId::from_index(p), entries[p])) return d;
  return std::nullopt;
}

std::string imitation_field(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  std::string out;
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const ImitationState& s = pos.imitation_state(PlayerId::from_index(p));
    if (p > 0) out += ',';
    out += s.record.is_none() ? std::string("-") : rules.piece(s.record).letter;
    std::string cells;
    for (Cell c : s.entry)
      if (!c.is_none()) cells += (cells.empty() ? "" : "+") + rules.board().name(c);
    if (!cells.empty()) out += "@" + cells;
  }
  return out;
}

}  // namespace arbiter::model::notation
