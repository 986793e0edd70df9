// Positions: make/unmake restores everything the rules see, the incremental hash equals the hash
// recomputed from scratch, copy-make equals make; the royal pieces read from the occupancy words
// are those of the piece lists; position strings round trip and bad ones get a diagnostic naming
// the offending token.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <random>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/support/random_position.h"
#include "tests/support/spec_fixture.h"

using arbiter::Diagnostic;
using arbiter::model::CompiledRules;
using arbiter::model::Move;
using arbiter::model::MoveType;
using arbiter::model::PlayerId;
using arbiter::model::Position;
using arbiter::model::Undo;
using arbiter::model::notation::move_to_string;
using arbiter::model::notation::parse_position;
using arbiter::model::notation::position_from_string;
using arbiter::model::notation::start_position;
using arbiter::model::notation::to_string;
using arbiter::testing::bundled_rules;
using Catch::Matchers::Contains;

namespace {

// The seed of the random playouts: ARBITER_TEST_SEED when set, else a fixed value. Every test
// that uses it prints it with INFO, so a failure can be replayed.
std::uint64_t playout_seed() {
  if (const char* text = std::getenv("ARBITER_TEST_SEED")) return std::strtoull(text, nullptr, 10);
  return 20261122;
}

// Kinds of moves a playout has checked, so a test can prove it exercised them.
struct Coverage {
  long moves = 0;
  long captures = 0;
  long castlings = 0;
  long en_passants = 0;
  long promotions = 0;
  long drops = 0;
  long relocations = 0;
  long loads = 0;    // relocations whose victim goes aboard the mover
  long unloads = 0;  // moves after which some passenger is back on the board

  Coverage& operator+=(const Coverage& o) {
    moves += o.moves;
    captures += o.captures;
    castlings += o.castlings;
    en_passants += o.en_passants;
    promotions += o.promotions;
    drops += o.drops;
    relocations += o.relocations;
    loads += o.loads;
    unloads += o.unloads;
    return *this;
  }
};

std::vector<arbiter::model::Cell> sorted_cells(std::span<const arbiter::model::Cell> cells) {
  std::vector<arbiter::model::Cell> v(cells.begin(), cells.end());
  std::sort(v.begin(), v.end());
  return v;
}

// Whether the piece lists agree with the board, and the walk in cell order too.
bool piece_lists_match_board(const Position& pos) {
  const CompiledRules& rules = pos.rules();
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    std::vector<arbiter::model::Cell> on_board;
    for (std::size_t i = 0; i < rules.board().cell_count(); ++i) {
      const auto c = arbiter::model::Cell::from_index(i);
      if (pos.at(c) && rules.owner(pos.at(c)) == player) on_board.push_back(c);
    }
    if (sorted_cells(pos.pieces_of(player)) != on_board) return false;
    std::vector<arbiter::model::Cell> walked;
    pos.for_each_piece_in_cell_order(player, [&](arbiter::model::Cell c) { walked.push_back(c); });
    if (walked != on_board) return false;
  }
  return true;
}

// Checks one move three ways; returns a description of the first difference, or "".
std::string check_move(Position& pos, Move m, Coverage& coverage) {
  const Position before = pos;
  const std::string before_text = to_string(pos);
  const std::string move_text = move_to_string(pos, m);
  ++coverage.moves;
  if (m.type == MoveType::Castling) ++coverage.castlings;
  if (m.type == MoveType::EnPassant) ++coverage.en_passants;
  if (m.type == MoveType::Drop) ++coverage.drops;
  if (m.is_promotion()) ++coverage.promotions;
  if (m.type == MoveType::Normal && pos.at(m.to)) ++coverage.captures;
  const bool loads = m.type == MoveType::Relocation && m.relocated_aboard();
  if (m.type == MoveType::Relocation) ++coverage.relocations;
  if (loads) ++coverage.loads;

  Position copy = pos;
  Undo copy_undo;
  copy.make(m, copy_undo);
  if (copy.passengers().size() < pos.passengers().size() + (loads ? 1 : 0)) ++coverage.unloads;
  if (copy.hash() != copy.compute_hash())
    return "incremental hash != compute_hash() after " + move_text;
  if (!piece_lists_match_board(copy))
    return "piece lists disagree with the board after " + move_text;

  Undo undo;
  pos.make(m, undo);
  if (!pos.same_as(copy) || pos.hash() != copy.hash())
    return "make differs from copy-make for " + move_text;
  pos.unmake(m, undo);
  if (!pos.same_as(before)) return "unmake of " + move_text + " left " + to_string(pos);
  if (pos.hash() != before.hash()) return "unmake of " + move_text + " did not restore the hash";
  if (to_string(pos) != before_text) return "unmake of " + move_text + " left " + to_string(pos);
  if (!piece_lists_match_board(pos))
    return "piece lists disagree with the board after unmaking " + move_text;
  return {};
}

