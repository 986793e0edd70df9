// The audit report as JSON: {"variant", "findings": [{"id", "kind", "status", "title",
// "citations": [{file, section, quote}], "witness": {"position", "reachable", "note"}}]}, plus
// "severity", "details", "summary" and "method" for tools that want them.
#include "model/notation/json_string.h"
#include "solver/audit/report.h"

namespace arbiter::solver::audit {
namespace {

using model::notation::json_quoted;

void strings(std::ostream& out, const std::vector<std::string>& list, const char* indent) {
  out << "[";
  for (std::size_t i = 0; i < list.size(); ++i)
    out << (i ? "," : "") << "\n" << indent << "  " << json_quoted(list[i]);
  out << (list.empty() ? "]" : std::string("\n") + indent + "]");
}

}  // namespace

void write_json(const AuditReport& report, std::ostream& out) {
  out << "{\n  \"variant\": " << json_quoted(report.variant)
      << ",\n  \"title\": " << json_quoted(report.title)
      << ",\n  \"spec\": " << json_quoted(report.spec_path) << ",\n  \"summary\": ";
  strings(out, report.summary, "  ");
  out << ",\n  \"method\": ";
  strings(out, report.method, "  ");
  out << ",\n  \"findings\": [";
  for (std::size_t i = 0; i < report.findings.size(); ++i) {
    const Finding& f = report.findings[i];
    out << (i ? "," : "") << "\n    {\"id\": " << json_quoted(f.id)
        << ", \"kind\": " << json_quoted(to_string(f.kind))
        << ", \"status\": " << json_quoted(to_string(f.status))
        << ", \"severity\": " << json_quoted(to_string(f.severity))
        << ", \"about\": " << json_quoted(f.about_spec ? "spec" : "text")
        << ",\n     \"title\": " << json_quoted(f.title) << ",\n     \"citations\": [";
    for (std::size_t c = 0; c < f.citations.size(); ++c) {
      const Citation& cit = f.citations[c];
      out << (c ? "," : "") << "\n       {\"file\": " << json_quoted(cit.file)
          << ", \"section\": " << json_quoted(cit.section)
          << ", \"quote\": " << json_quoted(cit.quote) << "}";
    }
    out << (f.citations.empty() ? "]" : "\n     ]") << ",\n     \"witness\": {\"position\": "
        << (f.witness.position ? json_quoted(*f.witness.position) : "null")
        << ", \"reachable\": " << (f.witness.reachable ? "true" : "false")
        << ", \"note\": " << json_quoted(f.witness.note) << "},\n     \"details\": ";
    strings(out, f.details, "     ");
    out << "}";
  }
  out << (report.findings.empty() ? "]" : "\n  ]") << ",\n  \"state_tables\": [";
  for (std::size_t i = 0; i < report.tables.size(); ++i) {
    const StateTable& t = report.tables[i];
    out << (i ? "," : "") << "\n    {\"question\": " << json_quoted(t.question)
        << ", \"states\": " << t.states << ", \"truncated\": " << (t.truncated ? "true" : "false")
        << ", \"variables\": ";
    strings(out, t.variables, "     ");
    out << ",\n     \"rows\": [";
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
      const auto& row = t.rows[r];
      out << (r ? "," : "") << "\n       {\"values\": [";
      for (std::size_t k = 0; k < row.values.size(); ++k)
        out << (k ? ", " : "") << json_quoted(row.values[k]);
      out << "], \"answers\": [";
      for (std::size_t k = 0; k < row.answers.size(); ++k)
        out << (k ? ", " : "") << json_quoted(row.answers[k]);
      out << "], \"clauses\": [";
      for (std::size_t k = 0; k < row.clauses.size(); ++k)
        out << (k ? ", " : "") << json_quoted(row.clauses[k]);
      out << "]}";
    }
    out << (t.rows.empty() ? "]}" : "\n     ]}");
  }
  out << (report.tables.empty() ? "]" : "\n  ]") << "\n}\n";
}

std::string count_line(const AuditReport& report) {
  std::string line;
  for (FindingKind kind :
       {FindingKind::contradiction, FindingKind::gap, FindingKind::ambiguity, FindingKind::claim}) {
    int total = 0, confirmed = 0, refuted = 0;
    for (const auto& f : report.findings) {
      if (f.kind != kind || f.about_spec) continue;
      ++total;
      confirmed += f.status == FindingStatus::confirmed;
      refuted += f.status == FindingStatus::refuted;
    }
    std::string part = std::to_string(total) + " " + to_string(kind) + (total == 1 ? "" : "s");
    if (kind == FindingKind::gap && total != 1) part = std::to_string(total) + " gaps";
    if (kind == FindingKind::ambiguity)
      part = std::to_string(total) + (total == 1 ? " ambiguity" : " ambiguities");
    // A claim still open was not computed (an endgame claim whose tables are not built).
    const int open = kind == FindingKind::claim ? total - confirmed - refuted : 0;
    if (confirmed + refuted > 0)
      part += " (" + std::to_string(confirmed) + " confirmed" +
              (refuted ? ", " + std::to_string(refuted) + " refuted" : "") +
              (open ? ", " + std::to_string(open) + " not computed" : "") + ")";
    line += (line.empty() ? "" : ", ") + part;
  }
  std::size_t of_spec = 0;
  for (const auto& f : report.findings) of_spec += f.about_spec;
  line += ", " + std::to_string(of_spec) + " on the spec's own choices";
  return line;
}

}  // namespace arbiter::solver::audit
