// CompiledRules: a variant compiled once from its spec into immutable tables (board graph, move
// atoms resolved per owner into absolute directions and per-cell leap targets, zones as cell
// sets, promotion, drops, castling, Zobrist keys). Built only by compile(); it has no setters.
// Every alternative of an open rule compiles into its own CompiledRules.
#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "model/attack_lines.h"
#include "model/board_graph.h"
#include "model/cell.h"
#include "model/imitation_rule.h"
#include "model/immobilization_rule.h"
#include "model/opposition_rule.h"
#include "model/option_values.h"
#include "model/per_owner_kind.h"
#include "model/piece.h"
#include "model/player.h"
#include "model/rule_features.h"
#include "model/succession_rule.h"

namespace arbiter::model {

enum class AtomType : std::uint8_t { Slide, Leap, Hop };

// Which kinds of destination an atom may go to.
enum class Mode : std::uint8_t { Move = 1, Capture = 2, Both = 3 };
constexpr bool allows_move(Mode m) { return (static_cast<int>(m) & 1) != 0; }
constexpr bool allows_capture(Mode m) { return (static_cast<int>(m) & 2) != 0; }

constexpr ZoneId kNoZone = -1;

struct LeapTarget {
  Cell to;
  std::array<Cell, 3> via{};  // cells that must be empty (lame leaps)
  std::uint8_t via_count = 0;
};

// A relocating capture (atom `capture: relocate`): the piece the atom lands on is not removed but
// put elsewhere. `cells` lists the `relocate_to` zones' cells (per-player zones: the mover's set)
// in the order they are tried: zone by zone, each zone's cells in board order, without repeats.
struct CompiledRelocation {
  std::vector<Cell> cells;
  bool any_free = false;         // relocate_choice any_free: the mover picks any free cell
  bool carry_when_full = false;  // relocate_full carry: with no free cell the mover carries it
  bool to_captor = false;        // relocate_owner captor: the relocated piece changes sides
};

// A movement atom for one owner: directions are absolute, leap targets precomputed per cell.
struct CompiledAtom {
  AtomType type = AtomType::Slide;
  Mode mode = Mode::Both;
  std::vector<DirectionId> directions;  // Slide, Hop
  // Slide, Hop along leap vectors (spec `slide: [[1, 2]]`, the nightrider): per cell index, one
  // line per vector, its cells nearest first, ending where the next cell is off the board.
  std::vector<std::vector<std::vector<Cell>>> vector_lines;
  int max_distance = std::numeric_limits<int>::max();
  int screens = 1;                             // Hop
  bool lands_adjacent = false;                 // Hop: only the cell right after the screens
  std::vector<std::vector<LeapTarget>> leaps;  // Leap: per cell index
  ZoneId from_zone = kNoZone;
  ZoneId to_zone = kNoZone;
  ZoneId not_to_zone = kNoZone;
  ZoneId not_from_zone = kNoZone;
  bool only_unmoved = false;
  bool creates_en_passant = false;
  bool captures_en_passant = false;
  std::uint64_t target_kinds = 0;  // capture only these kinds (bit per kind); 0 = any
  ZoneId not_through = kNoZone;    // Slide, Hop: the zone's cells end the line
  std::uint64_t push_kinds = 0;    // own kinds it may land on and push (bit per kind)
  bool push_then_captures = true;  // the pushed piece's move may capture
  bool push_chain = false;         // a piece being pushed may push with this atom
  bool relocates = false;          // capture: relocate
  bool targets_own = false;        // target_side own: lands on an own piece
  CompiledRelocation relocation;   // when `relocates`

