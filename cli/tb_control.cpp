#include "cli/tb_control.h"

#include <unistd.h>

namespace arbiter::cli {

solver::tablebase::BuildControl build_control(int threads, const InterruptScope& interrupt) {
  solver::tablebase::BuildControl control;
  control.threads = threads;
  control.cancel = &interrupt.flag();
  if (isatty(STDERR_FILENO) != 0) {
    control.progress = [](const solver::tablebase::BuildProgress& p) {
      const auto percent = p.total == 0 ? 100 : p.done * 100 / p.total;
      std::cerr << "\r\033[Ktb: " << p.material << ", " << p.phase << ": " << percent << "%" << std::flush;
    };
  }
  return control;
}

void clear_progress(const solver::tablebase::BuildControl& control) {
  if (control.progress) std::cerr << "\r\033[K" << std::flush;
}

}  // namespace arbiter::cli
