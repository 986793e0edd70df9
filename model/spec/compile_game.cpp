// Compiling the game-level rules: castling masks, en passant, outcomes, succession, opposition,
// draw claims, position-string fields and the Zobrist keys.
#include <algorithm>
#include <random>
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
  r_.castling_keep_.assign(n, ~std::uint32_t{0});
  if (doc_.castling.size() > 32)
    error(doc_.castling[32].mark, "at most 32 castling rules are supported");
  for (const auto& c : doc_.castling) {
    CastlingRule rule;
    rule.name = c.name.value;
    if (auto p = player(c.player)) rule.player = *p;
    if (c.right.value.size() != 1)
      error(c.right.mark, "a castling right is one letter", "right: K");
    else
      rule.right = c.right.value[0];
    rule.san = c.san.value;
    auto kf = cell(c.king_from), kt = cell(c.king_to), rf = cell(c.rook_from), rt = cell(c.rook_to);
    if (!kf || !kt || !rf || !rt) continue;
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
    const std::uint32_t bit = std::uint32_t{1} << r_.castling_.size();
    r_.castling_keep_[kf->index] &= ~bit;
    r_.castling_keep_[rf->index] &= ~bit;
    r_.castling_.push_back(rule);
  }
}

void RulesCompiler::game_rules() {
  if (doc_.en_passant) r_.en_passant_ = compile_en_passant(*doc_.en_passant, errors_);
  r_.has_drops_ = doc_.drops && doc_.drops->captures_to_hand;
  r_.checkmate_ = outcome(doc_.game_end.checkmate, Outcome::Loss);
  r_.stalemate_ = outcome(doc_.game_end.stalemate, Outcome::Draw);
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
    if (claim.timing == ClaimTiming::OnEntry) r_.tracks_entry_ = true;
    r_.draw_claims_.push_back(claim);
  }
  if (const auto& m = doc_.game_end.move_limit) r_.move_limit_ = {m->claim, m->automatic};
  if (const auto& m = doc_.game_end.repetition) r_.repetition_ = {m->claim, m->automatic};
  r_.dead_bare_royals_ = spec::keyword(doc_.game_end.dead_position, spec::kDeadBareRoyals, errors_);
}

void RulesCompiler::notation() {
  for (const auto& f : doc_.notation.fields)
    if (auto field = spec::keyword_if_written(f, spec::kPositionField, errors_))
      r_.position_fields_.push_back(*field);
  if (r_.position_fields_.empty()) {
    r_.position_fields_ = {PositionField::Board, PositionField::Side};
    if (r_.has_drops_) r_.position_fields_.push_back(PositionField::Hands);
    if (!r_.castling_.empty()) r_.position_fields_.push_back(PositionField::Castling);
    if (r_.has_en_passant_) r_.position_fields_.push_back(PositionField::EnPassant);
    if (r_.uses_moved_flags_) r_.position_fields_.push_back(PositionField::Moved);
    if (r_.has_imitation_) r_.position_fields_.push_back(PositionField::Imitation);
    r_.position_fields_.push_back(PositionField::Halfmove);
    r_.position_fields_.push_back(PositionField::Fullmove);
  }
  r_.start_position_ = doc_.notation.start.value;
  r_.marks_not_original_ = doc_.notation.mark_not_original;
  if (r_.start_position_.empty())
    error(doc_.notation.mark, "the spec has no start position", "notation: {start: \"...\"}");
}

void RulesCompiler::zobrist() {
  std::mt19937_64 random(0x61726269746572ULL);  // fixed seed: "arbiter"
  auto draw = [&](std::vector<std::uint64_t>& keys, std::size_t count) {
    keys.resize(count);
    for (auto& k : keys) k = random();
  };
  const std::size_t n = r_.board_.cell_count();
  draw(r_.piece_keys_, r_.piece_code_count() * n);
  draw(r_.side_keys_, r_.players_.size());
  draw(r_.castling_keys_, std::max<std::size_t>(1, r_.castling_.size()));
  draw(r_.en_passant_keys_, n);
  draw(r_.hand_keys_, r_.players_.size() * r_.pieces_.size() * kMaxHandCount);
  draw(r_.moved_keys_, n);
  draw(r_.last_arrival_keys_, n);
  draw(r_.entered_keys_, r_.players_.size());
  // Drawn last, so that the keys of specs without carriers stay what they were.
  if (r_.has_carriers_) draw(r_.passenger_keys_, r_.piece_code_count() * n);
  if (r_.en_passant_.window == EnPassantWindow::WhileUnmoved) draw(r_.en_passant_victim_keys_, n);
  if (r_.has_imitation_) {
    draw(r_.record_keys_, r_.players_.size() * r_.pieces_.size());
    draw(r_.entry_cell_keys_, r_.players_.size() * n);
  }
}

}  // namespace arbiter::model
