#include "cli/tb_control.h"

#include <unistd.h>

#include <iostream>

namespace arbiter::cli {

solver::tablebase::BuildControl build_control(int threads, bool quiet,
                                              const InterruptScope& interrupt, std::ostream& err,
                                              std::vector<std::string>& written) {
  solver::tablebase::BuildControl control;
  control.threads = threads;
  control.cancel = &interrupt.flag();
  // Progress is drawn only on a terminal, and only when the notes go to it too.
  const bool terminal = &err == &std::cerr && isatty(STDERR_FILENO) != 0;
  if (terminal && !quiet) {
    control.progress = [](const solver::tablebase::BuildProgress& p) {
      const auto percent = p.total == 0 ? 100 : p.done * 100 / p.total;
      std::cerr << "\r\033[Ktb: " << p.material << ", " << p.phase << ": " << percent << "%"
                << std::flush;
    };
  }
  control.note = [&err, terminal](const std::string& text) {
    err << (terminal ? "\r\033[K" : "") << "tb: " << text << '\n' << std::flush;
  };
  control.written = [&written](const std::string& path) { written.push_back(path); };
  return control;
}

void clear_progress(const solver::tablebase::BuildControl& control) {
  if (control.progress) std::cerr << "\r\033[K" << std::flush;
}

std::string interruption_report(const solver::tablebase::Interrupted& stop,
                                const std::vector<std::string>& written) {
  std::string text = "interrupted";
  if (!stop.table().empty()) text += " while building " + stop.table() + " (not written)";
  if (written.empty()) return text + "; no table file was written or changed";
  text += "; " + std::to_string(written.size()) +
          (written.size() == 1 ? " table file was" : " table files were") +
          " written before it (complete):";
  for (const auto& path : written) text += " " + path;
  return text;
}

std::string verdict_text(solver::tablebase::Code c) {
  namespace tb = solver::tablebase;
  if (c == tb::code::kIllegal) return "illegal";
  if (c == tb::code::kDraw) return "draw";
  const std::string plies = std::to_string(tb::code::plies(c)) + " plies";
  if (tb::code::is_win(c))
    return "win, mate in " + std::to_string(tb::moves_to_mate(c)) + " (" + plies + ")";
  if (tb::code::plies(c) == 0) return "loss, mated";
  return "loss, mated in " + std::to_string(tb::moves_to_mate(c)) + " (" + plies + ")";
}

}  // namespace arbiter::cli
