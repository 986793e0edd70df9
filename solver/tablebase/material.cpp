#include "solver/tablebase/material.h"

#include <algorithm>
#include <cctype>

#include "model/diagnostic.h"

namespace arbiter::solver::tablebase {

using model::CompiledRules;
using model::PieceKind;
using model::PlayerId;

namespace {

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// The kind whose letter starts `text` at `at` (the longest letter that fits), if any.
std::optional<PieceKind> letter_at(const CompiledRules& rules, const std::string& text,
                                   std::size_t at, std::size_t& length) {
  std::optional<PieceKind> best;
  length = 0;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    const std::string letter = upper(rules.piece(PieceKind::from_index(k)).letter);
    if (letter.empty() || letter.size() <= length) continue;
    if (upper(text.substr(at, letter.size())) == letter) {
      best = PieceKind::from_index(k);
      length = letter.size();
    }
  }
  return best;
}

std::string letters_of(const CompiledRules& rules) {
  std::string all;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) {
    if (!all.empty()) all += ", ";
    all += upper(rules.piece(PieceKind::from_index(k)).letter);
  }
  return all;
}

}  // namespace

void Material::add(const CompiledRules& rules, PlayerId owner, PieceKind kind, int count) {
  for (MaterialGroup& g : groups_)
    if (g.owner == owner && g.kind == kind) {
      g.count += count;
      return;
    }
  groups_.push_back({owner, kind, count});
  std::sort(groups_.begin(), groups_.end(), [&](const MaterialGroup& a, const MaterialGroup& b) {
    if (a.owner != b.owner) return a.owner < b.owner;
    const auto& pa = rules.piece(a.kind);
    const auto& pb = rules.piece(b.kind);
    if (pa.royal != pb.royal) return pa.royal;
    if (pa.value != pb.value) return pa.value > pb.value;
    if (pa.letter != pb.letter) return pa.letter < pb.letter;
    return a.kind < b.kind;
  });
}

Material Material::parse(const CompiledRules& rules, const std::string& text) {
  const std::string expected =
      "two sides' piece letters parted by a lower-case v, e.g. KQvK (letters: " +
      letters_of(rules) + ")";
  if (rules.player_count() != 2)
    throw UserError(input_error("endgame tables need a two-player spec; " + rules.variant() +
                                " has " + std::to_string(rules.player_count()) + " players"));
  const std::size_t v = text.find('v');
  if (v == std::string::npos || text.find('v', v + 1) != std::string::npos)
    throw UserError(
        input_error("material \"" + text + "\" does not have exactly one \"v\"", expected));
  Material m;
  for (int side = 0; side < 2; ++side) {
    const std::size_t begin = side == 0 ? 0 : v + 1;
    const std::size_t end = side == 0 ? v : text.size();
    std::size_t at = begin;
    while (at < end) {
      std::size_t length = 0;
      const auto kind = letter_at(rules, text.substr(0, end), at, length);
      if (!kind)
        throw UserError(input_error("material \"" + text + "\": \"" + text.substr(at, 1) +
                                        "\" is not a piece letter of " + rules.variant(),
                                    expected));
      m.add(rules, rules.turn_order()[static_cast<std::size_t>(side)], *kind, 1);
      at += length;
    }
  }
  return m;
}

Material Material::of(const model::Position& pos) {
  const CompiledRules& rules = pos.rules();
  Material m;
  for (PlayerId p : rules.turn_order())
    for (model::Cell c : pos.pieces_of(p)) m.add(rules, p, rules.kind(pos.at(c)), 1);
  for (const model::Passenger& p : pos.passengers())
    m.add(rules, rules.owner(p.piece), rules.kind(p.piece), 1);
  return m;
}

int Material::piece_count() const {
  int n = 0;
  for (const MaterialGroup& g : groups_) n += g.count;
  return n;
}

std::string Material::name(const CompiledRules& rules) const {
  std::string text;
  for (std::size_t side = 0; side < rules.turn_order().size(); ++side) {
    if (side > 0) text += 'v';
    for (const MaterialGroup& g : groups_)
      if (g.owner == rules.turn_order()[side])
        for (int i = 0; i < g.count; ++i) text += upper(rules.piece(g.kind).letter);
  }
  return text;
}

Material Material::with_kind_changed(const CompiledRules& rules, PlayerId owner, PieceKind kind,
                                     PieceKind becomes) const {
  Material m = without(owner, kind);
  m.add(rules, owner, becomes, 1);
  return m;
}

Material Material::without(PlayerId owner, PieceKind kind) const {
  Material m = *this;
  for (MaterialGroup& g : m.groups_)
    if (g.owner == owner && g.kind == kind) g.count -= 1;
  std::erase_if(m.groups_, [](const MaterialGroup& g) { return g.count <= 0; });
  return m;
}

std::vector<Material> Material::successors(const CompiledRules& rules) const {
  std::vector<Material> result;
  auto keep = [&](Material m) {
    std::erase_if(m.groups_, [](const MaterialGroup& g) { return g.count == 0; });
    if (std::find(result.begin(), result.end(), m) == result.end()) result.push_back(std::move(m));
  };
  for (std::size_t i = 0; i < groups_.size(); ++i) {
    const MaterialGroup& g = groups_[i];
    const auto& info = rules.piece(g.kind);
    if (info.capturable && !info.royal) {
      Material m = *this;
      m.groups_[i].count -= 1;
      keep(std::move(m));
    }
    if (!info.promotion) continue;
    for (PieceKind to : info.promotion->choices) {
      Material promoted = *this;
      promoted.groups_[i].count -= 1;
      promoted.add(rules, g.owner, to, 1);
      keep(promoted);
      // A promotion by capture takes one enemy piece as well.
      for (std::size_t j = 0; j < groups_.size(); ++j) {
        const auto& victim = rules.piece(groups_[j].kind);
        if (groups_[j].owner == g.owner || !victim.capturable || victim.royal) continue;
        Material m = promoted;
        for (MaterialGroup& h : m.groups_)
          if (h.owner == groups_[j].owner && h.kind == groups_[j].kind) h.count -= 1;
        keep(std::move(m));
      }
    }
  }
  return result;
}

}  // namespace arbiter::solver::tablebase
