// A whole audit of one spec: its findings and what was done to get them (for reproducibility:
// Z3 version, limits, whether every enumeration finished), rendered for people (Markdown) or
// tools (JSON).
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "solver/audit/finding.h"

namespace arbiter::solver::audit {

// Every abstract state of one question where the text gives no answer or several.
struct StateTable {
  std::string question;
  std::string description;
  std::vector<std::string> variables;  // the columns
  struct Row {
    std::vector<std::string> values;   // one per variable
    std::vector<std::string> answers;  // empty: no answer
    std::vector<std::string> clauses;  // the firing clauses' ids
  };
  std::vector<Row> rows;
  std::size_t states = 0;  // all states of the question's variables where it is asked
  bool truncated = false;
};

struct AuditReport {
  std::string variant;
  std::string title;
  std::string spec_path;
  std::vector<Finding> findings;
  std::vector<std::string> summary;  // headline lines (state counts, quotes checked, ...)
  std::vector<std::string> method;   // how: solver version, limits, seeds, completeness
  std::vector<StateTable> tables;
};

void write_markdown(const AuditReport& report, std::ostream& out);
void write_json(const AuditReport& report, std::ostream& out);

// One line per kind and status: "3 contradictions, 2 gaps, 40 ambiguities (38 confirmed), ...".
std::string count_line(const AuditReport& report);

}  // namespace arbiter::solver::audit
