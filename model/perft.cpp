// Perft by make/unmake with bulk counting at the last ply.
#include "model/perft.h"

#include "model/movegen.h"

namespace arbiter::model {

std::uint64_t perft(Position& pos, int depth_plies) {
  if (depth_plies <= 0) return 1;
  MoveList moves;
  generate_legal(pos, moves);
  if (depth_plies == 1) return moves.size();
  std::uint64_t nodes = 0;
  Undo undo;
  for (Move m : moves) {
    pos.make(m, undo);
    nodes += perft(pos, depth_plies - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth_plies,
                                                         const RootProgress& progress) {
  std::vector<std::pair<Move, std::uint64_t>> result;
  if (depth_plies <= 0) return result;
  MoveList moves;
  generate_legal(pos, moves);
  Undo undo;
  for (Move m : moves) {
    if (progress) progress(result.size(), moves.size(), m);
    pos.make(m, undo);
    result.emplace_back(m, perft(pos, depth_plies - 1));
    pos.unmake(m, undo);
  }
  return result;
}

double estimate_perft_leaves(Position& pos, int depth_plies) {
  if (depth_plies <= 2) return static_cast<double>(perft(pos, depth_plies));
  const double first = static_cast<double>(perft(pos, 1));
  const double second = static_cast<double>(perft(pos, 2));
  if (first == 0 || second == 0) return second;
  const double branching = second / first;
  double estimate = second;
  for (int ply = 2; ply < depth_plies; ++ply) estimate *= branching;
  return estimate;
}

}  // namespace arbiter::model
