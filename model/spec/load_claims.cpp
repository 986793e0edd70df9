// Reading the top-level `claims` key (specs/README.md "Claims"). A claim's `check` is a map with
// exactly one key, the check type; each type has its own reader and vocabulary, so a new type
// is one more reader and one more row of kCheckReaders.
#include "model/spec/load_claims.h"

#include <string>

namespace arbiter::model::spec {
namespace {

using yaml::KeyedMap;
using CheckReader = void (*)(yaml::Reader&, const YAML::Node&, ClaimCheckDoc&);

void require(yaml::Reader& r, const YAML::Node& node, const YAML::Node& value, const char* check,
             const char* key, const char* example) {
  const std::string article =
      std::string("aeiou").find(check[0]) == std::string::npos ? "a " : "an ";
  if (!value) r.error(node, article + check + " check needs `" + key + "`", example);
}

void read_count(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  c.count = r.integer(node, "count");
}

void read_cells(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kCellsCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["count"], "cells", "count",
          "cells: {count: 123, zone: ZONE, colour: COLOUR}");
  if (auto n = map["count"]) read_count(r, n, c);
  if (auto n = map["zone"]) c.zone = r.text(n, "zone");
  if (auto n = map["not_zone"]) c.not_zone = r.text(n, "not_zone");
  if (auto n = map["colour"]) c.colour = r.text(n, "colour");
}

void read_centre(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  c.cell = r.text(node, "centre cell");
}

// A check of a piece and a count (max_moves, max_attacks), read through its own map.
void read_piece_count(yaml::Reader& r, const YAML::Node& node, KeyedMap& map, ClaimCheckDoc& c,
                      const char* type, const char* example) {
  if (!map.valid()) return;
  require(r, node, map["piece"], type, "piece", example);
  require(r, node, map["count"], type, "count", example);
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
  if (auto n = map["count"]) read_count(r, n, c);
}

void read_max_moves(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kMaxMovesCheckKeys);
  read_piece_count(r, node, map, c, "max_moves", "max_moves: {piece: knight, count: 8}");
}

void read_max_attacks(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kMaxAttacksCheckKeys);
  read_piece_count(r, node, map, c, "max_attacks", "max_attacks: {piece: bishop, count: 14}");
}

void read_start_colour(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kStartColourCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["piece"], "start_colour", "piece",
          "start_colour: {piece: bishop, colour: dark}");
  require(r, node, map["colour"], "start_colour", "colour",
          "start_colour: {piece: bishop, colour: dark}");
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
  if (auto n = map["colour"]) c.colour = r.text(n, "colour");
}

void read_reaches_all(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kReachesAllCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["piece"], "reaches_all", "piece", "reaches_all: {piece: king}");
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
}

void read_reaches(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kReachesCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["piece"], "reaches", "piece", "reaches: {piece: bishop, count: 42}");
  require(r, node, map["count"], "reaches", "count", "reaches: {piece: bishop, count: 42}");
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
  if (auto n = map["count"]) c.count = r.integer(n, "count");
}

void read_may_stop_on(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kMayStopOnCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["zone"], "may_stop_on", "zone",
          "may_stop_on: {zone: ZONE, pieces: [king, pawn]}");
  require(r, node, map["pieces"], "may_stop_on", "pieces",
          "may_stop_on: {zone: ZONE, pieces: [king, pawn]}");
  if (auto n = map["zone"]) c.zone = r.text(n, "zone");
  if (auto n = map["pieces"]) c.pieces = r.text_list(n, "piece");
}

void read_first_movers(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kFirstMoversCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["pieces"], "first_movers", "pieces",
          "first_movers: {pieces: [knight], excluding: [pawn]}");
  if (auto n = map["pieces"]) c.pieces = r.text_list(n, "piece");
  if (auto n = map["excluding"]) c.excluding = r.text_list(n, "piece");
}

void read_first_move_captures(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kFirstMoveCapturesCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["pieces"], "first_move_captures", "pieces",
          "first_move_captures: {pieces: [cannon]}");
  if (auto n = map["pieces"]) c.pieces = r.text_list(n, "piece");
}

void read_moves_include(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kMovesIncludeCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["piece"], "moves_include", "piece",
          "moves_include: {piece: queen, includes: rook}");
  require(r, node, map["includes"], "moves_include", "includes",
          "moves_include: {piece: queen, includes: rook}");
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
  if (auto n = map["includes"]) c.includes = r.text(n, "includes");
}

