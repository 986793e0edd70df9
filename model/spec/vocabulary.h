// The key vocabulary of every map of the spec language: for each map, how errors name it and the
// keys it accepts. The loader checks each map it reads against its vocabulary (yaml::KeyedMap) and
// may read no key outside it; every_vocabulary() lists them all for the documentation test, which
// checks that specs/README.md describes every key.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::model::spec {

struct Vocabulary {
  std::string_view what;  // the map, as errors name it
  std::string_view keys;  // its keys, separated by single spaces

  std::vector<std::string> key_list() const;
  bool has(std::string_view key) const;
  std::string listed() const;  // "k1, k2, ..."
};

inline constexpr Vocabulary kSourceKeys{"source", "file section quote"};
inline constexpr Vocabulary kBoardKeys{
    "board", "geometry side hex_ranks files ranks extra_cells holes colouring source"};
inline constexpr Vocabulary kExtraCellKeys{"extra cell", "name at"};
inline constexpr Vocabulary kColouringKeys{"colouring", "pattern first colours cells"};
inline constexpr Vocabulary kPlayerKeys{"player", "name forward case prefix side source"};
inline constexpr Vocabulary kZoneKeys{
    "zone", "name cells per_player sanctuary royal_neighbours closed when source"};
inline constexpr Vocabulary kClosedKeys{"closed", "to if_occupied by_push source"};
inline constexpr Vocabulary kIfOccupiedKeys{"if_occupied", "zone by pieces"};
inline constexpr Vocabulary kMoveAtomKeys{
    "move atom",
    "step slide leap hop warp via symmetry max screens landing mode "
    "from_zone to_zone not_to_zone not_from_zone only_unmoved en_passant "
    "targets not_through strangled_by push push_then push_chain capture relocate_to "
    "relocate_choice relocate_full relocate_owner target_side when source"};
inline constexpr Vocabulary kPromotionKeys{"promotion",
                                           "zone trigger choices forced forced_zone source"};
inline constexpr Vocabulary kPromotionChoiceKeys{"promotion choice", "piece at_most owned_by when"};
inline constexpr Vocabulary kDropKeys{"drop", "not_into one_per_column may_not_mate source"};
inline constexpr Vocabulary kCarriesKeys{"carries", "capacity unload source"};
inline constexpr Vocabulary kCapturesInPlaceKeys{"captures_in_place",
                                                 "victims only_unprotected source"};
inline constexpr Vocabulary kPieceKeys{
    "piece",
    "name letter san_letter value royal capturable resets_halfmove_clock "
    "moves promotion drop confined_to cannot_stop_on must_leave checked_as_moved captured_as "
    "carries captures_in_place immobilizes imitates when source"};
inline constexpr Vocabulary kDrawClaimKeys{"draw claim", "royal_in timing when source"};
inline constexpr Vocabulary kMayHoldKeys{"may_hold", "cells pieces by when"};
inline constexpr Vocabulary kCastlingKeys{
    "castling", "name player right san king rook empty safe may_hold when source"};
inline constexpr Vocabulary kOptionKeys{"option",
                                        "name description alternatives default probes kind source"};
inline constexpr Vocabulary kAlternativeKeys{"alternative", "value description source"};
inline constexpr Vocabulary kStartKeys{"start", "start when"};
inline constexpr Vocabulary kHeirKeys{"heir", "piece becomes original"};
inline constexpr Vocabulary kSuccessionKeys{
    "succession",
    "order not_from blocked_draw cascade mating_piece royal_attacker "
    "relocation_promotes turn heirs_aboard source"};
inline constexpr Vocabulary kSpecKeys{
    "spec",
    "variant title board players turn_order check_reply zones pieces castling "
    "en_passant drops double_capture game_end succession opposition notation options audit "
    "claims source"};
inline constexpr Vocabulary kDoubleCaptureKeys{"double_capture", "victims source"};
inline constexpr Vocabulary kEnPassantKeys{"en_passant", "cells window source"};
inline constexpr Vocabulary kDropsKeys{"drops", "captures_to_hand source"};
inline constexpr Vocabulary kGameEndKeys{
    "game_end",
    "checkmate stalemate draw_claims royal_wins elimination move_limit repetition "
    "dead_position source"};
inline constexpr Vocabulary kEliminationKeys{"elimination", "applies army next source"};
inline constexpr Vocabulary kDrawThresholdKeys{"draw threshold", "claim automatic source"};
inline constexpr Vocabulary kNotationKeys{"notation", "fields start starts mark_not_original"};
inline constexpr Vocabulary kImitatesKeys{
    "imitates",
    "skip royal castling_records enters_after enter_before deadline_counts "
    "entry_records source"};
inline constexpr Vocabulary kImmobilizesKeys{
    "immobilizes", "directions released_by_own immobilized_attacks when source"};
inline constexpr Vocabulary kOppositionPlacementKeys{"opposition placement",
                                                     "pieces step leap symmetry when source"};
inline constexpr Vocabulary kRoyalCheckKeys{"royal check", "attacker target by when source"};
inline constexpr Vocabulary kOppositionKeys{"opposition", "model placements checks source"};
inline constexpr Vocabulary kCellsCheckKeys{"cells check", "count zone not_zone colour"};
inline constexpr Vocabulary kMaxMovesCheckKeys{"max_moves check", "piece count"};
inline constexpr Vocabulary kMaxAttacksCheckKeys{"max_attacks check", "piece count"};
inline constexpr Vocabulary kStartColourCheckKeys{"start_colour check", "piece colour"};
inline constexpr Vocabulary kReachesAllCheckKeys{"reaches_all check", "piece"};
inline constexpr Vocabulary kReachesCheckKeys{"reaches check", "piece count"};
inline constexpr Vocabulary kMayStopOnCheckKeys{"may_stop_on check", "zone pieces"};
inline constexpr Vocabulary kFirstMoversCheckKeys{"first_movers check", "pieces excluding"};
inline constexpr Vocabulary kFirstMoveCapturesCheckKeys{"first_move_captures check", "pieces"};
inline constexpr Vocabulary kMovesIncludeCheckKeys{"moves_include check", "piece includes"};
inline constexpr Vocabulary kSetupSymmetryCheckKeys{"setup_symmetry check", "map players"};
inline constexpr Vocabulary kValueCheckKeys{"value check", "piece equals"};
inline constexpr Vocabulary kEndgameCheckKeys{
    "endgame check",
    "material result side defender_not_on defender_kept_from "
    "different_colours"};
inline constexpr Vocabulary kClaimCheckKeys{
    "claim check",
    "cells centre max_moves max_attacks start_colour reaches_all reaches may_stop_on "
    "first_movers first_move_captures moves_include setup_symmetry value "
    "endgame"};
inline constexpr Vocabulary kClaimKeys{"claim", "id statement check when source"};
inline constexpr Vocabulary kMeasureKeys{"measure", "kind piece original"};
inline constexpr Vocabulary kStateVariableKeys{"state variable",
                                               "name values type measure description"};
inline constexpr Vocabulary kAxiomKeys{"axiom", "id holds reason source"};
inline constexpr Vocabulary kQuestionKeys{"question", "name description asked answers"};
inline constexpr Vocabulary kClauseKeys{"clause",
                                        "id question when then priority reading under source"};
inline constexpr Vocabulary kAuditKeys{"audit", "state positions axioms questions clauses"};

// Every vocabulary above, in order.
std::vector<Vocabulary> every_vocabulary();

}  // namespace arbiter::model::spec
