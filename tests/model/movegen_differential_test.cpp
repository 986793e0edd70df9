// Differential test of move generation (STYLE.md P17): on random positions of every bundled spec,
// under every combination of its options, the table-driven engine and the reference interpreter
// of the spec document (tests/reference) must produce the same set of legal moves.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/random_position.h"

namespace {

namespace model = arbiter::model;
namespace spec = arbiter::model::spec;
using arbiter::testing::reference::ReferenceRules;

constexpr std::uint64_t kBaseSeed = 0x6172626974657200ULL;  // position i uses seed base + i
constexpr int kMaxPlayoutPlies = 160;
constexpr int kMismatchesReported = 5;  // per spec and option assignment

// The bundled specs, plus synthetic specs in tests/model/data/differential/ that exercise what
// the bundled ones do not (three players, holes, two-screen hops, landing adjacent, lame leaps
// with two legs, targets on en passant captures, hex drops).
std::vector<std::filesystem::path> bundled_spec_files() {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"/specs", "/tests/model/data/differential"}) {
    for (const auto& entry :
         std::filesystem::directory_iterator(std::string(ARBITER_SOURCE_DIR) + dir))
      if (entry.path().extension() == ".yaml") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string options_text(const spec::OptionValues& values) {
  std::string text;
  for (const auto& [name, value] : values) text += (text.empty() ? "" : " ") + name + "=" + value;
  return text.empty() ? "(none)" : text;
}

// The engine's legal moves as sorted, distinct texts; `repeated` gets each text the engine lists
// more than once (one move generated twice, or two moves with one name).
std::vector<std::string> engine_move_texts(const model::Position& pos,
                                           std::vector<std::string>& repeated) {
  std::vector<std::string> texts;
  for (model::Move m : model::legal_moves(pos))
    texts.push_back(model::notation::move_to_string(pos, m));
  std::sort(texts.begin(), texts.end());
  for (std::size_t i = 1; i < texts.size(); ++i)
    if (texts[i] == texts[i - 1]) repeated.push_back(texts[i]);
  texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
  return texts;
}

std::string joined(const std::vector<std::string>& texts) {
  std::string text;
  for (const auto& t : texts) text += (text.empty() ? "" : " ") + t;
  return text.empty() ? "-" : text;
}

// The first seed: ARBITER_DIFFERENTIAL_SEED when set (to replay a reported seed or explore new
// ones), else a fixed one.
std::uint64_t base_seed() {
  const char* text = std::getenv("ARBITER_DIFFERENTIAL_SEED");
  return text ? std::stoull(text, nullptr, 0) : kBaseSeed;
}

// The elements of sorted `a` missing from sorted `b`.
std::vector<std::string> missing_from(const std::vector<std::string>& a,
                                      const std::vector<std::string>& b) {
  std::vector<std::string> only;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(only));
  return only;
}

struct Comparison {
  int positions = 0;
  int mismatches = 0;
};

// Compares engine and reference on `count` positions drawn from seeds first_seed, first_seed + 1,
// ...; reports the first few mismatches with everything needed to reproduce them.
Comparison compare_on_random_positions(const std::string& variant, const spec::OptionValues& values,
                                       const model::CompiledRules& rules,
                                       const ReferenceRules& reference, std::uint64_t first_seed,
                                       int count) {
  Comparison result;
  for (int i = 0; i < count; ++i) {
    const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(i);
    std::mt19937_64 random(seed);
    const model::Position pos = arbiter::testing::random_position(rules, random, kMaxPlayoutPlies);
    std::vector<std::string> repeated;
    const std::vector<std::string> engine = engine_move_texts(pos, repeated);
    const std::vector<std::string> expected =
        reference.legal_move_texts(reference.from_position(pos));
    ++result.positions;
    if (engine == expected && repeated.empty()) continue;
    if (++result.mismatches > kMismatchesReported) continue;
    std::ostringstream message;
    message << "spec " << variant << " [" << options_text(values) << "], seed " << seed << "\n"
            << "position: " << model::notation::to_string(pos) << "\n"
            << "engine only:    " << joined(missing_from(engine, expected)) << "\n"
            << "reference only: " << joined(missing_from(expected, engine)) << "\n"
            << "engine repeats: " << joined(repeated);
    FAIL_CHECK(message.str());
  }
  return result;
}

// The option assignments a spec is compared under: all of them when there are at most
// kMaxAssignments; otherwise the defaults, each other alternative alone (the rest at their
// defaults), then combinations drawn at random from `seed` up to kMaxAssignments. (Ajedrez 123
// has thousands of combinations; its options interact mostly in pairs.)
constexpr std::size_t kMaxAssignments = 64;

