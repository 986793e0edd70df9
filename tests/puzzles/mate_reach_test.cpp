// The mate-reach bound (puzzles/mate_reach.h) and its distance tables (puzzles/piece_distances.h).
// - The tables are lower bounds: every legal move of every piece, in random positions of every
//   spec the bound takes, is one step of the tables, and every cell a piece attacks is at
//   distance 0. (A lower bound for one move is a lower bound for any number: the tables are
//   shortest paths over those steps.)
// - Figures any chess player can check: a knight needs 6 moves from a1 to h8, a bishop never
//   reaches a square of the other colour, a pawn on e2 stands on e8 after 5 moves (the double
//   step first), attacks a8 after 4 (e4, xd5, xc6, xb7) and, promoted, stands on e1 after 6.
// - The mated side's last moves it leaves out unmade (leave_out_hopeless_last_moves) keep the
//   bound false, and the plain moves it keeps make it true (it says which): each is made and the
//   bound asked. The moves kept stay in their order.
// - The pruning is sound: on random positions, help and series play find exactly the lines
//   they find without it (SearchSettings::mate_reach false), for mates and stalemates. The test
//   also asks that the bound pruned something.
#include "puzzles/mate_reach.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <tuple>

#include "model/attacks.h"
#include "model/movegen.h"
#include "model/notation/position_string.h"
#include "puzzles/help_play.h"
#include "puzzles/series_play.h"
#include "tests/support/random_position.h"
#include "tests/support/sample_size.h"
#include "tests/support/spec_fixture.h"

