// Composing from mating pictures (picture_composer.h): place, take back, solve, keep the sound.
#include "puzzles/picture_composer.h"

#include <random>
#include <set>
#include <string>

#include "model/diagnostic.h"
#include "model/notation/position_string.h"
#include "puzzles/direct_play.h"
#include "puzzles/retraction.h"
#include "puzzles/series_play.h"
#include "puzzles/soundness.h"

namespace arbiter::puzzles {

bool composes_from_pictures(const Stipulation& stip) {
  if (stip.goal != Goal::Mate && stip.goal != Goal::Stalemate) return false;
  switch (stip.play) {
    case Play::Direct:
      return stip.goal == Goal::Mate;
    case Play::Help:
    case Play::SeriesDirect:
    case Play::SeriesHelp:
      return true;
    case Play::Self:
    case Play::SeriesSelf:
      return false;
  }
  return false;
}

int single_moves_taken_back(const Stipulation& stip) {
  switch (stip.play) {
    case Play::Direct:
      return 2 * stip.moves - 1;
    case Play::Help:
      return stip.help_plies();
    case Play::SeriesDirect:
      return stip.moves;
    case Play::SeriesHelp:
      return stip.moves + 1;
    case Play::Self:
    case Play::SeriesSelf:
      break;
  }
  return 0;
}

namespace {

// The players whose moves a walk takes back, the last move first: #n and help play alternate
// and end with the first player's move; a series is one player's moves in a row, with the
// first player's closing mate after it in ser-h#n.
std::vector<model::PlayerId> movers_back(const model::CompiledRules& rules,
                                         const Stipulation& stip) {
  const model::PlayerId attacker = model::PlayerId::from_index(0);
  const model::PlayerId defender = rules.next_player(attacker);
  std::vector<model::PlayerId> movers;
  const int plies = single_moves_taken_back(stip);
  for (int i = 0; i < plies; ++i) {
    if (stip.play == Play::SeriesDirect)
      movers.push_back(attacker);
    else if (stip.play == Play::SeriesHelp)
      movers.push_back(i == 0 ? attacker : defender);
    else
      movers.push_back(i % 2 == 0 ? attacker : defender);
  }
  return movers;
}

// A random walk of quiet retractions from `picture`, one for each of `movers`; none when it
// gets stuck. A retraction takes back a move of the player before the one to move, so the
// player after each mover is set to move first: in a series the same player moved before.
std::optional<model::Position> walk_back(const model::Position& picture,
                                         const std::vector<model::PlayerId>& movers,
                                         std::mt19937_64& random) {
  const model::CompiledRules& rules = picture.rules();
  model::Position pos = picture;
  for (const model::PlayerId mover : movers) {
    pos.set_side_to_move(rules.next_player(mover));
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
  if (!composes_from_pictures(stip))
    throw UserError(input_error(
        "compose from pictures: '" + stip.to_string() + "' is not a stipulation it makes",
        "#n, h#n, h#n.5, ser-#n or ser-h#n (= for a stalemate, but in #n)"));
  PictureRequest picture_request = request.picture;
  picture_request.goal = stip.goal;
  PictureFinder finder(rules, picture_request);
  std::mt19937_64 random(request.seed);
  std::optional<DirectSearch> direct;
  if (stip.play == Play::Direct) direct.emplace(stip, stats.search);

  std::vector<PictureProblem> found;
  std::set<std::string> seen;
  const std::vector<model::PlayerId> movers = movers_back(rules, stip);
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
    const std::optional<model::Position> start = walk_back(*picture, movers, random);
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
    if (stip.play != Play::Direct) {
      problem.lines = stip.play == Play::Help ? help_solutions(*start, stip, stats.search)
                                              : series_solutions(*start, stip, stats.search);
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
