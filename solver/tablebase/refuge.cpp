#include "solver/tablebase/refuge.h"

#include <algorithm>
#include <cstdio>

#include "solver/tablebase/checksum.h"

namespace arbiter::solver::tablebase {

using model::Cell;

Refuge::Refuge(const model::CompiledRules& rules, model::PlayerId owner, std::vector<Cell> cells,
               Aim aim)
    : owner_(owner),
      cells_(std::move(cells)),
      on_cell_(rules.board().cell_count(), false),
      aim_(aim) {
  std::sort(cells_.begin(), cells_.end());
  cells_.erase(std::unique(cells_.begin(), cells_.end()), cells_.end());
  for (Cell c : cells_) on_cell_[c.index] = true;
}

bool Refuge::reached(const model::Position& pos) const {
  if (empty()) return false;
  for (Cell c : pos.pieces_of(owner_))
    if (covers(c) && pos.rules().is_royal(pos.at(c))) return true;
  return false;
}

bool Refuge::symmetric_under(const std::vector<CellPermutation>& symmetries) const {
  for (const CellPermutation& s : symmetries)
    for (Cell c : cells_)
      if (!on_cell_[s[c.index].index]) return false;
  return true;
}

std::string Refuge::describe(const model::CompiledRules& rules) const {
  std::string text =
      rules.player(owner_).name +
      (aim_ == Aim::Draw ? "'s royal pieces kept from " : "'s royal pieces win on reaching ");
  for (std::size_t k = 0; k < cells_.size(); ++k)
    text += (k == 0 ? "" : ", ") + rules.board().name(cells_[k]);
  return text;
}

std::string Refuge::file_tag(const model::CompiledRules& rules) const {
  std::string names;
  for (Cell c : cells_) names += "-" + rules.board().name(c);
  // File names have a length limit: many cells are named by their count and a hash.
  if (names.size() > 64) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(names)));
    names = "-" + std::to_string(cells_.size()) + "-cells-" + hex;
  }
  return (aim_ == Aim::Draw ? "kept-" : "refuge-") + rules.player(owner_).name + names;
}

}  // namespace arbiter::solver::tablebase
