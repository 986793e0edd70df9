// Wiring of the subcommands and the one place that turns errors into exit codes (STYLE P8).
#include "cli/app.h"

#include "cli/commands.h"
#include "cli/parse_errors.h"

namespace arbiter::cli {

int run_arbiter(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  CLI::App app{"arbiter: compiles chess-variant rulebooks into engines and checks them"};
  app.require_subcommand(1);
  app.footer("Example: arbiter perft chess --depth 3");
  app.set_version_flag("--version", std::string("arbiter ") + ARBITER_VERSION,
                       "print arbiter's version and exit");

  SpecCheckOptions spec_check;
  SpecStatsOptions spec_stats;
  ShowOptions show;
  MovesOptions moves;
  PerftOptions perft;
  PlayOptions play;
  BenchOptions bench;
  AuditOptions audit;
  TablebaseOptions tablebase;
  PositionCheckOptions position_check;
  SolveOptions solve;
  AnalyseOptions analyse;
  ComposeOptions compose;
  CLI::App* spec_group = add_spec_group(app);
  CLI::App* spec_check_cmd = add_spec_check_command(*spec_group, spec_check);
  CLI::App* spec_stats_cmd = add_spec_stats_command(*spec_group, spec_stats);
  CLI::App* show_cmd = add_show_command(app, show);
  CLI::App* moves_cmd = add_moves_command(app, moves);
  CLI::App* perft_cmd = add_perft_command(app, perft);
  CLI::App* play_cmd = add_play_command(app, play);
  CLI::App* bench_perft_cmd = add_bench_command(app, bench);
  CLI::App* bench_tb_cmd = add_bench_tb_command(*app.get_subcommand("bench"), bench);
  CLI::App* bench_puzzles_cmd = add_bench_puzzles_command(*app.get_subcommand("bench"), bench);
  CLI::App* audit_cmd = add_audit_command(app, audit);
  add_tb_group(app, tablebase);
  CLI::App* position_check_cmd = add_position_group(app, position_check);
  CLI::App* solve_cmd = add_solve_command(app, solve);
  CLI::App* analyse_cmd = add_analyse_command(app, analyse);
  CLI::App* compose_cmd = add_compose_command(app, compose);

  try {
    app.parse(argc, argv);
    if (spec_check_cmd->parsed()) return run_spec_check(spec_check, out);
    if (spec_stats_cmd->parsed()) return run_spec_stats(spec_stats, out);
    if (show_cmd->parsed()) return run_show(show, out);
    if (moves_cmd->parsed()) return run_moves(moves, out);
    if (perft_cmd->parsed()) return run_perft(perft, out);
    if (play_cmd->parsed()) return run_play(play, out);
    if (bench_perft_cmd->parsed()) return run_bench_perft(bench, out);
    if (bench_tb_cmd->parsed()) return run_bench_tb(bench, out);
    if (bench_puzzles_cmd->parsed()) return run_bench_puzzles(bench, out);
    if (audit_cmd->parsed()) return run_audit(audit, out);
    if (tablebase.build->parsed()) return run_tb_build(tablebase, out, err);
    if (tablebase.stats->parsed()) return run_tb_stats(tablebase, out, err);
    if (tablebase.probe->parsed()) return run_tb_probe(tablebase, out, err);
    if (tablebase.claims->parsed()) return run_tb_claims(tablebase, out, err);
    if (position_check_cmd->parsed()) return run_position_check(position_check, out);
    if (solve_cmd->parsed()) return run_solve(solve, out, err);
    if (analyse_cmd->parsed()) return run_analyse(analyse, out);
    if (compose_cmd->parsed()) return run_compose(compose, out, err);
    err << "internal error: no subcommand was dispatched; please report it\n";
    return 3;
  } catch (const CLI::Success& e) {  // --help, --version
    return app.exit(e, out, err) == 0 ? 0 : 2;
  } catch (const CLI::ParseError& e) {
    err << parse_error_message(app, e) << '\n';
    return 2;
  } catch (const arbiter::UserError& e) {
    for (const auto& d : e.diagnostics()) err << d.to_string() << '\n';
    return 2;
  } catch (const std::exception& e) {
    err << "internal error: " << e.what() << "; please report it\n";
    return 3;
  }
}

}  // namespace arbiter::cli
