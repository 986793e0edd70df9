// The spec compiler's driver and its first passes: players, piece kinds, zones, closures and
// per-piece details, with the name lookups every pass uses.
#include "model/spec/rules_compiler.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <random>
#include <set>

#include "model/line_attacks.h"
#include "model/notation/position_string.h"
#include "model/spec/compile_en_passant.h"
#include "model/spec/compile_features.h"
#include "model/spec/compile_immobilization.h"
#include "model/spec/compile_opposition.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/compile_relocation.h"
#include "model/spec/compile_succession.h"
#include "model/spec/compile_zobrist.h"
#include "model/spec/direction_names.h"
#include "model/spec/keywords.h"
#include "model/spec/limits.h"
#include "model/spec/options.h"

namespace arbiter::model {

void RulesCompiler::run() {
  r_.option_values_ = values_;
  r_.variant_ = doc_.variant.value;
  r_.title_ = doc_.title.value;
  r_.board_ = BoardGraph::build(doc_.board);
  players();
  pieces();
  zones();
  if (!errors_.empty()) return;
  piece_details();
  atoms();
  r_.immobilization_ = spec::compile_immobilization(doc_, r_, errors_);
  imitation();
  lines_and_reach();
  atom_paths();
  castling();
  game_rules();
  features();
  if (errors_.empty()) r_.attack_lines_ = AttackLines::compile(r_);
  notation();
  r_.zobrist_ = spec::draw_zobrist_keys(r_);
}

std::optional<PlayerId> RulesCompiler::player(const spec::Text& name) {
  if (auto p = r_.find_player(name.value)) return p;
  std::string known;
  for (const auto& p : r_.players_) known += (known.empty() ? "" : ", ") + p.name;
  error(name.mark, "unknown player '" + name.value + "'", "one of: " + known);
  return std::nullopt;
}

void RulesCompiler::players() {
  if (doc_.players.empty()) error({doc_.path, 1, 1}, "the spec has no players", "players: [...]");
  if (doc_.players.size() > 16) error(doc_.players[16].mark, "at most 16 players are supported");
  for (const auto& p : doc_.players) {
    PlayerInfo info;
    info.name = p.name.value;
    if (info.name.empty()) error(p.mark, "a player needs a name");
    if (r_.find_player(info.name))
      error(p.name.mark, "player '" + info.name + "' is declared twice");
    if (auto d = r_.board_.find_direction(p.forward.value)) {
      info.forward = *d;
    } else {
      error(p.forward.mark, "unknown forward direction '" + p.forward.value + "'",
            "an absolute direction such as n or s");
    }
    info.upper_case = p.letter_case.value != "lower";
    if (!p.letter_case.value.empty() && p.letter_case.value != "upper" &&
        p.letter_case.value != "lower") {
      error(p.letter_case.mark, "unknown case '" + p.letter_case.value + "'", "upper or lower");
    }
    info.prefix = p.prefix.value;
    info.side_token = p.side.value.empty() ? info.name.substr(0, 1) : p.side.value;
    r_.players_.push_back(info);
  }
  std::set<std::string> side_tokens;
  for (std::size_t i = 0; i < doc_.players.size(); ++i) {
    const std::string& token = r_.players_[i].side_token;
    const SourceMark& at =
        doc_.players[i].side.value.empty() ? doc_.players[i].mark : doc_.players[i].side.mark;
    if (token.empty() || token.find_first_of(" \t\n") != std::string::npos)
      error(at, "player '" + r_.players_[i].name + "' needs a side token without spaces",
            "side: w");
    else if (!side_tokens.insert(token).second)
      error(at,
            "side token '" + token + "' of player '" + r_.players_[i].name +
                "' is another player's too",
            "a side token for each player of its own (side: w, side: b)");
  }
  if (doc_.players.size() > 2) {
    for (const auto& p : doc_.players)
      if (p.prefix.value.empty())
        error(p.mark, "with more than two players each needs a prefix", "prefix: g");
  }
  for (const auto& name : doc_.turn_order)
    if (auto p = player(name)) r_.turn_order_.push_back(*p);
  if (r_.turn_order_.empty())
    for (std::size_t i = 0; i < r_.players_.size(); ++i)
      r_.turn_order_.push_back(PlayerId::from_index(i));
  // Who follows and precedes each player, read on every move: a player outside the turn order
  // is followed by the first and preceded by the last.
  // A player listed twice takes its first place.
  r_.check_reply_at_once_ = spec::keyword(doc_.check_reply, spec::kCheckReply, errors_);
  if (doc_.double_capture)
    r_.double_capture_ = DoubleCaptureRule{
        spec::keyword(doc_.double_capture->victims, spec::kDifferentPlayers, errors_)};
  const std::vector<PlayerId>& order = r_.turn_order_;
  if (order.empty()) return;
  r_.next_of_ = {r_.players_.size(), order.front()};
  r_.previous_of_ = {r_.players_.size(), order.back()};
  for (std::size_t i = order.size(); i-- > 0;) {
    r_.next_of_[order[i]] = order[(i + 1) % order.size()];
    r_.previous_of_[order[i]] = order[(i + order.size() - 1) % order.size()];
  }
}

void RulesCompiler::pieces() {
  for (const auto& p : doc_.pieces) {
    PieceInfo info;
    info.name = p.name.value;
    info.letter = p.letter.value;
    info.san_letter = p.has_san_letter ? p.san_letter.value : p.letter.value;
    info.value = p.value;
    info.royal = p.royal;
    info.capturable = p.capturable;
    info.resets_halfmove_clock = p.resets_halfmove_clock;
    info.carries = spec::compile_carries(p, errors_);
    if (info.name.empty()) error(p.mark, "a piece needs a name");
    if (info.letter.empty()) error(p.mark, "piece '" + info.name + "' needs a letter", "letter: N");
    if (r_.find_piece(info.name)) error(p.name.mark, "piece '" + info.name + "' is declared twice");
    if (!info.letter.empty() && r_.find_letter(info.letter)) {
      error(p.letter.mark, "letter '" + info.letter + "' is used by two pieces");
    }
    r_.pieces_.push_back(info);
  }
  r_.kind_count_ = r_.pieces_.size();
  if (r_.pieces_.empty()) error({doc_.path, 1, 1}, "the spec has no pieces", "pieces: [...]");
  if (r_.pieces_.size() > 64) error(doc_.pieces[64].mark, "at most 64 piece kinds are supported");
  if (r_.piece_code_count() > 255) {
    error({doc_.path, 1, 1}, "too many players times piece kinds (at most 254)");
    return;
  }
  r_.royal_codes_ = {r_.players_.size(), {}};
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const Piece piece = r_.make_piece(PlayerId::from_index(p), PieceKind::from_index(k));
      if (r_.pieces_[k].royal) r_.royal_codes_[PlayerId::from_index(p)].push_back(piece.code);
      r_.owner_of_code_[piece.code] = static_cast<std::uint8_t>(p);
      r_.kind_of_code_[piece.code] = static_cast<std::uint8_t>(k);
      r_.royal_code_[piece.code] = r_.pieces_[k].royal ? 1 : 0;
      r_.capturable_code_[piece.code] = r_.pieces_[k].capturable ? 1 : 0;
      r_.relocation_.carrier_code[piece.code] = r_.pieces_[k].carries ? 1 : 0;
      if (r_.pieces_[k].carries) r_.relocation_.has_carriers = true;
    }
  }
  piece_tokens();
}

