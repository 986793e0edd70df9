// Name checks of `claims:` entries against the spec's own vocabulary.
#include "model/spec/validate_claims.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>

#include "model/board_graph.h"

namespace arbiter::model::spec {
namespace {

std::string listed(const std::set<std::string>& names) {
  std::string text;
  for (const auto& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

// The names of one vocabulary and what to call them in a message.
struct Vocabulary {
  const char* what;
  std::set<std::string> names;
};

class ClaimNames {
 public:
  explicit ClaimNames(const SpecDocument& doc) : doc_(doc) {
    for (const auto& p : doc.pieces) pieces_.names.insert(p.name.value);
    for (const auto& z : doc.zones) zones_.names.insert(z.name.value);
    for (const auto& p : doc.players) players_.names.insert(p.name.value);
    if (doc.board.colouring) {
      for (const auto& c : doc.board.colouring->colours) colours_.names.insert(c.value);
      for (const auto& [cell, colour] : doc.board.colouring->cells)
        colours_.names.insert(colour.value);
    }
    try {
      board_ = BoardGraph::build(doc.board);
    } catch (const UserError&) {
      // The board's own errors are reported when the spec is compiled.
    }
  }

  std::vector<Diagnostic>& found() { return found_; }

  void check(const ClaimDoc& claim) {
    check_guard(claim);
    const ClaimCheckDoc& c = claim.check;
    name(c.piece, pieces_);
    name(c.includes, pieces_);
    for (const auto& p : c.pieces) name(p, pieces_);
    for (const auto& p : c.excluding) name(p, pieces_);
    name(c.zone, zones_);
    name(c.not_zone, zones_);
    name(c.colour, colours_);
    for (const auto& [from, to] : c.players) {
      name(from, players_);
      name(to, players_);
    }
    for (const auto& p : c.different_colours) name(p, pieces_);
    name(c.side, players_);
    cell(claim, c.cell, "a cell of the board, such as its centre");
    for (const auto& t : c.defender_not_on) cell(claim, t, "a cell of the board");
    for (const auto& t : c.defender_kept_from) cell(claim, t, "a cell of the board");
    if (!c.map.empty() && c.map.value != "reflect_ranks" && c.map.value != "reflect_files" &&
        c.map.value != "rotate_180" && c.map.value != "rotate_120" && c.map.value != "rotate_240")
      found_.push_back(
          {c.map.mark, "unknown coordinate map '" + c.map.value + "'",
           "one of: reflect_ranks, reflect_files, rotate_180, rotate_120, rotate_240"});
    check_permutation(claim);
  }

 private:
  const SpecDocument& doc_;
  Vocabulary pieces_{"piece", {}}, zones_{"zone", {}}, players_{"player", {}},
      colours_{"colour", {}};
  std::optional<BoardGraph> board_;
  std::vector<Diagnostic> found_;

  void name(const Text& t, const Vocabulary& v) {
    if (t.empty() || v.names.count(t.value)) return;
    found_.push_back({t.mark, std::string("unknown ") + v.what + " '" + t.value + "' in a claim",
                      std::string("a ") + v.what + " of the spec: " + listed(v.names)});
  }

  void cell(const ClaimDoc& claim, const Text& t, const char* expected) {
    if (!t.empty() && board_ && !board_->find(t.value))
      found_.push_back(
          {t.mark, "unknown cell '" + t.value + "' in claim " + claim.id.value, expected});
  }

  void check_guard(const ClaimDoc& claim) {
    for (const auto& entry : claim.when) {
      // Plain references, not a structured binding: clang 14 cannot capture one in a lambda.
      const auto& option = entry.first;
      const auto& value = entry.second;
      const auto o = std::find_if(doc_.options.begin(), doc_.options.end(),
                                  [&](const OptionDoc& d) { return d.name.value == option; });
      if (o == doc_.options.end()) {
        found_.push_back({value.mark,
                          "unknown option '" + option + "' in the guard of claim " + claim.id.value,
                          "an option of the spec"});
        continue;
      }
      std::set<std::string> values;
      for (const auto& a : o->alternatives) values.insert(a.value.value);
      if (!values.count(value.value))
        found_.push_back({value.mark,
                          "option '" + option + "' has no alternative '" + value.value + "'",
                          "one of: " + listed(values)});
    }
  }

  // A player map must be a permutation of the players.
  void check_permutation(const ClaimDoc& claim) {
    const ClaimCheckDoc& c = claim.check;
    if (c.players.empty()) return;
    std::set<std::string> from, to;
    for (const auto& [f, t] : c.players) {
      from.insert(f.value);
      to.insert(t.value);
    }
    if (from != players_.names || to != players_.names)
      found_.push_back({c.players.front().first.mark,
                        "the players of claim " + claim.id.value +
                            " must map every player to a different player",
                        "players: {white: black, black: white}"});
  }
};

}  // namespace

std::vector<Diagnostic> validate_claims(const SpecDocument& doc) {
  ClaimNames names(doc);
  std::set<std::string> ids;
  for (const auto& claim : doc.claims) {
    if (!ids.insert(claim.id.value).second)
      names.found().push_back({claim.id.mark, "claim id '" + claim.id.value + "' is used twice",
                               "a unique id such as CLM-1a"});
    names.check(claim);
  }
  return names.found();
}

}  // namespace arbiter::model::spec
