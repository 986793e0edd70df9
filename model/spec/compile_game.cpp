// Compiling the game-level rules: castling masks, en passant, outcomes, succession, opposition,
// draw claims and position-string fields.
#include <algorithm>
#include <set>

#include "model/notation/position_string.h"
#include "model/spec/compile_en_passant.h"
#include "model/spec/compile_opposition.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/compile_relocation.h"
#include "model/spec/compile_succession.h"
#include "model/spec/direction_names.h"
#include "model/spec/keywords.h"
#include "model/spec/options.h"
#include "model/spec/rules_compiler.h"

namespace arbiter::model {

void RulesCompiler::castling() {
  const std::size_t n = r_.board_.cell_count();
  CastlingRules& castlings = r_.castling_;
  castlings.keep.assign(n, ~std::uint32_t{0});
  castlings.of_player.assign(r_.players_.size(), 0);
  if (doc_.castling.size() > 32)
    error(doc_.castling[32].mark, "at most 32 castling rules are supported");
  for (const auto& c : doc_.castling) {
    // A rule past the 32nd has no bit of its own (the error above names it).
    if (castlings.rules.size() == 32) break;
    CastlingRule rule;
    rule.name = c.name.value;
    // A castling by an unknown player has no rights to hold (the error names the player).
    const auto p = player(c.player);
    if (c.right.value.size() != 1)
      error(c.right.mark, "a castling right is one letter", "right: K");
    else
      rule.right = c.right.value[0];
    rule.san = c.san.value;
    auto kf = cell(c.king_from), kt = cell(c.king_to), rf = cell(c.rook_from), rt = cell(c.rook_to);
    if (!p || !kf || !kt || !rf || !rt) continue;
    rule.player = *p;
    // Castling lifts both pieces and sets them down again: two pieces need two cells to start
    // from and two to land on (the king may land where the rook stood, and the rook where the
    // king stood, as in Chess960).
    if (*kf == *rf) {
      error(c.rook_from.mark,
            "castling '" + c.name.value + "': the rook starts on the king's cell " +
                c.king_from.value,
            "a rook cell other than the king's");
      continue;
    }
    if (*kt == *rt) {
      error(c.rook_to.mark,
            "castling '" + c.name.value + "': the rook lands on the king's landing cell " +
                c.king_to.value,
            "a rook landing cell other than the king's");
      continue;
    }
    rule.king_from = *kf;
    rule.king_to = *kt;
    rule.rook_from = *rf;
    rule.rook_to = *rt;
    for (const auto& e : c.empty)
      if (auto x = cell(e)) rule.must_be_empty.push_back(*x);
    for (const auto& s : c.safe)
      if (auto x = cell(s)) rule.must_be_safe.push_back(*x);
    for (const auto& h : c.may_hold) {
      CastlingHold hold;
      hold.by = relation(h.by, Relation::Own);
      for (const auto& name : h.pieces)
        if (auto k = piece(name)) hold.kinds |= std::uint64_t{1} << k->index;
      for (const auto& cname : h.cells) {
        if (auto x = cell(cname)) {
          hold.cell = *x;
          rule.may_hold.push_back(hold);
        }
      }
    }
    rule.must_be_free = CellSet(n);
    for (const Cell e : rule.must_be_empty) rule.must_be_free.insert(e);
    rule.must_be_free.insert(rule.king_to);
    rule.must_be_free.insert(rule.rook_to);
    rule.must_be_free.erase(rule.king_from);
    rule.must_be_free.erase(rule.rook_from);
    const std::uint32_t bit = std::uint32_t{1} << castlings.rules.size();
    castlings.keep[kf->index] &= ~bit;
    castlings.keep[rf->index] &= ~bit;
    castlings.of_player[rule.player.index] |= bit;
    castlings.rules.push_back(rule);
  }
}

void RulesCompiler::game_rules() {
  if (doc_.en_passant) {
    const EnPassantRule rule = compile_en_passant(*doc_.en_passant, errors_);
    r_.en_passant_.all_passed = rule.all_passed;
    r_.en_passant_.window = rule.window;
  }
  r_.has_drops_ = doc_.drops && doc_.drops->captures_to_hand;
  GameEndRules& end = r_.game_end_;
  end.checkmate = outcome(doc_.game_end.checkmate, Outcome::Loss);
  end.stalemate = outcome(doc_.game_end.stalemate, Outcome::Draw);
  if (doc_.succession) r_.succession_ = compile_succession(*doc_.succession, r_, errors_);
  if (doc_.opposition) {
    const AtomCompiler orient = [this](const spec::AtomDoc& a, PlayerId owner) {
      return atom(a, owner);
    };
    r_.opposition_ = compile_opposition(*doc_.opposition, r_, orient, errors_);
  }
  for (const auto& d : doc_.game_end.draw_claims) {
    DrawClaimRule claim;
    claim.zone = zone(d.royal_in);
    if (claim.zone == kNoZone)
      error(d.mark, "a draw claim needs royal_in: a zone", "royal_in: citadel");
    claim.timing = spec::keyword(d.timing, spec::kClaimTiming, errors_);
    if (claim.timing == ClaimTiming::OnEntry) end.tracks_entry = true;
    end.draw_claims.push_back(claim);
  }
  for (const auto& name : doc_.game_end.royal_wins)
    if (const ZoneId z = zone(name); z != kNoZone) end.royal_wins.push_back(z);
  if (const auto& m = doc_.game_end.move_limit) end.move_limit = {m->claim, m->automatic};
  if (const auto& m = doc_.game_end.repetition) end.repetition = {m->claim, m->automatic};
  end.dead_bare_royals = spec::keyword(doc_.game_end.dead_position, spec::kDeadBareRoyals, errors_);
  if (doc_.game_end.elimination) elimination(*doc_.game_end.elimination);
}

// A mated player leaves while three or more are in the game. Rules whose state follows a piece
// or a player across moves (an heir, passengers, imitation records, standing en passant rights)
// are not defined for a whole army leaving at once: the spec is refused rather than half-played.
void RulesCompiler::elimination(const spec::EliminationDoc& d) {
  if (!spec::keyword(d.applies, spec::kEliminationApplies, errors_)) return;
  EliminationRule rule;
  rule.army_taken_over = spec::keyword(d.army, spec::kArmyTakenOver, errors_);
  rule.turn_to_mater = spec::keyword(d.next, spec::kTurnToMater, errors_);
  const auto refuse = [&](const char* with) {
    error(d.mark, std::string("game_end.elimination cannot be combined with ") + with,
          "a spec without it, or no elimination");
  };
  if (r_.players_.size() < 3)
    error(d.mark,
          "game_end.elimination needs three or more players: with two, a mate ends the game",
          "three players or more");
  if (doc_.succession) refuse("succession");
  if (r_.relocation_.has_carriers) refuse("carriers");
  if (r_.imitation_.in_use) refuse("imitates");
  if (r_.en_passant_.in_use && r_.en_passant_.window == EnPassantWindow::WhileUnmoved)
    refuse("en_passant window while_unmoved");
  r_.game_end_.elimination = rule;
}

void RulesCompiler::notation() {
  NotationRules& n = r_.notation_;
  for (const auto& f : doc_.notation.fields)
    if (auto field = spec::keyword_if_written(f, spec::kPositionField, errors_))
      n.position_fields.push_back(*field);
  if (n.position_fields.empty()) {
    n.position_fields = {PositionField::Board, PositionField::Side};
    if (r_.has_drops_) n.position_fields.push_back(PositionField::Hands);
    if (!r_.castling_.empty()) n.position_fields.push_back(PositionField::Castling);
    if (r_.en_passant_.in_use) n.position_fields.push_back(PositionField::EnPassant);
    if (r_.uses_moved_flags_) n.position_fields.push_back(PositionField::Moved);
    if (r_.imitation_.in_use) n.position_fields.push_back(PositionField::Imitation);
    n.position_fields.push_back(PositionField::Halfmove);
    n.position_fields.push_back(PositionField::Fullmove);
  }
  n.start_position = doc_.notation.start.value;
  n.marks_not_original = doc_.notation.mark_not_original;
  if (n.start_position.empty())
    error(doc_.notation.mark, "the spec has no start position", "notation: {start: \"...\"}");
}

}  // namespace arbiter::model
