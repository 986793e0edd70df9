// The registry of keyword tables (keywords.h), for the documentation test.
#include "model/spec/keywords.h"

namespace arbiter::model::spec {
namespace {

template <typename T, std::size_t N>
void add(std::vector<KeywordKey>& keys, const Keywords<T, N>& k) {
  KeywordKey entry{std::string(k.key), {}};
  for (const auto& w : k.words) entry.words.emplace_back(w.text);
  keys.push_back(std::move(entry));
}

}  // namespace

std::vector<KeywordKey> every_keyword_key() {
  std::vector<KeywordKey> result;
  add(result, kGeometry);
  add(result, kHexRanksStraight);
  add(result, kColouringPattern);
  add(result, kRoyalNeighboursForbidden);
  add(result, kPushEntersClosedZone);
  add(result, kRelation);
  add(result, kAtomForm);
  add(result, kMode);
  add(result, kSymmetry);
  add(result, kLandsAdjacent);
  add(result, kPushThenCaptures);
  add(result, kPushChain);
  add(result, kStrangledBy);
  add(result, kCheckReply);
  add(result, kEnPassantRole);
  add(result, kCaptureRelocates);
  add(result, kTargetsOwn);
  add(result, kRelocateAnyFree);
  add(result, kCarryWhenFull);
  add(result, kRelocateToCaptor);
  add(result, kUnloadOnCarrierMove);
  add(result, kMustLeave);
  add(result, kPromotesOnLeaving);
  add(result, kReleasedByOwn);
  add(result, kImmobilizedAttacks);
  add(result, kImitationSkip);
  add(result, kImitatorAvoidsSelfCheck);
  add(result, kImitationEntry);
  add(result, kDeadlineInPlies);
  add(result, kEntryRecordsImitated);
  add(result, kCastlingRecordsRook);
  add(result, kAllPassedCells);
  add(result, kEnPassantWindow);
  add(result, kOutcome);
  add(result, kClaimTiming);
  add(result, kEliminationApplies);
  add(result, kArmyTakenOver);
  add(result, kTurnToMater);
  add(result, kDeadBareRoyals);
  add(result, kPositionField);
  add(result, kExplicitOpposition);
  add(result, kCheckShapes);
  add(result, kBlockedDraw);
  add(result, kCascade);
  add(result, kCheckedAsMoved);
  add(result, kInPlaceVictims);
  add(result, kOnlyUnprotected);
  add(result, kDifferentPlayers);
  add(result, kMayNotMate);
  add(result, kMatingPiece);
  add(result, kRoyalAttacker);
  add(result, kRelocationPromotes);
  add(result, kTurnPassesOn);
  add(result, kHeirsAboard);
  return result;
}

}  // namespace arbiter::model::spec
