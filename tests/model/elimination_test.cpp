// game_end.elimination on Sannin shogi: a mated player's one move is to leave the game ("#"), its
// army and hand removed (or taken over by the mater), the mater (or the next player) moving
// next; players who own nothing are passed by; with two players left a mate ends the game. The
// mater where two opponents' pieces give the mate is the one who moved last. Every position is
// checked against the reference interpreter to depth 3, under both readings of each key.
#include "model/elimination.h"

#include <catch2/catch.hpp>
#include <string>

#include "model/legality.h"
#include "model/movegen.h"
#include "model/notation/diagram.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/perft.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "tests/reference/reference_movegen.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::model {
namespace {

// Sannin shogi with its elimination keys rewritten: army removed or taken_over, next mater or
// in_turn.
spec::SpecDocument sannin_with(const std::string& army, const std::string& next) {
  std::string text = testing::source_text("specs/sannin-shogi.yaml");
  for (const auto& [key, value] :
       {std::pair<std::string, std::string>{"army: removed", army}, {"next: mater", next}}) {
    const auto at = text.find(key);
    REQUIRE(at != std::string::npos);
    text.replace(at, key.size(), key.substr(0, key.find(':') + 2) + value);
  }
  return spec::load_spec_text(text, "sannin-shogi.yaml");
}

struct Game {
  spec::SpecDocument doc;
  std::shared_ptr<const CompiledRules> rules;
  explicit Game(spec::SpecDocument d)
      : doc(std::move(d)), rules(spec::compile(doc, spec::default_option_values(doc))) {}
  Position at(const std::string& text) const {
    auto parsed = notation::parse_position(*rules, text);
    REQUIRE(std::holds_alternative<Position>(parsed));
    return std::get<Position>(parsed);
  }
  std::string after(const std::string& text, const std::string& moves) const {
    return notation::to_string(testing::play(at(text), moves));
  }
  // The engine's perft equals the reference interpreter's.
  void same_perft(const std::string& text, int depth) const {
    INFO(text);
    const testing::reference::ReferenceRules reference(
        spec::apply_options(doc, spec::default_option_values(doc)));
    Position pos = at(text);
    CHECK(perft(pos, depth) == reference.perft(reference.from_position(pos), depth));
  }
};

std::vector<std::string> move_texts(const Position& pos) { return testing::legal_move_texts(pos); }

// Middle's king on 13m, mated by First's rook on 11m and Last's promoted rook on 13h (both
// give check), First's gold on 12k guarding; Middle holds a gold on 7a and a bishop in hand.
const std::string kMiddleMatedByBoth =
    "4fR1mK/8/7fG1/10/11/11l+R/13/12/11/fK8lK/9/8/mG6 m mB 1 1d,10d,13m";
// Middle's king mated by Last's promoted rook on 11m alone (Last's rook on 13h may not move
// back along the column), First's gold on 12k guarding.
const std::string kMiddleMatedByLast =
    "4l+R1mK/8/7fG1/10/11/11lR/13/12/11/fK8lK/9/8/mG6 m - 1 1d,10d,13m";
// Last's king on 13m, mated by First's rook on 11m and Middle's promoted rook on 13h.
const std::string kLastMatedByBoth =
    "4fR1lK/8/7fG1/10/11/11m+R/13/12/11/fK9/9/8/3mK3 l - 1 1d,4a,13m";

TEST_CASE("a mated player leaves the game: its army and hand go, and the mater moves next",
          "[elimination][sannin]") {
  const Game game(testing::bundled_document("sannin-shogi"));
  Position pos = game.at(kMiddleMatedByBoth);
  CHECK(move_texts(pos) == std::vector<std::string>{"#"});
  CHECK(game_status(pos) == GameStatus::Ongoing);
  // «todas las piezas del jugador se retiran del tablero y del juego»; «El jugador que da jaque
  // mate no las captura»: the gold and the bishop in hand are gone, First's hand stays empty.
  // Of the two checking players, First moved last before Middle: First moves next.
  CHECK(game.after(kMiddleMatedByBoth, "#") ==
        "4fR2/8/7fG1/10/11/11l+R/13/12/11/fK8lK/9/8/7 f - 2 1d,10d");
  // Only Last mates: the turn passes to Last, «independientemente de a quién le hubiera tocado
  // el turno».
  CHECK(game.after(kMiddleMatedByLast, "#") ==
        "4l+R2/8/7fG1/10/11/11lR/13/12/11/fK8lK/9/8/7 l - 2 1d,10d");
  // `show` says so; the position after it is legal, with Middle out of the game.
  CHECK_THAT(
      notation::render_position(pos),
      Catch::Matchers::Contains("check: checkmate; middle leaves the game (#), first moves next"));
  CHECK(legality_problems(game.at(game.after(kMiddleMatedByBoth, "#"))).empty());
  // Last mated by First and Middle: Middle moved last (just before Last), Middle moves next.
  CHECK(game.after(kLastMatedByBoth, "#") ==
        "4fR2/8/7fG1/10/11/11m+R/13/12/11/fK9/9/8/3mK3 m - 2 1d,4a");
}

TEST_CASE("the player out of the game is passed by, and with two left a mate ends the game",
          "[elimination][sannin]") {
  const Game game(testing::bundled_document("sannin-shogi"));
  // After Middle leaves, First moves and Last follows: Middle's turn is passed by.
  const std::string out = game.after(kMiddleMatedByBoth, "#");
  CHECK(game.after(out, "12k12j") ==
        "4fR2/8/9/8fG1/11/11l+R/13/12/11/fK8lK/9/8/7 l - 3 1d,10d,12j");
  // First mates Last with two players left: no leaving, the game is over.
  Position two_left = game.at("4fR1lK/8/7fG1/10/11/11fR/13/12/11/fK9/9/8/7 l - 1 1d,13m");
  CHECK(move_texts(two_left).empty());
  CHECK(game_status(two_left) == GameStatus::Checkmate);
}

TEST_CASE("make and unmake of an elimination restore the position exactly",
          "[elimination][sannin]") {
  const Game game(testing::bundled_document("sannin-shogi"));
  for (const std::string& text : {kMiddleMatedByBoth, kMiddleMatedByLast, kLastMatedByBoth}) {
    Position pos = game.at(text);
    const Position before = pos;
    const Move leave = legal_moves(pos).front();
    Undo undo;
    pos.make(leave, undo);
    CHECK(pos.hash() ==
          notation::position_from_string(*game.rules, notation::to_string(pos)).hash());
    pos.unmake(leave, undo);
    CHECK(pos.same_as(before));
    CHECK(pos.hash() == before.hash());
    CHECK(notation::to_string(pos) == text);
  }
}

TEST_CASE("the army taken over by the mater, the turn passing on in turn order",
          "[elimination][sannin]") {
  const Game taken(sannin_with("taken_over", "mater"));
  // The king leaves, the gold on 7a and the bishop in hand change to First, the mater.
  CHECK(taken.after(kMiddleMatedByBoth, "#") ==
        "4fR2/8/7fG1/10/11/11l+R/13/12/11/fK8lK/9/8/fG6 f fB 2 1d,10d");
  const Game in_turn(sannin_with("removed", "in_turn"));
  // Middle leaves; Last, next after Middle in turn order, moves whoever mated.
  CHECK(in_turn.after(kMiddleMatedByBoth, "#") ==
        "4fR2/8/7fG1/10/11/11l+R/13/12/11/fK8lK/9/8/7 l - 2 1d,10d");
  CHECK(in_turn.after(kLastMatedByBoth, "#") ==
        "4fR2/8/7fG1/10/11/11m+R/13/12/11/fK9/9/8/3mK3 f - 2 1d,4a");
}

TEST_CASE("elimination: the compiled generator equals the reference, under each reading",
          "[elimination][sannin][differential]") {
  for (const auto& [army, next] : {std::pair<std::string, std::string>{"removed", "mater"},
                                   {"taken_over", "mater"},
                                   {"removed", "in_turn"},
                                   {"taken_over", "in_turn"}}) {
    INFO(army << " " << next);
    const Game game(sannin_with(army, next));
    for (const std::string& text : {kMiddleMatedByBoth, kMiddleMatedByLast, kLastMatedByBoth})
      game.same_perft(text, 3);
    // A position one move from a mate: First's rook comes to 11m (perft 2 passes the leaving).
    game.same_perft("6mK/8/7fG1/10/11/11l+R/13/12/11/fK8lK/4fR4/8/mG6 f - 1 1d,10d,13m", 3);
  }
}

TEST_CASE("Tres Reinas' rebellion: the winner takes the mated army, not its turn",
          "[elimination][tres-reinas]") {
  // «Un jaque mate gana la partida, pero, el tercer jugador [...] puede rebelarse [...]. Para
  // esto sólo se retira a la reina derrotada, y su vencedora se apoderará de su ejército, pero
  // no de su turno de juego.» White's queen on f1, mated by grey's rooks on f4, e5 and g5; white
  // has a knight on a1; black's queen stands on l2, out of every line.
  const auto doc = testing::bundled_document("tres-reinas");
  auto values = spec::default_option_values(doc);
  const auto accepted = spec::compile(doc, values);
  values["rebellion"] = "rebels";
  const auto rebels = spec::compile(doc, values);
  const auto mated = [](const CompiledRules& rules) {
    Position pos(rules);
    testing::put_piece(pos, "white", "queen", "f1");
    testing::put_piece(pos, "grey", "queen", "a6");
    testing::put_piece(pos, "black", "queen", "l2");
    for (const char* cell : {"f4", "e5", "g5"}) testing::put_piece(pos, "grey", "rook", cell);
    testing::put_piece(pos, "white", "knight", "a1");
    pos.set_side_to_move(*rules.find_player("white"));
    return pos;
  };
  Position ends = mated(*accepted);
  CHECK(move_texts(ends).empty());
  CHECK(game_status(ends) == GameStatus::Checkmate);
  // «Un jaque mate gana la partida»: grey, whose rooks give the mate, wins.
  CHECK(mate_winner(ends) == accepted->find_player("grey"));
  CHECK_THAT(notation::render_position(ends),
             Catch::Matchers::Contains("check: checkmate; grey mates and wins"));
  Position on = mated(*rebels);
  CHECK(move_texts(on) == std::vector<std::string>{"#"});
  const Position after = testing::play(on, "#");
  // The queen leaves; the knight is grey's now; grey, next after white in turn order, moves.
  CHECK(after.side_to_move() == *rebels->find_player("grey"));
  const Piece knight = after.at(*rebels->board().find("a1"));
  CHECK(rebels->owner(knight) == *rebels->find_player("grey"));
  CHECK(rebels->piece(rebels->kind(knight)).name == "knight");
  CHECK(after.pieces_of(*rebels->find_player("white")).empty());
  // Black and grey play on: after grey's move, black moves, white passed by.
  CHECK(testing::play(after, "a6b7").side_to_move() == *rebels->find_player("black"));
  // The reference interpreter agrees, three plies on.
  const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
  CHECK(perft(on, 3) == reference.perft(reference.from_position(on), 3));
}

TEST_CASE("a check the mated queen's leaving opens is answered at once",
          "[elimination][tres-reinas]") {
  // Under the rebellion White's queen on f5, mated by grey's rooks on f2, e1 and g1, leaves; the
  // rook on f2 then attacks black's queen on f8 through f5, f6 and f7. «Cada jaque se contesta
  // en el acto»: black moves next, not grey, next after white in turn order.
  const auto doc = testing::bundled_document("tres-reinas");
  auto values = spec::default_option_values(doc);
  values["rebellion"] = "rebels";
  const auto rules = spec::compile(doc, values);
  Position pos(*rules);
  testing::put_piece(pos, "white", "queen", "f5");
  testing::put_piece(pos, "grey", "queen", "a6");
  testing::put_piece(pos, "black", "queen", "f8");
  for (const char* cell : {"f2", "e1", "g1"}) testing::put_piece(pos, "grey", "rook", cell);
  pos.set_side_to_move(*rules->find_player("white"));
  REQUIRE(legality_problems(pos).empty());
  CHECK(move_texts(pos) == std::vector<std::string>{"#"});
  const Position after = testing::play(pos, "#");
  CHECK(after.side_to_move() == *rules->find_player("black"));
  CHECK_THAT(notation::render_position(pos),
             Catch::Matchers::Contains("white leaves the game (#), black moves next"));
  // The reference interpreter agrees, three plies on.
  const testing::reference::ReferenceRules reference(spec::apply_options(doc, values));
  Position start = pos;
  CHECK(perft(start, 3) == reference.perft(reference.from_position(start), 3));
}

TEST_CASE("elimination needs three players", "[elimination][spec]") {
  std::string text = testing::source_text("specs/chess.yaml");
  const auto at = text.find("game_end:\n");
  REQUIRE(at != std::string::npos);
  text.insert(at + 10, "  elimination: {army: removed}\n");
  const auto doc = spec::load_spec_text(text, "chess.yaml");
  CHECK_THROWS_WITH(spec::compile(doc, spec::default_option_values(doc)),
                    Catch::Matchers::Contains("game_end.elimination needs three or more players"));
  std::string bad = testing::source_text("specs/sannin-shogi.yaml");
  bad.replace(bad.find("army: removed"), 13, "army: captured");
  const auto bad_doc = spec::load_spec_text(bad, "sannin-shogi.yaml");
  CHECK_THROWS_WITH(spec::compile(bad_doc, spec::default_option_values(bad_doc)),
                    Catch::Matchers::Contains("unknown army 'captured'"));
}

}  // namespace
}  // namespace arbiter::model
