// Running endgame-table work from the command line: progress on stderr when it is a terminal,
// and Ctrl-C turned into a clean stop (exit 130, no table file written or changed).
#pragma once

#include <iostream>

#include "cli/interrupt.h"
#include "solver/tablebase/build_control.h"

namespace arbiter::cli {

// The control of table work run from the command line with `threads` workers (0: every core).
solver::tablebase::BuildControl build_control(int threads, const InterruptScope& interrupt);

// Erases the progress line, if one was shown.
void clear_progress(const solver::tablebase::BuildControl& control);

// Runs work(control) with Ctrl-C turned into a clean stop: returns its status, or 130.
template <typename Work>
int interruptible(int threads, Work&& work) {
  InterruptScope interrupt;
  const solver::tablebase::BuildControl control = build_control(threads, interrupt);
  try {
    const int status = work(control);
    clear_progress(control);
    return status;
  } catch (const solver::tablebase::Interrupted&) {
    clear_progress(control);
    std::cerr << "interrupted: no table file was written or changed\n";
    return 130;
  } catch (...) {
    clear_progress(control);
    throw;
  }
}

}  // namespace arbiter::cli
