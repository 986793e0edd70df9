// The spec language's documentation cannot drift from the loader: every key that
// the spec loader (model/spec/load*.cpp, yaml_reader.cpp) accepts is listed in kSpecKeys (checked
// against load.cpp's KeyedMap vocabularies), and every listed key is mentioned in specs/README.md.
#include <array>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

struct MapKeys {
  std::string_view map;   // the KeyedMap's name in load.cpp (its `what`)
  std::string_view keys;  // its keys, separated by spaces
};

// Every key of every map of the spec language, copied from load.cpp's KeyedMap vocabularies,
// plus the one key read outside a KeyedMap: `{option: NAME}` in place of a scalar.
constexpr std::array kSpecKeys = {
    MapKeys{"spec",
            "variant title board players turn_order zones pieces castling en_passant drops "
            "game_end succession opposition notation options audit claims source"},
    MapKeys{"source", "file section quote"},
    MapKeys{"board", "geometry side files ranks extra_cells holes colouring source"},
    MapKeys{"extra cell", "name at"},
    MapKeys{"colouring", "pattern first colours cells"},
    MapKeys{"player", "name forward case prefix side source"},
    MapKeys{"zone", "name cells per_player sanctuary royal_neighbours closed when source"},
    MapKeys{"closed", "to if_occupied by_push source"},
    MapKeys{"if_occupied", "zone by pieces"},
    MapKeys{
        "move atom",
        "step slide leap hop via symmetry max screens landing mode from_zone to_zone "
        "not_to_zone not_from_zone only_unmoved en_passant targets not_through push push_then "
        "push_chain "
        "capture relocate_to relocate_choice relocate_full relocate_owner target_side warp when "
        "source"},
    MapKeys{"promotion", "zone trigger choices forced forced_zone source"},
    MapKeys{"promotion choice", "piece when"},
    MapKeys{"drop", "not_into one_per_column may_not_mate source"},
    MapKeys{"piece",
            "name letter san_letter value royal capturable resets_halfmove_clock moves promotion "
            "drop confined_to cannot_stop_on must_leave captured_as carries immobilizes imitates "
            "when source"},
    MapKeys{"carries", "capacity unload source"},
    MapKeys{"immobilizes", "directions released_by_own immobilized_attacks when source"},
    MapKeys{"imitates",
            "skip royal castling_records enters_after enter_before deadline_counts entry_records "
            "source"},
    MapKeys{"castling", "name player right san king rook empty safe may_hold when source"},
    MapKeys{"may_hold", "cells pieces by when"},
    MapKeys{"option", "name description alternatives default probes source"},
    MapKeys{"alternative", "value description source"},
    MapKeys{"en_passant", "cells window source"},
    MapKeys{"drops", "captures_to_hand source"},
    MapKeys{"game_end",
            "checkmate stalemate draw_claims move_limit repetition dead_position source"},
    MapKeys{"draw threshold", "claim automatic source"},
    MapKeys{"draw claim", "royal_in timing when source"},
    MapKeys{
        "succession",
        "order not_from blocked_draw cascade mating_piece royal_attacker relocation_promotes turn "
        "heirs_aboard source"},
    MapKeys{"heir", "piece becomes original"},
    MapKeys{"opposition", "model placements checks source"},
    MapKeys{"opposition placement", "pieces step leap symmetry when source"},
    MapKeys{"royal check", "attacker target by when source"},
    MapKeys{"notation", "fields start starts mark_not_original"},
    MapKeys{"start", "start when"},
    MapKeys{"claim", "id statement check when source"},
    MapKeys{"claim check",
            "cells centre max_moves start_colour reaches_all may_stop_on first_movers "
            "first_move_captures moves_include setup_symmetry value endgame"},
    MapKeys{"cells check", "count zone not_zone colour"},
    MapKeys{"max_moves check", "piece count"},
    MapKeys{"start_colour check", "piece colour"},
    MapKeys{"reaches_all check", "piece"},
    MapKeys{"may_stop_on check", "zone pieces"},
    MapKeys{"first_movers check", "pieces excluding"},
    MapKeys{"first_move_captures check", "pieces"},
    MapKeys{"moves_include check", "piece includes"},
    MapKeys{"setup_symmetry check", "map players"},
    MapKeys{"value check", "piece equals"},
    MapKeys{"endgame check",
            "material result side defender_not_on defender_kept_from different_colours"},
    MapKeys{"scalar", "option values"},
    MapKeys{"audit", "state positions axioms questions clauses"},
    MapKeys{"state variable", "name values type measure description"},
    MapKeys{"measure", "kind piece original"},
    MapKeys{"axiom", "id holds reason source"},
    MapKeys{"question", "name description asked answers"},
    MapKeys{"clause", "id question when then priority reading under source"},
};

