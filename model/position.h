// A position: a mailbox over the board's cells with its occupancy as 64-cell words (in all and
// per piece code), piece lists per player, hands, per-piece flags
// and the game-state variables (side to move, castling rights, en passant targets, clocks), with
// an incrementally kept Zobrist hash and make/unmake. A copyable value; it refers to its rules.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "model/move.h"
#include "model/push_chain.h"
#include "model/rules.h"

namespace arbiter::model {

// An en passant right: the cells a multi-cell move passed (its targets) and the cell of the piece
// that made it, which a capture onto a target takes. Under window next_move it lasts for the next
// move only; under while_unmoved, while that piece stands unmoved where it landed.
struct EnPassant {
  std::array<Cell, 4> cells{};
  std::uint8_t count = 0;
  Cell victim;
  bool operator==(const EnPassant&) const = default;
  bool contains(Cell c) const {
    for (std::uint8_t i = 0; i < count; ++i)
      if (cells[i] == c) return true;
    return false;
  }
};

// Flags each piece carries with it from cell to cell.
namespace piece_flags {
constexpr std::uint8_t kMoved = 1;        // it has moved (or was dropped) since the game began
constexpr std::uint8_t kNotOriginal = 2;  // it arrived by promotion or drop, not in the set-up
}  // namespace piece_flags

// A piece carried by another (spec `carries:`): off the board, it travels with its carrier and
// cannot move, attack or be captured until it is unloaded.
struct Passenger {
  Cell carrier;
  Piece piece;
  std::uint8_t flags = piece_flags::kMoved;  // piece_flags; a carried piece has always moved
  bool operator==(const Passenger&) const = default;
};

// One player's imitation state (spec `imitates:`, model/imitation.h): the kind its last move
// recorded (none: no record) and the cells where its imitating piece may enter on its next turn
// (cells its last move vacated; none where unused).
struct ImitationState {
  PieceKind record;
  std::array<Cell, 2> entry{};
  bool operator==(const ImitationState&) const = default;
};

// What make() changed, so unmake() can restore it: what every move changes, then one part per rule
// that keeps state of its own (each left as it is by moves that do not touch that rule).
struct Undo {
  Piece moved;  // the piece that moved, before promotion
  Piece captured;
  Cell captured_at;
  std::uint8_t moved_flags = 0;     // the mover's piece flags before the move
  std::uint8_t captured_flags = 0;  // the captured piece's flags (castling: the rook's)
  std::uint32_t castling = 0;
  EnPassant en_passant;
  int halfmove_clock = 0;
  std::uint64_t hash = 0;

  // Where the previous move arrived, and who had brought a royal piece into an on-entry draw
  // claim zone (Position::last_arrival, entered_claim_zone).
  struct Arrival {
    Cell last;
    std::uint8_t entered = 0;
  } arrival;
  // Succession (spec `succession:`): the heir's cell and its piece before it took the role; none
  // when the move made no heir.
  struct Succession {
    Cell heir_at;
    Piece heir_was;
  } succession;
  // Push (atom `push:`): the (last) pushed piece and its flags, and along a push chain, bit i: the
  // (i + 1)-th pushed piece had not moved.
  struct Push {
    Piece piece;
    std::uint8_t flags = 0;
    std::uint16_t chain_unmoved = 0;
  } push;
  // The lengths of the position's journals before the move: passengers (spec `carries:`) and
  // standing en passant rights (en_passant window while_unmoved).
  struct Journals {
    std::uint32_t passengers = 0;
    std::uint32_t standing_en_passant = 0;
    std::uint32_t eliminated = 0;  // the log of an eliminated army (spec game_end.elimination)
    std::uint32_t checked = 0;     // royal pieces marked moved by a check (checked_as_moved)
    std::uint32_t taken = 0;       // pieces taken by a capture in place or a double capture
  } journals;
  // Imitation (spec `imitates:`): the mover's imitation state before the move.
  ImitationState imitation;
};

class Position {
 public:
  // An empty board with the first player of the turn order to move.
  explicit Position(const CompiledRules& rules);

