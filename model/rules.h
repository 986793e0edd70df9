// CompiledRules: a variant compiled once from its spec into immutable tables. A small core (the
// board graph, the players and their turn order, the piece kinds and their codes, each piece's
// movement atoms per owner, the record of the rule features used) and one compiled struct per
// kind of rule (zones, castling, en passant, game end, succession, opposition, immobilizers,
// imitation, relocation, push chains, notation, the Zobrist keys, the empty-board reach tables).
// Built only by compile(); it has no setters. Every alternative of an open rule compiles into its
// own CompiledRules.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/atoms_by_cell.h"
#include "model/attack_lines.h"
#include "model/board_graph.h"
#include "model/castling_rules.h"
#include "model/cell.h"
#include "model/compiled_atom.h"
#include "model/double_capture_rule.h"
#include "model/en_passant_rule.h"
#include "model/game_end_rules.h"
#include "model/imitation_rule.h"
#include "model/immobilization_rule.h"
#include "model/notation_rules.h"
#include "model/opposition_rule.h"
#include "model/option_values.h"
#include "model/per_owner_kind.h"
#include "model/piece.h"
#include "model/piece_info.h"
#include "model/player.h"
#include "model/push_chain_rule.h"
#include "model/reach_tables.h"
#include "model/relocation_rules.h"
#include "model/rule_features.h"
#include "model/succession_rule.h"
#include "model/zobrist_keys.h"
#include "model/zone_rules.h"

namespace arbiter::model {

struct PlayerInfo {
  std::string name;
  DirectionId forward = 0;
  bool upper_case = true;  // two-player letter case
  std::string prefix;      // piece token prefix (more than two players)
  std::string side_token;
};

class CompiledRules {
 public:
  // The spec and the option alternatives it was compiled under.
  const std::string& variant() const { return variant_; }
  const std::string& title() const { return title_; }
  const OptionValues& option_values() const { return option_values_; }
  const BoardGraph& board() const { return board_; }

  // Players and the turn order.
  std::size_t player_count() const { return players_.size(); }
  const PlayerInfo& player(PlayerId p) const { return players_[p.index]; }
  std::optional<PlayerId> find_player(const std::string& name) const;
  const std::vector<PlayerId>& turn_order() const { return turn_order_; }
  // p's place in the turn order (0 for the first player to move in a round).
  std::size_t turn_index(PlayerId p) const {
    std::size_t i = 0;
    while (i < turn_order_.size() && turn_order_[i] != p) ++i;
    return i;
  }
  PlayerId next_player(PlayerId p) const { return next_of_[p]; }
  // The player who moves just before p (the one who made the last move when p is to move).
  PlayerId previous_player(PlayerId p) const { return previous_of_[p]; }
  // Whether a move that checks a player hands that player the turn at once (spec `check_reply:
  // at_once`, model/position_turn.cpp), rather than the next player in the turn order.
  bool check_reply_at_once() const { return check_reply_at_once_; }
  // A capture may be followed by a second one in the same move (spec `double_capture`).
  const std::optional<DoubleCaptureRule>& double_capture() const { return double_capture_; }
  // Whether q's pieces are p's enemies (today: every other player; alliances come with Sannin).
  bool is_opponent(PlayerId p, PlayerId q) const { return p != q; }

  // Piece kinds and piece codes (a code is an owner and a kind).
  std::size_t kind_count() const { return kind_count_; }
  const PieceInfo& piece(PieceKind k) const { return pieces_[k.index]; }
  std::optional<PieceKind> find_piece(const std::string& name) const;
  std::optional<PieceKind> find_letter(const std::string& letter) const;
  Piece make_piece(PlayerId owner, PieceKind kind) const {
    return Piece::make(owner, kind, kind_count_);
  }
  // Decoding a piece code is a table look-up (it is on every hot path of move generation).
  PlayerId owner(Piece p) const { return PlayerId::from_index(owner_of_code_[p.code]); }
  PieceKind kind(Piece p) const { return PieceKind::from_index(kind_of_code_[p.code]); }
  bool is_royal(Piece p) const { return royal_code_[p.code] != 0; }
  // The codes of player p's royal pieces (one per royal kind).
  const std::vector<std::uint8_t>& royal_codes(PlayerId p) const { return royal_codes_[p]; }
  // Whether p may be captured at all (a piece kind with capturable: false never is).
  bool is_capturable(Piece p) const { return capturable_code_[p.code] != 0; }
  std::size_t piece_code_count() const { return 1 + players_.size() * kind_count_; }

