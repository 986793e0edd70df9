// CompiledRules::atoms_from (model/atoms_by_cell.h): per owner, kind and cell, the atoms whose
// start zones let them move the piece from that cell, with the path each takes from there (the
// general one where a move of it may promote). Read on the orthodox pawn, whose double step
// starts on its second rank only and whose moves from the seventh rank promote, and on every
// bundled spec against the atoms' own zones and promotion cells.
#include "model/atoms_by_cell.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <vector>

#include "model/rules.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

std::vector<std::uint16_t> atom_indices(std::span<const AtomFromCell> atoms) {
  std::vector<std::uint16_t> out;
  for (const AtomFromCell& a : atoms) out.push_back(a.atom);
  return out;
}

TEST_CASE("a pawn's double step starts on its second rank, and its moves promote from the seventh",
          "[rules][atoms]") {
  const auto rules = testing::bundled_rules("chess");
  const BoardGraph& board = rules->board();
  const PlayerId white = *rules->find_player("white");
  const PlayerId black = *rules->find_player("black");
  const PieceKind pawn = *rules->find_piece("pawn");
  // The spec's atoms in order: the step, the double step (from_zone pawn_start), the captures.
  REQUIRE(rules->atoms(white, pawn).size() == 3);
  const std::vector<std::uint16_t> all{0, 1, 2}, no_double{0, 2};
  CHECK(atom_indices(rules->atoms_from(white, pawn, *board.find("e2"))) == all);
  CHECK(atom_indices(rules->atoms_from(white, pawn, *board.find("e3"))) == no_double);
  CHECK(atom_indices(rules->atoms_from(black, pawn, *board.find("e7"))) == all);
  CHECK(atom_indices(rules->atoms_from(black, pawn, *board.find("e2"))) == no_double);
  // From e3 each atom keeps its compiled path; from e7 a white pawn's moves promote.
  for (const AtomFromCell& a : rules->atoms_from(white, pawn, *board.find("e3")))
    CHECK(a.path == rules->atoms(white, pawn)[a.atom].path);
  CHECK(rules->atoms(white, pawn)[0].path != AtomPath::General);
  for (const AtomFromCell& a : rules->atoms_from(white, pawn, *board.find("e7")))
    CHECK(a.path == AtomPath::General);
}

TEST_CASE("every bundled spec: a cell's atoms are those its start zones admit, in order",
          "[rules][atoms]") {
  for (const char* name :
       {"chess", "xiangqi", "shogi", "glinski", "omega", "fairy", "ajedrez123"}) {
    INFO(name);
    const auto rules = testing::bundled_rules(name);
    const ZoneRules& zones = rules->zones();
    for (std::size_t p = 0; p < rules->player_count(); ++p) {
      const PlayerId owner = PlayerId::from_index(p);
      for (std::size_t k = 0; k < rules->kind_count(); ++k) {
        const PieceKind kind = PieceKind::from_index(k);
        const auto& atoms = rules->atoms(owner, kind);
        for (std::size_t i = 0; i < rules->board().cell_count(); ++i) {
          const Cell from = Cell::from_index(i);
          std::vector<std::uint16_t> admitted;
          for (std::size_t a = 0; a < atoms.size(); ++a) {
            const bool in =
                atoms[a].from_zone == kNoZone || zones.contains(atoms[a].from_zone, owner, from);
            const bool out = atoms[a].not_from_zone != kNoZone &&
                             zones.contains(atoms[a].not_from_zone, owner, from);
            if (in && !out) admitted.push_back(static_cast<std::uint16_t>(a));
          }
          const auto listed = rules->atoms_from(owner, kind, from);
          CHECK(atom_indices(listed) == admitted);
          for (const AtomFromCell& a : listed)
            CHECK(a.path == (atoms[a.atom].promotes_from.contains(from) ? AtomPath::General
                                                                        : atoms[a.atom].path));
        }
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::model