std::vector<spec::OptionValues> assignments_to_compare(const spec::SpecDocument& doc,
                                                       std::uint64_t seed) {
  // Every combination when there are few; else each alternative alone, then random combinations
  // (drawn option by option: the full product can run into the millions).
  std::vector<spec::OptionValues> chosen = spec::option_assignments_to_check(doc, kMaxAssignments);
  std::size_t product = 1;
  for (const auto& option : doc.options) {
    product *= std::max<std::size_t>(1, option.alternatives.size());
    if (product > kMaxAssignments) break;
  }
  if (product <= kMaxAssignments) return chosen;
  std::mt19937_64 random(seed);
  for (int attempts = 0; chosen.size() < kMaxAssignments && attempts < 1000; ++attempts) {
    spec::OptionValues values;
    for (const auto& option : doc.options)
      values[option.name.value] =
          option.alternatives[random() % option.alternatives.size()].value.value;
    if (std::find(chosen.begin(), chosen.end(), values) == chosen.end()) chosen.push_back(values);
  }
  return chosen;
}

// ARBITER_DIFFERENTIAL_POSITIONS, when set, replaces the default count (the sanitizer run in CI
// uses a smaller sample: the same code paths, fewer positions).
int positions_per_spec(int default_count) {
  const char* text = std::getenv("ARBITER_DIFFERENTIAL_POSITIONS");
  return text ? std::max(1, std::atoi(text)) : default_count;
}

// Runs the comparison for every bundled spec and option assignment (assignments_to_compare),
// `per_spec` positions per spec (shared among its option assignments, at least per_spec / 20
// each, at most 50 of that floor).
void compare_every_bundled_spec(int per_spec) {
  const std::uint64_t first_seed = base_seed();
  CAPTURE(first_seed);
  const auto files = bundled_spec_files();
  REQUIRE_FALSE(files.empty());
  for (const auto& file : files) {
    const spec::SpecDocument doc = spec::load_spec_file(file.string());
    const auto assignments = assignments_to_compare(doc, first_seed);
    const int floor = std::clamp(per_spec / 20, 1, 50);  // per option assignment
    const int count = std::max(floor, per_spec / static_cast<int>(assignments.size()));
    for (const auto& values : assignments) {
      INFO("spec " << file.filename().string() << " options " << options_text(values));
      const auto rules = spec::compile(doc, values);
      const ReferenceRules reference(spec::apply_options(doc, values));
      const Comparison result = compare_on_random_positions(doc.variant.value, values, *rules,
                                                            reference, first_seed, count);
      CHECK(result.positions == count);
      CHECK(result.mismatches == 0);
    }
  }
}

// A perft figure: the position (empty: the spec's start position), depth and published count.
struct PerftCase {
  const char* spec;
  const char* position;
  int depth_plies;
  std::uint64_t expected;
};

// Sources: chess, Chess Programming Wiki "Perft Results" (start position, Kiwipete, positions 3
// to 5); xiangqi and shogi, the figures cited in specs/xiangqi.yaml and specs/shogi.yaml;
// Gliński, the 51 start moves cited in specs/glinski.yaml.
constexpr const char* kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* kCpw3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr const char* kCpw4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr const char* kCpw5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";

// Checks the reference's perft (by its own move application) and the engine's against the
// published figure; skips a spec that is not bundled.
void check_perft(const PerftCase& c) {
  const std::string path = std::string(ARBITER_SOURCE_DIR) + "/specs/" + c.spec + ".yaml";
  if (!std::filesystem::exists(path)) return;
  INFO(c.spec << " " << (*c.position ? c.position : "start") << " depth " << c.depth_plies);
  const spec::SpecDocument doc = spec::load_spec_file(path);
  const auto values = spec::default_option_values(doc);
  const auto rules = spec::compile(doc, values);
  const ReferenceRules reference(spec::apply_options(doc, values));
  model::Position pos = *c.position ? model::notation::position_from_string(*rules, c.position)
                                    : model::notation::start_position(*rules);
  CHECK(reference.perft(reference.from_position(pos), c.depth_plies) == c.expected);
  CHECK(model::perft(pos, c.depth_plies) == c.expected);
}

}  // namespace

TEST_CASE("engine and reference interpreter agree on 2000 random positions of every bundled spec",
          "[model][differential]") {
  compare_every_bundled_spec(positions_per_spec(2000));
}

TEST_CASE("engine and reference interpreter agree on 20000 random positions of every bundled spec",
          "[model][differential][.slow]") {
  compare_every_bundled_spec(20000);
}

TEST_CASE("the reference interpreter reproduces published perft counts",
          "[model][differential][heavy]") {
  for (const PerftCase& c :
       {PerftCase{"chess", "", 4, 197281}, PerftCase{"chess", kKiwipete, 3, 97862},
        PerftCase{"chess", kCpw3, 4, 43238}, PerftCase{"chess", kCpw4, 3, 9467},
        PerftCase{"chess", kCpw5, 3, 62379}, PerftCase{"xiangqi", "", 3, 79666},
        PerftCase{"shogi", "", 3, 25470}, PerftCase{"glinski", "", 1, 51}}) {
    check_perft(c);
  }
}

TEST_CASE("the reference interpreter reproduces deeper published perft counts",
          "[model][differential][.slow]") {
  for (const PerftCase& c :
       {PerftCase{"chess", "", 5, 4865609}, PerftCase{"chess", kKiwipete, 4, 4085603},
        PerftCase{"xiangqi", "", 4, 3290240}, PerftCase{"shogi", "", 4, 719731}}) {
    check_perft(c);
  }
}