// Plays random legal moves from `pos`, checking every legal move of every position reached.
std::string random_playout(Position pos, std::mt19937_64& random, int max_plies,
                           Coverage& coverage) {
  for (int ply = 0; ply < max_plies; ++ply) {
    const std::vector<Move> moves = arbiter::model::legal_moves(pos);
    if (moves.empty()) break;
    for (Move m : moves) {
      const std::string failure = check_move(pos, m, coverage);
      if (!failure.empty()) return "in " + to_string(pos) + ": " + failure;
    }
    const Move chosen = moves[random() % moves.size()];
    Undo undo;
    pos.make(chosen, undo);
    if (pos.hash() != pos.compute_hash())
      return "hash drifted after playing into " + to_string(pos);
  }
  return {};
}

Coverage run_playouts(const CompiledRules& rules, const std::vector<std::string>& starts,
                      int playouts_each, int max_plies) {
  const std::uint64_t seed = playout_seed();
  INFO("seed " << seed << " (set ARBITER_TEST_SEED to replay another)");
  std::mt19937_64 random(seed);
  Coverage coverage;
  for (const auto& start : starts) {
    for (int i = 0; i < playouts_each; ++i) {
      INFO("playout " << i << " from " << start);
      const std::string failure =
          random_playout(position_from_string(rules, start), random, max_plies, coverage);
      INFO(failure);
      CHECK(failure.empty());
      if (!failure.empty()) return coverage;
    }
  }
  return coverage;
}

// The parse error's text, or "(parsed)".
std::string parse_error(const CompiledRules& rules, const std::string& text) {
  auto result = parse_position(rules, text);
  if (auto* d = std::get_if<Diagnostic>(&result)) return d->to_string();
  return "(parsed)";
}

const char* const kChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
// Chess Programming Wiki, "Perft Results": Kiwipete (castling both ways for both sides) and
// position 4 (promotions by capture at once) and position 3 (en passant after e2e4 or g2g4).
const char* const kKiwipete =
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const char* const kPosition3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const char* const kPosition4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";

}  // namespace

TEST_CASE("chess: make/unmake, copy-make and the incremental hash agree over random playouts",
          "[model][position]") {
  const auto rules = bundled_rules("chess");
  const Coverage seen =
      run_playouts(*rules, {kChessStart, kKiwipete, kPosition3, kPosition4}, 4, 120);
  // Kiwipete offers 2 castlings at once; position 4 offers promotions at once (a7xb8 and, for
  // black, b2xa1 / b2b1); position 3 offers en passant after e2e4 / g2g4 (f4 pawn).
  CHECK(seen.castlings > 0);
  CHECK(seen.promotions > 0);
  CHECK(seen.en_passants > 0);
  CHECK(seen.captures > 0);
  // 4 starts x 4 playouts of up to 120 plies with some 20 to 48 legal moves each: far more than
  // 10,000 moves are checked unless playouts end early or move lists come out nearly empty.
  CHECK(seen.moves > 10000);
}

TEST_CASE("shogi, xiangqi and Glinski: make/unmake and hashes agree over random playouts",
          "[model][position]") {
  SECTION("shogi (drops and optional promotions)") {
    const auto rules = bundled_rules("shogi");
    const Coverage seen = run_playouts(*rules, {rules->notation().start_position}, 6, 150);
    CHECK(seen.drops > 0);
    CHECK(seen.promotions > 0);
  }
  SECTION("xiangqi") {
    const auto rules = bundled_rules("xiangqi");
    const Coverage seen = run_playouts(*rules, {rules->notation().start_position}, 6, 150);
    CHECK(seen.captures > 0);
  }
  SECTION("Glinski") {
    const auto rules = bundled_rules("glinski");
    const Coverage seen = run_playouts(*rules, {rules->notation().start_position}, 6, 150);
    CHECK(seen.captures > 0);
  }
}

