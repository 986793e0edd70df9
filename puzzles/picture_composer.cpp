// Composing from mating pictures (picture_composer.h): place, take back, solve, keep the sound.
#include "puzzles/picture_composer.h"

#include <random>
#include <set>
#include <string>

#include "model/diagnostic.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/retraction.h"
#include "puzzles/soundness.h"

namespace arbiter::puzzles {

namespace {

bool takes(const Stipulation& stip) {
  if (stip.goal != Goal::Mate && stip.goal != Goal::Stalemate) return false;
  if (stip.play == Play::Direct) return stip.goal == Goal::Mate;
  return stip.play == Play::Help && !stip.half_move;
}

// The single moves a walk takes back: #n ends with the attacker's nth move, h#n begins with the
// defender's.
int plies_back(const Stipulation& stip) {
  return stip.play == Play::Direct ? 2 * stip.moves - 1 : stip.help_plies();
}

// A random walk of `plies` quiet retractions from `picture`; none when it gets stuck.
std::optional<model::Position> walk_back(const model::Position& picture, int plies,
                                         std::mt19937_64& random) {
  model::Position pos = picture;
  for (int i = 0; i < plies; ++i) {
    std::vector<model::Position> before = quiet_retractions(pos);
    if (before.empty()) return std::nullopt;
    std::uniform_int_distribution<std::size_t> pick(0, before.size() - 1);
    pos = before[pick(random)];
  }
  return pos;
}

}  // namespace

std::vector<PictureProblem> compose_from_pictures(const model::CompiledRules& rules,
                                                  const PictureCompositionRequest& request,
                                                  PictureCompositionStats& stats,
                                                  const std::atomic<bool>* cancel,
                                                  const PictureProgress& progress) {
  const Stipulation& stip = request.stipulation;
  if (!takes(stip))
    throw UserError(input_error(
        "compose from pictures: '" + stip.to_string() + "' is not a stipulation it makes",
        "#n, h#n or h=n"));
  PictureRequest picture_request = request.picture;
  picture_request.goal = stip.goal;
  PictureFinder finder(rules, picture_request);
  std::mt19937_64 random(request.seed);
  std::optional<DirectSearch> direct;
  if (stip.play == Play::Direct) direct.emplace(stip, stats.search);

  std::vector<PictureProblem> found;
  std::set<std::string> seen;
  std::optional<model::Position> picture;
  int walks_here = 0;
  while (static_cast<int>(found.size()) < request.count && stats.walks < request.max_walks) {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) break;
    if (!picture || walks_here >= request.walks_per_picture) {
      picture = finder.next(cancel);
      if (!picture) break;
      ++stats.pictures;
      walks_here = 0;
    }
    ++walks_here;
    ++stats.walks;
    if (progress && stats.walks % 64 == 0) progress(stats.walks, static_cast<int>(found.size()));
    const std::optional<model::Position> start = walk_back(*picture, plies_back(stip), random);
    if (!start) {
      ++stats.stuck;
      walks_here = request.walks_per_picture;  // a stuck picture is likely to stay stuck
      continue;
    }
    const std::string text = model::notation::to_string(*start);
    if (seen.contains(text)) {
      ++stats.repeats;
      continue;
    }
    PictureProblem problem{*start, stip, *picture, std::nullopt, {}};
    if (stip.play == Play::Help) {
      problem.lines = help_solutions(*start, stip, stats.search);
      if (problem.lines.size() != 1) {
        ++stats.unsound;
        continue;
      }
    } else {
      DirectSearch& search = *direct;
      const std::vector<model::Move> keys = direct_keys(search, *start);
      model::Position scratch = *start;
      const bool short_mate = stip.moves > 1 && search.attacker_forces(scratch, stip.moves - 1);
      if (keys.size() != 1 || short_mate) {
        ++stats.unsound;
        continue;
      }
      if (request.quiet_key && !is_quiet(*start, keys.front())) {
        ++stats.loud_keys;
        continue;
      }
      AttackerMove tree = explain_key(search, *start, keys.front(), TreeDepth::Full);
      if (request.no_duals && has_dual(tree)) {
        ++stats.with_duals;
        continue;
      }
      problem.key = std::move(tree);
    }
    seen.insert(text);
    found.push_back(std::move(problem));
    walks_here = request.walks_per_picture;  // one problem a picture, for variety
    if (progress) progress(stats.walks, static_cast<int>(found.size()));
  }
  return found;
}

}  // namespace arbiter::puzzles
