// `--format json` of show, moves, perft and play: one well-formed JSON object with the facts the
// text form prints; and every help example of these commands runs.
#include <catch2/catch.hpp>
#include <cctype>
#include <string>
#include <vector>

#include "cli/json_writer.h"
#include "tests/support/cli_run.h"

using arbiter::testing::run_cli;

namespace {

// A strict reader of one JSON value (RFC 8259 grammar, no semantics): whether `text` is exactly
// one object, optionally followed by a newline.
class JsonChecker {
 public:
  explicit JsonChecker(const std::string& text) : s_(text) {}
  bool one_object() {
    space();
    if (i_ >= s_.size() || s_[i_] != '{' || !value()) return false;
    space();
    return i_ == s_.size();
  }

 private:
  const std::string& s_;
  std::size_t i_ = 0;

  void space() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_]))) ++i_;
  }
  bool eat(char c) {
    space();
    if (i_ < s_.size() && s_[i_] == c) return ++i_, true;
    return false;
  }
  bool literal(const std::string& word) {
    if (s_.compare(i_, word.size(), word) != 0) return false;
    i_ += word.size();
    return true;
  }
  bool string() {
    if (!eat('"')) return false;
    while (i_ < s_.size() && s_[i_] != '"') {
      if (static_cast<unsigned char>(s_[i_]) < 0x20) return false;
      if (s_[i_] == '\\') ++i_;
      ++i_;
    }
    return i_ < s_.size() && s_[i_++] == '"';
  }
  bool number() {
    const std::size_t start = i_;
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_]))) ++i_;
    return i_ > start;
  }
  bool value() {
    space();
    if (i_ >= s_.size()) return false;
    const char c = s_[i_];
    if (c == '"') return string();
    if (c == '{') return members('}', true);
    if (c == '[') return members(']', false);
    if (c == 't') return literal("true");
    if (c == 'f') return literal("false");
    if (c == 'n') return literal("null");
    return number();
  }
  bool members(char close, bool keyed) {
    ++i_;
    if (eat(close)) return true;
    do {
      if (keyed && !(string() && eat(':'))) return false;
      if (!value()) return false;
    } while (eat(','));
    return eat(close);
  }
};

bool is_json_object(const std::string& text) { return JsonChecker(text).one_object(); }

// An example line of a help text split as a shell would split it (double quotes only).
std::vector<std::string> shell_words(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  bool quoted = false, any = false;
  for (char ch : line) {
    if (ch == '"') {
      quoted = !quoted;
      any = true;
    } else if (ch == ' ' && !quoted) {
      if (any) words.push_back(word);
      word.clear();
      any = false;
    } else {
      word += ch;
      any = true;
    }
  }
  if (any) words.push_back(word);
  return words;
}

}  // namespace

TEST_CASE("the JSON writer escapes and separates", "[cli][json]") {
  arbiter::cli::JsonWriter json;
  json.begin_object().key("a\"b").value("line\nnext\x01").key("list").begin_array();
  json.value(1).value(true).null().value(std::vector<std::string>{"x", "y"});
  json.end_array().key("empty").begin_object().end_object().end_object();
  CHECK(json.str() ==
        R"({"a\"b": "line\nnext\u0001", "list": [1, true, null, ["x", "y"]], "empty": {}})");
  CHECK(is_json_object(json.str()));
  CHECK_FALSE(is_json_object("{\"a\": [1, 2}"));
}

