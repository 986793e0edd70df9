// Readings of a position under one rule set, and their comparison (see rule_reading.h).
#include "solver/audit/rule_reading.h"

#include <algorithm>
#include <iterator>

#include "model/attacks.h"
#include "model/draw_claim.h"
#include "model/movegen.h"
#include "model/notation/move_text.h"
#include "model/notation/position_string.h"
#include "model/succession.h"

namespace arbiter::solver::audit {
namespace {

using model::Position;

// A difference line lists at most this many moves; the count says how many there are.
constexpr std::size_t kMovesShown = 8;

std::string result_for(const Position& pos, model::Outcome outcome) {
  const std::string& player = pos.rules().player(pos.side_to_move()).name;
  switch (outcome) {
    case model::Outcome::Loss:
      return player + " loses";
    case model::Outcome::Draw:
      return "draw";
    case model::Outcome::Win:
      return player + " wins";
  }
  return "draw";
}

// The state of the game once the legal moves are known (game_status, without generating them
// again).
std::string game_state(Position& pos, bool has_moves) {
  if (model::drawn_by_rule(pos)) return "the game is drawn by rule";
  const bool check = model::in_check(pos, pos.side_to_move());
  if (has_moves) return check ? "check" : "play goes on";
  if (!check) return "stalemate: " + result_for(pos, pos.rules().game_end().stalemate);
  if (model::heirs_blocked(pos)) return "checkmate, the heirs are shut in: draw";
  return "checkmate: " + result_for(pos, pos.rules().game_end().checkmate);
}

std::string claim_state(const Position& pos) {
  std::string names;
  for (model::PlayerId p : model::draw_claimants(pos))
    names += (names.empty() ? "" : ", ") + pos.rules().player(p).name;
  return names.empty() ? "" : "; " + names + " may claim a draw";
}

// "a1b2, c3d4 (+3 more)".
std::string list_moves(const std::vector<std::string>& moves) {
  std::string text;
  for (std::size_t i = 0; i < moves.size() && i < kMovesShown; ++i)
    text += (i ? ", " : "") + moves[i];
  if (moves.size() > kMovesShown)
    text += " (+" + std::to_string(moves.size() - kMovesShown) + " more)";
  return text;
}

}  // namespace

bool Reading::game_over() const { return moves.empty() || state == "the game is drawn by rule"; }

Reading read_position(Position& pos) {
  model::MoveList list;
  model::generate_legal(pos, list);
  std::vector<std::pair<std::string, model::Move>> named;
  named.reserve(list.size());
  for (model::Move m : list) named.emplace_back(model::notation::move_to_string(pos, m), m);
  std::sort(named.begin(), named.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  Reading reading;
  for (auto& [text, move] : named) {
    reading.move_texts.push_back(std::move(text));
    reading.moves.push_back(move);
  }
  reading.state = game_state(pos, !list.empty()) + claim_state(pos);
  return reading;
}

std::optional<ReadingDifference> compare_readings(const Reading& a, const Reading& b,
                                                  const std::string& name_a,
                                                  const std::string& name_b) {
  if (a.move_texts != b.move_texts) {
    std::vector<std::string> only_a;
    std::vector<std::string> only_b;
    std::set_difference(a.move_texts.begin(), a.move_texts.end(), b.move_texts.begin(),
                        b.move_texts.end(), std::back_inserter(only_a));
    std::set_difference(b.move_texts.begin(), b.move_texts.end(), a.move_texts.begin(),
                        a.move_texts.end(), std::back_inserter(only_b));
    ReadingDifference d;
    d.summary = "the legal moves differ: " + std::to_string(a.move_texts.size()) + " under " +
                name_a + ", " + std::to_string(b.move_texts.size()) + " under " + name_b;
    if (!only_a.empty())
      d.details.push_back("legal only under " + name_a + " (" + std::to_string(only_a.size()) +
                          "): " + list_moves(only_a));
    if (!only_b.empty())
      d.details.push_back("legal only under " + name_b + " (" + std::to_string(only_b.size()) +
                          "): " + list_moves(only_b));
    return d;
  }
  if (a.state != b.state) {
    ReadingDifference d;
    d.summary = "the state of the game differs: '" + a.state + "' under " + name_a + ", '" +
                b.state + "' under " + name_b;
    d.details.push_back("under " + name_a + ": " + a.state);
    d.details.push_back("under " + name_b + ": " + b.state);
    return d;
  }
  return std::nullopt;
}

std::optional<ReadingDifference> compare_successors(Position& a, const Reading& ra, Position& b,
                                                    const Reading& rb, const std::string& name_a,
                                                    const std::string& name_b) {
  for (std::size_t i = 0; i < ra.moves.size() && i < rb.moves.size(); ++i) {
    if (ra.move_texts[i] != rb.move_texts[i]) continue;
    const std::string& move = ra.move_texts[i];
    model::Undo undo_a;
    model::Undo undo_b;
    a.make(ra.moves[i], undo_a);
    b.make(rb.moves[i], undo_b);
    const std::string after_a = model::notation::to_string(a);
    const std::string after_b = model::notation::to_string(b);
    std::optional<ReadingDifference> d;
    if (after_a != after_b) {
      d = ReadingDifference{"move " + move + " leads to different positions",
                            {"after " + move + " under " + name_a + ": " + after_a,
                             "after " + move + " under " + name_b + ": " + after_b}};
    } else if (auto next = compare_readings(read_position(a), read_position(b), name_a, name_b)) {
      // The same position string, read differently: state the string does not write (a
      // succession just made, the cell the last move arrived on) decides.
      d = ReadingDifference{"after " + move + ", " + next->summary, std::move(next->details)};
      d->details.insert(d->details.begin(), "after " + move + ": " + after_a);
    }
    a.unmake(ra.moves[i], undo_a);
    b.unmake(rb.moves[i], undo_b);
    if (d) return d;
  }
  return std::nullopt;
}

}  // namespace arbiter::solver::audit
