#include "solver/audit/claims_endgame.h"

#include <algorithm>

#include "model/notation/position_string.h"
#include "solver/tablebase/forced_mate.h"

namespace arbiter::solver::audit {
namespace {

namespace tb = tablebase;
using model::CompiledRules;
using model::spec::ClaimCheckDoc;

std::string mebibytes(std::uint64_t bytes) {
  return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB";
}

tb::Material read_material(const CompiledRules& rules, const ClaimCheckDoc& check) {
  try {
    return tb::Material::parse(rules, check.material.value);
  } catch (const UserError& e) {
    throw UserError(error_at(check.material.mark, std::string("endgame material: ") + e.what(),
                             "the pieces of each side in the spec's letters, e.g. KNNvK"));
  }
}

// The side said to force mate: named by the claim, else the side with more pieces (the first
// player on equal counts).
model::PlayerId other_side(const CompiledRules& rules, model::PlayerId strong) {
  return model::PlayerId::from_index(strong.index == 0 && rules.player_count() > 1 ? 1 : 0);
}

model::PlayerId strong_side(const CompiledRules& rules, const tb::Material& material,
                            const ClaimCheckDoc& check) {
  if (!check.side.empty()) {
    for (std::size_t p = 0; p < rules.player_count(); ++p)
      if (rules.player(model::PlayerId::from_index(p)).name == check.side.value)
        return model::PlayerId::from_index(p);
  }
  std::vector<int> pieces(rules.player_count(), 0);
  for (const auto& g : material.groups()) pieces[g.owner.index] += g.count;
  return model::PlayerId::from_index(
      static_cast<std::size_t>(std::max_element(pieces.begin(), pieces.end()) - pieces.begin()));
}

tb::ForcedMateQuestion question_of(const CompiledRules& rules, const ClaimCheckDoc& check,
                                   model::PlayerId strong) {
  tb::ForcedMateQuestion q;
  q.strong = strong;
  // A royal already on a cell it is to be kept from is not asked about: it has escaped.
  for (const auto* cells : {&check.defender_not_on, &check.defender_kept_from})
    for (const auto& cell : *cells)
      if (const auto c = rules.board().find(cell.value)) q.defender_not_on.push_back(*c);
  for (const auto& name : check.different_colours)
    if (const auto kind = find_kind(rules, name)) q.different_colours.push_back(*kind);
  return q;
}

std::string join_cells(const std::vector<model::spec::Text>& cells) {
  std::vector<std::string> names;
  for (const auto& c : cells) names.push_back(c.value);
  return claim_text::join(names);
}

// What the claim asks about, in words: "white to move, no white piece attacked, ...".
std::string asked_text(const CompiledRules& rules, const ClaimCheckDoc& check,
                       model::PlayerId strong) {
  const std::string side = rules.player(strong).name;
  std::string text = side + " to move, every piece on a cell a game can bring it to, " +
                     rules.player(other_side(rules, strong)).name +
                     " unable to force the win of a piece";
  if (!check.defender_not_on.empty())
    text += ", the defending royal not on " + join_cells(check.defender_not_on);
  if (!check.defender_kept_from.empty()) {
    text += ", from where " + side + " can keep the defending royal from " +
            join_cells(check.defender_kept_from) +
            " for good; mating it without ever letting it reach one (reaching one is a draw)";
  }
  if (!check.different_colours.empty()) {
    std::vector<std::string> kinds;
    for (const auto& k : check.different_colours) kinds.push_back(k.value);
    text += ", " + claim_text::join(kinds) + " on cells of different colours";
  }
  return text;
}

// The refuges of a claim asking that the defending royal be kept from cells (empty when none):
// with the aim Draw for the game the claim is about, with the aim Win for the game that tells
// from where the requirement can be met at all.
tb::Refuge refuge_of(const CompiledRules& rules, const ClaimCheckDoc& check, model::PlayerId strong,
                     tb::Refuge::Aim aim) {
  if (check.defender_kept_from.empty()) return {};
  std::vector<model::Cell> cells;
  for (const auto& cell : check.defender_kept_from)
    if (const auto c = rules.board().find(cell.value)) cells.push_back(*c);
  return tb::Refuge(rules, other_side(rules, strong), std::move(cells), aim);
}

Witness entry_witness(const tb::Table& table, const tb::SurveyedPosition& p, std::string note) {
  return position_witness(tb::surveyed_position(table, p), false, std::move(note));
}

std::string verdict_words(tb::Code c) {
  if (c == tb::code::kDraw) return "a draw";
  if (tb::code::is_loss(c)) return "a loss for the side to move";
  return "a win in " + std::to_string(tb::moves_to_mate(c)) + " moves";
}

}  // namespace

tb::Tablebases& EndgameClaims::tables_for(const std::shared_ptr<const CompiledRules>& rules) {
  auto& slot = tables_[rules.get()];
  if (!slot) {
    const std::string directory =
        source_.directory.empty() ? tb::default_table_directory(*rules) : source_.directory;
    slot = std::make_unique<tb::Tablebases>(rules, tb::identify(*rules, source_.spec_hash),
                                            directory, source_.build);
  }
  return *slot;
}

EndgameOutcome EndgameClaims::check(const std::shared_ptr<const CompiledRules>& rules,
                                    const ClaimCheckDoc& check) {
  const CompiledRules& r = *rules;
  const tb::Material material = read_material(r, check);
  tb::Tablebases& tables = tables_for(rules);
  EndgameOutcome outcome;
  const std::uint64_t entries = tb::TableIndex(r, material).size();
  const model::PlayerId strong = strong_side(r, material, check);
  const std::string size = material.name(r) + " has " + std::to_string(entries) +
                           " entries; building it needs about " +
                           mebibytes(tables.memory_needed(material));
  const tb::Refuge kept = refuge_of(r, check, strong, tb::Refuge::Aim::Draw);
  const tb::Refuge escape = refuge_of(r, check, strong, tb::Refuge::Aim::Win);
  std::vector<std::string> missing =
      kept.empty() ? tables.missing_files(material) : tables.missing_files(material, kept);
  if (!escape.empty())
    for (const auto& path : tables.missing_files(material, escape)) missing.push_back(path);
  for (const auto& path : tables.missing_files(material, strong)) missing.push_back(path);
  if (!source_.build && !missing.empty()) {
    outcome.not_computed = "not computed: no table file " + missing.back() + " (" + size +
                           "); `arbiter tb claims SPEC` builds the tables of every endgame claim";
    return outcome;
  }
  const std::uint64_t available = tb::available_memory();
  if (!missing.empty() && available != 0 && tables.memory_needed(material) > available) {
    outcome.not_computed = "not computed: too large for this machine: " + size + ", " +
                           mebibytes(available) + " are available";
    return outcome;
  }
  const tb::Table* table = nullptr;
  const tb::Table* safety = nullptr;
  const tb::Table* requirement = nullptr;
  try {
    table = kept.empty() ? &tables.require(material, source_.control)
                         : &tables.require_kept(material, kept, source_.control);
    if (!escape.empty()) requirement = &tables.require_kept(material, escape, source_.control);
    safety = &tables.require_safety(material, strong, source_.control);
  } catch (const UserError& e) {
    outcome.not_computed = std::string("not computed: ") + e.what();
    return outcome;
  }
  tb::ForcedMateQuestion question = question_of(r, check, strong);
  question.safety = safety;
  question.requirement = requirement;
  const tb::ForcedMateSurvey survey = tb::survey_forced_mate(*table, question, source_.control);
  const bool claims_mate = check.result.value == "forces_mate";
  const std::string side = r.player(strong).name;
  ClaimResult result;
  result.claimed = claims_mate ? side + " forces mate" : side + " cannot force mate";
  result.value = survey.asked == 0 ? "no position is asked about"
                 : survey.forces_mate()
                     ? side + " forces mate"
                     : side + " cannot force mate (" + std::to_string(survey.asked - survey.wins) +
                           " of " + std::to_string(survey.asked) + " positions not won)";
  result.holds = survey.asked > 0 && survey.forces_mate() == claims_mate;
  result.details.push_back("positions asked about (" + asked_text(r, check, strong) +
                           "): " + std::to_string(survey.asked) + ", won by " + side + ": " +
                           std::to_string(survey.wins));
  if (requirement)
    result.details.push_back("left out, as " + side + " cannot keep the defending royal from " +
                             join_cells(check.defender_kept_from) +
                             " there: " + std::to_string(survey.unmet) + " positions");
  if (survey.longest_win)
    result.details.push_back(
        "longest forced mate among them: " +
        std::to_string(tb::moves_to_mate(table->code(survey.longest_win->entry))) + " moves");
  if (survey.first_not_won) {
    const tb::Code c = table->code(survey.first_not_won->entry);
    result.witness = entry_witness(
        *table, *survey.first_not_won,
        "a position the claim covers that is " + verdict_words(c) + ", not a win for " + side);
  } else if (survey.longest_win) {
    result.witness = entry_witness(
        *table, *survey.longest_win,
        "a longest forced mate: " + verdict_words(table->code(survey.longest_win->entry)));
  } else {
    result.witness =
        abstract_witness("no legal position of " + material.name(r) + " is covered by the claim");
  }
  outcome.result = std::move(result);
  return outcome;
}

}  // namespace arbiter::solver::audit
