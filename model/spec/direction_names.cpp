// Direction names: compass names, groups and owner-relative names, per geometry.
#include "model/spec/direction_names.h"

#include <array>
#include <string_view>

namespace arbiter::model::spec {
namespace {

struct RelativeName {
  std::string_view name;
  int offset;  // compass positions clockwise from forward
};

constexpr std::array kSquareRelative = {
    RelativeName{"forward", 0},  RelativeName{"forward_right", 1},
    RelativeName{"right", 2},    RelativeName{"backward_right", 3},
    RelativeName{"backward", 4}, RelativeName{"backward_left", 5},
    RelativeName{"left", 6},     RelativeName{"forward_left", 7}};

constexpr std::array kHexRelative = {
    RelativeName{"forward", 0},        RelativeName{"diagonal_forward_right", 1},
    RelativeName{"forward_right", 2},  RelativeName{"right", 3},
    RelativeName{"backward_right", 4}, RelativeName{"diagonal_backward_right", 5},
    RelativeName{"backward", 6},       RelativeName{"diagonal_backward_left", 7},
    RelativeName{"backward_left", 8},  RelativeName{"left", 9},
    RelativeName{"forward_left", 10},  RelativeName{"diagonal_forward_left", 11}};

std::vector<DirectionId> group(const BoardGraph& board, bool orthogonal, bool diagonal) {
  std::vector<DirectionId> result;
  for (DirectionId d = 0; d < board.direction_count(); ++d) {
    const bool is_orthogonal = board.direction(d).orthogonal;
    if ((is_orthogonal && orthogonal) || (!is_orthogonal && diagonal)) result.push_back(d);
  }
  return result;
}

}  // namespace

std::vector<DirectionId> resolve_directions(const BoardGraph& board, const std::string& name,
                                            DirectionId forward) {
  if (name == "all") return group(board, true, true);
  if (name == "orthogonal") return group(board, true, false);
  if (name == "diagonal") return group(board, false, true);
  if (auto d = board.find_direction(name)) return {*d};
  const bool square = board.geometry() == Geometry::Square;
  for (const auto& r : square ? std::span<const RelativeName>(kSquareRelative)
                              : std::span<const RelativeName>(kHexRelative)) {
    if (r.name == name) return {board.rotate(forward, r.offset)};
  }
  // forward+K / forward-K
  if (name.size() > 8 && name.rfind("forward", 0) == 0 && (name[7] == '+' || name[7] == '-')) {
    int k = 0;
    for (std::size_t i = 8; i < name.size(); ++i) {
      if (name[i] < '0' || name[i] > '9') return {};
      k = k * 10 + (name[i] - '0');
      if (k > 1000) return {};
    }
    return {board.rotate(forward, name[7] == '+' ? k : -k)};
  }
  return {};
}

std::string direction_vocabulary(const BoardGraph& board) {
  std::string text = "a compass direction (";
  for (DirectionId d = 0; d < board.direction_count(); ++d)
    text += (d ? " " : "") + board.direction(d).name;
  text += "), orthogonal, diagonal, all, ";
  const bool square = board.geometry() == Geometry::Square;
  std::string relative;
  for (const auto& r : square ? std::span<const RelativeName>(kSquareRelative)
                              : std::span<const RelativeName>(kHexRelative))
    relative += (relative.empty() ? "" : " ") + std::string(r.name);
  return text + "a relative direction (" + relative + ") or forward+K";
}

}  // namespace arbiter::model::spec
