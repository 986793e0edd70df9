#include "solver/tablebase/tablebases.h"

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <sstream>
#include <unordered_set>

#include "model/attacks.h"
#include "model/diagnostic.h"
#include "model/notation/position_string.h"
#include "solver/tablebase/draw_claims.h"
#include "solver/tablebase/en_passant.h"
#include "solver/tablebase/fast_moves.h"
#include "solver/tablebase/retrograde.h"
#include "solver/tablebase/rule_support.h"
#include "solver/tablebase/store.h"
#include "solver/tablebase/succession.h"

namespace arbiter::solver::tablebase {

using model::CompiledRules;

std::uint64_t available_memory() {
  std::ifstream in("/proc/meminfo");
  std::string key;
  std::uint64_t kilobytes = 0;
  std::string unit;
  while (in >> key >> kilobytes >> unit)
    if (key == "MemAvailable:") return kilobytes * 1024;
  const long pages = ::sysconf(_SC_AVPHYS_PAGES);
  const long page = ::sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0
             ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page)
             : 0;
}

std::string default_table_directory(const CompiledRules& rules) {
  return "tables/" + rules.variant();
}

Tablebases::Tablebases(std::shared_ptr<const CompiledRules> rules, TableIdentity identity,
                       std::string directory, bool save, bool force)
    : rules_(std::move(rules)),
      identity_(std::move(identity)),
      directory_(std::move(directory)),
      save_(save),
      force_(force && save) {}

namespace {

std::uint64_t times(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > std::numeric_limits<std::uint64_t>::max() / b
             ? std::numeric_limits<std::uint64_t>::max()
             : a * b;
}

std::uint64_t plus(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b
             ? std::numeric_limits<std::uint64_t>::max()
             : a + b;
}

std::string mib(std::uint64_t bytes) {
  return std::to_string((bytes >> 20) + ((bytes & 0xFFFFF) != 0)) + " MiB";
}

}  // namespace

// A derived game's table (safety, refuge) sits beside the plain one as "<material>.<tag>.arbtb"
// and records what it derives in its identity's options.
std::string Tablebases::derived_path(const Material& material, const std::string& tag) const {
  std::string name = table_file_name(*rules_, material);
  if (!tag.empty()) name.insert(name.size() - std::string(".arbtb").size(), "." + tag);
  return (std::filesystem::path(directory_) / name).string();
}

TableIdentity Tablebases::derived_identity(const std::string& description) const {
  TableIdentity identity = identity_;
  identity.options += (identity.options.empty() ? "" : ",") + std::string("(") + description + ")";
  return identity;
}

bool Tablebases::on_disk(const std::string& path) const {
  return !directory_.empty() && std::filesystem::exists(path);
}

std::string Tablebases::path_of(const Material& material,
                                std::optional<model::PlayerId> keeper) const {
  return derived_path(material, keeper ? "safety-" + rules_->player(*keeper).name : std::string());
}

TableIdentity Tablebases::safety_identity(model::PlayerId keeper) const {
  return derived_identity("safety of " + rules_->player(keeper).name + "'s pieces");
}

std::string Tablebases::path_of(const Material& material, const Refuge& refuge) const {
  return derived_path(material, refuge.file_tag(*rules_));
}

TableIdentity Tablebases::kept_identity(const Refuge& refuge) const {
  return derived_identity(refuge.describe(*rules_));
}

const Table* Tablebases::find(const Material& material) const {
  for (const auto& table : tables_)
    if (table->index().material() == material) return table.get();
  return nullptr;
}

// Rules the retrograde analysis does not un-make yet are refused by name rather than answered
// wrongly (rule_support.h), with the size the table would have.
void Tablebases::check_supported(const Material& material, const Material& requested) const {
  const CompiledRules& r = *rules_;
  const auto missing = unsupported_rule(r, material);
  if (!missing) return;
  throw UserError(input_error(
      "endgame tables of " + material.name(r) + " in " + r.variant() + " need " + *missing +
      ", which the tablebase generator does not handle yet (" + requested.name(r) + " would hold " +
      std::to_string(TableIndex(r, requested).size()) + " entries; its build would need about " +
      std::to_string(memory_needed(requested) >> 20) + " MiB)"));
}

bool Tablebases::too_large_alone(std::uint64_t entries) const {
  const std::uint64_t available = available_memory();
  return available != 0 && plus(times(entries, 2), entries / 8) > available;
}

// Each material once (a set of names, not a search of the list), sub-tables before the tables
// that need them; the material's own table is sized first, so a table far too large for the
// machine is not followed into its (possibly millions of) sub-materials.
std::vector<Material> Tablebases::missing_materials(const Material& material) const {
  std::vector<Material> out;
  if (find(material)) return out;
  if (too_large_alone(TableIndex(*rules_, material).size())) return {material};
  std::unordered_set<std::string> seen;
  std::function<void(const Material&)> visit = [&](const Material& m) {
    if (find(m) || !seen.insert(m.name(*rules_)).second) return;
    for (const Material& sub : sub_materials(*rules_, m)) visit(sub);
    out.push_back(m);
  };
  visit(material);
  return out;
}

