// RuleFeatures: the one record of which kinds of rule a compiled ruleset uses, and
// FeatureSupport: what a shortcut (a fast path of the move generator, a tablebase generator, a
// puzzle shortcut) declares about each kind of rule: it models it, refuses it, or examines it
// with a check of its own. A shortcut's refusal is derived from the two, so a rule that a
// shortcut forgot cannot slip onto it: every declaration must name every feature
// (declares_every_feature, asserted where each is written and tested in rule_features_test).
//
// Adding a rule primitive: add its feature below (with its name in feature_name), set it where
// the features are read off the compiled rules (rule_features.cpp), and declare it in every
// FeatureSupport (grep "FeatureSupport k"): the build fails until each says what it does.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::model {

struct PlayerId;
struct PieceKind;

// Each kind of rule beyond a plain move of a piece to an empty or enemy cell. The order is the
// order refusals are looked for: the first one a shortcut refuses is the one it names.
enum class RuleFeature : std::uint8_t {
  // Of the whole ruleset.
  MorePlayers,            // more than two players
  Drops,                  // captured pieces go to a hand and are dropped
  Imitation,              // a kind moves as the last piece moved (imitates:)
  Succession,             // a line of succession: the royal role passes on
  DrawClaims,             // a draw claimed when a royal piece stands in a zone
  RoyalWins,              // a royal piece reaching a zone wins the game (royal_wins)
  Elimination,            // a mated player leaves, the others play on (elimination)
  CheckedAsMoved,         // a royal piece counts as moved once in check (checked_as_moved)
  ClosedZones,            // zones closed while another zone is occupied (closed:)
  Immobilizers,           // pieces that freeze enemy pieces near them (immobilizes:)
  SilencingImmobilizers,  // ... and the frozen pieces attack nothing
  Opposition,             // opposition between rulers, read explicitly
  RoyalNeighbours,        // cells where royal pieces may not stand side by side
  MustLeave,              // a piece on a cell it may not stop on must leave
  Carriers,               // pieces that carry passengers (carries:)
  Sanctuaries,            // cells where a piece is neither captured nor captures
  Castling,               // castling rules
  CastlingOverPieces,     // a castling that jumps occupied cells (may_hold)
  CheckmateNotLoss,       // checkmate is not a loss for the mated player
  DoubleCaptures,         // a capture followed by a second one in the same move (double_capture)
  // Of a piece kind as one player owns it.
  Uncapturable,        // pieces that cannot be captured (and are not royal)
  Promotion,           // pieces that promote
  PromotionOnLeaving,  // ... also when they leave the zone
  PromotionLimits,     // ... to a kind only while the board holds fewer than N of it
  Confinement,         // pieces confined to a zone or kept off one (confined_to, cannot_stop_on)
  CapturesInPlace,     // captures without moving (captures_in_place)
  // Of a movement atom.
  Hops,                   // hopping moves (over screens)
  VectorRides,            // rides along leap vectors (the nightrider)
  LameLeaps,              // leaps that pass cells which must be empty
  StrangledSteps,         // diagonal steps barred between two pieces of one player (strangled_by)
  Pushes,                 // moves onto own pieces that push them on
  PushChains,             // a pushed piece pushing on in turn
  Relocation,             // captures that put the captured piece elsewhere
  RelocationToCaptor,     // ... on the captor's side
  OwnTargets,             // moves onto own pieces (transport)
  ListedTargets,          // captures of listed kinds only
  ZonedMoves,             // atoms limited by zones (from, to, not_to, not_from, not_through)
  UnmovedOnly,            // moves only an unmoved piece makes
  EnPassant,              // multi-cell advances leaving an en passant right
  EnPassantByLeap,        // ... made by a leap
  EnPassantWhileUnmoved,  // rights standing while the pawn stays unmoved
  kCount
};
constexpr std::size_t kRuleFeatureCount = static_cast<std::size_t>(RuleFeature::kCount);

// How a refusal names the feature ("the fast path does not model <name>").
std::string_view feature_name(RuleFeature f);

class RuleFeatures {
 public:
  constexpr RuleFeatures() = default;
  constexpr RuleFeatures(std::initializer_list<RuleFeature> features) {
    for (RuleFeature f : features) add(f);
  }
  constexpr bool has(RuleFeature f) const { return (bits_ >> static_cast<int>(f) & 1u) != 0; }
  constexpr void add(RuleFeature f) { bits_ |= std::uint64_t{1} << static_cast<int>(f); }
  constexpr void add_if(bool condition, RuleFeature f) {
    if (condition) add(f);
  }
  constexpr void remove(RuleFeature f) { bits_ &= ~(std::uint64_t{1} << static_cast<int>(f)); }
  constexpr RuleFeatures& operator|=(const RuleFeatures& o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr bool intersects(const RuleFeatures& o) const { return (bits_ & o.bits_) != 0; }
  constexpr bool operator==(const RuleFeatures&) const = default;

 private:
  static_assert(kRuleFeatureCount <= 64);
  std::uint64_t bits_ = 0;
};

enum class Support : std::uint8_t {
  Undeclared,
  Modelled,  // the shortcut takes the rule as the move generator does
  Refused,   // the shortcut cannot take it: a ruleset using it keeps to the general way
  Examined,  // the shortcut's own check decides, case by case (named where it is declared)
};

class FeatureSupport {
 public:
  // Each feature in one of the three sets.
  struct Declaration {
    RuleFeatures modelled, refused, examined;
  };
  constexpr explicit FeatureSupport(const Declaration& d) {
    for (std::size_t i = 0; i < kRuleFeatureCount; ++i) {
      const auto f = static_cast<RuleFeature>(i);
      const int sets = int{d.modelled.has(f)} + int{d.refused.has(f)} + int{d.examined.has(f)};
      if (sets > 1) twice_ = true;
      refused_.add_if(d.refused.has(f), f);
      of_[i] = d.refused.has(f)    ? Support::Refused
               : d.examined.has(f) ? Support::Examined
               : d.modelled.has(f) ? Support::Modelled
                                   : Support::Undeclared;
    }
  }
  constexpr Support of(RuleFeature f) const { return of_[static_cast<std::size_t>(f)]; }
  // Whether each feature is declared, in one set only.
  constexpr bool declares_every_feature() const {
    if (twice_) return false;
    for (Support s : of_)
      if (s == Support::Undeclared) return false;
    return true;
  }
  // Whether `used` holds a feature this shortcut refuses (one test: it may stand on a hot path).
  constexpr bool refuses_any(const RuleFeatures& used) const { return used.intersects(refused_); }
  // The first feature of `used` (in RuleFeature order) that this shortcut refuses.
  constexpr std::optional<RuleFeature> first_refused(const RuleFeatures& used) const {
    for (std::size_t i = 0; i < kRuleFeatureCount; ++i) {
      const auto f = static_cast<RuleFeature>(i);
      if (used.has(f) && of_[i] == Support::Refused) return f;
    }
    return std::nullopt;
  }
  // The refused feature's name, as a refusal prints it.
  std::optional<std::string> refusal(const RuleFeatures& used) const;

 private:
  Support of_[kRuleFeatureCount]{};
  RuleFeatures refused_;
  bool twice_ = false;
};

}  // namespace arbiter::model
