// Running endgame-table work from the command line: progress on stderr when it is a terminal,
// notes for the user (a corrupt file replaced) on stderr, and Ctrl-C turned into a clean stop
// (exit 130) that says which table files were written before it and which table it stopped.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli/interrupt.h"
#include "solver/tablebase/build_control.h"
#include "solver/tablebase/verdict.h"

namespace arbiter::cli {

// The control of table work run from the command line with `threads` workers (0: every core):
// progress on a terminal unless `quiet`, notes written to `err` as "tb: ...", each file written
// added to `written`.
solver::tablebase::BuildControl build_control(int threads, bool quiet,
                                              const InterruptScope& interrupt, std::ostream& err,
                                              std::vector<std::string>& written);

// Erases the progress line, if one was shown: before the work writes its results, and after it.
void clear_progress(const solver::tablebase::BuildControl& control);

// What an interrupted build tells the user: the table it stopped (never written) and the files
// written before, in order, or that no file was written or changed.
std::string interruption_report(const solver::tablebase::Interrupted& stop,
                                const std::vector<std::string>& written);

// A table value in words for the side to move: "win, mate in 3 (5 plies)", "draw", "loss, mated".
std::string verdict_text(solver::tablebase::Code c);

// Runs work(control) with Ctrl-C turned into a clean stop: returns its status, or 130 after
// writing interruption_report to `err`.
template <typename Work>
int interruptible(int threads, bool quiet, std::ostream& err, Work&& work) {
  InterruptScope interrupt;
  std::vector<std::string> written;
  const solver::tablebase::BuildControl control =
      build_control(threads, quiet, interrupt, err, written);
  try {
    const int status = work(control);
    clear_progress(control);
    return status;
  } catch (const solver::tablebase::Interrupted& stop) {
    clear_progress(control);
    err << interruption_report(stop, written) << '\n';
    return 130;
  } catch (...) {
    clear_progress(control);
    throw;
  }
}

}  // namespace arbiter::cli