// A piece's token in position strings (its letter in its owner's case, or after its owner's
// prefix) must read back as that piece: no digit first (digits count empty cells), none of the
// board field's signs, and no two pieces alike.
void RulesCompiler::piece_tokens() {
  std::map<std::string, std::string> owners;  // token -> "piece (player)"
  for (std::size_t p = 0; p < r_.players_.size(); ++p) {
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const PlayerId owner = PlayerId::from_index(p);
      const std::string token =
          notation::piece_token(r_, r_.make_piece(owner, PieceKind::from_index(k)));
      const std::string who = r_.pieces_[k].name + " (" + r_.players_[p].name + ")";
      const SourceMark& at = doc_.pieces[k].letter.mark;
      if (token.empty()) continue;  // reported as a missing letter
      if (std::isdigit(static_cast<unsigned char>(token.front())) ||
          token.find_first_of("/~[] \t\n") != std::string::npos) {
        error(at, "the token '" + token + "' of " + who + " cannot be read in a position string",
              "a letter that does not start with a digit and holds none of / ~ [ ] or spaces");
      } else if (auto [it, fresh] = owners.emplace(token, who); !fresh) {
        error(at, "the token '" + token + "' of " + who + " is also the token of " + it->second,
              "letters that differ in every player's case or prefix");
      }
    }
  }
}

