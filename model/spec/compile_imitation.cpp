// Compiling `imitates:` (specs/README.md "Imitation"): each imitating kind's ImitationRule and,
// per (owner, kind), the atoms an imitating piece copies: the kind's own atoms without the
// features the rule skips.
#include <string>

#include "model/spec/rules_compiler.h"

namespace arbiter::model {
namespace {

bool is_whole_number(const std::string& s) {
  if (s.empty() || s.size() > 6) return false;
  for (char ch : s)
    if (ch < '0' || ch > '9') return false;
  return true;
}

}  // namespace

void RulesCompiler::imitation() {
  r_.imitation_.assign(r_.pieces_.size(), ImitationRule{});
  const spec::ImitationDoc* first = nullptr;
  std::string first_name;
  for (std::size_t k = 0; k < doc_.pieces.size(); ++k) {
    const auto& d = doc_.pieces[k].imitates;
    if (!d) continue;
    // The skipped features and the entry triggers are compiled for the spec, not per kind (the
    // imitated atoms, Position's imitation state): a second imitating kind is refused by name.
    if (first != nullptr)
      error(d->mark,
            "a second imitating kind '" + doc_.pieces[k].name.value + "' (after '" + first_name +
                "'): a spec has one kind of imitating piece",
            "imitates: on one piece kind only");
    if (!first) {
      first = &*d;
      first_name = doc_.pieces[k].name.value;
    }
    ImitationRule rule;
    rule.imitates = true;
    for (const auto& s : d->skip) {
      if (s.value == "first_move")
        rule.skip_first_move = true;
      else if (s.value == "en_passant")
        rule.skip_en_passant = true;
      else
        error(s.mark, "unknown skipped feature '" + s.value + "'", "first_move or en_passant");
    }
    const std::string& royal = d->royal.value;
    if (royal == "ignore")
      rule.no_self_check = false;
    else if (!royal.empty() && royal != "no_self_check")
      error(d->royal.mark, "unknown royal '" + royal + "'", "no_self_check or ignore");
    for (const auto& t : d->enters_after) {
      if (t.value == "first_move")
        rule.enters_after_first_move = true;
      else if (t.value == "capture")
        rule.enters_after_capture = true;
      else
        error(t.mark, "unknown entry trigger '" + t.value + "'", "first_move or capture");
    }
    if (!d->enter_before.value.empty()) {
      if (is_whole_number(d->enter_before.value))
        rule.enter_before = std::stoi(d->enter_before.value);
      else
        error(d->enter_before.mark, "enter_before must be a whole number", "enter_before: 20");
    }
    const std::string& counts = d->deadline_counts.value;
    if (counts == "plies")
      rule.deadline_in_plies = true;
    else if (!counts.empty() && counts != "owner_moves")
      error(d->deadline_counts.mark, "unknown deadline_counts '" + counts + "'",
            "owner_moves or plies");
    const std::string& records = d->entry_records.value;
    if (records == "unchanged")
      rule.entry_records_imitated = false;
    else if (!records.empty() && records != "imitated")
      error(d->entry_records.mark, "unknown entry_records '" + records + "'",
            "imitated or unchanged");
    const std::string& castling = d->castling_records.value;
    if (castling == "rook")
      r_.castling_records_rook_ = true;
    else if (!castling.empty() && castling != "king")
      error(d->castling_records.mark, "unknown castling_records '" + castling + "'",
            "king or rook");
    if (doc_.pieces[k].promotion)
      error(doc_.pieces[k].promotion->mark, "an imitating piece never promotes",
            "no promotion on it");
    r_.imitation_[k] = rule;
  }
  if (!first) return;
  r_.has_imitation_ = true;
  // Entry cells are vacated by a piece's first move.
  r_.uses_moved_flags_ = true;
  // The skipped features are the imitating kind's (the one, above).
  ImitationRule skips;
  for (const auto& rule : r_.imitation_)
    if (rule.imitates) {
      skips = rule;
      break;
    }
  r_.imitated_atoms_ =
      PerOwnerKind<std::vector<CompiledAtom>>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t i = 0; i < r_.atoms_.size(); ++i) {
    for (CompiledAtom a : r_.atoms_[i]) {
      if (skips.skip_first_move && a.only_unmoved) continue;
      if (skips.skip_en_passant) {
        a.creates_en_passant = false;
        a.captures_en_passant = false;
      }
      r_.imitated_atoms_[i].push_back(std::move(a));
    }
  }
}

}  // namespace arbiter::model
