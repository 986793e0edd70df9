// Table files. Layout (all integers little-endian):
//   magic "ARBITER-TB" and a newline, format version (u32), spec hash (u64), then the variant, the
//   option settings, the material and the generator's version as strings (u32 length + bytes),
//   the number of symmetries the index folds by (u32, 1 without folding; version 2 on), the entry
//   count (u64), bits per entry (u8) and the packed codes (entry i at bit i * bits,
//   least significant bit first), and last the FNV-1a checksum (u64) of every byte before it.
// A file is written to a temporary name beside the target and renamed over it, so a reader (or a
// Ctrl-C) never meets half a file.
#pragma once

#include <string>

#include "model/diagnostic.h"
#include "solver/tablebase/build_control.h"
#include "solver/tablebase/table.h"

namespace arbiter::solver::tablebase {

// Version 3: the folded piece numbered as the highest digit (index.h); version 2 numbered it as
// the lowest, and its files would read as other positions.
constexpr std::uint32_t kFormatVersion = 3;

// The file name of a table: "<material>.arbtb".
std::string table_file_name(const model::CompiledRules& rules, const Material& material);

// Writes the table atomically; throws UserError naming the path when it cannot, and Interrupted
// (removing the temporary file) when the control's cancel flag is set while writing.
void save_table(const std::string& path, const Table& table, const TableIdentity& identity,
                const BuildControl& control);

// A table file that is damaged or not a table file at all (a directory, a device, another
// file, truncated, a checksum that does not match): `tb build` replaces it.
class CorruptTableFile : public UserError {
 public:
  using UserError::UserError;
};

// Reads a table of `material` and checks it: a truncated or corrupt file (CorruptTableFile), or
// one built from another spec, options, material or format, is a UserError saying which. The
// file's kind, size and header are checked before the rest of it is read, so a directory, a
// device or a file far too long is refused at once.
Table load_table(const std::string& path, const model::CompiledRules& rules,
                 const Material& material, const TableIdentity& identity);

// The same checks on a table file's bytes already in memory; `path` names it in messages only.
Table load_table_bytes(const std::string& data, const std::string& path,
                       const model::CompiledRules& rules, const Material& material,
                       const TableIdentity& identity);

}  // namespace arbiter::solver::tablebase
