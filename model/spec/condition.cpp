#include "model/spec/condition.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace arbiter::model::spec {
namespace {

struct Token {
  enum class Kind { word, open, close, open_list, close_list, comma, equal, not_equal, end };
  Kind kind = Kind::end;
  std::string text;
  int column = 0;
};

bool word_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.' || c == '-';
}

std::vector<Token> tokenise(const std::string& text) {
  std::vector<Token> tokens;
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    const int column = static_cast<int>(i) + 1;
    if (std::isspace(static_cast<unsigned char>(c)) != 0) {
      ++i;
      continue;
    }
    if (word_char(c)) {
      std::size_t j = i;
      while (j < text.size() && word_char(text[j])) ++j;
      tokens.push_back({Token::Kind::word, text.substr(i, j - i), column});
      i = j;
      continue;
    }
    if (text.compare(i, 2, "==") == 0) {
      tokens.push_back({Token::Kind::equal, "==", column});
      i += 2;
      continue;
    }
    if (text.compare(i, 2, "!=") == 0) {
      tokens.push_back({Token::Kind::not_equal, "!=", column});
      i += 2;
      continue;
    }
    Token::Kind kind;
    switch (c) {
      case '(':
        kind = Token::Kind::open;
        break;
      case ')':
        kind = Token::Kind::close;
        break;
      case '[':
        kind = Token::Kind::open_list;
        break;
      case ']':
        kind = Token::Kind::close_list;
        break;
      case ',':
        kind = Token::Kind::comma;
        break;
      default:
        throw ConditionError{column, std::string("unexpected character '") + c + "'",
                             "names, values, ==, !=, in [..], and, or, not, parentheses"};
    }
    tokens.push_back({kind, std::string(1, c), column});
    ++i;
  }
  tokens.push_back({Token::Kind::end, "", static_cast<int>(text.size()) + 1});
  return tokens;
}

bool is_keyword(const std::string& word) {
  return word == "and" || word == "or" || word == "not" || word == "in" || word == "true" ||
         word == "false";
}

class Parser {
 public:
  explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

  Condition parse() {
    Condition c = parse_or();
    if (peek().kind != Token::Kind::end)
      fail(peek(), "unexpected '" + peek().text + "'", "and, or, or the end");
    return c;
  }

 private:
  const Token& peek() const { return tokens_[pos_]; }
  const Token& take() { return tokens_[pos_++]; }
  bool at_word(const char* word) const {
    return peek().kind == Token::Kind::word && peek().text == word;
  }

  [[noreturn]] static void fail(const Token& t, std::string message, std::string expected) {
    if (t.kind == Token::Kind::end) message = "the condition ends too early";
    throw ConditionError{t.column, std::move(message), std::move(expected)};
  }

  Condition combine(Condition::Op op, std::vector<Condition> operands, int column) {
    if (operands.size() == 1) return std::move(operands.front());
    Condition c;
    c.op = op;
    c.operands = std::move(operands);
    c.column = column;
    return c;
  }

  Condition parse_or() {
    const int column = peek().column;
    std::vector<Condition> operands{parse_and()};
    while (at_word("or")) {
      take();
      operands.push_back(parse_and());
    }
    return combine(Condition::Op::any, std::move(operands), column);
  }

  Condition parse_and() {
    const int column = peek().column;
    std::vector<Condition> operands{parse_unary()};
    while (at_word("and")) {
      take();
      operands.push_back(parse_unary());
    }
    return combine(Condition::Op::all, std::move(operands), column);
  }

  Condition parse_unary() {
    const Token& t = peek();
    if (t.kind == Token::Kind::open) {
      take();
      Condition inner = parse_or();
      if (peek().kind != Token::Kind::close)
        fail(peek(), "unexpected '" + peek().text + "'", "')'");
      take();
      return inner;
    }
    if (t.kind != Token::Kind::word)
      fail(t, "unexpected '" + t.text + "'", "a name, 'not', '(', true or false");
    if (t.text == "not") {
      take();
      Condition c;
      c.op = Condition::Op::negation;
      c.column = t.column;
      c.operands.push_back(parse_unary());
      return c;
    }
    if (t.text == "true" || t.text == "false") {
      take();
      Condition c;
      c.op = t.text == "true" ? Condition::Op::always : Condition::Op::never;
      c.column = t.column;
      return c;
    }
    if (is_keyword(t.text))
      fail(t, "unexpected '" + t.text + "'", "a name, 'not', '(', true or false");
    return parse_test();
  }