  // How pieces move. Atoms of kind k as owned by player p, with directions resolved.
  const std::vector<CompiledAtom>& atoms(PlayerId p, PieceKind k) const { return atoms_(p, k); }
  // Those of them that may move a piece of (p, k) from cell c, with each one's path from there
  // (model/atoms_by_cell.h).
  std::span<const AtomFromCell> atoms_from(PlayerId p, PieceKind k, Cell c) const {
    return atoms_by_cell_(p, k).of(c);
  }
  // Whether two atoms of (p, k) can produce the same move (the generator then removes repeats).
  bool atoms_overlap(PlayerId p, PieceKind k) const { return atoms_overlap_(p, k) != 0; }
  // The same three for the owner and kind of piece p, read by its code.
  const std::vector<CompiledAtom>& atoms(Piece p) const { return atoms_(p); }
  std::span<const AtomFromCell> atoms_from(Piece p, Cell c) const {
    return atoms_by_cell_(p).of(c);
  }
  bool atoms_overlap(Piece p) const { return atoms_overlap_(p) != 0; }
  // Whether a piece of (p, k) may end a move on c: inside its confined_to zone, outside its
  // cannot_stop_on zone.
  bool may_stop_on(PlayerId p, PieceKind k, Cell c) const { return may_stop_on_(p, k).contains(c); }
  // Whether p's pieces of kind k may stop on every cell of the board.
  bool stops_anywhere(PlayerId p, PieceKind k) const { return stops_anywhere_(p, k) != 0; }
  // Whether every move of a piece of (p, k) is a plain one (MoveType::Normal, keeping its kind):
  // it neither promotes, nor captures en passant or in place, pushes, relocates or transports.
  bool moves_plainly(PlayerId p, PieceKind k) const { return moves_plainly_(p, k) != 0; }
  // What each piece could reach on an empty board, and the rays between cells.
  const ReachTables& reach() const { return reach_; }

  // The kinds of rule this ruleset uses (model/rule_features.h): all of them, and those the
  // pieces of kind k bring when p owns them.
  const RuleFeatures& features() const { return features_; }
  // The features of the ruleset as a whole, those of no piece kind in particular.
  const RuleFeatures& ruleset_features() const { return ruleset_features_; }
  const RuleFeatures& features_of(PlayerId p, PieceKind k) const { return kind_features_(p, k); }
  // True when no piece can expose a royal except by leaving a line towards it (no feature that
  // model/line_attacks.h refuses). Move generation then tests only pin candidates, royal moves,
  // en passant.
  bool lines_only_attacks() const { return lines_only_attacks_; }
  // The reverse of every capturing atom, read from the attacked cell outward
  // (model/attack_lines.h); null where an attack depends on more than empty cells.
  const AttackLines* attack_lines() const { return attack_lines_ ? &*attack_lines_ : nullptr; }

