// Compiling push chains: step tables and the room check (compile_push_chain.h).
#include "model/spec/compile_push_chain.h"

#include <algorithm>
#include <string>

#include "model/push_chain.h"

namespace arbiter::model::spec {
namespace {

// Bit per kind: kinds some atom pushes that have a push_chain atom of their own. `atoms_of(p, k)`
// gives the atoms of kind k owned by player p.
template <typename AtomsOf>
std::uint64_t relay_kinds(AtomsOf atoms_of, std::size_t player_count, std::size_t kind_count) {
  std::uint64_t pushed = 0, chaining = 0;
  for (std::size_t p = 0; p < player_count; ++p) {
    for (std::size_t k = 0; k < kind_count; ++k) {
      for (const CompiledAtom& a : atoms_of(p, k)) {
        pushed |= a.push_kinds;
        if (a.push_chain) chaining |= std::uint64_t{1} << k;
      }
    }
  }
  return pushed & chaining;
}

// Cells atom a reaches from c on an empty board (a step, slide or leap: hops cannot push).
void add_targets(const CompiledAtom& a, const BoardGraph& board, Cell c, std::vector<Cell>& out) {
  if (a.type == AtomType::Leap) {
    for (const LeapTarget& t : a.leaps[c.index]) out.push_back(t.to);
    return;
  }
  for (DirectionId d : a.directions) {
    const auto ray = board.ray(c, d);
    const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    out.insert(out.end(), ray.begin(), ray.begin() + static_cast<std::ptrdiff_t>(reach));
  }
}

// Bit per kind: the relay kinds and every kind that may turn into one (promotion, succession,
// a hand with drops).
std::uint64_t may_become(const CompiledRules& rules, std::uint64_t relay) {
  std::uint64_t kinds = relay;
  auto has = [&](PieceKind k) { return ((kinds >> k.index) & 1u) != 0; };
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t i = 0; i < rules.kind_count(); ++i) {
      const PieceKind k = PieceKind::from_index(i);
      if (has(k)) continue;
      const PieceInfo& info = rules.piece(k);
      bool becomes = rules.has_drops() && has(info.captured_as);
      if (info.promotion)
        for (PieceKind choice : info.promotion->choices) becomes = becomes || has(choice);
      if (rules.succession())
        for (const Heir& h : rules.succession()->order)
          becomes = becomes || (h.piece == k && has(h.becomes));
      if (becomes) {
        kinds |= std::uint64_t{1} << i;
        grew = true;
      }
    }
  }
  return kinds;
}

bool pieces_change_sides(const CompiledRules& rules) {
  if (rules.has_drops()) return true;
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      for (const CompiledAtom& a : rules.atoms(PlayerId::from_index(p), PieceKind::from_index(k)))
        if (a.relocates && a.relocation.to_captor) return true;
  return false;
}

}  // namespace

PushChainRule compile_push_chains(const PerOwnerKind<std::vector<CompiledAtom>>& atoms,
                                  std::size_t player_count, std::size_t kind_count,
                                  const BoardGraph& board) {
  PushChainRule tables;
  tables.cell_count = board.cell_count();
  const auto atoms_of = [&](std::size_t p, std::size_t k) -> const std::vector<CompiledAtom>& {
    return atoms(PlayerId::from_index(p), PieceKind::from_index(k));
  };
  const std::uint64_t relay = relay_kinds(atoms_of, player_count, kind_count);
  if (relay == 0) return tables;
  tables.chain_steps.assign(player_count * board.cell_count(), {});
  std::size_t widest = 1;
  for (std::size_t p = 0; p < player_count; ++p) {
    for (std::size_t i = 0; i < board.cell_count(); ++i) {
      std::vector<Cell>& steps = tables.chain_steps[p * board.cell_count() + i];
      for (std::size_t k = 0; k < kind_count; ++k) {
        if (((relay >> k) & 1u) == 0) continue;
        for (const CompiledAtom& a : atoms_of(p, k))
          if (a.push_chain) add_targets(a, board, Cell::from_index(i), steps);
      }
      std::sort(steps.begin(), steps.end());
      steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
      widest = std::max(widest, steps.size());
    }
  }
  tables.step_bits = 1;
  while ((std::size_t{1} << tables.step_bits) < widest) ++tables.step_bits;
  tables.capacity =
      std::min(push_chain::kMaxLength, static_cast<std::size_t>(60 / tables.step_bits));
  return tables;
}

std::optional<Diagnostic> check_push_chain_room(const SpecDocument& resolved,
                                                const CompiledRules& rules, const Position& start) {
  if (rules.push_chain().capacity == 0) return std::nullopt;
  const auto atoms_of = [&](std::size_t p, std::size_t k) -> const std::vector<CompiledAtom>& {
    return rules.atoms(PlayerId::from_index(p), PieceKind::from_index(k));
  };
  const std::uint64_t relays =
      may_become(rules, relay_kinds(atoms_of, rules.player_count(), rules.kind_count()));
  auto counts = [&](Piece piece) { return ((relays >> rules.kind(piece).index) & 1u) != 0; };
  std::vector<std::size_t> held(rules.player_count(), 0);
  const BoardGraph& board = rules.board();
  for (std::size_t i = 0; i < board.cell_count(); ++i) {
    const Piece piece = start.at(Cell::from_index(i));
    if (piece && counts(piece)) ++held[rules.owner(piece).index];
  }
  for (const Passenger& p : start.passengers())
    if (counts(p.piece)) ++held[rules.owner(p.piece).index];
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (std::size_t k = 0; k < rules.kind_count(); ++k)
      if (((relays >> k) & 1u) != 0)
        held[p] += static_cast<std::size_t>(
            start.hand_count(PlayerId::from_index(p), PieceKind::from_index(k)));
  std::size_t most = *std::max_element(held.begin(), held.end());
  if (pieces_change_sides(rules)) {
    most = 0;
    for (std::size_t h : held) most += h;
  }
  if (most <= rules.push_chain().capacity) return std::nullopt;
  SourceMark mark;
  for (const PieceDoc& piece : resolved.pieces)
    for (const AtomDoc& a : piece.moves)
      if (mark.line == 0 && a.push_chain.value == "yes") mark = a.push_chain.mark;
  return error_at(mark,
                  "push chains here may pass " + std::to_string(most) +
                      " pieces that push in turn, but a move holds at most " +
                      std::to_string(rules.push_chain().capacity),
                  "fewer pieces that may push in turn, or push_chain atoms with fewer targets");
}

}  // namespace arbiter::model::spec
