// Stipulations as problemists write them (../shared/research/puzzles.md): every form read and
// written back, and every malformed one refused with the text and the accepted forms.
#include "puzzles/stipulation.h"

#include <catch2/catch.hpp>

#include "model/diagnostic.h"

namespace arbiter::puzzles {
namespace {

TEST_CASE("stipulations read in every form and write back unchanged", "[puzzles][stipulation]") {
  struct Case {
    const char* text;
    Play play;
    Goal goal;
    int moves;
    bool half;
    bool second_starts;
  };
  const Case cases[] = {
      {"#2", Play::Direct, Goal::Mate, 2, false, false},
      {"#12", Play::Direct, Goal::Mate, 12, false, false},
      {"h#3", Play::Help, Goal::Mate, 3, false, true},
      {"h#2.5", Play::Help, Goal::Mate, 2, true, false},
      {"s#4", Play::Self, Goal::Mate, 4, false, false},
      {"ser-#5", Play::SeriesDirect, Goal::Mate, 5, false, false},
      {"ser-h#7", Play::SeriesHelp, Goal::Mate, 7, false, true},
      {"ser-s#3", Play::SeriesSelf, Goal::Mate, 3, false, false},
      {"=3", Play::Direct, Goal::Stalemate, 3, false, false},
      {"h=2", Play::Help, Goal::Stalemate, 2, false, true},
      {"h=1.5", Play::Help, Goal::Stalemate, 1, true, false},
      {"s=2", Play::Self, Goal::Stalemate, 2, false, false},
      {"ser-h=4", Play::SeriesHelp, Goal::Stalemate, 4, false, true},
      {"#60", Play::Direct, Goal::Mate, 60, false, false},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    const Stipulation s = parse_stipulation(c.text);
    CHECK(s.play == c.play);
    CHECK(s.goal == c.goal);
    CHECK(s.moves == c.moves);
    CHECK(s.half_move == c.half);
    CHECK(s.second_player_starts() == c.second_starts);
    CHECK(s.to_string() == c.text);
  }
  CHECK(parse_stipulation("h#2").help_plies() == 4);
  CHECK(parse_stipulation("h#2.5").help_plies() == 5);
}

TEST_CASE("malformed stipulations are refused, naming the text and the forms",
          "[puzzles][stipulation]") {
  for (const char* text : {"",     "#",     "#0",        "#61",    "#100", "h#",   "2",     "x#2",
                           "#2.5", "s#2.5", "ser-h#2.5", "#2 ",    " #2",  "hh#2", "ser#2", "ser-",
                           "#-1",  "#2x",   "h#2.4",     "h#2.55", "#+2",  "H#2"}) {
    INFO("'" << text << "'");
    try {
      parse_stipulation(text);
      FAIL("accepted");
    } catch (const UserError& e) {
      const std::string message = e.diagnostics().front().message;
      CHECK(message.find(std::string("stipulation '") + text + "'") == 0);
      CHECK(e.diagnostics().front().expected.find("h#n.5") != std::string::npos);
    }
  }
}

}  // namespace
}  // namespace arbiter::puzzles
