// The tables of one compiled spec: built on demand with every sub-table they need (the materials
// one capture or promotion away, recursively), or loaded from a directory of table files. Only
// two-player specs whose rules the retrograde analysis understands are accepted.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solver/tablebase/build_control.h"
#include "solver/tablebase/refuge.h"
#include "solver/tablebase/table.h"

namespace arbiter::solver::tablebase {

class Tablebases {
 public:
  // `directory`: where table files are looked for before building (empty: build in memory only);
  // with `save`, every table built is written there, and a corrupt file found there is rebuilt
  // and replaced (BuildControl::note says so); with `force` as well, every table is rebuilt and
  // its file replaced even when it is valid.
  Tablebases(std::shared_ptr<const model::CompiledRules> rules, TableIdentity identity,
             std::string directory = {}, bool save = false, bool force = false);

  const model::CompiledRules& rules() const { return *rules_; }

  // The table of `material`, built or loaded with its sub-tables. Throws UserError when the spec
  // has rules tables do not handle yet, or when the memory needed exceeds what is available.
  const Table& require(const Material& material, const BuildControl& control);

  // The safety table of `material` for `keeper`: the game where the opponent's only aim is to
  // take a piece of `keeper`. An entry is a loss for `keeper` when the opponent can force such a
  // capture; mates end the game without one; moves into other materials end it too (a draw). A
  // rulebook saying "two knights mate" does not mean positions where a knight is lost by force
  // (solver/tablebase/forced_mate.h). Kept in the directory as "<material>.safety-<player>.arbtb".
  const Table& require_safety(const Material& material, model::PlayerId keeper,
                              const BuildControl& control);

  // The table of `material` in the game where reaching a refuge cell ends the game (refuge.h):
  // a condition on the play, "mate once the king is kept from the corners". With the aim Draw,
  // a move out of the table leads to the plain sub-table (after a capture the condition belongs
  // to a new endgame); with the aim Win, it ends the game of reaching the refuge (a draw). The
  // refuge must map onto itself under the table's symmetries (else a UserError). Kept in the
  // directory as "<material>.kept-<owner>-<cells>.arbtb" or "<material>.refuge-...".
  const Table& require_kept(const Material& material, const Refuge& refuge,
                            const BuildControl& control);

  // The table of `material` if it is in memory (built or loaded, not a derived game's); null
  // otherwise.
  const Table* in_memory(const Material& material) const { return find(material); }

  // The code of a position (its material's table is required first), for its side to move.
  Code probe(const model::Position& pos, const BuildControl& control);

  // What building `material` takes: the tables not in memory yet (its own and its sub-tables'),
  // their entries and the memory at the build's peak. When the material's own table alone
  // exceeds the memory available, the sub-tables are not enumerated (there may be millions) and
  // the figures are a lower bound for that table alone.
  struct BuildSize {
    std::uint64_t tables = 0;       // tables to build
    std::uint64_t entries = 0;      // their entries, in all
    std::uint64_t own_entries = 0;  // the entries of the material's own table
    std::uint64_t peak_bytes = 0;   // memory at the peak of the build
    bool lower_bound = false;       // only the material's own table was counted
  };
  BuildSize build_size(const Material& material) const;

  // Bytes of memory the build of `material` needs at its peak (build_size(material).peak_bytes).
  std::uint64_t memory_needed(const Material& material) const {
    return build_size(material).peak_bytes;
  }

  // The table files `material` needs (its own and its sub-tables') that are neither in memory
  // nor in the directory: what `require` would have to build.
  // With `keeper`: the files require_safety would build. With a refuge: those require_kept would.
  std::vector<std::string> missing_files(
      const Material& material, std::optional<model::PlayerId> keeper = std::nullopt) const;
  std::vector<std::string> missing_files(const Material& material, const Refuge& refuge) const;

  // The path a table of `material` (the safety table for `keeper`, if given) has in the directory.
  std::string path_of(const Material& material,
                      std::optional<model::PlayerId> keeper = std::nullopt) const;
  // The path of the table require_kept builds.
  std::string path_of(const Material& material, const Refuge& refuge) const;

 private:
  std::shared_ptr<const model::CompiledRules> rules_;
  TableIdentity identity_;
  std::string directory_;
  bool save_;
  bool force_;
  std::vector<std::unique_ptr<Table>> tables_;  // few: a material and its sub-tables
  struct SafetyTable {
    model::PlayerId keeper;
    std::unique_ptr<Table> table;
  };
  std::vector<SafetyTable> safety_;
  struct KeptTable {
    Refuge refuge;
    std::unique_ptr<Table> table;
  };
  std::vector<KeptTable> kept_;

  const Table* find(const Material& material) const;
  // The table of `material` at `path` in the directory if it is there, else built by `build` on
  // a fresh index (and saved when asked to).
  using Builder = std::function<std::vector<Code>(const TableIndex&)>;
  std::unique_ptr<Table> load_or_build(const Material& material, const std::string& path,
                                       const TableIdentity& identity, const Builder& build,
                                       const BuildControl& control) const;
  // The value of a position outside the table being built; its table is already in memory.
  Code exit_value(const model::Position& pos) const;
  // The code of `pos` in `table` (of its material) for its side to move, also where it stands
  // beside the table (en_passant.h); `value_of` values the positions its captures lead to.
  Code value_in(const Table& table, const model::Position& pos,
                const std::function<Code(const model::Position&)>& value_of) const;
  // Refuses `material` (a sub-table of `requested`, or itself) when it needs unsupported rules.
  void check_supported(const Material& material, const Material& requested) const;
  // The tables `material` needs that are not in memory, sub-tables first, each once; only the
  // material itself when its table alone is too large for this machine (see BuildSize).
  std::vector<Material> missing_materials(const Material& material) const;
  // Whether a table of `entries` entries alone, at 2 bytes and a bit each, exceeds the memory
  // available (then its sub-tables are not listed).
  bool too_large_alone(std::uint64_t entries) const;
  // Refuses, with the figures, a build that needs more memory than is available.
  void check_memory(const Material& material) const;
  TableIdentity safety_identity(model::PlayerId keeper) const;
  TableIdentity kept_identity(const Refuge& refuge) const;
  std::string derived_path(const Material& material, const std::string& tag) const;
  TableIdentity derived_identity(const std::string& description) const;
  // Whether `path` is a file of the directory (never, without a directory).
  bool on_disk(const std::string& path) const;
};

// Memory the machine has available now, in bytes (MemAvailable of /proc/meminfo).
std::uint64_t available_memory();

// Where the table files of a variant go when no directory is given (`tb build` without --out,
// the endgame claims without --tables): tables/<variant> under the working folder.
std::string default_table_directory(const model::CompiledRules& rules);

}  // namespace arbiter::solver::tablebase
