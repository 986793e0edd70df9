// `arbiter tb claims SPEC`: the spec's endgame claims (check type `endgame`), each settled from
// the tables of its material, built first where they are missing (and written to --tables).
// Claims too large for this machine, or needing rules the generator does not handle yet, are
// reported with the reason and, for size, the entries and memory they would need.
#include <iostream>

#include "cli/commands.h"
#include "cli/tb_control.h"
#include "solver/audit/claims.h"

namespace arbiter::cli {
namespace {

std::string status_word(const solver::audit::Finding& f) {
  switch (f.status) {
    case solver::audit::FindingStatus::confirmed:
      return "CONFIRMED";
    case solver::audit::FindingStatus::refuted:
      return "REFUTED";
    case solver::audit::FindingStatus::open:
      break;
  }
  return "NOT COMPUTED";
}

}  // namespace

int run_tb_claims(const TablebaseOptions& options, std::ostream& out, std::ostream& err) {
  if (!options.spec.options.empty())
    throw UserError(
        input_error("--option " + options.spec.options.front() +
                        ": tb claims computes each claim under "
                        "the spec's default options and the claim's own `when:` options",
                    "tb claims SPEC [--tables DIR] [--threads N] [--quiet] [--claim ID ...]"));
  const auto doc = load_spec(options.spec.spec);
  solver::audit::EndgameTableSource source;
  source.directory = options.directory;
  source.build = true;
  source.spec_hash = spec_text_hash(options.spec.spec);
  return interruptible(
      options.threads, options.quiet, err, [&](const solver::tablebase::BuildControl& control) {
        source.control = control;
        const auto findings =
            solver::audit::check_endgame_claims(doc, source, options.claims_asked);
        clear_progress(control);
        int confirmed = 0, refuted = 0, open = 0;
        for (const auto& f : findings) {
          confirmed += f.status == solver::audit::FindingStatus::confirmed;
          refuted += f.status == solver::audit::FindingStatus::refuted;
          open += f.status == solver::audit::FindingStatus::open;
          out << status_word(f) << "  " << f.id << "  " << f.title << '\n';
          for (const auto& line : f.details) out << "    " << line << '\n';
          if (f.witness.position)
            out << "    witness: " << *f.witness.position << "  (" << f.witness.note << ")\n";
          for (const auto& c : f.citations)
            out << "    source: " << c.file << ", " << c.section << ": \"" << c.quote << "\"\n";
        }
        out << doc.variant.value << ": " << findings.size() << " endgame claims: " << confirmed
            << " confirmed, " << refuted << " refuted, " << open << " not computed\n";
        return 0;
      });
}

}  // namespace arbiter::cli