void RulesCompiler::add_cells(const spec::Text& item, CellSet& set) {
  const auto dots = item.value.find("..");
  if (dots == std::string::npos) {
    if (auto c = cell(item)) set.insert(*c);
    return;
  }
  spec::Text a = item, b = item;
  a.value = item.value.substr(0, dots);
  b.value = item.value.substr(dots + 2);
  // README "Zones": a range's corner may be a hole (a board with holes added for a problem keeps
  // its zones' ranges).
  auto corner = [&](const spec::Text& t) -> std::optional<Coord> {
    if (auto h = r_.board_.hole_coord(t.value)) return h;
    if (auto c = cell(t)) return r_.board_.coord(*c);
    return std::nullopt;
  };
  const auto ca = corner(a), cb = corner(b);
  if (!ca || !cb) return;
  const Coord p = *ca, q = *cb;
  for (std::size_t i = 0; i < r_.board_.cell_count(); ++i) {
    const Coord c = r_.board_.coord(Cell::from_index(i));
    if (c.x >= std::min(p.x, q.x) && c.x <= std::max(p.x, q.x) && c.y >= std::min(p.y, q.y) &&
        c.y <= std::max(p.y, q.y)) {
      set.insert(Cell::from_index(i));
    }
  }
}

void RulesCompiler::zones() {
  const std::size_t n = r_.board_.cell_count();
  ZoneRules& zones = r_.zones_;
  zones.player_count = r_.players_.size();
  zones.sanctuary = CellSet(n);
  zones.no_royal_neighbours = CellSet(n);
  if (doc_.zones.size() > spec::limits::kMaxZones) {
    error(doc_.zones[spec::limits::kMaxZones].mark,
          "the spec declares " + std::to_string(doc_.zones.size()) + " zones",
          "at most " + std::to_string(spec::limits::kMaxZones) + " zones");
    return;
  }
  std::set<std::string> declared;
  for (const auto& z : doc_.zones) {
    if (!declared.insert(z.name.value).second)
      error(z.name.mark, "zone '" + z.name.value + "' is declared twice");
    zones.names.push_back(z.name.value);
    if (!z.cells.empty() && !z.per_player.empty()) {
      error(z.mark, "zone '" + z.name.value + "' has both cells and per_player", "one of them");
    }
    for (const auto& [name, cells] : z.per_player) {
      if (!r_.find_player(name))
        error(z.per_player_marks.at(name), "unknown player '" + name + "' in zone");
    }
    const bool royal_neighbours_forbidden =
        spec::keyword(z.royal_neighbours, spec::kRoyalNeighboursForbidden, errors_);
    for (std::size_t p = 0; p < r_.players_.size(); ++p) {
      CellSet set(n);
      if (z.per_player.empty()) {
        for (const auto& item : z.cells) add_cells(item, set);
      } else if (auto it = z.per_player.find(r_.players_[p].name); it != z.per_player.end()) {
        for (const auto& item : it->second) add_cells(item, set);
      }
      if (z.sanctuary) zones.sanctuary |= set;
      if (royal_neighbours_forbidden) zones.no_royal_neighbours |= set;
      zones.cells.push_back(set);
    }
  }
}

void RulesCompiler::closures() {
  r_.zones_.closure_watched = CellSet(r_.board_.cell_count());
  for (std::size_t i = 0; i < doc_.zones.size(); ++i) {
    const auto& z = doc_.zones[i];
    if (!z.closed) continue;
    ZoneClosure c;
    c.zone = static_cast<ZoneId>(i);
    for (const auto& name : z.closed->to) {
      if (name.value == "royal")
        c.to_royal = true;
      else if (auto k = piece(name))
        c.to_kinds |= std::uint64_t{1} << k->index;
    }
    if (z.closed->to.empty())
      error(z.closed->mark, "a closed zone needs `to`", "to: [royal] or piece names");
    c.occupied_zone = zone(z.closed->occupied_zone);
    if (c.occupied_zone == kNoZone)
      error(z.closed->mark, "a closed zone needs if_occupied: {zone: ...}");
    c.by = relation(z.closed->by, Relation::Any);
    c.push_enters = spec::keyword(z.closed->by_push, spec::kPushEntersClosedZone, errors_);
    for (const auto& name : z.closed->occupied_by)
      if (auto k = piece(name)) c.occupied_by |= std::uint64_t{1} << k->index;
    if (c.occupied_zone != kNoZone)
      for (std::size_t p = 0; p < r_.players_.size(); ++p)
        r_.zones_.closure_watched |= r_.zones_.of(c.occupied_zone, PlayerId::from_index(p));
    r_.zones_.closures.push_back(c);
  }
}