  // The rules, one compiled struct per kind.
  const ZoneRules& zones() const { return zones_; }
  const CastlingRules& castling() const { return castling_; }
  const EnPassantRule& en_passant() const { return en_passant_; }
  // Captured pieces go to the capturer's hand and may be dropped (the drop rules are each
  // kind's PieceInfo::drop).
  bool has_drops() const { return has_drops_; }
  const GameEndRules& game_end() const { return game_end_; }
  // The line of succession, if the spec has one.
  const std::optional<SuccessionRule>& succession() const { return succession_; }
  // Opposition between rulers read explicitly (spec `opposition`, model: explicit); none under
  // the attack model, where rulers attack each other like any piece.
  const std::optional<OppositionRule>& opposition() const { return opposition_; }
  // Immobilizers (pieces' `immobilizes`), if some piece kind has them (model/immobilization.h).
  const std::optional<ImmobilizationRule>& immobilization() const { return immobilization_; }
  // Imitation (spec `imitates:`, model/imitation.h).
  const ImitationRules& imitation() const { return imitation_; }
  // Relocating captures and carriers (`capture: relocate`, `carries:`).
  const RelocationRules& relocation() const { return relocation_; }
  // Push chains (atom key push_chain, model/push_chain.h).
  const PushChainRule& push_chain() const { return push_chain_; }
  // Whether some piece kind must leave a cell it cannot stop on (PieceInfo::must_leave).
  bool has_must_leave() const { return has_must_leave_; }
  // Some royal kind counts as moved once in check (PieceInfo::checked_as_moved).
  bool marks_checked_royals() const { return marks_checked_royals_; }
  const NotationRules& notation() const { return notation_; }

  // What a position keeps beyond its pieces: whether pieces' first moves are recorded, and
  // whether the cell the last move arrived on is part of the state (hashed and compared).
  bool uses_moved_flags() const { return uses_moved_flags_; }
  bool uses_last_arrival() const {
    return succession_ && succession_->mating_piece == MatingPiece::MovedPiece;
  }
  // Zobrist keys drawn from a fixed seed when compiled.
  const ZobristKeys& zobrist() const { return zobrist_; }

 private:
  friend class RulesCompiler;
  std::string variant_, title_;
  OptionValues option_values_;
  BoardGraph board_;
  std::vector<PlayerInfo> players_;
  std::vector<PlayerId> turn_order_;
  bool check_reply_at_once_ = false;
  std::optional<DoubleCaptureRule> double_capture_;
  PerPlayer<PlayerId> next_of_, previous_of_;  // from the turn order
  std::vector<PieceInfo> pieces_;
  // pieces_.size(), kept apart: the per-(owner, kind) tables below are indexed by it on every hot
  // path, where dividing the vector's byte length by sizeof(PieceInfo) each time showed.
  std::size_t kind_count_ = 0;
  std::array<std::uint8_t, 256> owner_of_code_{};
  std::array<std::uint8_t, 256> kind_of_code_{};
  std::array<std::uint8_t, 256> royal_code_{};
  PerPlayer<std::vector<std::uint8_t>> royal_codes_;
  std::array<std::uint8_t, 256> capturable_code_{};
  PerOwnerKind<std::vector<CompiledAtom>> atoms_;
  PerOwnerKind<char> atoms_overlap_;
  PerOwnerKind<AtomsByCell> atoms_by_cell_;
  // The cells the piece may stop on (confined_to minus cannot_stop_on).
  PerOwnerKind<CellSet> may_stop_on_;
  PerOwnerKind<char> stops_anywhere_;  // may_stop_on_ holds every cell
  PerOwnerKind<char> moves_plainly_;
  ReachTables reach_;
  RuleFeatures features_;
  RuleFeatures ruleset_features_;
  PerOwnerKind<RuleFeatures> kind_features_;
  bool lines_only_attacks_ = true;
  std::optional<AttackLines> attack_lines_;
  ZoneRules zones_;
  CastlingRules castling_;
  EnPassantRule en_passant_;
  bool has_drops_ = false;
  GameEndRules game_end_;
  std::optional<SuccessionRule> succession_;
  std::optional<OppositionRule> opposition_;
  std::optional<ImmobilizationRule> immobilization_;
  ImitationRules imitation_;
  RelocationRules relocation_;
  PushChainRule push_chain_;
  bool has_must_leave_ = false;
  bool marks_checked_royals_ = false;
  NotationRules notation_;
  bool uses_moved_flags_ = false;
  ZobristKeys zobrist_;
};

}  // namespace arbiter::model