  // The shape of the atom as a royal check names it (opposition_rule.h): a slide of one cell is
  // a step.
  MoveShape shape() const {
    switch (type) {
      case AtomType::Leap:
        return MoveShape::Leap;
      case AtomType::Hop:
        return MoveShape::Hop;
      case AtomType::Slide:
        break;
    }
    return max_distance == 1 ? MoveShape::Step : MoveShape::Slide;
  }
};

// A piece that carries what its relocating captures cannot place (`carries:`).
struct CarrierRules {
  static constexpr int kUnlimited = 1 << 30;
  int capacity = 1;              // most passengers at once
  bool unload_immediate = true;  // unload after any move; false: only after the carrier's own
};

// A zone closed to some pieces while another zone is occupied (spec `closed:`).
enum class Relation : std::uint8_t { Own, Opponent, Any };
struct ZoneClosure {
  ZoneId zone = kNoZone;
  std::uint64_t to_kinds = 0;  // bit per kind
  bool to_royal = false;       // also closed to every royal piece
  ZoneId occupied_zone = kNoZone;
  Relation by = Relation::Any;
  std::uint64_t occupied_by = 0;  // bit per kind; 0 = any piece
  bool push_enters = false;       // a push may enter while it is closed
};

struct CompiledPromotion {
  ZoneId zone = kNoZone;
  bool on_leaving = false;  // trigger enter_or_leave
  std::vector<PieceKind> choices;
  bool forced = true;
  ZoneId forced_zone = kNoZone;
};

struct CompiledDrop {
  ZoneId not_into = kNoZone;
  bool one_per_column = false;
  bool may_not_mate = false;
};

// A piece standing on a cell it may not stop on (it arrived there by changing kind) must leave.
enum class MustLeave : std::uint8_t {
  No,
  NoLegalMove,       // its owner's only legal moves take it off; with none, no legal move at all
  ObligationLapses,  // as above, but when it cannot leave every legal move is allowed again
};

struct PieceInfo {
  std::string name;
  std::string letter;
  std::string san_letter;
  double value = 0;
  bool royal = false;
  bool capturable = true;
  bool resets_halfmove_clock = false;
  std::optional<CompiledPromotion> promotion;
  CompiledDrop drop;
  ZoneId confined_to = kNoZone;
  ZoneId cannot_stop_on = kNoZone;
  MustLeave must_leave = MustLeave::No;
  PieceKind captured_as;  // kind it becomes in a hand (itself when none given)
  std::optional<CarrierRules> carries;
};

struct PlayerInfo {
  std::string name;
  DirectionId forward = 0;
  bool upper_case = true;  // two-player letter case
  std::string prefix;      // piece token prefix (more than two players)
  std::string side_token;
};

// A cell a castling jumps: empty, or holding a piece of `kinds` (bit per kind; 0 = any kind)
// owned as `by` says, relative to the castling player.
struct CastlingHold {
  Cell cell;
  std::uint64_t kinds = 0;
  Relation by = Relation::Own;
};

struct CastlingRule {
  std::string name;
  PlayerId player;
  char right = '-';
  std::string san;
  Cell king_from, king_to, rook_from, rook_to;
  std::vector<Cell> must_be_empty;
  std::vector<Cell> must_be_safe;
  std::vector<CastlingHold> may_hold;
};

enum class Outcome : std::uint8_t { Loss, Draw, Win };

// A draw a player may claim (or that follows at once) when a royal piece stands in a zone.
enum class ClaimTiming : std::uint8_t {
  WhileInside,  // on any turn of the player while the royal piece stands there
  OnEntry,      // only right after the move that brought it there
  Automatic,    // the game ends as a draw as soon as it stands there
};
struct DrawClaimRule {
  ZoneId zone = kNoZone;
  ClaimTiming timing = ClaimTiming::WhileInside;
};

// Draws by counting (spec `game_end.move_limit` and `repetition`): a player may claim a draw from
// `claim`, and the game is drawn at `automatic`; 0 means never.
struct DrawThreshold {
  int claim = 0;
  int automatic = 0;
};

// How long an en passant right lasts (spec `en_passant: {window: ...}`).
enum class EnPassantWindow : std::uint8_t {
  NextMove,      // for the next move only (chess)
  WhileUnmoved,  // on any later move, while the piece that made the advance stands unmoved on
                 // the cell it landed on; several rights may stand at once
};

// Spec `en_passant:`: which passed cells are targets, and for how long.
struct EnPassantRule {
  bool all_passed = false;  // cells all_passed: every passed cell; last_passed: only the last
  EnPassantWindow window = EnPassantWindow::NextMove;
};

enum class PositionField : std::uint8_t {
  Board,
  Side,
  Hands,
  Castling,
  EnPassant,
  Halfmove,
  Fullmove,
  MoveNumber,
  Moved,
  Imitation
};

// For is_attacked: the direction and distance from one cell to another along a ray, if any.
struct LineStep {
  DirectionId direction = 0;
  std::uint16_t distance = 0;  // 0 = not on a ray
};

class CompiledRules {
 public:
  const std::string& variant() const { return variant_; }
  const std::string& title() const { return title_; }
  const OptionValues& option_values() const { return option_values_; }
  const BoardGraph& board() const { return board_; }

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
  // Whether q's pieces are p's enemies (today: every other player; alliances come with Sannin).
  bool is_opponent(PlayerId p, PlayerId q) const { return p != q; }

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
  // Cells of sanctuary zones: a piece there cannot be captured, cannot capture, attacks nothing.
  bool is_sanctuary(Cell c) const { return sanctuary_.contains(c); }
  // Cells where a royal piece may not have an enemy royal piece on a neighbouring cell.
  bool forbids_royal_neighbours(Cell c) const { return no_royal_neighbours_.contains(c); }
  bool has_royal_neighbour_rule() const { return !no_royal_neighbours_.empty(); }
  const std::vector<ZoneClosure>& closures() const { return closures_; }
  // Whether some piece kind carries passengers (`carries:`); the passenger bookkeeping of
  // make/unmake runs only then.
  bool has_carriers() const { return has_carriers_; }
  // Whether some atom relocates what it captures (`capture: relocate`).
  bool has_relocation() const { return has_relocation_; }
  bool is_carrier(Piece p) const { return carrier_code_[p.code] != 0; }
  // The cells, in the order tried, where a passenger of a (p, k) carrier is unloaded: its carrying
  // atoms' relocation cells (empty when it has none).
  const std::vector<Cell>& unload_cells(PlayerId p, PieceKind k) const {
    return unload_cells_(p, k);
  }
  std::size_t piece_code_count() const { return 1 + players_.size() * kind_count_; }

