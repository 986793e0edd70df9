// One result of a rulebook audit: a contradiction, a gap, an ambiguity or a checked claim, with
// the rulebook sentences it rests on and, where one exists, a witness state or position.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/spec/document.h"

namespace arbiter::solver::audit {

enum class FindingKind { contradiction, gap, ambiguity, claim };
enum class FindingStatus { open, confirmed, refuted };
// How much a reader should care: an error is a defect of the rulebook (two sentences clash, a
// claim is false), a warning a case the text leaves open, a note a confirmation.
enum class Severity { error, warning, note };

std::string to_string(FindingKind kind);
std::string to_string(FindingStatus status);
std::string to_string(Severity severity);

// A rulebook sentence, as the spec cites it.
struct Citation {
  std::string file;
  std::string section;
  std::string quote;
};
Citation cite(const model::spec::SourceRef& source);
std::vector<Citation> cite(const std::vector<model::spec::SourceRef>& sources);

// What shows the finding. `reachable`: the engine built a legal position (in `position`, with a
// text diagram); otherwise the witness is abstract (a state of the rule's vocabulary, in `note`).
struct Witness {
  std::optional<std::string> position;
  bool reachable = false;
  std::string note;
  std::string diagram;  // the position drawn by the engine, when there is one
};

struct Finding {
  std::string id;  // stable within a spec: CON-1, GAP-2, AMB-<option>-<value>, CLM-<id>
  FindingKind kind = FindingKind::claim;
  FindingStatus status = FindingStatus::open;
  Severity severity = Severity::note;
  std::string title;  // one line
  std::vector<Citation> citations;
  Witness witness;
  std::vector<std::string> details;  // further lines for people (computed values, alternatives)
  // The finding is about the spec's own choices (where it departs from the text, or a case its
  // resolution leaves open), not about the rulebook's text.
  bool about_spec = false;
};

}  // namespace arbiter::solver::audit