// kSpecKeys as (map, key) pairs.
std::vector<std::pair<std::string, std::string>> spec_keys() {
  std::vector<std::pair<std::string, std::string>> result;
  for (const auto& entry : kSpecKeys) {
    std::istringstream words{std::string(entry.keys)};
    for (std::string key; words >> key;) result.emplace_back(std::string(entry.map), key);
  }
  return result;
}

std::string read_source_file(const std::string& relative) {
  std::ifstream in(std::string(ARBITER_SOURCE_DIR) + "/" + relative, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The (map, key) pairs of every `KeyedMap x(r, node, "what", {"k1", "k2", ...})` in load.cpp.
std::set<std::pair<std::string, std::string>> loader_vocabularies(const std::string& source,
                                                                  int& maps) {
  static const std::regex keyed_map(
      R"re(KeyedMap\s+\w+\(\s*\w+\s*,\s*\w+\s*,\s*"([^"]+)"\s*,\s*\{([^}]*)\})re");
  static const std::regex quoted(R"re("([^"]+)")re");
  std::set<std::pair<std::string, std::string>> result;
  maps = 0;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), keyed_map);
       it != std::sregex_iterator(); ++it) {
    ++maps;
    const std::string what = (*it)[1];
    const std::string keys = (*it)[2];
    for (auto k = std::sregex_iterator(keys.begin(), keys.end(), quoted);
         k != std::sregex_iterator(); ++k)
      result.insert({what, (*k)[1]});
  }
  return result;
}

bool is_word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

// Whether the README names the key: "`key`" in prose or tables, or "key:" in a YAML example.
bool mentions(const std::string& readme, std::string_view key) {
  if (readme.find("`" + std::string(key) + "`") != std::string::npos) return true;
  const std::string as_yaml = std::string(key) + ":";
  for (auto at = readme.find(as_yaml); at != std::string::npos; at = readme.find(as_yaml, at + 1)) {
    if (at == 0 || !is_word_char(readme[at - 1])) return true;
  }
  return false;
}

}  // namespace

// The spec loader's sources: every model/spec file that reads YAML maps.
std::string loader_sources() {
  std::string text;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(ARBITER_SOURCE_DIR) + "/model/spec")) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".cpp" &&
        (name.rfind("load", 0) == 0 || name == "yaml_reader.cpp"))
      text += read_source_file("model/spec/" + name);
  }
  return text;
}

TEST_CASE("kSpecKeys lists exactly the keys model/spec/load.cpp accepts", "[model][spec]") {
  const std::string source = loader_sources();
  REQUIRE(source.find("KeyedMap") != std::string::npos);
  int maps = 0;
  const auto loader = loader_vocabularies(source, maps);
  // load.cpp reads 21 maps through KeyedMap: spec, source, board, extra cell, colouring, player,
  // zone, closed, if_occupied, move atom, promotion, drop, carries, piece, castling, option,
  // alternative, en_passant, drops, game_end, notation. Fewer means the pattern above no longer
  // matches the code.
  CHECK(maps >= 21);
  std::set<std::pair<std::string, std::string>> listed;
  for (const auto& [map, key] : spec_keys())
    if (map != "scalar") listed.insert({map, key});
  for (const auto& [map, key] : loader) {
    INFO("load.cpp accepts '" << key << "' in " << map
                              << ": add it to kSpecKeys and to specs/README.md");
    CHECK(listed.count({map, key}) == 1);
  }
  for (const auto& [map, key] : listed) {
    INFO("kSpecKeys lists '" << key << "' in " << map << ", which load.cpp does not accept");
    CHECK(loader.count({map, key}) == 1);
  }
}

TEST_CASE("every key of the spec language is described in specs/README.md", "[model][spec]") {
  const std::string readme = read_source_file("specs/README.md");
  REQUIRE_FALSE(readme.empty());
  for (const auto& [map, key] : spec_keys()) {
    INFO("specs/README.md does not mention '" << key << "' (" << map << ")");
    CHECK(mentions(readme, key));
  }
  // The check can fail: a key that is not part of the language is not mentioned.
  CHECK_FALSE(mentions(readme, "castling_rights_extra"));
}