namespace arbiter::puzzles {
namespace {

using model::Cell;
using model::PieceKind;
using model::PlayerId;
using model::Position;

bool contains(std::span<const std::uint64_t> words, Cell c) {
  return ((words[c.index >> 6] >> (c.index & 63)) & 1u) != 0;
}

std::vector<PieceKind> every_kind(const model::CompiledRules& rules) {
  std::vector<PieceKind> kinds;
  for (std::size_t k = 0; k < rules.kind_count(); ++k) kinds.push_back(PieceKind::from_index(k));
  return kinds;
}

Position parse(const model::CompiledRules& rules, const std::string& text) {
  return std::get<Position>(model::notation::parse_position(rules, text));
}

bool by_squares(const Line& a, const Line& b) {
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                      [](const model::Move& x, const model::Move& y) {
                                        return std::tie(x.from, x.to, x.type, x.piece, x.aux) <
                                               std::tie(y.from, y.to, y.type, y.piece, y.aux);
                                      });
}

// The specs the bound takes, and why it refuses the others.
constexpr std::array<const char*, 5> kTaken = {"chess", "omega", "xiangqi", "glinski", "fairy"};

TEST_CASE("mate reach: the specs it refuses, by name", "[puzzles][mate-reach]") {
  for (const char* spec : kTaken) {
    auto rules = testing::bundled_rules(spec);
    std::mt19937_64 random(7);
    const Position pos = testing::random_playout(*rules, random, 0);
    INFO(spec);
    CHECK(MateReach::why_not(pos, pos.side_to_move()).empty());
  }
  auto shogi = testing::bundled_rules("shogi");
  const Position s = parse(*shogi, shogi->notation().start_position);
  CHECK(MateReach::why_not(s, s.side_to_move()) == "drops");
  auto ajedrez = testing::bundled_rules("ajedrez123");
  const Position a = parse(*ajedrez, ajedrez->notation().start_position);
  CHECK(MateReach::why_not(a, a.side_to_move()) == "succession");
  CHECK_FALSE(MateReach::for_position(a, a.side_to_move()).has_value());
  auto fools = testing::bundled_rules("omega-advanced");
  const Position f = parse(*fools, fools->notation().start_position);
  CHECK(MateReach::why_not(f, f.side_to_move()) == "imitating pieces");
  auto chess = testing::bundled_rules("chess");
  CHECK(MateReach::why_not(parse(*chess, "8/8/8/8/8/8/8/K7 w - - 0 1"), PlayerId::from_index(1)) ==
        "not exactly one royal piece to mate");
}

TEST_CASE("piece distances: every legal move is one step, every attack distance 0",
          "[puzzles][mate-reach]") {
  std::mt19937_64 random(0x64697374ULL);
  int moves_seen = 0;
  for (const char* spec : kTaken) {
    auto rules = testing::bundled_rules(spec);
    const auto kinds = every_kind(*rules);
    const PieceDistances tables[] = {PieceDistances(*rules, PlayerId::from_index(0), kinds, true),
                                     PieceDistances(*rules, PlayerId::from_index(1), kinds, true)};
    for (int i = 0; i < testing::sample_size(60); ++i) {
      Position pos = testing::random_position(*rules, random, 40);
      INFO(spec << " " << model::notation::to_string(pos));
      const PieceDistances& mine = tables[pos.side_to_move().index];
      for (const model::Move m : model::legal_moves(pos)) {
        const PieceKind kind = rules->kind(pos.at(m.from));
        const PieceKind after = m.is_promotion() ? m.piece : kind;
        CHECK(mine.to_stand(kind, m.from, m.to) <= 1);
        CHECK(contains(mine.within(kind, m.from, after, 1), m.to));
        if (m.type == model::MoveType::Castling) {
          const model::CastlingRule& c = rules->castling()[m.castling_rule()];
          const PieceKind rook = rules->kind(pos.at(c.rook_from));
          CHECK(mine.to_stand(rook, c.rook_from, c.rook_to) <= 1);
        }
        ++moves_seen;
      }
      for (std::size_t p = 0; p < 2; ++p) {
        const PlayerId side = PlayerId::from_index(p);
        for (Cell from : pos.pieces_of(side)) {
          const PieceKind kind = rules->kind(pos.at(from));
          for (std::size_t t = 0; t < rules->board().cell_count(); ++t) {
            const Cell target = Cell::from_index(t);
            if (target == from) continue;
            const model::Piece there = pos.at(target);
            if (there && rules->owner(there) == side) continue;
            if (model::piece_attacks(pos, from, target))
              CHECK(tables[p].to_attack(kind, from, target) == 0);
          }
        }
      }
    }
  }
  CHECK(moves_seen > 1000);
}

TEST_CASE("piece distances: figures a chess player knows", "[puzzles][mate-reach]") {
  auto rules = testing::bundled_rules("chess");
  const PlayerId white = PlayerId::from_index(0);
  const PieceDistances d(*rules, white, every_kind(*rules), false);
  auto cell = [&](const char* name) { return *rules->board().find(name); };
  auto kind = [&](const char* name) { return *rules->find_piece(name); };
  CHECK(d.to_stand(kind("knight"), cell("a1"), cell("h8")) == 6);
  CHECK(d.to_stand(kind("knight"), cell("a1"), cell("b2")) == 4);
  CHECK(d.to_stand(kind("bishop"), cell("c1"), cell("c2")) == PieceDistances::kNever);
  CHECK(d.to_stand(kind("bishop"), cell("c1"), cell("c3")) == 2);
  CHECK(d.to_stand(kind("rook"), cell("a1"), cell("h8")) == 2);
  CHECK(d.to_stand(kind("pawn"), cell("e2"), cell("e8")) == 5);
  // Back down as a queen: e4, e5, e6, e7, e8=Q, Qe1.
  CHECK(d.to_stand(kind("pawn"), cell("e2"), cell("e1")) == 6);
  // e4, xd5, xc6, xb7 attacks a8.
  CHECK(d.to_attack(kind("pawn"), cell("e2"), cell("a8")) == 4);
  CHECK(d.to_attack(kind("pawn"), cell("e2"), cell("e8")) == 4);
  CHECK(d.to_stand(kind("king"), cell("e1"), cell("g1")) == 2);
  // Where White may castle, the king's castling cell is one move away.
  const PieceDistances castling(*rules, white, every_kind(*rules), true);
  CHECK(castling.to_stand(kind("king"), cell("e1"), cell("g1")) == 1);
  CHECK(castling.to_stand(kind("rook"), cell("a1"), cell("d1")) == 1);
}

TEST_CASE("mate reach: a lone king cannot be mated, a back-rank mate is in reach",
          "[puzzles][mate-reach]") {
  auto rules = testing::bundled_rules("chess");
  const PlayerId black = PlayerId::from_index(1);
  // White: Ka1, Rh1; Black: Kg8 behind its pawns f7 g7 h7. 1.Rh8# is no mate (the h-pawn), but
  // after ...h6 or with the rook on the d-file, Rd8# is: with one white move, a mate is in reach.
  const Position back_rank = parse(*rules, "6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1");
  const auto reach = MateReach::for_position(back_rank, black);
  REQUIRE(reach.has_value());
  CHECK(reach->may_mate(back_rank, 1, 0));
  // King and knight cannot mate the king in the middle of the board in two moves while Black
  // does not move: two pieces cannot guard e5's eight flights and check it.
  const Position knight = parse(*rules, "8/8/8/4k3/8/8/8/K1N5 w - - 0 1");
  CHECK_FALSE(MateReach::for_position(knight, black)->may_mate(knight, 2, 0));
  // Far away: a rook on a1 and the king on h1 cannot mate a king on e5 in one move.
  const Position far = parse(*rules, "8/8/8/4k3/8/8/8/R6K w - - 0 1");
  CHECK_FALSE(MateReach::for_position(far, black)->may_mate(far, 1, 1));
}

TEST_CASE("mate reach: the last moves it leaves out keep the bound false, the plain ones kept true",
          "[puzzles][mate-reach]") {
  std::mt19937_64 random(0x6c617374ULL);
  int left_out = 0, kept = 0;
  std::size_t judged_total = 0;
  for (const char* spec : kTaken) {
    auto rules = testing::bundled_rules(spec);
    for (int i = 0; i < testing::sample_size(200); ++i) {
      std::optional<Position> placed = testing::random_placement(*rules, random);
      if (!placed) continue;
      Position& pos = *placed;
      const PlayerId mated = pos.side_to_move();
      const auto reach = MateReach::for_position(pos, mated);
      if (!reach) continue;
      model::MoveList moves;
      model::generate_legal(pos, moves);
      const std::vector<model::Move> all(moves.begin(), moves.end());
      MateReach::JudgedMoves judged;
      reach->leave_out_hopeless_last_moves(pos, moves, &judged);
      INFO(spec << " " << model::notation::to_string(pos));
      const bool castling = pos.castling_rights() != 0;
      // The moves kept stay in their order.
      std::size_t next = 0;  // in `all`, after the last move kept
      for (const model::Move m : moves) {
        while (next < all.size() && !(all[next] == m)) ++next;
        REQUIRE(next < all.size());
        ++next;
      }
      // The judged moves are plain; when it judged any, it judged every plain move it kept (it
      // may also judge none: kinds without tables, too many flights).
      for (std::size_t j = 0; j < moves.size(); ++j) {
        const model::Move m = moves[j];
        const bool plain = !castling && m.type == model::MoveType::Normal && !m.is_promotion() &&
                           !rules->is_royal(pos.at(m.from));
        if (judged[j])
          CHECK(plain);
        else if (judged.any())
          CHECK_FALSE(plain);
      }
      CHECK(judged.count() <= moves.size());
      judged_total += judged.count();
      for (const model::Move m : all) {
        const bool kept_it = std::find(moves.begin(), moves.end(), m) != moves.end();
        // A plain move by a piece other than the royal one is judged exactly: kept when the
        // bound holds after it. The others are kept unjudged.
        const bool plain = !castling && m.type == model::MoveType::Normal && !m.is_promotion() &&
                           !rules->is_royal(pos.at(m.from));
        kept += kept_it;
        left_out += !kept_it;
        model::Undo undo;
        pos.make(m, undo);
        if (!kept_it) CHECK_FALSE(reach->may_mate(pos, 1, 0));
        if (kept_it && plain) CHECK(reach->may_mate(pos, 1, 0));
        pos.unmake(m, undo);
      }
    }
  }
  // Both kinds of answer: with 200 placements a spec, 7,993 moves were left out, 11,447 kept.
  CHECK(left_out > testing::sample_size(200));
  CHECK(kept > testing::sample_size(200));
  CHECK(judged_total > static_cast<std::size_t>(testing::sample_size(200)));
}

TEST_CASE("mate reach: help and series play find the same lines with and without the bound",
          "[puzzles][mate-reach]") {
  std::mt19937_64 random(0x72656163ULL);
  int solved = 0, pruned = 0;
  for (const char* spec : {"chess", "omega", "fairy", "glinski", "xiangqi"}) {
    auto rules = testing::bundled_rules(spec);
    for (int i = 0; i < testing::sample_size(30); ++i) {
      std::optional<Position> placed;
      while (!placed || model::legal_moves(*placed).empty() ||
             placed->pieces_of(PlayerId::from_index(0)).size() +
                     placed->pieces_of(PlayerId::from_index(1)).size() >
                 7)
        placed = testing::random_placement(*rules, random);
      const Position& pos = *placed;
      for (const char* text : {"h#1", "h#1.5", "h#2", "ser-h#2", "ser-#2", "ser-s#2", "h=1.5",
                               "h=2", "ser-h=2", "ser-=2"}) {
        INFO(spec << " " << model::notation::to_string(pos) << " " << text);
        const Stipulation stip = parse_stipulation(text);
        const bool help = stip.play == Play::Help;
        SearchSettings with, without;
        without.mate_reach = false;
        SearchStats a, b;
        auto lines =
            help ? help_solutions(pos, stip, a, with) : series_solutions(pos, stip, a, with);
        auto all =
            help ? help_solutions(pos, stip, b, without) : series_solutions(pos, stip, b, without);
        // The same lines; their order follows the piece lists, which the moves made reshuffle.
        std::sort(lines.begin(), lines.end(), by_squares);
        std::sort(all.begin(), all.end(), by_squares);
        CHECK(lines == all);
        solved += !all.empty();
        pruned += a.nodes < b.nodes;
      }
    }
  }
  // Not only empty answers, and not a bound that never prunes: with 30 positions a spec, 63
  // problems had lines and 1345 solves made fewer moves with the bound; the sanitizer run's
  // quarter sample, 19 and 311.
  const int positions = 5 * testing::sample_size(30);
  CHECK(solved > positions / 4);
  CHECK(pruned > positions);
}

}  // namespace
}  // namespace arbiter::puzzles
