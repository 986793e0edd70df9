// Every subcommand: an options struct, an add_* that registers it with CLI11, a run_* that does
// the work and writes to a stream. main.cpp only wires them.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>

#include "cli/spec_source.h"

namespace arbiter::cli {

struct SpecCheckOptions {
  std::string spec;
};
CLI::App* add_spec_command(CLI::App& app, SpecCheckOptions& options);
int run_spec_check(const SpecCheckOptions& options, std::ostream& out);

struct MovesOptions {
  SpecArguments spec;
  std::string position;
};
CLI::App* add_moves_command(CLI::App& app, MovesOptions& options);
int run_moves(const MovesOptions& options, std::ostream& out);

struct PerftOptions {
  SpecArguments spec;
  std::string position;
  int depth = 1;
  bool divide = false;
};
CLI::App* add_perft_command(CLI::App& app, PerftOptions& options);
int run_perft(const PerftOptions& options, std::ostream& out);

// Registers SPEC and --option on a command.
void add_spec_arguments(CLI::App& command, SpecArguments& args);

}  // namespace arbiter::cli