  // Atoms of kind k as owned by player p, with directions resolved.
  const std::vector<CompiledAtom>& atoms(PlayerId p, PieceKind k) const { return atoms_(p, k); }
  // Whether two atoms of (p, k) can produce the same move (the generator then removes repeats).
  bool atoms_overlap(PlayerId p, PieceKind k) const { return atoms_overlap_(p, k) != 0; }
  // Whether a piece of (p, k) may end a move on c: inside its confined_to zone, outside its
  // cannot_stop_on zone.
  bool may_stop_on(PlayerId p, PieceKind k, Cell c) const { return may_stop_on_(p, k).contains(c); }
  // Whether p's pieces of kind k may stop on every cell of the board.
  bool stops_anywhere(PlayerId p, PieceKind k) const { return stops_anywhere_(p, k) != 0; }
  // Cells a piece of (p, k) standing on `from` could capture on an empty board.
  const CellSet& could_capture(PlayerId p, PieceKind k, Cell from) const {
    return could_capture_[atoms_.slot(p, k) * board_.cell_count() + from.index];
  }
  // Cells a piece of (p, k) standing on `from` could capture on an empty board after one plain
  // move of its own (could_capture from every cell its atoms reach from `from`): a royal piece
  // elsewhere cannot be checked directly by that piece's next move. Every cell where the kind
  // also moves otherwise (it promotes, captures en passant, pushes, relocates or transports):
  // those moves are judged one by one.
  const CellSet& could_check(PlayerId p, PieceKind k, Cell from) const {
    return could_check_[atoms_.slot(p, k) * board_.cell_count() + from.index];
  }
  // The cells from which a piece of (p, k) could capture on `target` on an empty board: the
  // cells whose could_capture holds `target`.
  const CellSet& could_capture_from(PlayerId p, PieceKind k, Cell target) const {
    return could_capture_from_[atoms_.slot(p, k) * board_.cell_count() + target.index];
  }
  // The cells a piece of (p, k) standing on `from` could reach by one step, leap or ride of an
  // atom on an empty board, whatever the atom's mode: a superset of the cells its moves land on.
  const CellSet& could_reach(PlayerId p, PieceKind k, Cell from) const {
    return could_reach_[atoms_.slot(p, k) * board_.cell_count() + from.index];
  }
  // Whether every move of a piece of (p, k) is a plain one (MoveType::Normal, keeping its kind):
  // it neither promotes, nor captures en passant, pushes, relocates or transports.
  bool moves_plainly(PlayerId p, PieceKind k) const { return moves_plainly_(p, k) != 0; }
  // Whether no two rays from one cell meet the same cell: then line(from, to) names the only
  // ray from `from` that reaches `to` (a board that wraps or joins rays may have two).
  bool rays_meet_once() const { return rays_meet_once_; }
  LineStep line(Cell from, Cell to) const {
    return lines_[from.index * board_.cell_count() + to.index];
  }

  // Push chains (atom key push_chain, model/push_chain.h): the cells a pushed piece of p standing
  // on c may push on to, in step-code order (every target of a push_chain atom of a kind some atom
  // pushes, ignoring occupancy); empty when no atom has push_chain.
  const std::vector<Cell>& chain_steps(PlayerId p, Cell c) const {
    return chain_steps_[p.index * board_.cell_count() + c.index];
  }
  // Bits of one step code, and how many steps (pieces pushed on by a pushed piece) a Move holds;
  // 0 when no atom has push_chain.
  int chain_step_bits() const { return chain_step_bits_; }
  std::size_t chain_capacity() const { return chain_capacity_; }

