#include "cli/solution_report.h"

#include "model/notation/move_text.h"
#include "model/notation/san.h"
#include "puzzles/pass_turn.h"

namespace arbiter::cli {
namespace {

using puzzles::AttackerMove;
using puzzles::Variation;

model::Position after(const model::Position& pos, model::Move m) {
  model::Position next = pos;
  model::Undo undo;
  next.make(m, undo);
  return next;
}

// `pos` with the turn passed: where the threat is played.
model::Position passed(const model::Position& pos) {
  model::Position next = pos;
  puzzles::PassUndo undo;
  puzzles::pass_turn(next, undo);
  return next;
}

// "2.Qd3#" for the attacker's `number`th move, "1...Kc4" for the defence after it.
std::string attacker_text(const model::Position& pos, model::Move m, int number) {
  return std::to_string(number) + "." + model::notation::move_to_san(pos, m);
}
std::string defence_text(const model::Position& pos, model::Move m, int number) {
  return std::to_string(number) + "..." + model::notation::move_to_san(pos, m);
}

// " threat: 2.Qe7#, 2.Qd8#" or " zugzwang" after an attacker's move (`pos` is after it).
std::string threat_text(const model::Position& pos, const AttackerMove& a, int number) {
  if (a.ends || a.checks) return "";
  if (a.zugzwang) return " zugzwang";
  std::string text = " threat:";
  const model::Position threat_pos = passed(pos);
  for (std::size_t i = 0; i < a.threat.size(); ++i)
    text += (i ? ", " : " ") + attacker_text(threat_pos, a.threat[i], number + 1);
  return text;
}

void print_variations(std::ostream& out, const model::Position& pos, const AttackerMove& a,
                      int number, int indent);

// An attacker's move (`pos` before it) and what follows, on the current line.
void print_answer(std::ostream& out, const model::Position& pos, const AttackerMove& a, int number,
                  int indent, const std::string& mark) {
  const model::Position next = after(pos, a.move);
  out << attacker_text(pos, a.move, number) << mark << threat_text(next, a, number) << '\n';
  print_variations(out, next, a, number, indent + 2);
}

void print_variations(std::ostream& out, const model::Position& pos, const AttackerMove& a,
                      int number, int indent) {
  for (const Variation& v : a.variations) {
    out << std::string(indent, ' ') << defence_text(pos, v.defence, number);
    const model::Position next = after(pos, v.defence);
    if (v.answers.empty()) {
      out << '\n';
      continue;
    }
    if (v.answers.size() == 1) {
      out << ' ';
      print_answer(out, next, v.answers.front(), number + 1, indent, "");
      continue;
    }
    out << " (dual)\n";
    for (const AttackerMove& answer : v.answers) {
      out << std::string(indent + 2, ' ');
      print_answer(out, next, answer, number + 1, indent + 2, "");
    }
  }
}

void write_attacker_members(JsonWriter& json, const model::Position& pos, const AttackerMove& a,
                            int number);
void write_answer(JsonWriter& json, const model::Position& pos, const AttackerMove& a, int number);

// The defences of `variations` (`pos` before each), as a JSON array.
void write_variations(JsonWriter& json, const model::Position& pos,
                      const std::vector<Variation>& variations, int number) {
  json.begin_array();
  for (const Variation& v : variations) {
    const model::Position next = after(pos, v.defence);
    json.begin_object()
        .field("defence", model::notation::move_to_string(pos, v.defence))
        .field("san", defence_text(pos, v.defence, number))
        .field("reaches_goal", v.reaches_goal)
        .field("dual", v.answers.size() > 1)
        .key("answers")
        .begin_array();
    for (const AttackerMove& answer : v.answers) write_answer(json, next, answer, number + 1);
    json.end_array().end_object();
  }
  json.end_array();
}

void write_answer(JsonWriter& json, const model::Position& pos, const AttackerMove& a, int number) {
  json.begin_object()
      .field("move", model::notation::move_to_string(pos, a.move))
      .field("san", attacker_text(pos, a.move, number));
  write_attacker_members(json, after(pos, a.move), a, number);
  json.end_object();
}

// `pos` is after the attacker's move.
void write_attacker_members(JsonWriter& json, const model::Position& pos, const AttackerMove& a,
                            int number) {
  json.field("checks", a.checks).key("threat").begin_array();
  const model::Position threat_pos = passed(pos);
  for (const model::Move t : a.threat) {
    json.begin_object()
        .field("move", model::notation::move_to_string(threat_pos, t))
        .field("san", attacker_text(threat_pos, t, number + 1))
        .end_object();
  }
  json.end_array().field("zugzwang", a.zugzwang && !a.ends && !a.checks).key("tree");
  write_variations(json, pos, a.variations, number);
}

}  // namespace

void print_set_play(std::ostream& out, const model::Position& start,
                    const std::vector<puzzles::Variation>& set) {
  AttackerMove pass;
  pass.variations = set;
  out << "set play:" << (set.empty() ? " none" : "") << '\n';
  print_variations(out, passed(start), pass, 1, 2);
}

void write_set_play(JsonWriter& json, const model::Position& start,
                    const std::vector<puzzles::Variation>& set) {
  write_variations(json, passed(start), set, 1);
}

std::string numbered_line(const model::Position& start, const puzzles::Line& line) {
  model::Position pos = start;
  std::string text;
  int number = 1;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool first_player = pos.side_to_move().index == 0;
    if (!text.empty()) text += ' ';
    if (first_player)
      text += std::to_string(number) + ".";
    else if (i == 0)
      text += std::to_string(number) + "...";
    text += model::notation::move_to_san(pos, line[i]);
    if (!first_player) ++number;
    model::Undo undo;
    pos.make(line[i], undo);
  }
  return text;
}