std::vector<std::string> Tablebases::missing_files(const Material& material,
                                                   std::optional<model::PlayerId> keeper) const {
  std::vector<Material> missing;
  if (!keeper) missing = missing_materials(material);
  std::vector<std::string> paths;
  for (const Material& m : missing)
    if (!on_disk(path_of(m))) paths.push_back(path_of(m));
  if (keeper) {
    const bool in_memory = std::any_of(safety_.begin(), safety_.end(), [&](const SafetyTable& k) {
      return k.keeper == *keeper && k.table->index().material() == material;
    });
    if (!in_memory && !on_disk(path_of(material, keeper)))
      paths.push_back(path_of(material, keeper));
  }
  return paths;
}

std::vector<std::string> Tablebases::missing_files(const Material& material,
                                                   const Refuge& refuge) const {
  std::vector<Material> missing;
  if (refuge.aim() == Refuge::Aim::Draw)
    for (const Material& sub : sub_materials(*rules_, material))
      for (Material& m : missing_materials(sub))
        if (std::find(missing.begin(), missing.end(), m) == missing.end())
          missing.push_back(std::move(m));
  std::vector<std::string> paths;
  for (const Material& m : missing)
    if (!on_disk(path_of(m))) paths.push_back(path_of(m));
  const bool in_memory = std::any_of(kept_.begin(), kept_.end(), [&](const KeptTable& k) {
    return k.refuge == refuge && k.table->index().material() == material;
  });
  if (!in_memory && !on_disk(path_of(material, refuge))) paths.push_back(path_of(material, refuge));
  return paths;
}

Tablebases::BuildSize Tablebases::build_size(const Material& material) const {
  BuildSize size;
  const std::vector<Material> missing = missing_materials(material);
  if (missing.empty()) return size;
  size.own_entries = TableIndex(*rules_, material).size();
  size.lower_bound = too_large_alone(size.own_entries);
  std::uint64_t kept = 0;
  for (const Material& m : missing) {
    const std::uint64_t entries = m == material ? size.own_entries : TableIndex(*rules_, m).size();
    // While building: the codes (2 bytes each), the marks (1 bit), and on the general path what
    // the first visit found (2 bytes each; the fast path keeps it in the codes of entries not
    // settled yet), on the fast path the lists of entries the next ply visits (8 bytes each;
    // taken to hold at most half the table at once); with en passant on both sides, the general
    // path's plies of the captures to recheck (2 bytes each). A table too large to enumerate the
    // sub-tables of is counted at its least: codes and marks.
    std::uint64_t per_entry = 2;
    if (!size.lower_bound) {
      const bool fast = !fast_path_obstacle(*rules_, m);
      per_entry = fast ? 2 + 4 : 2 + 2 + (en_passant_interplay(*rules_, m) ? 2 : 0);
    }
    size.peak_bytes =
        std::max(size.peak_bytes, plus(kept, plus(times(entries, per_entry), entries / 8)));
    kept = plus(kept, times(entries, 2));
    size.entries = plus(size.entries, entries);
    ++size.tables;
  }
  return size;
}

void Tablebases::check_memory(const Material& material) const {
  const BuildSize size = build_size(material);
  const std::uint64_t available = available_memory();
  if (available == 0 || size.peak_bytes <= available) return;
  const std::string name = material.name(*rules_);
  if (size.lower_bound)
    throw UserError(input_error("the table of " + name + " alone has " +
                                    std::to_string(size.own_entries) +
                                    " entries and needs at least " + mib(size.peak_bytes) +
                                    " of memory (2 bytes and a bit "
                                    "per entry, before its sub-tables); " +
                                    mib(available) + " are available",
                                "a material with fewer pieces"));
  throw UserError(input_error(
      "building " + name + " needs about " + mib(size.peak_bytes) + " of memory at its peak (" +
          std::to_string(size.tables) + " tables to build, " + std::to_string(size.entries) +
          " entries in all; " + name + " itself: " + std::to_string(size.own_entries) +
          " entries); " + mib(available) + " are available",
      "a material with fewer pieces"));
}

const Table& Tablebases::require_safety(const Material& material, model::PlayerId keeper,
                                        const BuildControl& control) {
  for (const SafetyTable& k : safety_)
    if (k.keeper == keeper && k.table->index().material() == material) return *k.table;
  check_supported(material, material);
  check_memory(material);
  auto build = [&](const TableIndex& index) {
    std::size_t kept_pieces = 0;
    for (const MaterialGroup& g : material.groups())
      if (g.owner == keeper) kept_pieces += static_cast<std::size_t>(g.count);
    // A move out of the table that took a piece of the keeper (now to move) is the opponent's
    // aim reached; any other ends the game without it.
    auto exits = [&](const model::Position& pos) {
      return pos.pieces_of(keeper).size() < kept_pieces ? code::loss(0) : code::kDraw;
    };
    // So is a stalemate of the opponent: a keeper whose only way to keep its pieces stalemates
    // has not kept them to any purpose. Mates end the game without a capture.
    auto terminals = [&](const model::Position& pos) -> std::optional<Code> {
      if (pos.side_to_move() == keeper || model::in_check(pos, pos.side_to_move()))
        return std::nullopt;
      return code::win(0);
    };
    return generate_table(index, exits, control, terminals);
  };
  safety_.push_back({keeper, load_or_build(material, path_of(material, keeper),
                                           safety_identity(keeper), build, control)});
  return *safety_.back().table;
}

