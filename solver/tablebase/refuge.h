// Derived games for endgame claims with a condition on the play ("bishop and champion mate
// easily, once the defending king is kept from the corners"): a royal piece of the refuge's
// owner that stands on one of its cells has reached it, and the game ends there, whoever is to
// move. With the aim `Draw` that is a draw: a table of that game tells whether the other side
// forces mate without ever letting the royal reach a refuge. With the aim `Win` it is the owner's
// win: a table of that game tells from where the other side can keep the royal out at all.
#pragma once

#include <string>
#include <vector>

#include "model/position.h"
#include "solver/tablebase/symmetry.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

class Refuge {
 public:
  enum class Aim : std::uint8_t { Draw, Win };

  Refuge() = default;  // no refuge: the rules' own game
  // Cells named more than once count once.
  Refuge(const model::CompiledRules& rules, model::PlayerId owner, std::vector<model::Cell> cells,
         Aim aim);

  bool empty() const { return cells_.empty(); }
  model::PlayerId owner() const { return owner_; }
  Aim aim() const { return aim_; }
  const std::vector<model::Cell>& cells() const { return cells_; }  // in board order

  // Whether c is one of the refuge's cells.
  bool covers(model::Cell c) const { return c.index < on_cell_.size() && on_cell_[c.index]; }
  // Whether some royal piece of the owner stands on a refuge in `pos`.
  bool reached(const model::Position& pos) const;
  // The value of a position where a refuge is reached, for its side to move.
  Code reached_code(bool owner_to_move) const {
    if (aim_ == Aim::Draw) return code::kDraw;
    return owner_to_move ? code::win(0) : code::loss(0);
  }
  // Whether every symmetry maps the refuge cells onto themselves (a table may then fold by them).
  bool symmetric_under(const std::vector<CellPermutation>& symmetries) const;

  // "black's royal pieces kept from w1, w2, w3, w4" or "black's royal pieces win on reaching
  // w1, w2, w3, w4" (in table identities and reports).
  std::string describe(const model::CompiledRules& rules) const;
  // "kept-black-w1-w2-w3-w4" or "refuge-black-w1-w2-w3-w4" (in file names; many cells are
  // named by their count and a hash: "kept-black-28-cells-<16 hex digits>").
  std::string file_tag(const model::CompiledRules& rules) const;

  friend bool operator==(const Refuge& a, const Refuge& b) {
    return a.owner_ == b.owner_ && a.cells_ == b.cells_ && a.aim_ == b.aim_;
  }

 private:
  model::PlayerId owner_{};
  std::vector<model::Cell> cells_;
  std::vector<bool> on_cell_;  // per board cell
  Aim aim_ = Aim::Draw;
};

}  // namespace arbiter::solver::tablebase