TEST_CASE("relocations and passengers: make/unmake and hashes agree over random playouts",
          "[model][position][relocation]") {
  // Three players whose ships relocate, carry and unload under every option combination
  // (tests/model/data/differential/ferry.yaml).
  const auto doc = arbiter::model::spec::load_spec_file(
      std::string(ARBITER_SOURCE_DIR) + "/tests/model/data/differential/ferry.yaml");
  Coverage seen;
  for (const auto& values : arbiter::model::spec::every_option_assignment(doc)) {
    const auto rules = arbiter::model::spec::compile(doc, values);
    seen += run_playouts(*rules, {rules->notation().start_position}, 3, 80);
  }
  CHECK(seen.relocations > 100);
  CHECK(seen.loads > 0);
  CHECK(seen.unloads > 0);
  CHECK(seen.castlings > 0);

  SECTION("Ajedrez 123's ship, with its passenger options") {
    Coverage ship;
    for (const auto& values : std::vector<arbiter::model::spec::OptionValues>{
             {},
             {{"ship_capacity", "unlimited"}, {"passenger_unload", "on_ship_move"}},
             {{"prisoner_owner", "captor"}, {"prisoner_citadel_order", "captor_choice"}}}) {
      const auto rules = bundled_rules("ajedrez123", values);
      ship += run_playouts(*rules, {rules->notation().start_position}, 2, 60);
    }
    CHECK(ship.relocations > 0);
    CHECK(ship.castlings > 0);
  }
}

namespace {

// The royal pieces of each player by any_royal, against a walk of the piece list; and any_royal
// stops at the first cell its test accepts.
void check_royals(const Position& pos, int& royals_seen) {
  const CompiledRules& rules = pos.rules();
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    const PlayerId player = PlayerId::from_index(p);
    std::vector<arbiter::model::Cell> listed, read;
    for (const auto c : pos.pieces_of(player))
      if (rules.is_royal(pos.at(c))) listed.push_back(c);
    const bool stopped = pos.any_royal(player, [&](arbiter::model::Cell c) {
      read.push_back(c);
      return false;
    });
    CHECK_FALSE(stopped);
    std::sort(listed.begin(), listed.end());
    std::sort(read.begin(), read.end());
    CHECK(read == listed);
    int asked = 0;
    CHECK(pos.any_royal(player, [&](arbiter::model::Cell) { return ++asked > 0; }) ==
          !listed.empty());
    CHECK(asked == (listed.empty() ? 0 : 1));
    royals_seen += static_cast<int>(listed.size());
  }
}

}  // namespace

TEST_CASE("any_royal reads each player's royal pieces from the occupancy words",
          "[model][position]") {
  std::mt19937_64 random(43);
  for (const char* spec : arbiter::testing::kBundledSpecs) {
    INFO(spec);
    const auto rules = arbiter::testing::bundled_rules(spec);
    int royals_seen = 0;
    arbiter::testing::for_random_positions_and_successors(
        *rules, random, 4, [&](Position& pos) { check_royals(pos, royals_seen); });
    CHECK(royals_seen > 0);
  }
  for (const char* file : {"heirs.yaml", "three.yaml"}) {  // several royal kinds; three players
    INFO(file);
    const CompiledRules& rules = arbiter::testing::data_spec_rules(file);
    int royals_seen = 0;
    arbiter::testing::for_random_positions_and_successors(
        rules, random, 4, [&](Position& pos) { check_royals(pos, royals_seen); });
    CHECK(royals_seen > 0);
  }
}

TEST_CASE("chess position strings round trip", "[model][position]") {
  const auto rules = bundled_rules("chess");
  for (const char* fen : {
           kChessStart,
           kKiwipete,
           kPosition3,
           kPosition4,
           // Wikipedia, "Forsyth-Edwards Notation", examples after 1.e4 c5 (en passant field c6).
           "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
           "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 5 40",
           "4k3/8/8/8/8/8/8/4K3 w - - 99 150",
           "8/8/8/3pP3/8/8/8/4K2k w - d6 0 1",
       }) {
    INFO(fen);
    CHECK(to_string(position_from_string(*rules, fen)) == fen);
  }
}

