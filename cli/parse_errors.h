// CLI11's parse errors said in arbiter's words: "error: --depth: expected a whole number from 0
// to 20, got 'abc'", "error: unknown option '--foo' for 'arbiter perft'; see arbiter perft --help".
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace arbiter::cli {

// The message (one line, starting "error: ", no newline) for a parse error other than a call for
// help or the version, raised while `app` parsed its arguments. It names the command that was
// being read (the subcommands chosen so far) and points to that command's --help.
std::string parse_error_message(const CLI::App& app, const CLI::ParseError& error);

}  // namespace arbiter::cli