const Table& Tablebases::require_kept(const Material& material, const Refuge& refuge,
                                      const BuildControl& control) {
  for (const KeptTable& k : kept_)
    if (k.refuge == refuge && k.table->index().material() == material) return *k.table;
  check_supported(material, material);
  check_memory(material);
  if (!refuge.symmetric_under(TableIndex(*rules_, material).symmetries()))
    throw UserError(input_error(
        "a refuge (" + refuge.describe(*rules_) + ") whose cells the board's symmetries, which " +
        material.name(*rules_) +
        "'s tables fold by, do not map onto themselves; name every image of each cell"));
  const bool kept = refuge.aim() == Refuge::Aim::Draw;
  // Kept from the refuges, a move out of the table leads to the plain sub-table; in the game of
  // reaching them, it ends that game without (a draw).
  if (kept)
    for (const Material& sub : sub_materials(*rules_, material)) require(sub, control);
  auto build = [&](const TableIndex& index) {
    auto exits = [this, kept](const model::Position& pos) {
      return kept ? exit_value(pos) : code::kDraw;
    };
    return generate_table(index, exits, control, {}, GeneratorPath::Fastest, refuge);
  };
  kept_.push_back({refuge, load_or_build(material, path_of(material, refuge), kept_identity(refuge),
                                         build, control)});
  return *kept_.back().table;
}

const Table& Tablebases::require(const Material& material, const BuildControl& control) {
  if (const Table* t = find(material)) return *t;
  check_memory(material);  // first: a table too large is refused before its sub-tables are listed
  const std::vector<Material> missing = missing_materials(material);
  for (const Material& m : missing) check_supported(m, material);
  auto build = [&](const TableIndex& index) {
    return generate_table(
        index, [this](const model::Position& pos) { return exit_value(pos); }, control, {},
        GeneratorPath::Fastest, Refuge(), [this](const Material& m) { return find(m); });
  };
  for (const Material& m : missing)
    tables_.push_back(load_or_build(m, path_of(m), identity_, build, control));
  return *find(material);
}

std::unique_ptr<Table> Tablebases::load_or_build(const Material& material, const std::string& path,
                                                 const TableIdentity& identity,
                                                 const Builder& build,
                                                 const BuildControl& control) const {
  if (on_disk(path) && !force_) {
    try {
      return std::make_unique<Table>(load_table(path, *rules_, material, identity));
    } catch (const CorruptTableFile& e) {
      if (!save_) throw;
      std::string why = e.diagnostics().front().message;
      if (const auto at = why.find("; build it again"); at != std::string::npos) why.erase(at);
      if (control.note) control.note(why + "; building it again to replace it");
    }
  }
  TableIndex index(*rules_, material);
  std::vector<Code> codes;
  try {
    codes = build(index);
  } catch (const Interrupted& e) {
    if (!e.table().empty()) throw;
    throw Interrupted(save_ && !directory_.empty() ? path : material.name(*rules_));
  }
  auto table = std::make_unique<Table>(std::move(index), std::move(codes));
  if (save_ && !directory_.empty()) {
    save_table(path, *table, identity, control);
    if (control.written) control.written(path);
  }
  return table;
}

Code Tablebases::exit_value(const model::Position& pos) const {
  const Material material = Material::of(pos);
  const Table* table = find(material);
  if (table == nullptr)
    throw std::logic_error("no table for " + material.name(*rules_) +
                           " after a move from the table being built");
  return value_in(*table, pos, [this](const model::Position& after) { return exit_value(after); });
}

Code Tablebases::probe(const model::Position& pos, const BuildControl& control) {
  const Table& table = require(Material::of(pos), control);
  return value_in(table, pos, [&](const model::Position& after) { return probe(after, control); });
}

Code Tablebases::value_in(const Table& table, const model::Position& pos,
                          const std::function<Code(const model::Position&)>& value_of) const {
  if (const auto c = table.probe(pos)) return *c;
  model::Position scratch = pos;
  const DrawClaims claims(*rules_);
  const auto choice = en_passant_choice(table.index(), scratch, [&](const model::Position& after) {
    // As the generator reads a capture: after a succession the capturer may move again.
    const Code child = value_of(after);
    return after.side_to_move() == pos.side_to_move() ? as_opponent_reply(child)
                                                      : claims.through_entry_claim(after, child);
  });
  if (!choice)
    throw UserError(
        input_error("position " + model::notation::to_string(pos) +
                        " has state endgame tables do not hold (castling rights, hands)",
                    "a position with no castling rights and empty hands"));
  return value_with_en_passant(*choice, table.code(choice->entry));
}

}  // namespace arbiter::solver::tablebase
