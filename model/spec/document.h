// The spec document: a variant's YAML spec read into plain C++ values, each carrying the source
// mark it came from, before any validation of names or geometry. load.cpp builds it; validate.cpp
// checks it; compile.cpp turns it into CompiledRules. The reference interpreter in tests/ reads it
// directly.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/option_values.h"
#include "model/spec/audit_doc.h"
#include "model/spec/source_ref.h"

namespace arbiter::model::spec {

// A scalar as written, with its place in the file.
struct Text {
  std::string value;
  SourceMark mark;
  std::string option;  // written `{option: name}`: takes that option's chosen value
  // Written `{option: name, values: {alternative: value, ...}}`: takes the value mapped from the
  // chosen alternative (when alternatives are named after the rulebook's question, not the key).
  std::map<std::string, std::string> option_map;
  bool empty() const { return value.empty() && option.empty(); }
};

// `when: {option: value, ...}`: the element exists only when every named option has that value.
using OptionGuard = std::map<std::string, Text>;

struct Vector2 {
  int x = 0;
  int y = 0;
  SourceMark mark;
};

struct ExtraCell {
  Text name;
  Vector2 at;
};

struct Colouring {
  Text pattern;                              // "checkered" (square) or "hex3" (hex)
  Text first;                                // a cell that gets colours[0]
  std::vector<Text> colours;                 // names, 2 for checkered, 3 for hex3
  std::vector<std::pair<Text, Text>> cells;  // cell -> colour name overriding the pattern
  SourceMark mark;
};

struct BoardDoc {
  Text geometry;            // "square" or "hex"
  int side = 0;             // hex: cells along one edge
  Text hex_ranks;           // hex: "bent" (default, counted up each file) or "straight"
  std::vector<Text> files;  // column names, left to right
  std::vector<Text> ranks;  // row names, bottom to top (square) or from each column's start (hex)
  std::vector<ExtraCell> extra_cells;
  std::vector<Text> holes;  // cells of the grid that do not exist
  std::optional<Colouring> colouring;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct PlayerDoc {
  Text name;
  Text forward;      // an absolute direction name
  Text letter_case;  // "upper" or "lower" (two-player FEN style); empty with a prefix
  Text prefix;       // piece token prefix for specs with more than two players
  Text side;         // token in the side-to-move field
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `closed:` on a zone: pieces of the listed kinds (or "royal": any royal piece) may not enter the
// zone while some cell of `zone` holds a piece of `pieces` belonging to `by` (own, opponent, any;
// relative to the player about to move).
struct ClosedDoc {
  std::vector<Text> to;
  Text by_push;  // "closed" (default) or "open": a push may still enter
  Text occupied_zone;
  Text by;
  std::vector<Text> occupied_by;  // piece names; empty = any piece
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// A zone: named cell set, either the same for everybody or one per player. Cell lists accept
// single names and rectangles "a2..h2".
struct ZoneDoc {
  Text name;
  std::vector<Text> cells;
  std::map<std::string, std::vector<Text>> per_player;  // player name -> cells
  std::map<std::string, SourceMark> per_player_marks;
  bool sanctuary =
      false;  // a piece standing here cannot be captured, cannot capture, attacks nothing
  Text royal_neighbours;  // "allowed" (default) or "forbidden": enemy royal pieces next to each
                          // other, one of them here
  std::optional<ClosedDoc> closed;
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// The form of a move atom: the one key of step/slide/leap/hop/warp it is written with.
enum class AtomForm : std::uint8_t { Step, Slide, Leap, Hop, Warp };

// One movement atom. Exactly one of step/slide/leap/hop/warp is written.
struct AtomDoc {
  AtomForm form = AtomForm::Slide;
  SourceMark form_mark;          // where the form's key is written
  Text warp;                     // warp: the zone whose cells the piece jumps between
  std::vector<Text> directions;  // step, slide, hop
  std::vector<Vector2> vectors;  // leap; slide, hop: leap vectors ridden repeatedly
  std::vector<Vector2> via;      // leap: cells that must be empty (lame leaps)
  Text symmetry;                 // leap, and slide/hop vectors: "all", "mirror", "none"
  std::optional<int> max;        // slide/hop: most cells travelled (hop: after the screen)
  int screens = 1;               // hop: pieces jumped
  Text landing;                  // hop: "beyond" (any cell after the screens) or "adjacent"
  Text mode;                     // "move", "capture", "both"
  Text from_zone;
  Text to_zone;
  Text not_to_zone;
  Text not_from_zone;
  bool only_unmoved = false;
  Text en_passant;                // "", "creates", "captures"
  std::vector<Text> targets;      // capture only these piece names
  Text not_through;               // slide, hop: a zone the atom may not enter or cross
  Text strangled_by;              // slide: "nobody" (default), "opponent", "anyone"
  std::vector<Text> push;         // own piece names this atom may land on, pushing them on
  Text push_then;                 // the pushed piece's move: "any" (default) or "move" (no capture)
  Text push_chain;                // "no" (default) or "yes": a pushed piece may push with this atom
  Text capture;                   // "remove" (default) or "relocate"
  std::vector<Text> relocate_to;  // relocate: zones tried in order for the victim
  Text relocate_choice;           // "first_free" (default) or "any_free"
  Text relocate_full;             // "illegal" (default) or "carry" (the mover carries it)
  Text relocate_owner;            // "victim" (default) or "captor"
  Text target_side;               // "opponent" (default) or "own" (relocate an own piece)
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// One kind a piece may promote to: a bare name, or `{piece: NAME, ...}` with `when: {option:
// value}` when the choice exists only under some option alternatives, and `at_most: N` (with
// `owned_by: own | opponent | any`) when it is offered only while the board holds fewer than N
// pieces of the kind.
struct PromotionChoiceDoc {
  Text piece;
  std::optional<int> at_most;
  Text owned_by;
  OptionGuard when;
};

struct PromotionDoc {
  Text zone;     // reaching (or, with trigger enter_or_leave, leaving) it
  Text trigger;  // "enter" (default) or "enter_or_leave"
  std::vector<PromotionChoiceDoc> choices;
  bool forced = true;
  Text forced_zone;  // with forced false: promotion is compulsory when entering it
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct DropDoc {
  Text not_into;                // zone where this piece may not be dropped
  bool one_per_column = false;  // no two unpromoted pieces of this kind in one column
  Text may_not_mate;  // "true": a drop that mates at once is illegal ("false", the default)
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `carries:` on a piece: it may carry pieces that a relocating capture could not place.
struct CarriesDoc {
  Text capacity;  // a whole number or "unlimited"
  Text unload;    // "immediate" (default) or "on_carrier_move"
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `captures_in_place:` on a piece: instead of moving, it takes enemy pieces it could capture by
// its slides, at most one along each direction: one per move, any set of them, or all of them
// (`victims`), and with `only_unprotected` only those no opponent of the mover attacks.
struct CapturesInPlaceDoc {
  Text victims;           // "one" (default), "any" or "all"
  Text only_unprotected;  // "no" (default) or "yes"
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `immobilizes:` on a piece: enemy pieces one step away in `directions` cannot move, unless
// (released_by_own) an immobilizer of their own side stands next to them too.
struct ImmobilizesDoc {
  std::vector<Text> directions;
  Text released_by_own;      // "no" (default) or "yes"
  Text immobilized_attacks;  // "no" (default): a piece it immobilizes attacks nothing; "yes"
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `imitates:` on a piece (the Fool of Omega Chess Advanced, specs/README.md "Imitation"):
// besides its own atoms it moves, captures and attacks with the atoms of the kind named by the
// imitation record of the last move of another player; it enters from its owner's hand only onto
// a cell its owner's previous move vacated.
struct ImitationDoc {
  std::vector<Text> skip;  // imitated atoms' features left out: first_move, en_passant
  Text royal;              // imitating a royal kind: "no_self_check" (default), "ignore"
  Text castling_records;   // a castling records the kind on its "king" (default) or "rook" cell
  std::vector<Text> enters_after;  // first_move, capture: what makes a vacated cell an entry cell
  Text enter_before;               // a whole number N; empty: no deadline
  Text deadline_counts;            // "owner_moves" (default) or "plies"
  Text entry_records;              // "imitated" (default) or "unchanged"
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct PieceDoc {
  Text name;
  Text letter;
  Text san_letter;  // letter used in SAN; empty string for pawns
  bool has_san_letter = false;
  double value = 0;
  bool royal = false;
  bool capturable = true;              // false: no atom of any piece may capture it
  bool resets_halfmove_clock = false;  // its moves restart the halfmove clock (pawns in chess)
  std::vector<AtomDoc> moves;
  std::optional<PromotionDoc> promotion;
  std::optional<DropDoc> drop;
  Text confined_to;       // zone the piece may never leave
  Text cannot_stop_on;    // zone the piece may pass through but never stop on
  Text must_leave;        // standing on such a cell: "", "no_legal_move" or "obligation_lapses"
  Text checked_as_moved;  // "yes": a royal piece counts as moved once it has been in check
  Text captured_as;       // piece name it becomes in a hand
  std::optional<CarriesDoc> carries;
  std::optional<CapturesInPlaceDoc> captures_in_place;
  std::optional<ImmobilizesDoc> immobilizes;
  std::optional<ImitationDoc> imitates;
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `may_hold:` on a castling: cells that must be empty or hold a piece of the listed kinds (any
// kind when none is listed) belonging to `by` (own, opponent, any), which the castling jumps.
struct CastlingHoldDoc {
  std::vector<Text> cells;
  std::vector<Text> pieces;
  Text by;
  OptionGuard when;
  SourceMark mark;
};

struct CastlingDoc {
  Text name;
  Text player;
  Text right;  // the letter in the castling field
  Text san;    // e.g. "O-O"
  Text king_from, king_to, rook_from, rook_to;
  std::vector<Text> empty;  // must be empty (besides the king and rook)
  std::vector<Text> safe;   // may not be attacked
  std::vector<CastlingHoldDoc> may_hold;
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct EnPassantDoc {
  Text cells;   // "last_passed" or "all_passed"
  Text window;  // "next_move" (default) or "while_unmoved"
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `double_capture:` a piece that captures may capture a second time in the same move, from the
// cell it took; `victims`: "any" (default) or "different_players".
struct DoubleCaptureDoc {
  Text victims;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct DropsDoc {
  bool captures_to_hand = false;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `draw_claims:` a player whose royal piece stands in `royal_in` may end the game as a draw.
struct DrawClaimDoc {
  Text royal_in;  // zone
  Text timing;    // "while_inside" (default), "on_entry" or "automatic"
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `move_limit:` and `repetition:` thresholds: a draw may be claimed from `claim`, and the game is
// drawn at `automatic` (0: never).
struct DrawThresholdDoc {
  int claim = 0;
  int automatic = 0;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// `game_end.elimination`: a mated player leaves while three or more are in the game.
struct EliminationDoc {
  Text applies;  // "yes" (default) or "no": an option may turn the rule off
  Text army;     // "removed" (default) or "taken_over" (by the mater)
  Text next;     // who moves after: "mater" (default) or "in_turn"
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct GameEndDoc {
  Text checkmate;  // outcome for the mated player: "loss", "draw", "win"
  Text stalemate;  // outcome for the stalemated player
  std::optional<DrawThresholdDoc> move_limit;  // halfmoves since the clock was last reset
  std::optional<DrawThresholdDoc> repetition;  // occurrences of one position
  Text dead_position;  // "bare_royals": drawn when only royal pieces are left
  std::vector<DrawClaimDoc> draw_claims;
  std::vector<Text> royal_wins;  // zones where a player's royal piece wins the game
  std::optional<EliminationDoc> elimination;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// One candidate in a line of succession: a piece of `piece` kind (only an original one when
// `original` is set) that becomes `becomes` when it inherits the royal role.
struct HeirDoc {
  Text piece;
  Text becomes;
  bool original = false;
  SourceMark mark;
};

// `succession:` what happens when a player's royal piece is checkmated and an heir exists.
struct SuccessionDoc {
  std::vector<HeirDoc> order;  // tried first to last
  Text not_from;               // zone: heirs standing here are passed over
  Text blocked_draw;           // "never", "all_blocked", "any_blocked": heirs stuck in not_from
  Text cascade;                // "continue" or "double_mate_loses"
  Text mating_piece;           // "checker", "moved_piece" or "none": who goes to the victim's cell
  Text royal_attacker;  // "stays", "gap_choice" or "victim_cell": a royal mating piece next to the
                        // heir
  Text relocation_promotes;  // "promote" or "no_promotion"
  Text turn;                 // "mated_side" (moves next) or "next_player"
  Text heirs_aboard;         // "no" or "yes": a carried heir may inherit, aboard
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// One of several start positions, chosen by options: `starts: [{start: "...", when: {...}}]`.
struct StartDoc {
  Text start;
  OptionGuard when;
};

struct NotationDoc {
  std::vector<Text> fields;        // board, side, hands, castling, en_passant, halfmove, ...
  Text start;                      // the start position string
  std::vector<StartDoc> starts;    // alternatives to `start`: the first whose guard holds wins
  bool mark_not_original = false;  // write "~" after pieces that are not original
  SourceMark mark;
};

// `opposition` (P-16): how enemy royal pieces keep their distance. Under `model: attack` (the
// default) rulers attack each other like any piece and the lists below are not used; under
// `model: explicit` the placements are forbidden and only the listed checks count.
struct OppositionPlacementDoc {
  Text first;     // piece kind of one royal piece
  Text second;    // piece kind of an enemy royal piece
  AtomDoc shape;  // step or leap: where `second` may not stand from `first`
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct RoyalCheckDoc {
  Text attacker;         // royal piece kind that gives the check
  Text target;           // enemy royal piece kind that receives it
  std::vector<Text> by;  // "any", or atom shapes: step, slide, leap, hop
  OptionGuard when;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct OppositionDoc {
  Text model;  // "attack" (default) or "explicit"
  std::vector<OppositionPlacementDoc> placements;
  std::vector<RoyalCheckDoc> checks;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

// One check of a claim (`claims:` entry, key `check`): the check type, named by its key, and
// the fields that type uses (the others stay empty). Check types are listed in specs/README.md
// "Claims"; solver/audit/claims*.cpp compute them.
struct ClaimCheckDoc {
  Text type;                    // "cells", "centre", "max_moves", "start_colour", ...
  std::optional<int> count;     // cells, max_moves, max_attacks, reaches
  Text zone;                    // cells, may_stop_on
  Text not_zone;                // cells
  Text colour;                  // cells, start_colour
  Text cell;                    // centre
  Text piece;                   // max_*, start_colour, reaches*, moves_include, value
  Text includes;                // moves_include: the piece whose moves are included
  std::vector<Text> pieces;     // may_stop_on, first_movers, first_move_captures
  std::vector<Text> excluding;  // first_movers
  Text map;                     // setup_symmetry: reflect_ranks/files, rotate_180/120/240
  std::vector<std::pair<Text, Text>> players;  // setup_symmetry: player -> the player it maps to
  std::optional<double> equals;                // value
  // endgame: the material ("KQvK", the spec's letters), the claimed result ("forces_mate" or
  // "no_forced_mate"), the side claimed to force mate (default: the side with more pieces), cells
  // of the defending royal left out of the claim, cells the strong side must keep the defending
  // royal from all through the play (its reaching one is its escape), and kinds of the strong
  // side that must stand on cells of pairwise different colours.
  Text material;
  Text result;
  Text side;
  std::vector<Text> defender_not_on;
  std::vector<Text> defender_kept_from;
  std::vector<Text> different_colours;
  SourceMark mark;
};

// `claims:` a statement of the rulebook that computation confirms or refutes.
struct ClaimDoc {
  Text id;         // e.g. CLM-6; unique in the spec
  Text statement;  // an English paraphrase of what the rulebook says
  ClaimCheckDoc check;
  OptionGuard when;  // the claim is about the reading these options give
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct AlternativeDoc {
  Text value;
  Text description;
  std::vector<SourceRef> sources;
};

// A question the rulebook leaves open.
struct OptionDoc {
  Text name;
  Text description;
  std::vector<AlternativeDoc> alternatives;
  Text default_value;
  // `probes:` position strings where the ambiguity audit (solver/audit/ambiguity.h) also starts
  // comparing the alternatives: states random play rarely reaches (after a mate, a full citadel).
  // Not claimed reachable; each must parse under the default alternatives.
  std::vector<Text> probes;
  // `kind:` "open_point" (default): the rulebook leaves the question open, and the audit compares
  // the alternatives as an ambiguity; "rulebook_choice": the rulebook itself offers the choice
  // (optional rules, a player's decision at the board), which is no ambiguity of the text.
  Text kind;
  std::vector<SourceRef> sources;
  SourceMark mark;
  bool offered_by_rulebook() const { return kind.value == "rulebook_choice"; }
};

struct SpecDocument {
  std::string path;  // the file it was read from
  Text variant;
  Text title;
  BoardDoc board;
  std::vector<PlayerDoc> players;
  std::vector<Text> turn_order;  // player names; empty = order of `players`
  Text check_reply;              // "in_turn" (default) or "at_once": who moves after a check
  std::vector<ZoneDoc> zones;
  std::vector<PieceDoc> pieces;
  std::vector<CastlingDoc> castling;
  std::optional<EnPassantDoc> en_passant;
  std::optional<DropsDoc> drops;
  std::optional<DoubleCaptureDoc> double_capture;
  GameEndDoc game_end;
  std::optional<SuccessionDoc> succession;
  std::optional<OppositionDoc> opposition;
  NotationDoc notation;
  std::vector<OptionDoc> options;
  std::optional<AuditDoc> audit;
  std::vector<ClaimDoc> claims;
  std::vector<SourceRef> sources;
  // Every citation anywhere in the file, in the order read (for checking quotes verbatim).
  std::vector<SourceRef> citations;
};

// Chosen values for a spec's options: option name -> alternative value (model/option_values.h).
using OptionValues = model::OptionValues;

}  // namespace arbiter::model::spec
