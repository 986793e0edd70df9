// A finished endgame table: its index and the code of every entry. Immutable once built or
// loaded; probing is a look-up.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/tablebase/index.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// What a table file must match to be used: the spec it was built from (a hash of the spec's
// text), its variant name and the option settings (canonical "name=value,..." text).
struct TableIdentity {
  std::uint64_t spec_hash = 0;
  std::string variant;
  std::string options;
};

// "name=value,name=value" in name order, the form a table file records.
std::string options_text(const model::CompiledRules& rules);

// The identity of tables built from `rules`, compiled from a spec text whose hash is `spec_hash`.
TableIdentity identify(const model::CompiledRules& rules, std::uint64_t spec_hash);

class Table {
 public:
  Table(TableIndex index, std::vector<Code> codes)
      : index_(std::move(index)), codes_(std::move(codes)) {}

  const TableIndex& index() const { return index_; }
  const std::vector<Code>& codes() const { return codes_; }
  Code code(std::uint64_t i) const { return codes_[i]; }
  // The code of a position of this table's material and no other state; none otherwise.
  std::optional<Code> probe(const model::Position& pos) const {
    const auto i = index_.index_of(pos);
    if (!i) return std::nullopt;
    return codes_[*i];
  }

 private:
  TableIndex index_;
  std::vector<Code> codes_;
};

}  // namespace arbiter::solver::tablebase
