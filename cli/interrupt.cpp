#include "cli/interrupt.h"

#include <csignal>

namespace arbiter::cli {
namespace {

std::atomic<bool> interrupted{false};

extern "C" void on_interrupt(int) { interrupted.store(true); }

using Handler = void (*)(int);
Handler previous = SIG_DFL;

}  // namespace

InterruptScope::InterruptScope() {
  interrupted.store(false);
  previous = std::signal(SIGINT, on_interrupt);
}

InterruptScope::~InterruptScope() { std::signal(SIGINT, previous); }

const std::atomic<bool>& InterruptScope::flag() const { return interrupted; }

}  // namespace arbiter::cli
