// The published problem corpus (tests/puzzles/data/published_problems.yaml, made by
// scripts/popeye_corpus.py): each problem with its author, source, year and Popeye's complete
// solution set in coordinates. Read by the search solvers' test and by the Z3 solver's.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "model/notation/move_text.h"
#include "model/position.h"
#include "puzzles/help_play.h"
#include "puzzles/stipulation.h"

namespace arbiter::puzzles::corpus {

struct Problem {
  std::string id, author, source, stipulation, position;
  int year = 0;
  std::vector<std::string> themes;
  std::vector<std::vector<std::string>> solutions;  // coordinates
  bool slow = false;  // left to the slow label by the test that reads it
};

inline std::vector<Problem> load_corpus() {
  const YAML::Node doc = YAML::LoadFile(std::string(ARBITER_SOURCE_DIR) +
                                        "/tests/puzzles/data/published_problems.yaml");
  std::vector<Problem> problems;
  for (const YAML::Node& n : doc) {
    Problem p;
    p.id = n["id"].as<std::string>();
    p.author = n["author"].as<std::string>();
    p.source = n["source"].as<std::string>();
    p.year = n["year"].as<int>();
    p.stipulation = n["stipulation"].as<std::string>();
    p.position = n["position"].as<std::string>();
    if (n["themes"])
      for (const YAML::Node& t : n["themes"]) p.themes.push_back(t.as<std::string>());
    for (const YAML::Node& line : n["solutions"]) {
      std::vector<std::string> moves;
      for (const YAML::Node& m : line) moves.push_back(m.as<std::string>());
      p.solutions.push_back(moves);
    }
    problems.push_back(p);
  }
  return problems;
}

// A solution line in coordinates, as the corpus writes it; in series play the other side
// passes between two series moves.
inline std::vector<std::string> line_texts(const model::Position& pos, const Stipulation& stip,
                                           const Line& line) {
  std::vector<std::string> texts;
  model::Position walk = pos;
  const bool series = stip.series();
  for (std::size_t i = 0; i < line.size(); ++i) {
    texts.push_back(model::notation::move_to_string(walk, line[i]));
    model::Undo undo;
    walk.make(line[i], undo);
    if (series && static_cast<int>(i) + 1 < stip.moves) walk.set_side_to_move(pos.side_to_move());
  }
  return texts;
}

}  // namespace arbiter::puzzles::corpus
