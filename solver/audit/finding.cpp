#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

std::string to_string(FindingKind kind) {
  switch (kind) {
    case FindingKind::contradiction:
      return "contradiction";
    case FindingKind::gap:
      return "gap";
    case FindingKind::ambiguity:
      return "ambiguity";
    case FindingKind::claim:
      return "claim";
  }
  return "claim";
}

std::string to_string(FindingStatus status) {
  switch (status) {
    case FindingStatus::open:
      return "open";
    case FindingStatus::confirmed:
      return "confirmed";
    case FindingStatus::refuted:
      return "refuted";
  }
  return "open";
}

std::string to_string(Severity severity) {
  switch (severity) {
    case Severity::error:
      return "error";
    case Severity::warning:
      return "warning";
    case Severity::note:
      return "note";
  }
  return "note";
}

Citation cite(const model::spec::SourceRef& source) {
  return Citation{source.file, source.section, source.quote};
}

std::vector<Citation> cite(const std::vector<model::spec::SourceRef>& sources) {
  std::vector<Citation> out;
  out.reserve(sources.size());
  for (const auto& s : sources) out.push_back(cite(s));
  return out;
}

}  // namespace arbiter::solver::audit
