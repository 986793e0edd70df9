// The move-text tokenizer used by `arbiter play`.
#include "cli/move_tokens.h"

#include <array>
#include <cctype>

namespace arbiter::cli {
namespace {

bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }
bool is_digit(char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; }

bool is_result(const std::string& token) {
  constexpr std::array kResults = {"1-0", "0-1", "1/2-1/2", "*"};
  for (const char* r : kResults)
    if (token == r) return true;
  return false;
}

// "12." / "12..." / "12...Nf6" / "12" -> "" / "" / "Nf6" / ""; tokens without a number-and-dots
// prefix (shogi's "7g7f") stay as they are. A bare number is a move number printed without its
// dot ("3 We6#"): no notation writes a move as digits alone.
std::string strip_move_number(const std::string& token) {
  std::size_t i = 0;
  while (i < token.size() && is_digit(token[i])) ++i;
  if (i == token.size()) return {};
  if (i == 0 || token[i] != '.') return token;
  while (i < token.size() && token[i] == '.') ++i;
  return token.substr(i);
}

// Reads the text character by character, keeping line and column, skipping what is not a move.
class Scanner {
 public:
  explicit Scanner(const std::string& text) : text_(text) {}

  std::vector<MoveToken> tokens() {
    std::vector<MoveToken> result;
    while (i_ < text_.size()) {
      const char ch = text_[i_];
      if (is_space(ch))
        advance();
      else if (ch == '{')
        skip_until('}');
      else if (ch == '[')
        skip_until(']');
      else if (ch == ';')
        skip_until('\n');
      else if (ch == '(')
        skip_variation();
      else
        add(read_word(), result);
    }
    return result;
  }

 private:
  const std::string& text_;
  std::size_t i_ = 0;
  int line_ = 1, column_ = 1;

  void advance() {
    if (text_[i_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++i_;
  }
  void skip_until(char end) {
    while (i_ < text_.size() && text_[i_] != end) advance();
    if (i_ < text_.size()) advance();
  }
  void skip_variation() {
    int depth = 0;
    do {
      if (text_[i_] == '(') ++depth;
      if (text_[i_] == ')') --depth;
      advance();
    } while (i_ < text_.size() && depth > 0);
  }
  // A word ends at a space or where a comment, a variation or a footnote mark starts ("Kg9(No",
  // "0-1[2]"); a bracket right after '>' belongs to the move (a relocation's ">[]"). A comma
  // separating moves ("f5, 2.Bc4") is dropped.
  MoveToken read_word() {
    MoveToken token{"", line_, column_};
    while (i_ < text_.size() && !ends_word(token.text, text_[i_])) {
      token.text += text_[i_];
      advance();
    }
    while (!token.text.empty() && token.text.back() == ',') token.text.pop_back();
    return token;
  }
  static bool ends_word(const std::string& word, char ch) {
    if (is_space(ch) || ch == '{' || ch == ';' || ch == '(') return true;
    return ch == '[' && !word.empty() && word.back() != '>';
  }
  static void add(MoveToken token, std::vector<MoveToken>& result) {
    if (token.text.empty() || is_result(token.text) || token.text.front() == '$') return;
    const std::string move = strip_move_number(token.text);
    if (move.empty()) return;
    token.column += static_cast<int>(token.text.size() - move.size());
    token.text = move;
    result.push_back(token);
  }
};

}  // namespace

std::vector<MoveToken> split_move_text(const std::string& text) { return Scanner(text).tokens(); }

}  // namespace arbiter::cli
