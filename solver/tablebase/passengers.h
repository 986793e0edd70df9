// Passengers in endgame tables. A carrier (spec `carries:`, Ajedrez 123's ship) whose relocating
// capture finds every relocation cell taken carries its victim aboard (`relocate_full: carry`);
// the passenger rides until it is unloaded onto a freed cell. A table numbers a passenger on its
// carrier's cell: an entry where a piece shares its cell with a carrier it may ride is that piece
// aboard (two pieces on one cell are otherwise illegal), so the index gains no entries, only a
// meaning for some it had. Which pieces may ride which carriers is read from the compiled rules:
// the kinds a carrying atom may land on (its owner relation, target kinds, capturability), and
// under `heirs_aboard` the kinds those become by succession, since an heir inherits aboard.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "solver/tablebase/material.h"

namespace arbiter::solver::tablebase {

class Passengers {
 public:
  Passengers(const model::CompiledRules& rules, const Material& material);

  // Whether some piece of the material may ride some carrier of it.
  bool any() const { return any_; }
  // Whether a piece of group `passenger` (in material order) may ride a carrier of group `carrier`.
  bool may_ride(std::size_t carrier, std::size_t passenger) const {
    return any_ && rides_[carrier * groups_ + passenger];
  }
  // The most passengers a carrier of group `carrier` may take at once (0: not a carrier).
  int capacity(std::size_t carrier) const { return capacity_[carrier]; }
  // Why the index cannot number the passengers of this material, if it cannot: a carrier that may
  // hold two at once (their order counts, and the index keeps none), or carry its own kind or
  // another carrier.
  std::optional<std::string> unsupported(const model::CompiledRules& rules,
                                         const Material& material) const;

 private:
  std::size_t groups_ = 0;
  bool any_ = false;
  std::vector<bool> rides_;    // [carrier group * groups + passenger group]
  std::vector<int> capacity_;  // per group
};

}  // namespace arbiter::solver::tablebase