TEST_CASE("chess position strings record the moves of a game as FEN does", "[model][position]") {
  // Wikipedia, "Forsyth-Edwards Notation", Examples: the start position and the positions after
  // 1.e4, 1...c5 and 2.Nf3. The halfmove clock counts halfmoves since the last capture or pawn
  // advance (the chess spec's pawn has resets_halfmove_clock).
  const auto rules = bundled_rules("chess");
  const Position start = start_position(*rules);
  CHECK(to_string(start) == kChessStart);
  const Position e4 = arbiter::testing::play(start, "e2e4");
  CHECK(to_string(e4) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  const Position c5 = arbiter::testing::play(e4, "c7c5");
  CHECK(to_string(c5) == "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2");
  const Position nf3 = arbiter::testing::play(c5, "g1f3");
  CHECK(to_string(nf3) == "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
}

TEST_CASE("bad chess position strings name the offending token", "[model][position]") {
  const auto rules = bundled_rules("chess");
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
             Contains("unknown piece 'x' in row 2 ('ppppxppp')"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
             Contains("the board field has 7 rows, the board has 8"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
             Contains("row 3 ('9') describes 9 cells, the board's row has 8"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
             Contains("unknown side to move 'x'; expected one of: w, b"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1"),
             Contains("unknown castling right 'z' in 'KQkz'"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"),
             Contains("unknown en passant cell 'e9'"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1"),
             Contains("halfmove clock 'x' is not a number"));
  CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"),
             Contains("unexpected field 'extra'"));
  CHECK_THAT(parse_error(*rules, ""), Contains("the position string is empty"));
}

TEST_CASE("a hand holds at most 63 of a piece, however the hands field spells them",
          "[model][position]") {
  // Found by the position fuzzer: 95 single "k" letters were read as 95 kings in hand (the limit
  // was checked per count only), then written back as "95k", which the parser refused.
  const auto rules = bundled_rules("shogi");
  const std::string board = "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2Rp/1Ps6/1KSG3+r1/LN2+p3L w ";
  CHECK_THAT(parse_error(*rules, board + "Sbg" + std::string(95, 'k') + "n3p 124"),
             Contains("the hands field gives 64 of 'k' in a hand; "
                      "expected at most 63 of a piece in a hand"));
  CHECK_THAT(parse_error(*rules, board + "40p30p 124"), Contains("gives 70 of 'p'"));
  const Position most = position_from_string(*rules, board + "60p3p 124");
  CHECK(to_string(most) == board + "63p 124");
  CHECK(to_string(position_from_string(*rules, to_string(most))) == board + "63p 124");
}

TEST_CASE("an en passant cell needs the pawn that just passed it right behind it",
          "[model][position]") {
  const auto rules = bundled_rules("chess");
  SECTION("no black pawn on the e-file beyond e6") {
    // Start position, white to move, e6 named: beyond e6 (southwards, black's forward) the first
    // piece is White's e2 pawn.
    CHECK_THAT(parse_error(*rules, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"),
               Contains("no piece of black stands beyond en passant cell 'e6'"));
  }
  SECTION("the black pawn stands two cells beyond e6") {
    // With e5 empty, the pawn on e4 cannot be the one that just passed e6: the cell right
    // beyond the passed cells must hold it, else White's d5 pawn could take e4 "en passant".
    const std::string fen = "4k3/8/8/3P4/4p3/8/8/4K3 w - e6 0 1";
    CHECK_THAT(parse_error(*rules, fen), Contains("en passant cell 'e6'"));
  }
}

TEST_CASE("xiangqi and shogi position strings round trip", "[model][position]") {
  SECTION("xiangqi start") {
    const auto rules = bundled_rules("xiangqi");
    const std::string start =
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    CHECK(rules->notation().start_position == start);
    CHECK(to_string(position_from_string(*rules, start)) == start);
  }
  SECTION("shogi SFEN with promoted pieces and hands") {
    const auto rules = bundled_rules("shogi");
    const std::string start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    CHECK(to_string(position_from_string(*rules, start)) == start);
    // The USI protocol's SFEN example (game 3 of the 19th Ryu-O match, Sato - Watanabe), written
    // "... w Sbgn3p 124". arbiter writes hands most valuable first (rook, bishop, gold, silver,
    // knight, lance, pawn by the spec's values), the conventional order, so the example round
    // trips; the parser accepts any order and gives the same position.
    const std::string usi =
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124";
    const std::string ours =
        "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w 3pngbS 124";
    const Position a = position_from_string(*rules, usi);
    const Position b = position_from_string(*rules, ours);
    CHECK(a.same_as(b));
    CHECK(a.hash() == b.hash());
    CHECK(to_string(a) == usi);
  }
  SECTION("shogi SFEN move numbers count plies") {
    const auto rules = bundled_rules("shogi");
    // After 1.P-7f (7g7f) gote is to move at ply 2: SFEN "... w - 2".
    const Position start = start_position(*rules);
    const Position after = arbiter::testing::play(start, "7g7f");
    CHECK(to_string(after) == "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2");
  }
  SECTION("a handicap SFEN, gote to move at move 1, round trips") {
    // Handicap games start with gote to move at move 1 (here the lance handicap).
    const auto rules = bundled_rules("shogi");
    const std::string lance_handicap =
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    CHECK(to_string(position_from_string(*rules, lance_handicap)) == lance_handicap);
  }
}

TEST_CASE("rows with extra cells and multi-digit empty runs round trip", "[model][position]") {
  // 11x11 with z6 and l6 outside the grid: rank 6 has 13 cells, z6 first and l6 last.
  const std::string yaml =
      "variant: wide\n"
      "board: {geometry: square, files: [a, b, c, d, e, f, g, h, i, j, k], ranks: [\"1\", \"2\", "
      "\"3\", \"4\", "
      "\"5\", \"6\", \"7\", \"8\", \"9\", \"10\", \"11\"], extra_cells: [{name: z6, at: [-1, 5]}, "
      "{name: l6, at: [11, "
      "5]}]}\n"
      "players:\n"
      "  - {name: white, forward: n, case: upper, side: w}\n"
      "  - {name: black, forward: s, case: lower, side: b}\n"
      "pieces:\n"
      "  - {name: king, letter: K, royal: true, moves: [{step: [all]}]}\n"
      "  - {name: queen, letter: Q, moves: [{slide: [all]}]}\n"
      "notation:\n"
      "  fields: [board, side, halfmove, fullmove]\n"
      "  start: \"5k5/11/11/11/11/13/11/11/11/11/5K5 w 0 1\"\n";
  const auto doc = arbiter::model::spec::load_spec_text(yaml, "wide.yaml");
  const auto rules =
      arbiter::model::spec::compile(doc, arbiter::model::spec::default_option_values(doc));
  CHECK(to_string(start_position(*rules)) == rules->notation().start_position);
  // Rank 6 from the left: z6, a6 ... k6, l6. "Q11q" puts a white queen on z6, a black one on l6.
  const std::string text = "5k5/11/11/11/11/Q11q/11/11/11/11/5K5 w 0 1";
  const Position pos = position_from_string(*rules, text);
  CHECK(to_string(pos) == text);
  const auto& board = rules->board();
  CHECK(arbiter::model::notation::piece_token(*rules, pos.at(*board.find("z6"))) == "Q");
  CHECK(arbiter::model::notation::piece_token(*rules, pos.at(*board.find("l6"))) == "q");
  // The white queen on z6 (-1,5) has no cell north, south or west of it; east it crosses a6..k6
  // (11 cells) and captures on l6 (12); north-east a7 b8 c9 d10 e11 (5); south-east a5 b4 c3 d2
  // e1 (5): 22 moves. The white king on f1 (5,0) may go to e1, e2, f2, g2 but not g1, which the
  // black queen on l6 (11,5) attacks along its south-west diagonal (10,4) ... (6,0): 4 moves.
  CHECK(arbiter::model::legal_moves(pos).size() == 26);
  CHECK_THAT(parse_error(*rules, "5k5/11/11/11/11/12/11/11/11/11/5K5 w 0 1"),
             Contains("row 6 ('12') describes 12 cells, the board's row has 13"));
}
