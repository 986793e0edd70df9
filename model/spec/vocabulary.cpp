// Vocabularies of the spec language's maps (vocabulary.h).
#include "model/spec/vocabulary.h"

#include <algorithm>
#include <sstream>

namespace arbiter::model::spec {

std::vector<std::string> Vocabulary::key_list() const {
  std::vector<std::string> result;
  std::istringstream words{std::string(keys)};
  for (std::string key; words >> key;) result.push_back(key);
  return result;
}

bool Vocabulary::has(std::string_view key) const {
  std::size_t at = 0;
  while (at < keys.size()) {
    const std::size_t end = std::min(keys.find(' ', at), keys.size());
    if (keys.substr(at, end - at) == key) return true;
    at = end + 1;
  }
  return false;
}

std::string Vocabulary::listed() const {
  std::string text;
  for (const auto& k : key_list()) text += (text.empty() ? "" : ", ") + k;
  return text;
}

std::vector<Vocabulary> every_vocabulary() {
  return {
      kSourceKeys,
      kBoardKeys,
      kExtraCellKeys,
      kColouringKeys,
      kPlayerKeys,
      kZoneKeys,
      kClosedKeys,
      kIfOccupiedKeys,
      kMoveAtomKeys,
      kPromotionKeys,
      kPromotionChoiceKeys,
      kDropKeys,
      kCarriesKeys,
      kDoubleCaptureKeys,
      kCapturesInPlaceKeys,
      kPieceKeys,
      kDrawClaimKeys,
      kMayHoldKeys,
      kCastlingKeys,
      kOptionKeys,
      kAlternativeKeys,
      kStartKeys,
      kHeirKeys,
      kSuccessionKeys,
      kSpecKeys,
      kEnPassantKeys,
      kDropsKeys,
      kGameEndKeys,
      kEliminationKeys,
      kDrawThresholdKeys,
      kNotationKeys,
      kImitatesKeys,
      kImmobilizesKeys,
      kOppositionPlacementKeys,
      kRoyalCheckKeys,
      kOppositionKeys,
      kCellsCheckKeys,
      kMaxMovesCheckKeys,
      kMaxAttacksCheckKeys,
      kStartColourCheckKeys,
      kReachesAllCheckKeys,
      kReachesCheckKeys,
      kMayStopOnCheckKeys,
      kFirstMoversCheckKeys,
      kFirstMoveCapturesCheckKeys,
      kMovesIncludeCheckKeys,
      kSetupSymmetryCheckKeys,
      kValueCheckKeys,
      kEndgameCheckKeys,
      kClaimCheckKeys,
      kClaimKeys,
      kMeasureKeys,
      kStateVariableKeys,
      kAxiomKeys,
      kQuestionKeys,
      kClauseKeys,
      kAuditKeys,
  };
}

}  // namespace arbiter::model::spec
