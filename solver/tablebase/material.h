// Material: which pieces each side of a two-player spec has in an endgame table, written like
// "KQvK" or "KCNvK" with the spec's piece letters (first player's pieces first, sides parted by a
// lower-case "v"). A value type; identical pieces form one group, indexed as a combination.
#pragma once

#include <string>
#include <vector>

#include "model/position.h"
#include "model/rules.h"

namespace arbiter::solver::tablebase {

// Pieces of one kind owned by one player.
struct MaterialGroup {
  model::PlayerId owner;
  model::PieceKind kind;
  int count = 0;
  bool operator==(const MaterialGroup&) const = default;
};

class Material {
 public:
  // Reads "KQvK"; throws UserError naming the offending letter. The spec must have two players.
  static Material parse(const model::CompiledRules& rules, const std::string& text);
  // The material of a position: its pieces on the board and its passengers (hands are not
  // material here).
  static Material of(const model::Position& pos);

  // Groups in canonical order: by owner, then royal pieces first, then by value (highest first),
  // then by letter, so "KBNvK" and "KNBvK" are the same material.
  const std::vector<MaterialGroup>& groups() const { return groups_; }
  int piece_count() const;
  // The canonical name, e.g. "KBNvK"; also the table's file name stem.
  std::string name(const model::CompiledRules& rules) const;
  // The materials one capture or promotion away (sub-tables), each once.
  std::vector<Material> successors(const model::CompiledRules& rules) const;
  // This material with one piece of (owner, kind) changed into `becomes` (a succession: the heir
  // changes kind in place); the royal piece that was mated is taken off with `without`.
  Material with_kind_changed(const model::CompiledRules& rules, model::PlayerId owner,
                             model::PieceKind kind, model::PieceKind becomes) const;
  // This material with one piece of (owner, kind) fewer.
  Material without(model::PlayerId owner, model::PieceKind kind) const;
  bool operator==(const Material&) const = default;

 private:
  std::vector<MaterialGroup> groups_;
  void add(const model::CompiledRules& rules, model::PlayerId owner, model::PieceKind kind,
           int count);
};

}  // namespace arbiter::solver::tablebase