void RulesCompiler::features() {
  r_.ruleset_features_ = ruleset_features(r_);
  r_.features_ = r_.ruleset_features_;
  r_.kind_features_ = PerOwnerKind<RuleFeatures>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t p = 0; p < r_.players_.size(); ++p)
    for (std::size_t k = 0; k < r_.pieces_.size(); ++k) {
      const PlayerId owner = PlayerId::from_index(p);
      const PieceKind kind = PieceKind::from_index(k);
      r_.kind_features_(owner, kind) = kind_features(r_, owner, kind);
      r_.features_ |= r_.kind_features_(owner, kind);
    }
  r_.lines_only_attacks_ = !kLineAttackSupport.refuses_any(r_.features_);
}

void RulesCompiler::piece_details() {
  closures();
  for (std::size_t i = 0; i < doc_.pieces.size(); ++i) {
    const auto& p = doc_.pieces[i];
    PieceInfo& info = r_.pieces_[i];
    info.confined_to = zone(p.confined_to);
    info.cannot_stop_on = zone(p.cannot_stop_on);
    info.must_leave =
        spec::keyword_if_written(p.must_leave, spec::kMustLeave, errors_).value_or(MustLeave::No);
    if (info.must_leave != MustLeave::No) r_.has_must_leave_ = true;
    info.checked_as_moved = spec::keyword(p.checked_as_moved, spec::kCheckedAsMoved, errors_);
    if (info.checked_as_moved) {
      if (!info.royal)
        error(p.checked_as_moved.mark,
              "checked_as_moved is for royal pieces: only they are checked", "royal: true");
      r_.marks_checked_royals_ = true;
      r_.uses_moved_flags_ = true;
    }
    info.captured_as = PieceKind::from_index(i);
    if (!p.captured_as.value.empty())
      if (auto k = piece(p.captured_as)) info.captured_as = *k;
    if (p.promotion) {
      CompiledPromotion promo;
      promo.zone = zone(p.promotion->zone);
      if (promo.zone == kNoZone)
        error(p.promotion->mark, "a promotion needs a zone", "zone: last_rank");
      promo.on_leaving = spec::keyword(p.promotion->trigger, spec::kPromotesOnLeaving, errors_);
      for (const auto& c : p.promotion->choices) {
        auto k = piece(c.piece);
        if (!k) continue;
        // Promoting to its own kind changes nothing: a mistake (staying unpromoted is
        // `forced: false`, not a choice).
        if (k->index == i)
          error(c.piece.mark, "'" + p.name.value + "' promotes to its own kind",
                "other pieces as choices; forced: false to let it stay as it is");
        else if (std::find(promo.choices.begin(), promo.choices.end(), *k) != promo.choices.end())
          error(c.piece.mark, "promotion choice '" + c.piece.value + "' is listed twice");
        else
          promo.choices.push_back(*k);
        if (auto limit = promotion_limit(c, *k)) promo.limits.push_back(*limit);
      }
      if (promo.choices.empty())
        error(p.promotion->mark, "a promotion needs choices", "choices: [queen, ...]");
      promo.forced = p.promotion->forced;
      promo.forced_zone = zone(p.promotion->forced_zone);
      info.promotion = promo;
    }
    if (p.drop) {
      info.drop.not_into = zone(p.drop->not_into);
      info.drop.one_per_column = p.drop->one_per_column;
      info.drop.may_not_mate = spec::keyword(p.drop->may_not_mate, spec::kMayNotMate, errors_);
    }
  }
}

// README "Promotion": `at_most: N` offers the choice while fewer than N pieces of the kind,
// owned as `owned_by` says, stand on the board.
std::optional<PromotionLimit> RulesCompiler::promotion_limit(const spec::PromotionChoiceDoc& c,
                                                             PieceKind kind) {
  if (!c.at_most) {
    if (!c.owned_by.value.empty())
      error(c.owned_by.mark, "owned_by without at_most limits nothing",
            "{piece: " + c.piece.value + ", at_most: 1, owned_by: " + c.owned_by.value + "}");
    return std::nullopt;
  }
  if (*c.at_most < 1) {
    error(c.piece.mark,
          "promotion choice '" + c.piece.value + "' has at_most " + std::to_string(*c.at_most) +
              ": it would never be offered",
          "at_most: 1 or more (leave the choice out to never offer it)");
    return std::nullopt;
  }
  return PromotionLimit{kind, *c.at_most, relation(c.owned_by, Relation::Own)};
}

Relation RulesCompiler::relation(const spec::Text& t, Relation fallback) {
  return spec::keyword_if_written(t, spec::kRelation, errors_).value_or(fallback);
}

Outcome RulesCompiler::outcome(const spec::Text& t, Outcome fallback) {
  return spec::keyword_if_written(t, spec::kOutcome, errors_).value_or(fallback);
}

}  // namespace arbiter::model