  const CompiledRules& rules() const { return *rules_; }
  Piece at(Cell c) const { return board_[c.index]; }
  // The occupied cells, 64 a word: bit i of word w is cell 64 * w + i. Kept with the board, for
  // tests that read many cells at once (model/attack_lines.h).
  std::uint64_t occupied_word(std::size_t w) const { return occupied_[w]; }
  // The cells of the pieces with code `code` (an owner and a kind), likewise.
  std::uint64_t code_word(std::size_t code, std::size_t w) const {
    return occupied_[(code + 1u) * words_ + w];
  }
  // The cells of p's pieces, likewise.
  std::uint64_t player_word(PlayerId p, std::size_t w) const {
    return player_occupied_[p.index * words_ + w];
  }
  // Whether found(cell) holds for a royal piece of `p` (asked of each in turn, stopping at the
  // first that holds). The royal pieces are read from the occupancy words, kind by kind, each
  // kind's in cell order: a look at a word or two, where the piece list would be walked.
  template <class Found>
  bool any_royal(PlayerId p, Found&& found) const {
    for (const std::uint8_t code : rules_->royal_codes(p))
      for (std::size_t w = 0; w < words_; ++w)
        for (std::uint64_t bits = code_word(code, w); bits != 0; bits &= bits - 1)
          if (found(Cell::from_index(64 * w + static_cast<std::size_t>(__builtin_ctzll(bits)))))
            return true;
    return false;
  }
  bool has_moved(Cell c) const { return (flags_[c.index] & piece_flags::kMoved) != 0; }
  // Whether the piece on c stood in the set-up (not promoted, not dropped).
  bool is_original(Cell c) const { return (flags_[c.index] & piece_flags::kNotOriginal) == 0; }
  std::uint8_t flags(Cell c) const { return flags_[c.index]; }
  PlayerId side_to_move() const { return side_; }
  // Whether p is still in the game: always, but under game_end.elimination only while it owns a
  // piece, on the board or in hand (model/position_elimination.cpp).
  bool in_game(PlayerId p) const;
  // The first player after p in turn order who is in the game.
  PlayerId next_in_game(PlayerId p) const {
    if (!rules_->game_end().elimination) return rules_->next_player(p);
    return next_still_in_game(p);
  }
  // How many players are in the game.
  std::size_t players_in_game() const;
  std::uint32_t castling_rights() const { return castling_; }
  // The en passant rights standing now: under window next_move at most one, left by the last
  // move; under while_unmoved every right whose piece still stands unmoved on its landing cell,
  // oldest first. No cell is a target of two rights.
  std::span<const EnPassant> en_passant_rights() const {
    if (rules_->en_passant().window == EnPassantWindow::WhileUnmoved)
      return {standing_.data(), standing_.size()};
    return {&en_passant_, en_passant_.count > 0 ? 1u : 0u};
  }
  // The piece an en passant capture onto `target` takes (the victim of the right whose targets
  // include it); none when no right targets it.
  Cell en_passant_victim(Cell target) const {
    if (rules_->en_passant().window == EnPassantWindow::WhileUnmoved)
      return standing_victim(target);
    return en_passant_.contains(target) ? en_passant_.victim : Cell::none();
  }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  // Single moves counted from 1 (SFEN's move number); make() adds one, unmake() takes it back.
  int ply_number() const { return ply_number_; }
  int hand_count(PlayerId p, PieceKind k) const { return hands_(p, k); }
  std::uint64_t hash() const { return hash_; }
  // With an on-entry draw claim: the player whose last move brought a royal piece into the claim
  // zone (it may claim now), if any.
  std::optional<PlayerId> entered_claim_zone() const {
    if (entered_ == 0) return std::nullopt;
    return PlayerId::from_index(entered_ - 1u);
  }
  // The victims of the capture in place m (MoveType::InPlace) as the position stands before it:
  // visit(cell) for the first piece along each direction m names, in direction order.
  template <class Visit>
  void for_each_in_place_victim(Move m, Visit&& visit) const {
    for (std::uint32_t bits = m.in_place_directions(); bits != 0; bits &= bits - 1) {
      const auto d = static_cast<DirectionId>(__builtin_ctz(bits));
      for (Cell c : rules_->board().ray(m.from, d))
        if (board_[c.index]) {
          visit(c);
          break;
        }
    }
  }
  // The cell the last move's piece arrived on (none at the start or after set-up).
  Cell last_arrival() const { return last_arrival_; }
  void set_last_arrival(Cell c);
  // The cells holding p's pieces, in no particular order: the order changes with every move
  // made and taken back.
  std::span<const Cell> pieces_of(PlayerId p) const {
    return {lists_[p.index].data(), lists_[p.index].size()};
  }
  // Calls visit(cell) for each of p's pieces in cell order (by index), read from p's occupancy
  // words. An order that is the position's alone, whatever was made and taken back before:
  // the move generator lists moves in it, so that a search's tree depends on the position and
  // not on the lines searched before (docs/puzzles.md, session 36).
  template <class Visit>
  void for_each_piece_in_cell_order(PlayerId p, Visit&& visit) const {
    for (std::size_t w = 0; w < words_; ++w)
      for (std::uint64_t bits = player_word(p, w); bits != 0; bits &= bits - 1)
        visit(Cell::from_index(64 * w + static_cast<std::size_t>(__builtin_ctzll(bits))));
  }
  // Every carried piece with its carrier's cell; a carrier's passengers in the order loaded.
  std::span<const Passenger> passengers() const { return {passengers_.data(), passengers_.size()}; }
  // How many pieces the piece on `carrier` carries.
  std::size_t passenger_count(Cell carrier) const;