  std::optional<ZoneId> find_zone(const std::string& name) const;
  const std::string& zone_name(ZoneId z) const { return zone_names_[static_cast<std::size_t>(z)]; }
  std::size_t zone_count() const { return zone_names_.size(); }
  bool in_zone(ZoneId z, PlayerId p, Cell c) const {
    return zones_[static_cast<std::size_t>(z) * players_.size() + p.index].contains(c);
  }
  const CellSet& zone(ZoneId z, PlayerId p) const {
    return zones_[static_cast<std::size_t>(z) * players_.size() + p.index];
  }

  const std::vector<CastlingRule>& castling() const { return castling_; }
  // Castling rights (bit per rule) that survive a move touching cell c.
  std::uint32_t castling_keep_mask(Cell c) const { return castling_keep_[c.index]; }
  bool has_en_passant() const { return has_en_passant_; }
  bool en_passant_all_passed() const { return en_passant_.all_passed; }
  EnPassantWindow en_passant_window() const { return en_passant_.window; }
  bool has_drops() const { return has_drops_; }
  Outcome checkmate_outcome() const { return checkmate_; }
  const std::vector<DrawClaimRule>& draw_claims() const { return draw_claims_; }
  const DrawThreshold& move_limit() const { return move_limit_; }  // in halfmoves
  const DrawThreshold& repetition() const { return repetition_; }  // in occurrences
  // Spec `game_end.dead_position: bare_royals`: a position holding only royal pieces (none in
  // hand) is dead, as no royal piece can ever give mate.
  bool dead_bare_royals() const { return dead_bare_royals_; }
  // Whether some claim is available only right after entering (Position then records who entered).
  bool tracks_entry() const { return tracks_entry_; }
  // The line of succession, if the spec has one.
  const std::optional<SuccessionRule>& succession() const { return succession_; }
  // Opposition between rulers read explicitly (spec `opposition`, model: explicit); none under
  // the attack model, where rulers attack each other like any piece.
  const std::optional<OppositionRule>& opposition() const { return opposition_; }
  // Immobilizers (pieces' `immobilizes`), if some piece kind has them (model/immobilization.h).
  const std::optional<ImmobilizationRule>& immobilization() const { return immobilization_; }
  // Whether the cell the last move arrived on is part of the state (hashed and compared).
  bool uses_last_arrival() const {
    return succession_ && succession_->mating_piece == MatingPiece::MovedPiece;
  }
  // Whether some piece kind must leave a cell it cannot stop on.
  bool has_must_leave() const { return has_must_leave_; }
  Outcome stalemate_outcome() const { return stalemate_; }
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
  bool uses_moved_flags() const { return uses_moved_flags_; }

  // Imitation (spec `imitates:`, model/imitation.h): whether some kind imitates; the rule of kind
  // k (imitates false for the others); the atoms a piece of p's imitating kinds uses to copy kind
  // k (k's atoms for p without the skipped features); whether a castling records the kind on its
  // rook cell rather than its king cell.
  bool has_imitation() const { return has_imitation_; }
  const ImitationRule& imitation(PieceKind k) const { return imitation_[k.index]; }
  // Whether k (none: false) is an imitating kind.
  bool imitates(PieceKind k) const { return !k.is_none() && imitation_[k.index].imitates; }
  const std::vector<CompiledAtom>& imitated_atoms(PlayerId p, PieceKind k) const {
    return imitated_atoms_(p, k);
  }
  bool castling_records_rook() const { return castling_records_rook_; }

  const std::vector<PositionField>& position_fields() const { return position_fields_; }
  const std::string& start_position() const { return start_position_; }
  // Whether position strings write "~" after pieces that are not original (promoted, dropped).
  bool marks_not_original() const { return marks_not_original_; }

