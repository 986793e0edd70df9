#include "puzzles/move_relation.h"

#include <algorithm>
#include <span>

#include "puzzles/special_rules.h"

namespace arbiter::puzzles {

namespace {

using model::AtomType;
using model::Cell;
using model::CompiledAtom;
using model::CompiledRules;
using model::kNoZone;
using model::PieceKind;
using model::PlayerId;

bool from_allowed(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell from) {
  if (a.from_zone != kNoZone && !rules.zones().contains(a.from_zone, owner, from)) return false;
  if (a.not_from_zone != kNoZone && rules.zones().contains(a.not_from_zone, owner, from))
    return false;
  return true;
}

// The atom's own destination zones (which also bound what it attacks, as model/attacks.cpp reads
// them); whether the piece may stop there is kept apart, as it bounds moves only.
bool to_allowed(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, Cell to) {
  if (a.to_zone != kNoZone && !rules.zones().contains(a.to_zone, owner, to)) return false;
  if (a.not_to_zone != kNoZone && rules.zones().contains(a.not_to_zone, owner, to)) return false;
  return true;
}

Reach base(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, PieceKind kind,
           Cell from, Cell to) {
  Reach r;
  r.from = from;
  r.to = to;
  r.mode = a.mode;
  r.may_stop = rules.may_stop_on(owner, kind, to);
  r.target_kinds = a.target_kinds;
  r.captures_en_passant = a.captures_en_passant;
  return r;
}

// The lines a slide or hop follows from `from`: the board's rays in its directions, and its
// lines along leap vectors (the nightrider's).
std::vector<std::span<const Cell>> lines_from(const CompiledRules& rules, const CompiledAtom& a,
                                              Cell from) {
  std::vector<std::span<const Cell>> lines;
  for (model::DirectionId d : a.directions) lines.push_back(rules.board().ray(from, d));
  if (!a.vector_lines.empty())
    for (const auto& line : a.vector_lines[from.index]) lines.emplace_back(line);
  return lines;
}

void slide_reaches(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner,
                   PieceKind kind, Cell from, std::vector<Reach>& out) {
  for (const std::span<const Cell> ray : lines_from(rules, a, from)) {
    const std::size_t reach = std::min(ray.size(), static_cast<std::size_t>(a.max_distance));
    for (std::size_t i = 0; i < reach; ++i) {
      if (!to_allowed(rules, a, owner, ray[i])) continue;
      Reach r = base(rules, a, owner, kind, from, ray[i]);
      r.empty.assign(ray.begin(), ray.begin() + static_cast<std::ptrdiff_t>(i));
      if (a.creates_en_passant && i >= 1) {
        if (rules.en_passant().all_passed)
          r.passed = r.empty;
        else
          r.passed = {ray[i - 1]};
      }
      out.push_back(std::move(r));
    }
  }
}

void leap_reaches(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, PieceKind kind,
                  Cell from, std::vector<Reach>& out) {
  for (const model::LeapTarget& t : a.leaps[from.index]) {
    if (!to_allowed(rules, a, owner, t.to)) continue;
    Reach r = base(rules, a, owner, kind, from, t.to);
    r.empty.assign(t.via.begin(), t.via.begin() + t.via_count);
    out.push_back(std::move(r));
  }
}

// A hop lands on the i-th cell of a ray when exactly `screens` pieces stand before it, the last
// of them right before it (landing adjacent) or at most max_distance cells before it.
void hop_reaches(const CompiledRules& rules, const CompiledAtom& a, PlayerId owner, PieceKind kind,
                 Cell from, std::vector<Reach>& out) {
  for (const std::span<const Cell> ray : lines_from(rules, a, from)) {
    for (std::size_t i = static_cast<std::size_t>(a.screens); i < ray.size(); ++i) {
      if (!to_allowed(rules, a, owner, ray[i])) continue;
      Reach r = base(rules, a, owner, kind, from, ray[i]);
      r.captures_en_passant = false;  // a hop never takes en passant (model/movegen.cpp)
      r.hurdles.assign(ray.begin(), ray.begin() + static_cast<std::ptrdiff_t>(i));
      r.screens = a.screens;
      const std::size_t window =
          a.lands_adjacent ? 1 : static_cast<std::size_t>(std::max(a.max_distance, 1));
      if (window < i)
        r.near.assign(ray.begin() + static_cast<std::ptrdiff_t>(i - window),
                      ray.begin() + static_cast<std::ptrdiff_t>(i));
      out.push_back(std::move(r));
    }
  }
}

// The name of the first feature of atom `a` that reaches() does not cover, or null.
const char* uncovered_feature(const CompiledAtom& a) {
  if (a.not_through != kNoZone) return "a slide that may not cross a zone (not_through)";
  if (a.push_kinds != 0) return "pushes";
  if (a.relocates) return "relocating captures";
  if (a.targets_own) return "moves onto own pieces (target_side own)";
  if (a.only_unmoved) return "moves only for unmoved pieces (only_unmoved)";
  return nullptr;
}

}  // namespace

std::vector<Reach> reaches(const CompiledRules& rules, PlayerId owner, PieceKind kind) {
  std::vector<Reach> out;
  for (const CompiledAtom& a : rules.atoms(owner, kind)) {
    for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
      const Cell from = Cell::from_index(i);
      if (!from_allowed(rules, a, owner, from)) continue;
      switch (a.type) {
        case AtomType::Slide:
          slide_reaches(rules, a, owner, kind, from, out);
          break;
        case AtomType::Leap:
          leap_reaches(rules, a, owner, kind, from, out);
          break;
        case AtomType::Hop:
          hop_reaches(rules, a, owner, kind, from, out);
          break;
      }
    }
  }
  return out;
}