  // Imitation (only when rules().imitation().in_use): player p's record and entry cells.
  const ImitationState& imitation_state(PlayerId p) const { return imitation_[p.index]; }
  void set_imitation_state(PlayerId p, const ImitationState& state);
  // The kind the imitating pieces of `owner` copy now: the record of the most recent move made
  // by a player other than `owner`, found by walking the turn order back from the player who
  // moved last (the one before the side to move). None when that record is none (e.g. at the
  // start). Precondition: rules().imitation().in_use.
  PieceKind imitated_kind(PlayerId owner) const;
  // The side to move's imitation state after it plays m (called before m is made): its record
  // (the moved kind; a promotion's kind unless that kind imitates; the kind an imitating mover
  // copied; a castling's king- or rook-cell kind; an entry per entry_records) and the cells its
  // imitating piece may enter on next (a first move's or a capture's start cell, a castling's
  // two start cells). The restrictions on imitating pieces' moves are model/imitation.h's.
  ImitationState imitation_after(Move m) const;

  // Set-up. Each keeps the hash and piece lists consistent.
  void put(Cell c, Piece p, bool moved = false);
  // Places a piece with the given piece_flags.
  void put_with_flags(Cell c, Piece p, std::uint8_t flags);
  // Removes the piece on c, with its passengers. (put_with_flags keeps the passengers of c.)
  void remove(Cell c);
  // Adds a passenger to the piece on `carrier`, after the ones it carries; it counts as moved.
  void add_passenger(Cell carrier, Piece piece, std::uint8_t flags);
  void set_side_to_move(PlayerId p);
  void set_castling_rights(std::uint32_t rights);
  // Replaces the standing en passant rights (under window next_move: at most one). The rights'
  // targets must not overlap.
  void set_en_passant_rights(std::span<const EnPassant> rights);
  void set_hand_count(PlayerId p, PieceKind k, int count);
  void set_clocks(int halfmove_clock, int fullmove_number);
  void set_ply_number(int ply_number) { ply_number_ = ply_number; }

  // Plays a pseudo-legal move; unmake(move, undo) restores the position exactly.
  void make(Move m, Undo& undo);
  void unmake(Move m, const Undo& undo);

  // The hash recomputed from scratch (tests compare it with the incremental one).
  std::uint64_t compute_hash() const;
  // Equality of everything the rules see (not the order of piece lists).
  bool same_as(const Position& other) const;

 private:
  const CompiledRules* rules_;
  std::vector<Piece> board_;
  std::size_t words_;  // 64-cell words of the board
  // A bit per cell: every piece's cells (occupied_word), then each piece code's (code_word).
  std::vector<std::uint64_t> occupied_;
  std::vector<std::uint64_t> player_occupied_;  // likewise, per player (player_word)
  std::vector<std::uint8_t> flags_;             // piece_flags per cell
  PerOwnerKind<std::uint8_t> hands_;
  std::vector<std::vector<Cell>> lists_;  // per player
  std::vector<std::uint8_t> list_slot_;   // per cell: index in its owner's list
  PlayerId side_;
  std::uint32_t castling_ = 0;
  EnPassant en_passant_;             // window next_move: the right the last move left
  std::vector<EnPassant> standing_;  // window while_unmoved: every standing right
  // A change make() made to standing_, so that unmake() can take it back.
  struct StandingChange {
    enum class Kind : std::uint8_t { Added, Removed, Narrowed } kind;
    std::uint32_t index;  // in standing_
    EnPassant before;     // Removed, Narrowed: the right as it was
  };
  std::vector<StandingChange> standing_log_;
  int halfmove_clock_ = 0;
  int fullmove_number_ = 1;
  int ply_number_ = 1;
  Cell last_arrival_;
  std::uint8_t entered_ = 0;  // player index + 1, see entered_claim_zone()
  std::uint64_t hash_ = 0;
  std::vector<Passenger> passengers_;
  // A change make() made to passengers_, so that unmake() can take it back.
  struct PassengerChange {
    enum class Kind : std::uint8_t { Loaded, Unloaded, Followed, Changed } kind;
    std::uint32_t index;  // in passengers_
    Passenger before;     // Unloaded: the passenger; Followed, Changed: it before the change
    Cell cell;            // Unloaded: where it was put
  };
  std::vector<PassengerChange> passenger_log_;
  std::vector<ImitationState> imitation_;  // per player; empty without imitation
  // Under game_end.elimination: the pieces eliminations took off the board (or turned over to
  // the mater) and the hands they emptied, in order, for unmake.
  struct EliminatedPiece {
    Cell cell;  // none for a hand
    Piece piece;
    std::uint8_t flags = 0;
    int hand = 0;  // a hand's count of the piece's kind
  };
  std::vector<EliminatedPiece> elimination_log_;
  // Under checked_as_moved: the cells of royal pieces a check marked moved, in order, for unmake.
  std::vector<Cell> checked_log_;
  // The pieces taken by moves that may take more than one (captures in place, double captures),
  // in order, for unmake.
  struct TakenPiece {
    Cell cell;
    Piece piece;
    std::uint8_t flags = 0;
  };
  std::vector<TakenPiece> taken_log_;

