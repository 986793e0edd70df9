// The keyword-valued keys of the spec language. Each such key has one table here: the words a spec
// may write for it and the compiled value each word stands for. The compiler reads every such key
// through its table (`keyword`, `keyword_if_written`), so it never compares strings; an unknown
// word gets one error form, "unknown KEY 'WORD'; expected one of: WORDS", naming the table's words
// in their order. `every_keyword_key()` lists them all for the documentation test.
//
// A value written `{option: name}` is resolved to a word before compiling (options.cpp), so it is
// checked against the same table as a word written directly.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/board_graph.h"
#include "model/diagnostic.h"
#include "model/opposition_rule.h"
#include "model/rules.h"
#include "model/spec/document.h"
#include "model/succession_rule.h"

namespace arbiter::model::spec {

template <typename T>
struct Word {
  std::string_view text;
  T value;
};

// A key's words. The first word is the key's default: what an absent key means.
template <typename T, std::size_t N>
struct Keywords {
  std::string_view key;  // as errors name it: the key, or the key with the map it belongs to
  Word<T> words[N];
};

// The words of a table, "a, b, c", for error messages and documentation.
template <typename T, std::size_t N>
std::string word_list(const Keywords<T, N>& k) {
  std::string text;
  for (const auto& w : k.words) text += (text.empty() ? "" : ", ") + std::string(w.text);
  return text;
}

// The value `t` names; nothing when `t` is not written. An unknown word is reported and gives
// nothing.
template <typename T, std::size_t N>
std::optional<T> keyword_if_written(const Text& t, const Keywords<T, N>& k,
                                    std::vector<Diagnostic>& errors) {
  if (t.value.empty()) return std::nullopt;
  for (const auto& w : k.words)
    if (t.value == w.text) return w.value;
  errors.push_back(error_at(t.mark, "unknown " + std::string(k.key) + " '" + t.value + "'",
                            "one of: " + word_list(k)));
  return std::nullopt;
}

// The value `t` names; the key's default when not written or unknown (reported).
template <typename T, std::size_t N>
T keyword(const Text& t, const Keywords<T, N>& k, std::vector<Diagnostic>& errors) {
  return keyword_if_written(t, k, errors).value_or(k.words[0].value);
}

// A key answered by yes or no; no is the default.
constexpr Keywords<bool, 2> yes_no(std::string_view key) {
  return {key, {{"no", false}, {"yes", true}}};
}

// ---- Board --------------------------------------------------------------------------------------

inline constexpr Keywords<Geometry, 2> kGeometry{
    "board geometry", {{"square", Geometry::Square}, {"hex", Geometry::Hex}}};

// hex_ranks: how a hex board's cells are named along their file: "bent", counted from the bottom
// cell of each file (Glinski's ranks bend at the middle file), or "straight", the rank being the
// line of constant x + y, which runs south-east straight across the board.
inline constexpr Keywords<bool, 2> kHexRanksStraight{"hex_ranks",
                                                     {{"bent", false}, {"straight", true}}};

// colouring pattern: the number of colours that repeat along the board's lines.
inline constexpr Keywords<int, 2> kColouringPattern{"colouring pattern",
                                                    {{"checkered", 2}, {"hex3", 3}}};

// ---- Zones --------------------------------------------------------------------------------------

// royal_neighbours: whether enemy royal pieces may stand next to each other, one of them here.
inline constexpr Keywords<bool, 2> kRoyalNeighboursForbidden{
    "royal_neighbours", {{"allowed", false}, {"forbidden", true}}};

// closed by_push: whether a push may still enter a closed zone.
inline constexpr Keywords<bool, 2> kPushEntersClosedZone{"by_push",
                                                         {{"closed", false}, {"open", true}}};

// A relation between a piece's owner and the player about to move. Callers choose the default.
inline constexpr Keywords<Relation, 3> kRelation{
    "relation", {{"own", Relation::Own}, {"opponent", Relation::Opponent}, {"any", Relation::Any}}};

// ---- Move atoms ---------------------------------------------------------------------------------

// The keys that name an atom's form; exactly one is written. Not a value: the key itself.
inline constexpr Keywords<AtomForm, 5> kAtomForm{"move atom",
                                                 {{"step", AtomForm::Step},
                                                  {"slide", AtomForm::Slide},
                                                  {"leap", AtomForm::Leap},
                                                  {"hop", AtomForm::Hop},
                                                  {"warp", AtomForm::Warp}}};

inline constexpr Keywords<Mode, 3> kMode{
    "mode", {{"both", Mode::Both}, {"move", Mode::Move}, {"capture", Mode::Capture}}};

// symmetry: which images of a written vector the atom also uses.
enum class VectorSymmetry : std::uint8_t {
  All,     // every rotation and reflection of the board
  Mirror,  // the vector and its mirror image
  None,    // the vector as written
};
inline constexpr Keywords<VectorSymmetry, 3> kSymmetry{"symmetry",
                                                       {{"all", VectorSymmetry::All},
                                                        {"mirror", VectorSymmetry::Mirror},
                                                        {"none", VectorSymmetry::None}}};

// hop landing: whether a hop lands on the cell right after its screens only.
inline constexpr Keywords<bool, 2> kLandsAdjacent{"landing",
                                                  {{"beyond", false}, {"adjacent", true}}};

// push_then: whether the pushing piece may then capture.
inline constexpr Keywords<bool, 2> kPushThenCaptures{"push_then", {{"any", true}, {"move", false}}};

inline constexpr Keywords<bool, 2> kPushChain = yes_no("push_chain");

// check_reply: whether a checked player moves at once, out of turn (model/position_turn.cpp).
inline constexpr Keywords<bool, 2> kCheckReply{"check_reply",
                                               {{"in_turn", false}, {"at_once", true}}};

// strangled_by: whose two pieces beside a diagonal step shut it (model/strangled_step.h).
inline constexpr Keywords<Strangling, 3> kStrangledBy{"strangled_by",
                                                      {{"nobody", Strangling::None},
                                                       {"opponent", Strangling::ByOpponent},
                                                       {"anyone", Strangling::ByAnyone}}};

// en_passant on an atom: the part the atom plays; no default.
enum class EnPassantRole : std::uint8_t { Creates, Captures };
inline constexpr Keywords<EnPassantRole, 2> kEnPassantRole{
    "en_passant role",
    {{"creates", EnPassantRole::Creates}, {"captures", EnPassantRole::Captures}}};

// Relocating captures and transport (compile_relocation.cpp).
inline constexpr Keywords<bool, 2> kCaptureRelocates{"capture",
                                                     {{"remove", false}, {"relocate", true}}};
inline constexpr Keywords<bool, 2> kTargetsOwn{"target_side", {{"opponent", false}, {"own", true}}};
inline constexpr Keywords<bool, 2> kRelocateAnyFree{"relocate_choice",
                                                    {{"first_free", false}, {"any_free", true}}};
inline constexpr Keywords<bool, 2> kCarryWhenFull{"relocate_full",
                                                  {{"illegal", false}, {"carry", true}}};
inline constexpr Keywords<bool, 2> kRelocateToCaptor{"relocate_owner",
                                                     {{"victim", false}, {"captor", true}}};
inline constexpr Keywords<bool, 2> kUnloadOnCarrierMove{
    "unload", {{"immediate", false}, {"on_carrier_move", true}}};

// ---- Pieces -------------------------------------------------------------------------------------

// must_leave: what a piece stranded on a cell it may not stop on obliges; no default word (an
// absent key means no obligation).
inline constexpr Keywords<MustLeave, 2> kMustLeave{
    "must_leave rule",
    {{"no_legal_move", MustLeave::NoLegalMove},
     {"obligation_lapses", MustLeave::ObligationLapses}}};

// promotion trigger: whether leaving the zone also promotes.
inline constexpr Keywords<bool, 2> kPromotesOnLeaving{"trigger",
                                                      {{"enter", false}, {"enter_or_leave", true}}};

inline constexpr Keywords<bool, 2> kReleasedByOwn = yes_no("released_by_own");
inline constexpr Keywords<bool, 2> kImmobilizedAttacks = yes_no("immobilized_attacks");

// Imitating pieces (compile_imitation.cpp).
enum class ImitationSkip : std::uint8_t { FirstMove, EnPassant };
inline constexpr Keywords<ImitationSkip, 2> kImitationSkip{
    "skipped feature",
    {{"first_move", ImitationSkip::FirstMove}, {"en_passant", ImitationSkip::EnPassant}}};
inline constexpr Keywords<bool, 2> kImitatorAvoidsSelfCheck{
    "royal", {{"no_self_check", true}, {"ignore", false}}};
enum class ImitationEntry : std::uint8_t { AfterFirstMove, AfterCapture };
inline constexpr Keywords<ImitationEntry, 2> kImitationEntry{
    "entry trigger",
    {{"first_move", ImitationEntry::AfterFirstMove}, {"capture", ImitationEntry::AfterCapture}}};
inline constexpr Keywords<bool, 2> kDeadlineInPlies{"deadline_counts",
                                                    {{"owner_moves", false}, {"plies", true}}};
inline constexpr Keywords<bool, 2> kEntryRecordsImitated{
    "entry_records", {{"imitated", true}, {"unchanged", false}}};
inline constexpr Keywords<bool, 2> kCastlingRecordsRook{"castling_records",
                                                        {{"king", false}, {"rook", true}}};

// ---- Game rules ---------------------------------------------------------------------------------

inline constexpr Keywords<bool, 2> kAllPassedCells{"en passant cells",
                                                   {{"last_passed", false}, {"all_passed", true}}};
inline constexpr Keywords<EnPassantWindow, 2> kEnPassantWindow{
    "en passant window",
    {{"next_move", EnPassantWindow::NextMove}, {"while_unmoved", EnPassantWindow::WhileUnmoved}}};

// An outcome for the player concerned. Callers choose the default.
inline constexpr Keywords<Outcome, 3> kOutcome{
    "outcome", {{"loss", Outcome::Loss}, {"draw", Outcome::Draw}, {"win", Outcome::Win}}};

inline constexpr Keywords<ClaimTiming, 3> kClaimTiming{"timing",
                                                       {{"while_inside", ClaimTiming::WhileInside},
                                                        {"on_entry", ClaimTiming::OnEntry},
                                                        {"automatic", ClaimTiming::Automatic}}};

// game_end.elimination: what becomes of the mated player's army, and who moves next.
inline constexpr Keywords<bool, 2> kEliminationApplies{"applies", {{"yes", true}, {"no", false}}};
inline constexpr Keywords<bool, 2> kArmyTakenOver{"army",
                                                  {{"removed", false}, {"taken_over", true}}};
inline constexpr Keywords<bool, 2> kTurnToMater{"next", {{"mater", true}, {"in_turn", false}}};

inline constexpr Keywords<bool, 2> kDeadBareRoyals{"dead_position",
                                                   {{"never", false}, {"bare_royals", true}}};

inline constexpr Keywords<PositionField, 10> kPositionField{
    "position field",
    {{"board", PositionField::Board},
     {"side", PositionField::Side},
     {"hands", PositionField::Hands},
     {"castling", PositionField::Castling},
     {"en_passant", PositionField::EnPassant},
     {"halfmove", PositionField::Halfmove},
     {"fullmove", PositionField::Fullmove},
     {"move_number", PositionField::MoveNumber},
     {"moved", PositionField::Moved},
     {"imitation", PositionField::Imitation}}};

// ---- Opposition ---------------------------------------------------------------------------------

// opposition model: `attack` (royal pieces attack each other as any piece does; nothing to compile)
// or `explicit` (placements and checks listed).
inline constexpr Keywords<bool, 2> kExplicitOpposition{"opposition model",
                                                       {{"attack", false}, {"explicit", true}}};

// A royal check's `by`: the move shapes it counts, as a set of MoveShape bits.
inline constexpr Keywords<std::uint8_t, 5> kCheckShapes{"move shape",
                                                        {{"any", kEveryShape},
                                                         {"step", shape_bit(MoveShape::Step)},
                                                         {"slide", shape_bit(MoveShape::Slide)},
                                                         {"leap", shape_bit(MoveShape::Leap)},
                                                         {"hop", shape_bit(MoveShape::Hop)}}};

// ---- Succession ---------------------------------------------------------------------------------

inline constexpr Keywords<BlockedHeirs, 3> kBlockedDraw{
    "blocked_draw",
    {{"never", BlockedHeirs::Never},
     {"all_blocked", BlockedHeirs::AllBlocked},
     {"any_blocked", BlockedHeirs::AnyBlocked}}};
inline constexpr Keywords<bool, 2> kCascade{"cascade",
                                            {{"continue", true}, {"double_mate_loses", false}}};
inline constexpr Keywords<MatingPiece, 3> kMatingPiece{"mating_piece",
                                                       {{"checker", MatingPiece::Checker},
                                                        {"moved_piece", MatingPiece::MovedPiece},
                                                        {"none", MatingPiece::None}}};
inline constexpr Keywords<RoyalAttacker, 3> kRoyalAttacker{
    "royal_attacker",
    {{"stays", RoyalAttacker::Stays},
     {"gap_choice", RoyalAttacker::GapChoice},
     {"victim_cell", RoyalAttacker::VictimCell}}};
inline constexpr Keywords<bool, 2> kRelocationPromotes{
    "relocation_promotes", {{"promote", true}, {"no_promotion", false}}};
inline constexpr Keywords<bool, 2> kTurnPassesOn{"turn",
                                                 {{"mated_side", false}, {"next_player", true}}};
inline constexpr Keywords<bool, 2> kHeirsAboard = yes_no("heirs_aboard");

// A royal piece's `checked_as_moved`: once in check it counts as moved (Sannin shogi's king loses
// its castling).
inline constexpr Keywords<bool, 2> kCheckedAsMoved = yes_no("checked_as_moved");

// A drop's `may_not_mate`: a true/false key, written as text so that an option may choose it.
inline constexpr Keywords<bool, 2> kMayNotMate{"may_not_mate", {{"false", false}, {"true", true}}};

// A piece's `captures_in_place`: how many of the victims one move takes, and whether protected
// pieces are spared.
inline constexpr Keywords<InPlaceVictims, 3> kInPlaceVictims{
    "captures_in_place victims",
    {{"one", InPlaceVictims::One}, {"any", InPlaceVictims::Any}, {"all", InPlaceVictims::All}}};
inline constexpr Keywords<bool, 2> kOnlyUnprotected = yes_no("only_unprotected");

// `double_capture` victims: any two enemy pieces, or pieces of two different players.
inline constexpr Keywords<bool, 2> kDifferentPlayers{"double_capture victims",
                                                     {{"any", false}, {"different_players", true}}};

// ---- For documentation --------------------------------------------------------------------------

struct KeywordKey {
  std::string key;
  std::vector<std::string> words;
};

// Every table above, in order: the words the spec language gives each keyword-valued key.
std::vector<KeywordKey> every_keyword_key();

}  // namespace arbiter::model::spec
