#include "puzzles/stipulation.h"

#include <cctype>

#include "model/diagnostic.h"

namespace arbiter::puzzles {
namespace {

constexpr const char* kForms =
    "#n, h#n, h#n.5, s#n, ser-#n, ser-h#n or ser-s#n, with = in place of # for stalemate "
    "(n from 1 to 60)";

[[noreturn]] void refuse(std::string_view text, const std::string& why) {
  throw UserError(input_error("stipulation '" + std::string(text) + "': " + why, kForms));
}

// Reads the whole number at the front of `rest` and removes it; refuses anything else.
int take_moves(std::string_view text, std::string_view& rest) {
  std::size_t digits = 0;
  while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits])) != 0)
    ++digits;
  if (digits == 0) refuse(text, "the number of moves is missing");
  if (digits > 2) refuse(text, "more than " + std::to_string(kMaxStipulationMoves) + " moves");
  int n = 0;
  for (std::size_t i = 0; i < digits; ++i) n = n * 10 + (rest[i] - '0');
  if (n < 1 || n > kMaxStipulationMoves)
    refuse(text, "the number of moves must be from 1 to " + std::to_string(kMaxStipulationMoves));
  rest.remove_prefix(digits);
  return n;
}

}  // namespace

Stipulation parse_stipulation(std::string_view text) {
  std::string_view rest = text;
  Stipulation s;
  const bool series = rest.substr(0, 4) == "ser-";
  if (series) rest.remove_prefix(4);
  char aim = rest.empty() ? '\0' : rest.front();
  if (aim == 'h' || aim == 's') {
    s.play = aim == 'h' ? (series ? Play::SeriesHelp : Play::Help)
                        : (series ? Play::SeriesSelf : Play::Self);
    rest.remove_prefix(1);
  } else {
    s.play = series ? Play::SeriesDirect : Play::Direct;
  }
  if (rest.empty() || (rest.front() != '#' && rest.front() != '='))
    refuse(text, "expected # (mate) or = (stalemate)");
  s.goal = rest.front() == '#' ? Goal::Mate : Goal::Stalemate;
  rest.remove_prefix(1);
  s.moves = take_moves(text, rest);
  if (rest == ".5") {
    if (s.play != Play::Help) refuse(text, "only a helpmate (h#n.5) may start with a half move");
    s.half_move = true;
    rest = {};
  }
  if (!rest.empty())
    refuse(text, "unexpected '" + std::string(rest) + "' after the number of moves");
  return s;
}

std::string Stipulation::to_string() const {
  std::string text;
  switch (play) {
    case Play::Direct:
      break;
    case Play::Help:
      text = "h";
      break;
    case Play::Self:
      text = "s";
      break;
    case Play::SeriesDirect:
      text = "ser-";
      break;
    case Play::SeriesHelp:
      text = "ser-h";
      break;
    case Play::SeriesSelf:
      text = "ser-s";
      break;
  }
  text += goal == Goal::Stalemate ? '=' : '#';
  text += std::to_string(moves);
  if (half_move) text += ".5";
  return text;
}

bool Stipulation::second_player_starts() const {
  return (play == Play::Help && !half_move) || play == Play::SeriesHelp;
}

}  // namespace arbiter::puzzles