  std::uint64_t imitation_hash() const;  // position_imitation.cpp

  void place(Cell c, Piece p, std::uint8_t flags);
  void lift(Cell c);
  void add_to_hand(PlayerId p, PieceKind k, int delta);
  void set_en_passant_hashed(const EnPassant& ep);

  // Standing en passant rights under window while_unmoved (position_en_passant.cpp). Their
  // hash keys are kept in hash_ as they change; unmake() restores hash_ from the Undo.
  Cell standing_victim(Cell target) const;
  std::uint64_t standing_key(const EnPassant& right) const;
  std::uint64_t standing_hash() const;
  bool same_standing(const Position& other) const;
  // After move m (undo as make() filled it): the rights whose piece left or changed lapse, then
  // `created` (if any) joins them, taking its targets over from older rights.
  void update_standing(Move m, const Undo& undo, const EnPassant& created);
  void remove_standing(std::size_t index);
  void revert_standing(std::uint32_t log_size);
  void set_castling_hashed(std::uint32_t rights);
  bool royal_in_entry_zone(PlayerId p) const;
  void note_entry(PlayerId mover, bool before);
  // The tail of every unmake: counters, side to move and the saved state variables.
  void restore_state(const Undo& undo, PlayerId mover, bool turn_passed);
  void make_succession(Move m, Undo& undo);
  // Elimination (position_elimination.cpp): the mated army leaves (or changes sides) and is
  // logged for unmake; whether `mover`'s move closes a round of the turn order (the fullmove
  // number counts on), asked of the board before a move and after it is taken back.
  void make_elimination(Move m, Undo& undo);
  void unmake_elimination(Move m, const Undo& undo);
  bool closes_round(PlayerId mover) const {
    if (!rules_->game_end().elimination) return mover == rules_->turn_order().back();
    return closes_round_among_those_in_game(mover);
  }
  PlayerId next_still_in_game(PlayerId p) const;
  bool closes_round_among_those_in_game(PlayerId mover) const;
  // After a move under checked_as_moved (position_checked_royals.cpp): unmoved royal pieces
  // standing in check count as moved from now on; unmake takes the marks back first.
  void mark_checked_royals(Undo& undo);
  void unmark_checked_royals(const Undo& undo);
  // The player who moves after `mover`'s move, the board as the move left it
  // (model/position_turn.cpp): the next player, or under `check_reply: at_once` the first player
  // from the mover whose royal piece stands attacked.
  PlayerId player_to_reply(PlayerId mover) const;
  // Moves that may take more than one piece (position_multi_capture.cpp): a capture in place, a
  // double capture. Their victims are logged; restore_taken puts them back (and takes them out
  // of the mover's hand).
  void make_in_place(Move m, Undo& undo);
  void make_double_capture(Move m, Undo& undo);
  void take_logged(Cell c, Undo& undo);
  void restore_taken(const Undo& undo);
  void make_push(Move m, Undo& undo);
  void unmake_push(Move m, const Undo& undo);
  void unmake_succession(Move m, const Undo& undo);
  void make_normal(Move m, Undo& undo, EnPassant& next_ep);
  void make_relocation(Move m, Undo& undo);
  void unmake_relocation(Move m, const Undo& undo);

  // Passengers (position_passengers.cpp). The hash of passengers_ is taken out at the start of
  // make() and put back at its end, so the helpers below leave hash_ alone.
  std::uint64_t passengers_hash() const;
  bool same_passengers(const Position& other) const;
  // Passengers of a carrier on from_a (from_b) move with it to to_a (to_b), at once.
  void follow_carriers(Cell from_a, Cell to_a, Cell from_b = Cell::none(),
                       Cell to_b = Cell::none());
  // Passengers of a carrier on path[i] move with it to path[i + 1], all at once (a push).
  void follow_carriers_along(const PushPath& path);
  void load_passenger(Cell carrier, Piece piece, std::uint8_t flags);
  // The passenger at `index` becomes `piece` where it rides (an heir inheriting aboard).
  void change_passenger(std::uint32_t index, Piece piece);
  // After a move: each carrier, in board order, that unloads now (after any move, or after its
  // own) puts its passengers, in the order loaded, on the first free cell that takes them.
  void unload_passengers(Move m);
  void unload_from(Cell carrier);
  bool carrier_moved(Move m, Cell c) const;
  void revert_passengers(std::uint32_t log_size);
};

}  // namespace arbiter::model
