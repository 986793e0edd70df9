// Compiling `imitates:` (specs/README.md "Imitation"): each imitating kind's ImitationRule and,
// per (owner, kind), the atoms an imitating piece copies: the kind's own atoms without the
// features the rule skips.
#include <string>

#include "model/spec/keywords.h"
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
  ImitationRules& imitation = r_.imitation_;
  imitation.per_kind.assign(r_.pieces_.size(), ImitationRule{});
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
      imitation.imitator = PieceKind::from_index(k);
    }
    ImitationRule rule;
    rule.imitates = true;
    using spec::ImitationEntry, spec::ImitationSkip;
    for (const auto& s : d->skip) {
      const auto skip = spec::keyword_if_written(s, spec::kImitationSkip, errors_);
      if (skip == ImitationSkip::FirstMove) rule.skip_first_move = true;
      if (skip == ImitationSkip::EnPassant) rule.skip_en_passant = true;
    }
    rule.no_self_check = spec::keyword(d->royal, spec::kImitatorAvoidsSelfCheck, errors_);
    for (const auto& t : d->enters_after) {
      const auto entry = spec::keyword_if_written(t, spec::kImitationEntry, errors_);
      if (entry == ImitationEntry::AfterFirstMove) rule.enters_after_first_move = true;
      if (entry == ImitationEntry::AfterCapture) rule.enters_after_capture = true;
    }
    if (!d->enter_before.value.empty()) {
      if (is_whole_number(d->enter_before.value))
        rule.enter_before = std::stoi(d->enter_before.value);
      else
        error(d->enter_before.mark, "enter_before must be a whole number", "enter_before: 20");
    }
    rule.deadline_in_plies = spec::keyword(d->deadline_counts, spec::kDeadlineInPlies, errors_);
    rule.entry_records_imitated =
        spec::keyword(d->entry_records, spec::kEntryRecordsImitated, errors_);
    if (spec::keyword(d->castling_records, spec::kCastlingRecordsRook, errors_))
      imitation.castling_records_rook = true;
    if (doc_.pieces[k].promotion)
      error(doc_.pieces[k].promotion->mark, "an imitating piece never promotes",
            "no promotion on it");
    imitation.per_kind[k] = rule;
  }
  if (!first) return;
  imitation.in_use = true;
  // Entry cells are vacated by a piece's first move.
  r_.uses_moved_flags_ = true;
  const ImitationRule& skips = imitation.imitator_rule();
  imitation.imitated_atoms =
      PerOwnerKind<std::vector<CompiledAtom>>(r_.players_.size(), r_.pieces_.size());
  for (std::size_t i = 0; i < r_.atoms_.size(); ++i) {
    for (CompiledAtom a : r_.atoms_[i]) {
      if (skips.skip_first_move && a.only_unmoved) continue;
      if (skips.skip_en_passant) {
        a.creates_en_passant = false;
        a.captures_en_passant = false;
      }
      // Listed as the imitating piece's moves, under its own stop cells: the general path.
      a.path = AtomPath::General;
      imitation.imitated_atoms[i].push_back(std::move(a));
    }
  }
}

}  // namespace arbiter::model
