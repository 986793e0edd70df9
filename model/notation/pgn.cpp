// The PGN reader (a scanner over the text that keeps line and column) and writer.
#include "model/notation/pgn.h"

#include <array>
#include <cctype>

#include "model/notation/move_text.h"
#include "model/notation/san.h"

namespace arbiter::model::notation {
namespace {

bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }
bool is_digit(char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; }

bool is_null_move(const std::string& token) {
  constexpr std::array kNullMoves = {"0000", "--", "Z0", "@@@@"};
  for (const char* n : kNullMoves)
    if (token == n) return true;
  return false;
}

// "12." / "12..." / "12...Nf6" / "12" -> "" / "" / "Nf6" / ""; tokens without a number-and-dots
// prefix (shogi's "7g7f") stay as they are. A bare number is a move number printed without its
// dot ("3 We6#"): no notation writes a move as digits alone. Move numbers start at 1, so a number
// with a leading zero ("0000", a null move) is left for the caller to refuse.
std::string strip_move_number(const std::string& token) {
  if (token.empty() || token.front() == '0') return token;
  std::size_t i = 0;
  while (i < token.size() && is_digit(token[i])) ++i;
  if (i == token.size()) return {};
  if (i == 0 || token[i] != '.') return token;
  while (i < token.size() && token[i] == '.') ++i;
  return token.substr(i);
}

// Reads the text character by character, keeping line and column. Stops at the first problem,
// which it keeps as a diagnostic.
class Scanner {
 public:
  // A UTF-8 byte order mark, which some editors write first, is not part of the text.
  explicit Scanner(const std::string& text) : text_(text) {
    if (text_.rfind("\xEF\xBB\xBF", 0) == 0) i_ = 3;
  }

  std::variant<PgnGame, Diagnostic> game() {
    while (!error_ && i_ < text_.size()) step();
    if (error_) return *error_;
    return std::move(game_);
  }

 private:
  const std::string& text_;
  std::size_t i_ = 0;
  int line_ = 1, column_ = 1;
  PgnGame game_;
  std::optional<Diagnostic> error_;

  void step() {
    const char ch = text_[i_];
    if (is_space(ch))
      advance();
    else if (ch == '{')
      skip_enclosed('}', "comment '{'", "'}' closing it");
    else if (ch == ';')
      skip_line();
    else if (ch == '(')
      skip_variation();
    else if (ch == ')')
      fail(here(), "')' without its '('", "a variation written '( ... )'");
    else if (ch == '[')
      read_bracket();
    else
      add(read_word());
  }