void read_setup_symmetry(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kSetupSymmetryCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["map"], "setup_symmetry", "map",
          "setup_symmetry: {map: reflect_ranks, players: {white: black, black: white}}");
  if (auto n = map["map"]) c.map = r.text(n, "map");
  if (auto n = map["players"]) {
    if (!n.IsMap()) {
      r.error(n, "players must map each player to the player it becomes",
              "players: {white: black, black: white}");
      return;
    }
    r.unique_keys(n, "players");
    for (const auto& entry : n)
      c.players.emplace_back(r.text(entry.first, "player"), r.text(entry.second, "player"));
  }
}

void read_value(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  KeyedMap map(r, node, kValueCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["piece"], "value", "piece", "value: {piece: knight, equals: 3}");
  require(r, node, map["equals"], "value", "equals", "value: {piece: knight, equals: 3}");
  if (auto n = map["piece"]) c.piece = r.text(n, "piece");
  if (auto n = map["equals"]) c.equals = r.number(n, "equals");
}

void read_endgame(yaml::Reader& r, const YAML::Node& node, ClaimCheckDoc& c) {
  constexpr const char* example = "endgame: {material: KNNvK, result: forces_mate}";
  KeyedMap map(r, node, kEndgameCheckKeys);
  if (!map.valid()) return;
  require(r, node, map["material"], "endgame", "material", example);
  require(r, node, map["result"], "endgame", "result", example);
  if (auto n = map["material"]) c.material = r.text(n, "material");
  if (auto n = map["result"]) {
    c.result = r.text(n, "result");
    if (c.result.value != "forces_mate" && c.result.value != "no_forced_mate")
      r.error(n, "unknown endgame result '" + c.result.value + "'",
              "forces_mate or no_forced_mate");
  }
  if (auto n = map["side"]) c.side = r.text(n, "side");
  if (auto n = map["defender_not_on"]) c.defender_not_on = r.text_list(n, "cell");
  if (auto n = map["defender_kept_from"]) c.defender_kept_from = r.text_list(n, "cell");
  if (auto n = map["different_colours"]) c.different_colours = r.text_list(n, "piece");
}

struct CheckType {
  const char* name;
  CheckReader read;
};
constexpr CheckType kCheckReaders[] = {
    {"cells", read_cells},
    {"centre", read_centre},
    {"max_moves", read_max_moves},
    {"max_attacks", read_max_attacks},
    {"start_colour", read_start_colour},
    {"reaches_all", read_reaches_all},
    {"reaches", read_reaches},
    {"may_stop_on", read_may_stop_on},
    {"first_movers", read_first_movers},
    {"first_move_captures", read_first_move_captures},
    {"moves_include", read_moves_include},
    {"setup_symmetry", read_setup_symmetry},
    {"value", read_value},
    {"endgame", read_endgame},
};

ClaimCheckDoc read_check(yaml::Reader& r, const YAML::Node& node) {
  ClaimCheckDoc c;
  c.mark = r.mark(node);
  // The vocabulary is kCheckReaders' names, written out so that the keys can be read here.
  KeyedMap map(r, node, kClaimCheckKeys);
  if (!map.valid()) return c;
  if (node.size() != 1) {
    r.error(node, "a claim check has exactly one check type",
            "check: {max_moves: {piece: knight, count: 8}}");
    return c;
  }
  const auto entry = *node.begin();
  for (const CheckType& type : kCheckReaders) {
    if (entry.first.Scalar() != type.name) continue;
    c.type = {type.name, r.mark(entry.first), {}, {}};
    type.read(r, entry.second, c);
  }
  return c;
}

}  // namespace

ClaimDoc read_claim(yaml::Reader& r, const YAML::Node& node) {
  ClaimDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kClaimKeys);
  if (!map.valid()) return c;
  if (auto n = map["id"])
    c.id = r.text(n, "claim id");
  else
    r.error(node, "a claim needs an id", "id: CLM-1");
  if (auto n = map["statement"])
    c.statement = r.text(n, "statement");
  else
    r.error(node, "a claim needs a statement", "statement: \"what the rulebook says, in English\"");
  if (auto n = map["check"])
    c.check = read_check(r, n);
  else
    r.error(node, "a claim needs a check", "check: {cells: {count: 64}}");
  c.when = yaml::read_guard(r, map["when"]);
  c.sources = yaml::read_sources(r, map["source"]);
  if (c.sources.empty())
    r.error(node, "a claim must cite the rulebook", "source: {file, section, quote}");
  return c;
}

}  // namespace arbiter::model::spec
