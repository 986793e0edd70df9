// A whole audit of one spec: its findings and what was done to get them (for reproducibility:
// Z3 version, limits, whether every enumeration finished), rendered for people (Markdown) or
// tools (JSON).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

struct AuditReport {
  std::string variant;
  std::string title;
  std::string spec_path;
  std::vector<Finding> findings;
  std::vector<std::string> summary;   // headline lines (state counts, quotes checked, ...)
  std::vector<std::string> method;    // how: solver version, limits, seeds, completeness
};

void write_markdown(const AuditReport& report, std::ostream& out);
void write_json(const AuditReport& report, std::ostream& out);

// One line per kind and status: "3 contradictions, 2 gaps, 40 ambiguities (38 confirmed), ...".
std::string count_line(const AuditReport& report);

}  // namespace arbiter::solver::audit