  SourceMark here() const { return {"", line_, column_}; }
  void fail(SourceMark mark, std::string message, std::string expected) {
    if (!error_) error_ = error_at(std::move(mark), std::move(message), std::move(expected));
  }
  void advance() {
    if (text_[i_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++i_;
  }
  void skip_line() {
    while (i_ < text_.size() && text_[i_] != '\n') advance();
  }
  // From an opening character to `end`, inclusive; an error at the opening when it never closes.
  void skip_enclosed(char end, const std::string& what, const std::string& expected) {
    const SourceMark start = here();
    advance();
    while (i_ < text_.size() && text_[i_] != end) advance();
    if (i_ == text_.size()) return fail(start, "unclosed " + what, expected);
    advance();
  }
  // A variation, with the variations and comments inside it (a ')' in a comment closes nothing).
  void skip_variation() {
    std::vector<SourceMark> open{here()};
    advance();
    while (!error_ && !open.empty() && i_ < text_.size()) {
      const char ch = text_[i_];
      if (ch == '{') {
        skip_enclosed('}', "comment '{'", "'}' closing it");
        continue;
      }
      if (ch == ';') {
        skip_line();
        continue;
      }
      if (ch == '(') open.push_back(here());
      if (ch == ')') open.pop_back();
      advance();
    }
    if (!open.empty()) fail(open.back(), "unclosed variation '('", "')' closing it");
  }
  // "[Name "value"]" is a tag pair; anything else in brackets is a footnote mark ("0-1[2]").
  void read_bracket() {
    const SourceMark start = here();
    const std::size_t from = i_;
    skip_enclosed(']', "'['", "']' closing it");
    if (error_) return;
    const std::string inside = text_.substr(from + 1, i_ - from - 2);
    if (inside.empty() || !std::isalpha(static_cast<unsigned char>(inside.front()))) return;
    read_tag(inside, start);
  }
  void read_tag(const std::string& inside, const SourceMark& start) {
    std::size_t k = 0;
    while (k < inside.size() &&
           (std::isalnum(static_cast<unsigned char>(inside[k])) != 0 || inside[k] == '_'))
      ++k;
    PgnTag tag{inside.substr(0, k), ""};
    while (k < inside.size() && is_space(inside[k])) ++k;
    if (k == inside.size() || inside[k] != '"')
      return fail(start, "tag '" + tag.name + "' without a quoted value", "[Name \"value\"]");
    for (++k; k < inside.size() && inside[k] != '"'; ++k) {
      if (inside[k] == '\\' && k + 1 < inside.size()) ++k;
      tag.value += inside[k];
    }
    if (k == inside.size())
      return fail(start, "tag '" + tag.name + "' with an unclosed value", "[Name \"value\"]");
    if (game_.result)
      return fail(start, "tag '" + tag.name + "' after the result '" + game_.result->text + "'",
                  "one game per text");
    game_.tags.push_back(std::move(tag));
  }
  // A word ends at a space or where a comment, a variation or a footnote mark starts ("Kg9(No",
  // "0-1[2]"); a bracket right after '>' belongs to the move (a relocation's ">[]"). A comma
  // separating moves ("f5, 2.Bc4") is dropped.
  PgnToken read_word() {
    PgnToken token{"", line_, column_};
    while (i_ < text_.size() && !ends_word(token.text, text_[i_])) {
      token.text += text_[i_];
      advance();
    }
    while (!token.text.empty() && token.text.back() == ',') token.text.pop_back();
    return token;
  }
  static bool ends_word(const std::string& word, char ch) {
    if (is_space(ch) || ch == '{' || ch == ';' || ch == '(' || ch == ')') return true;
    return ch == '[' && !word.empty() && word.back() != '>';
  }
  void add(PgnToken token) {
    if (token.text.empty() || token.text.front() == '$') return;
    if (game_.result) {
      return fail({"", token.line, token.column},
                  "'" + token.text + "' after the result '" + game_.result->text + "' at " +
                      std::to_string(game_.result->line) + ":" +
                      std::to_string(game_.result->column),
                  "nothing after the result (it ends the game)");
    }
    if (is_pgn_result(token.text)) {
      game_.result = token;
      return;
    }
    const std::string move = strip_move_number(token.text);
    if (move.empty()) return;
    token.column += static_cast<int>(token.text.size() - move.size());
    token.text = move;
    if (is_null_move(token.text)) {
      return fail({"", token.line, token.column},
                  "null move '" + token.text + "': passing is not a move of the game",
                  "a legal move");
    }
    game_.moves.push_back(std::move(token));
  }
};

// Appends a word to the movetext, breaking lines before 80 columns.
void append_word(std::string& text, std::size_t& line_length, const std::string& word) {
  if (line_length > 0 && line_length + 1 + word.size() > 79) {
    text += '\n';
    line_length = 0;
  }
  if (line_length > 0) {
    text += ' ';
    ++line_length;
  }
  text += word;
  line_length += word.size();
}

std::string quoted_tag_value(const std::string& value) {
  std::string out;
  for (char ch : value) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch == '\n' ? ' ' : ch;
  }
  return out;
}

}  // namespace

std::optional<std::string> PgnGame::tag(const std::string& name) const {
  for (const PgnTag& t : tags)
    if (t.name == name) return t.value;
  return std::nullopt;
}

std::string pgn_move_text(const Position& pos, Move move) {
  const std::string san = move_to_san(pos, move);
  const auto back = parse_san(pos, san);
  if (const Move* m = std::get_if<Move>(&back); m && *m == move) return san;
  return move_to_string(pos, move);
}

bool is_pgn_result(const std::string& text) {
  return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "*";
}

std::variant<PgnGame, Diagnostic> parse_pgn(const std::string& text) {
  return Scanner(text).game();
}

std::string write_pgn(const std::vector<PgnTag>& tags, const Position& start,
                      const std::vector<Move>& moves, const std::string& result) {
  std::string text;
  for (const PgnTag& tag : tags)
    text += "[" + tag.name + " \"" + quoted_tag_value(tag.value) + "\"]\n";
  if (!tags.empty()) text += '\n';
  const PlayerId first = start.rules().turn_order().front();
  Position pos = start;
  std::size_t line_length = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Move move = moves[i];
    if (pos.side_to_move() == first || i == 0) {
      append_word(
          text, line_length,
          std::to_string(pos.fullmove_number()) + (pos.side_to_move() == first ? "." : "..."));
    }
    append_word(text, line_length, pgn_move_text(pos, move));
    Undo undo;
    pos.make(move, undo);
  }
  append_word(text, line_length, result);
  return text + '\n';
}

}  // namespace arbiter::model::notation
