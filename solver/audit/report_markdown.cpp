// The audit report for people: a summary, then the findings grouped by severity (errors first),
// each with its quotes and witness.
#include "solver/audit/report.h"

namespace arbiter::solver::audit {
namespace {

const char* heading(Severity s) {
  switch (s) {
    case Severity::error:
      return "Errors: the rulebook clashes with itself or states something false";
    case Severity::warning:
      return "Warnings: cases the rulebook leaves open";
    case Severity::note:
      return "Notes: confirmed claims and checks that found nothing";
  }
  return "";
}

void finding(const Finding& f, std::ostream& out) {
  out << "### " << f.id << " — " << f.title << "\n\n"
      << "*" << to_string(f.kind) << ", " << to_string(f.status) << "*\n\n";
  for (const auto& c : f.citations) {
    out << "> «" << c.quote << "»";
    if (!c.section.empty() || !c.file.empty())
      out << " (" << c.file << (c.section.empty() ? "" : ", " + c.section) << ")";
    out << "\n>\n";
  }
  if (!f.citations.empty()) out << "\n";
  for (const auto& d : f.details) out << "- " << d << "\n";
  if (!f.details.empty()) out << "\n";
  const Witness& w = f.witness;
  if (w.position || !w.note.empty()) {
    out << "**Witness** (" << (w.reachable ? "reachable" : "abstract") << ")";
    if (w.position) out << ": `" << *w.position << "`";
    out << "\n\n";
    if (!w.note.empty()) out << w.note << "\n\n";
    if (!w.diagram.empty())
      out << "```\n" << w.diagram << (w.diagram.back() == '\n' ? "" : "\n") << "```\n\n";
  }
}

}  // namespace

void write_markdown(const AuditReport& report, std::ostream& out) {
  out << "# Audit of " << (report.title.empty() ? report.variant : report.title) << "\n\n"
      << "Spec: `" << report.spec_path << "`. " << count_line(report) << ".\n\n";
  if (!report.summary.empty()) {
    out << "## Summary\n\n";
    for (const auto& line : report.summary) out << "- " << line << "\n";
    out << "\n";
  }
  for (Severity s : {Severity::error, Severity::warning, Severity::note}) {
    bool any = false;
    for (const auto& f : report.findings) any = any || (f.severity == s && !f.about_spec);
    if (!any) continue;
    out << "## " << heading(s) << "\n\n";
    for (const auto& f : report.findings)
      if (f.severity == s && !f.about_spec) finding(f, out);
  }
  bool about_spec = false;
  for (const auto& f : report.findings) about_spec = about_spec || f.about_spec;
  if (about_spec) {
    out << "## The spec's own choices: where it plays other than the text says, or leaves a case "
           "open\n\n";
    for (const auto& f : report.findings)
      if (f.about_spec) finding(f, out);
  }
  if (!report.tables.empty()) {
    out << "## Every abstract state the text leaves open or answers twice\n\n"
        << "Over the variables each question depends on; the clauses are the sentences that "
           "fire.\n\n";
    for (const auto& t : report.tables) {
      out << "### " << (t.description.empty() ? t.question : t.description) << " (`" << t.question
          << "`): " << t.rows.size() << (t.truncated ? "+" : "") << " of " << t.states
          << " states\n\n|";
      for (const auto& v : t.variables) out << " " << v << " |";
      out << " answers | clauses |\n|";
      for (std::size_t k = 0; k < t.variables.size() + 2; ++k) out << "---|";
      out << "\n";
      for (const auto& row : t.rows) {
        out << "|";
        for (const auto& v : row.values) out << " " << v << " |";
        std::string answers, clauses;
        for (const auto& a : row.answers) answers += (answers.empty() ? "" : ", ") + a;
        for (const auto& c : row.clauses) clauses += (clauses.empty() ? "" : ", ") + c;
        out << " " << (answers.empty() ? "none" : answers) << " | "
            << (clauses.empty() ? "-" : clauses) << " |\n";
      }
      out << "\n";
    }
  }
  if (!report.method.empty()) {
    out << "## Method\n\n";
    for (const auto& line : report.method) out << "- " << line << "\n";
  }
}

}  // namespace arbiter::solver::audit
