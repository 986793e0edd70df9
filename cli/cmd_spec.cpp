// `arbiter spec check SPEC`: load and validate a spec under every option alternative (all
// combinations when there are at most 64).
#include <iostream>

#include "cli/commands.h"
#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/options.h"

namespace arbiter::cli {

void add_spec_arguments(CLI::App& command, SpecArguments& args) {
  command.add_option("SPEC", args.spec, "bundled variant name (chess, xiangqi, ...) or YAML path")
      ->required();
  command.add_option("--option", args.options,
                     "choose an option's alternative: NAME=VALUE (repeatable)");
}

void add_problem_edit_options(CLI::App& command, std::string& holes, bool& diagram_promotions) {
  command.add_option("--holes", holes,
                     "cells taken off the board for this problem, comma-separated (c3,d4); the "
                     "position is written for the whole board");
  command
      .add_option_function<std::string>(
          "--promotions",
          [&diagram_promotions](const std::string& value) {
            diagram_promotions = value == "diagram";
          },
          "spec (default): every promotion the spec offers; diagram: Popeye's convention, the "
          "spec's unconditional choices (orthodox pieces) and the other kinds only when they "
          "stand in the position")
      ->check(CLI::IsMember({"spec", "diagram"}));
}

CLI::App* add_spec_group(CLI::App& app) {
  CLI::App* spec = app.add_subcommand("spec", "Work with variant specs: check, stats");
  spec->require_subcommand(1);
  spec->footer("Example: arbiter spec check chess\n         arbiter spec stats omega");
  return spec;
}

CLI::App* add_spec_check_command(CLI::App& spec, SpecCheckOptions& options) {
  CLI::App* check = spec.add_subcommand(
      "check", "Validate a spec: keys, names, every option alternative, start position");
  check->add_option("SPEC", options.spec, "bundled variant name or YAML path")->required();
  check->footer("Example: arbiter spec check chess");
  return check;
}

int run_spec_check(const SpecCheckOptions& options, std::ostream& out) {
  const auto doc = load_spec(options.spec);
  const auto diagnostics = model::spec::validate(doc);
  if (!diagnostics.empty()) throw UserError(diagnostics);
  out << resolve_spec_path(options.spec) << ": ok (" << doc.variant.value << ", "
      << model::spec::option_assignments_to_check(doc).size()
      << " option assignment(s) compiled)\n";
  // Several royal pieces for one player are legal but easy to write by mistake: say so.
  const auto rules = model::spec::compile(doc, model::spec::default_option_values(doc));
  const model::Position start = model::notation::start_position(*rules);
  for (std::size_t p = 0; p < rules->player_count(); ++p) {
    const model::PlayerId player = model::PlayerId::from_index(p);
    int royals = 0;
    for (model::Cell c : start.pieces_of(player)) royals += rules->is_royal(start.at(c)) ? 1 : 0;
    if (royals > 1)
      out << "note: the start position gives " << rules->player(player).name << " " << royals
          << " royal pieces; that player is in check when any of them is attacked\n";
  }
  return 0;
}

}  // namespace arbiter::cli