namespace {

// Plays `line` from `start`, calling visit(i, pos) before move i is made in pos; the other side
// passes between the first `series_moves` moves (series play).
template <typename Visit>
void replay(const model::Position& start, const puzzles::Line& line, int series_moves,
            Visit&& visit) {
  model::Position pos = start;
  for (std::size_t i = 0; i < line.size(); ++i) {
    visit(i, static_cast<const model::Position&>(pos));
    model::Undo undo;
    pos.make(line[i], undo);
    if (static_cast<int>(i) + 1 < series_moves) {
      puzzles::PassUndo pass;
      puzzles::pass_turn(pos, pass);
    }
  }
}

}  // namespace

std::string series_line(const model::Position& start, const puzzles::Line& line, int series_moves) {
  std::string text;
  replay(start, line, series_moves, [&](std::size_t i, const model::Position& pos) {
    if (!text.empty()) text += ' ';
    if (static_cast<int>(i) < series_moves) text += std::to_string(i + 1) + ".";
    text += model::notation::move_to_san(pos, line[i]);
  });
  return text;
}

std::vector<std::string> line_coordinates(const model::Position& start, const puzzles::Line& line,
                                          int series_moves) {
  std::vector<std::string> moves;
  replay(start, line, series_moves, [&](std::size_t i, const model::Position& pos) {
    moves.push_back(model::notation::move_to_string(pos, line[i]));
  });
  return moves;
}

void print_key(std::ostream& out, const model::Position& start, const puzzles::AttackerMove& key) {
  print_answer(out, start, key, 1, 0, "!");
}

std::string try_text(const model::Position& start, const puzzles::Try& t) {
  return attacker_text(start, t.move, 1) + "? but " +
         defence_text(after(start, t.move), t.refutation, 1) + "!";
}

void write_key_members(JsonWriter& json, const model::Position& start,
                       const puzzles::AttackerMove& key) {
  write_attacker_members(json, after(start, key.move), key, 1);
}

}  // namespace arbiter::cli