TEST_CASE("show --format json: position, side, status with its reason, moves, pieces",
          "[cli][json][show]") {
  SECTION("the start position") {
    const auto r = run_cli({"show", "chess", "--format", "json"});
    REQUIRE(r.code == 0);
    CHECK(is_json_object(r.out));
    CHECK_THAT(r.out,
               Catch::Contains(
                   R"("position": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")") &&
                   Catch::Contains(R"("to_move": "white")") &&
                   Catch::Contains(R"("in_check": false)") &&
                   Catch::Contains(R"("status": "ongoing")") && Catch::Contains(R"("h2h4"])") &&
                   Catch::Contains(R"({"token": "K", "piece": "king", "owner": "white"})"));
  }
  SECTION("a mate") {
    const auto r = run_cli({"show", "chess", "--format", "json", "--position",
                            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"});
    REQUIRE(r.code == 0);
    CHECK(is_json_object(r.out));
    CHECK_THAT(r.out, Catch::Contains(R"("in_check": true)") &&
                          Catch::Contains(R"("status": "checkmate")") &&
                          Catch::Contains(R"("result": "0-1")") &&
                          Catch::Contains(R"("legal_moves": [])"));
  }
  SECTION("bare kings") {
    const auto r = run_cli(
        {"show", "chess", "--format", "json", "--position", "8/8/8/8/8/8/8/K1k5 w - - 0 1"});
    REQUIRE(r.code == 0);
    CHECK_THAT(
        r.out,
        Catch::Contains(
            R"j("status": "drawn", "draw_reason": "dead position (only royal pieces left)")j"));
  }
}

TEST_CASE("moves and perft --format json", "[cli][json][moves][perft]") {
  const auto moves = run_cli({"moves", "chess", "--san", "--format", "json"});
  REQUIRE(moves.code == 0);
  CHECK(is_json_object(moves.out));
  CHECK_THAT(moves.out, Catch::Contains(R"("count": 20)") && Catch::Contains(R"("Nf3")") &&
                            Catch::Contains(R"("notation": "san")"));
  const auto perft = run_cli({"perft", "chess", "--depth", "2", "--divide", "--format", "json"});
  REQUIRE(perft.code == 0);
  CHECK(is_json_object(perft.out));
  CHECK_THAT(perft.out, Catch::Contains(R"("depth": 2, "nodes": 400, "divide": {)") &&
                            Catch::Contains(R"("e2e4": 20)"));
  const auto plain = run_cli({"perft", "chess", "--depth", "3", "--format", "json"});
  CHECK(is_json_object(plain.out));
  CHECK_THAT(plain.out,
             Catch::Contains(R"("nodes": 8902)"));  // Chess Programming Wiki, "Perft Results"
  CHECK_THAT(plain.out, !Catch::Contains("divide"));
}

TEST_CASE("play --format json: moves, final position, status, result and its source",
          "[cli][json][play]") {
  const auto r = run_cli({"play", "chess", "--moves", "1. f3 e5 2. g4 Qh4#", "--format", "json"});
  REQUIRE(r.code == 0);
  CHECK(is_json_object(r.out));
  CHECK_THAT(r.out, Catch::Contains(R"("moves": ["f3", "e5", "g4", "Qh4#"], "plies": 4)") &&
                        Catch::Contains(R"("status": "checkmate")") &&
                        Catch::Contains(R"("result": "0-1", "result_source": "position")"));
  const auto text = run_cli({"play", "chess", "--moves", "e4 e5 1/2-1/2", "--format", "json"});
  CHECK(is_json_object(text.out));
  CHECK_THAT(text.out, Catch::Contains(R"("result": "1/2-1/2", "result_source": "text")"));
}

TEST_CASE("show says which rule drew the game", "[cli][show]") {
  // Issue 20: every draw by rule used to read "a ruler stands in a draw zone".
  const auto limit = run_cli({"show", "chess", "--position", "4k3/8/8/8/8/8/8/R3K3 w - - 150 90"});
  CHECK_THAT(limit.out,
             Catch::Contains("check: no (the game is drawn: move limit (150 halfmoves))\n"));
  const auto bare = run_cli({"show", "chess", "--position", "8/8/8/8/8/8/8/K1k5 w - - 0 1"});
  CHECK_THAT(
      bare.out,
      Catch::Contains("check: no (the game is drawn: dead position (only royal pieces left))\n"));
  CHECK_THAT(bare.out, Catch::Contains("pieces: K king (white), k king (black)\n"));
}

TEST_CASE("every help example of show, moves, perft and play runs", "[cli][help]") {
  for (const char* command : {"show", "moves", "perft", "play"}) {
    const auto help = run_cli({command, "--help"});
    REQUIRE(help.code == 0);
    int examples = 0;
    std::size_t at = 0;
    const std::string prefix = "Example: arbiter " + std::string(command) + " ";
    while ((at = help.out.find(prefix, at)) != std::string::npos) {
      at += 9;  // "Example: "
      const std::size_t end = help.out.find('\n', at);
      const std::string line = help.out.substr(at, end - at);
      at = end;
      auto words = shell_words(line);
      words.erase(words.begin());  // "arbiter"
      const auto r = run_cli(words);
      INFO(line << "\n" << r.err);
      CHECK(r.code == 0);
      ++examples;
    }
    INFO(command);
    CHECK(examples >= 1);
  }
}