  std::string value() {
    const Token& t = peek();
    if (t.kind != Token::Kind::word || is_keyword(t.text))
      fail(t, "unexpected '" + t.text + "'", "a value");
    return take().text;
  }

  Condition parse_test() {
    const Token& name = take();
    Condition c;
    c.op = Condition::Op::test;
    c.variable = name.text;
    c.column = name.column;
    const Token& t = peek();
    if (t.kind == Token::Kind::equal || t.kind == Token::Kind::not_equal) {
      take();
      c.values.push_back(value());
      return t.kind == Token::Kind::equal ? c : negate(std::move(c));
    }
    bool negated = false;
    if (at_word("not") && pos_ + 1 < tokens_.size() && tokens_[pos_ + 1].text == "in") {
      take();
      negated = true;
    }
    if (at_word("in")) {
      take();
      if (peek().kind != Token::Kind::open_list)
        fail(peek(), "unexpected '" + peek().text + "'", "'[' and a list of values");
      take();
      c.values.push_back(value());
      while (peek().kind == Token::Kind::comma) {
        take();
        c.values.push_back(value());
      }
      if (peek().kind != Token::Kind::close_list)
        fail(peek(), "unexpected '" + peek().text + "'", "',' or ']'");
      take();
      return negated ? negate(std::move(c)) : c;
    }
    c.values.push_back("yes");
    return c;
  }

  static Condition negate(Condition c) {
    Condition n;
    n.op = Condition::Op::negation;
    n.column = c.column;
    n.operands.push_back(std::move(c));
    return n;
  }

  std::vector<Token> tokens_;
  std::size_t pos_ = 0;
};

void collect(const Condition& c, std::vector<std::string>& out) {
  if (c.op == Condition::Op::test && std::find(out.begin(), out.end(), c.variable) == out.end()) {
    out.push_back(c.variable);
  }
  for (const auto& o : c.operands) collect(o, out);
}

}  // namespace

Condition parse_condition(const std::string& text) { return Parser(tokenise(text)).parse(); }

std::string to_text(const Condition& c) {
  switch (c.op) {
    case Condition::Op::always:
      return "true";
    case Condition::Op::never:
      return "false";
    case Condition::Op::test: {
      if (c.values.size() == 1) {
        return c.values.front() == "yes" ? c.variable : c.variable + " == " + c.values.front();
      }
      std::string text = c.variable + " in [";
      for (std::size_t i = 0; i < c.values.size(); ++i) text += (i ? ", " : "") + c.values[i];
      return text + "]";
    }
    case Condition::Op::negation: {
      const Condition& inner = c.operands.front();
      const bool simple = inner.op == Condition::Op::test;
      return "not " + (simple ? to_text(inner) : "(" + to_text(inner) + ")");
    }
    case Condition::Op::all:
    case Condition::Op::any: {
      const char* joiner = c.op == Condition::Op::all ? " and " : " or ";
      std::string text;
      for (std::size_t i = 0; i < c.operands.size(); ++i) {
        const Condition& o = c.operands[i];
        const bool wrap = o.op == Condition::Op::all || o.op == Condition::Op::any;
        text += (i ? joiner : "") + (wrap ? "(" + to_text(o) + ")" : to_text(o));
      }
      return text;
    }
  }
  return "true";
}

std::vector<std::string> variables_of(const Condition& condition) {
  std::vector<std::string> out;
  collect(condition, out);
  return out;
}

bool holds(const Condition& c, const StateValues& state) {
  switch (c.op) {
    case Condition::Op::always:
      return true;
    case Condition::Op::never:
      return false;
    case Condition::Op::test: {
      const auto it = state.find(c.variable);
      if (it == state.end()) throw std::out_of_range("state has no variable '" + c.variable + "'");
      return std::find(c.values.begin(), c.values.end(), it->second) != c.values.end();
    }
    case Condition::Op::negation:
      return !holds(c.operands.front(), state);
    case Condition::Op::all:
      return std::all_of(c.operands.begin(), c.operands.end(),
                         [&](const Condition& o) { return holds(o, state); });
    case Condition::Op::any:
      return std::any_of(c.operands.begin(), c.operands.end(),
                         [&](const Condition& o) { return holds(o, state); });
  }
  return false;
}

}  // namespace arbiter::model::spec