  // Zobrist keys drawn from a fixed seed when compiled.
  std::uint64_t piece_key(Piece p, Cell c) const {
    return piece_keys_[p.code * board_.cell_count() + c.index];
  }
  std::uint64_t side_key(PlayerId p) const { return side_keys_[p.index]; }
  std::uint64_t castling_key(std::size_t rule) const { return castling_keys_[rule]; }
  std::uint64_t en_passant_key(Cell c) const { return en_passant_keys_[c.index]; }
  // Under window while_unmoved: the piece on c may be taken en passant (a right's victim).
  std::uint64_t en_passant_victim_key(Cell c) const { return en_passant_victim_keys_[c.index]; }
  std::uint64_t hand_key(PlayerId p, PieceKind k, int count) const;
  std::uint64_t moved_key(Cell c) const { return moved_keys_[c.index]; }
  std::uint64_t last_arrival_key(Cell c) const { return last_arrival_keys_[c.index]; }
  std::uint64_t entered_key(PlayerId p) const { return entered_keys_[p.index]; }
  // Imitation: p's record is kind k; c is one of p's entry cells.
  std::uint64_t record_key(PlayerId p, PieceKind k) const {
    return record_keys_[atoms_.slot(p, k)];
  }
  std::uint64_t entry_cell_key(PlayerId p, Cell c) const {
    return entry_cell_keys_[p.index * board_.cell_count() + c.index];
  }
  // A passenger p carried by the piece on c (position.cpp rotates it by the passenger's rank
  // among that carrier's passengers, so that order counts and equal passengers do not cancel).
  std::uint64_t passenger_key(Piece p, Cell c) const {
    return passenger_keys_[p.code * board_.cell_count() + c.index];
  }

 private:
  friend class RulesCompiler;
  std::string variant_, title_;
  OptionValues option_values_;
  BoardGraph board_;
  std::vector<PlayerInfo> players_;
  std::vector<PlayerId> turn_order_;
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
  std::array<std::uint8_t, 256> carrier_code_{};
  CellSet sanctuary_;
  CellSet no_royal_neighbours_;
  std::vector<ZoneClosure> closures_;
  bool has_carriers_ = false;
  bool has_relocation_ = false;
  PerOwnerKind<std::vector<Cell>> unload_cells_;
  PerOwnerKind<std::vector<CompiledAtom>> atoms_;
  PerOwnerKind<char> atoms_overlap_;
  // The cells the piece may stop on (confined_to minus cannot_stop_on).
  PerOwnerKind<CellSet> may_stop_on_;
  PerOwnerKind<char> stops_anywhere_;  // may_stop_on_ holds every cell
  // Per (owner, kind) slot, then cell.
  std::vector<CellSet> could_capture_;
  std::vector<CellSet> could_check_;
  std::vector<CellSet> could_capture_from_;
  std::vector<CellSet> could_reach_;
  PerOwnerKind<char> moves_plainly_;
  std::vector<LineStep> lines_;
  bool rays_meet_once_ = true;
  std::vector<std::vector<Cell>> chain_steps_;  // per (player, cell)
  int chain_step_bits_ = 0;
  std::size_t chain_capacity_ = 0;
  std::vector<std::string> zone_names_;
  std::vector<CellSet> zones_;
  std::vector<CastlingRule> castling_;
  std::vector<std::uint32_t> castling_keep_;
  bool has_en_passant_ = false;
  EnPassantRule en_passant_;
  bool has_drops_ = false;
  Outcome checkmate_ = Outcome::Loss;
  Outcome stalemate_ = Outcome::Draw;
  std::optional<SuccessionRule> succession_;
  std::optional<OppositionRule> opposition_;
  std::optional<ImmobilizationRule> immobilization_;
  std::vector<DrawClaimRule> draw_claims_;
  DrawThreshold move_limit_, repetition_;
  bool dead_bare_royals_ = false;
  bool tracks_entry_ = false;
  bool has_must_leave_ = false;
  RuleFeatures features_;
  RuleFeatures ruleset_features_;
  PerOwnerKind<RuleFeatures> kind_features_;
  bool lines_only_attacks_ = true;
  std::optional<AttackLines> attack_lines_;
  bool uses_moved_flags_ = false;
  bool has_imitation_ = false;
  std::vector<ImitationRule> imitation_;  // per kind
  PerOwnerKind<std::vector<CompiledAtom>> imitated_atoms_;
  bool castling_records_rook_ = false;
  std::vector<std::uint64_t> record_keys_;  // per (owner, kind) slot of atoms_
  std::vector<std::uint64_t> entry_cell_keys_;
  std::vector<PositionField> position_fields_;
  std::string start_position_;
  bool marks_not_original_ = false;
  std::vector<std::uint64_t> piece_keys_, side_keys_, castling_keys_, en_passant_keys_, hand_keys_,
      moved_keys_, last_arrival_keys_, entered_keys_, passenger_keys_, en_passant_victim_keys_;
};

// Hands hold at most this many pieces of one kind (for hashing).
constexpr int kMaxHandCount = 64;

}  // namespace arbiter::model