std::uint64_t kinds_in_play(const model::Position& pos, PlayerId p) {
  const CompiledRules& rules = pos.rules();
  std::uint64_t kinds = 0;
  for (Cell c : pos.pieces_of(p)) kinds |= std::uint64_t{1} << rules.kind(pos.at(c)).index;
  for (bool grew = true; grew;) {
    grew = false;
    for (std::size_t k = 0; k < rules.kind_count(); ++k) {
      const auto& promotion = rules.piece(PieceKind::from_index(k)).promotion;
      if (((kinds >> k) & 1u) == 0 || !promotion) continue;
      for (PieceKind choice : promotion->choices) {
        const std::uint64_t bit = std::uint64_t{1} << choice.index;
        if ((kinds & bit) == 0) {
          kinds |= bit;
          grew = true;
        }
      }
    }
  }
  return kinds;
}

std::optional<std::string> uncovered_rule(const model::Position& pos) {
  const CompiledRules& rules = pos.rules();
  if (auto rule = special_rule(rules)) return rule;
  if (!rules.game_end().draw_claims.empty()) return "draw claims";
  if (rules.push_chain().capacity != 0) return "push chains";
  if (rules.en_passant().in_use && rules.en_passant().window != model::EnPassantWindow::NextMove)
    return "en passant rights that last (window while_unmoved)";
  if (rules.game_end().checkmate != model::Outcome::Loss) return "a checkmate that is not a loss";
  for (std::size_t i = 0; i < rules.castling().size(); ++i)
    if (((pos.castling_rights() >> i) & 1u) != 0 && !rules.castling()[i].may_hold.empty())
      return "castling over an occupied cell (may_hold)";
  if (!pos.passengers().empty()) return "passengers";
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    const std::uint64_t kinds = kinds_in_play(pos, player);
    for (std::size_t k = 0; k < rules.kind_count(); ++k) {
      if (((kinds >> k) & 1u) == 0) continue;
      const PieceKind kind = PieceKind::from_index(k);
      const auto& promotion = rules.piece(kind).promotion;
      if (promotion && promotion->on_leaving) return "promotion on leaving a zone";
      for (const CompiledAtom& a : rules.atoms(player, kind))
        if (const char* feature = uncovered_feature(a)) return std::string(feature);
    }
  }
  return std::nullopt;
}

}  // namespace arbiter::puzzles
