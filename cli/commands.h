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
// `arbiter spec`: the parent of `spec check` and `spec stats`.
CLI::App* add_spec_group(CLI::App& app);
CLI::App* add_spec_check_command(CLI::App& spec_group, SpecCheckOptions& options);
int run_spec_check(const SpecCheckOptions& options, std::ostream& out);

struct SpecStatsOptions {
  SpecArguments spec;
};
CLI::App* add_spec_stats_command(CLI::App& spec_group, SpecStatsOptions& options);
int run_spec_stats(const SpecStatsOptions& options, std::ostream& out);

struct MovesOptions {
  SpecArguments spec;
  std::string position = "start";
  bool allow_illegal = false;   // --allow-illegal: skip the legality check
  bool san = false;             // print SAN instead of coordinates
  std::string format = "text";  // or "json"
};
CLI::App* add_moves_command(CLI::App& app, MovesOptions& options);
int run_moves(const MovesOptions& options, std::ostream& out);

struct PerftOptions {
  SpecArguments spec;
  std::string position = "start";
  bool allow_illegal = false;  // --allow-illegal: skip the legality check
  int depth = 1;
  bool divide = false;
  bool quiet = false;           // no progress line on a terminal
  std::string format = "text";  // or "json"
};
CLI::App* add_perft_command(CLI::App& app, PerftOptions& options);
int run_perft(const PerftOptions& options, std::ostream& out);

struct ShowOptions {
  SpecArguments spec;
  std::string position = "start";
  bool allow_illegal = false;   // --allow-illegal: skip the legality check
  std::string format = "text";  // or "json"
};
CLI::App* add_show_command(CLI::App& app, ShowOptions& options);
int run_show(const ShowOptions& options, std::ostream& out);

struct PlayOptions {
  SpecArguments spec;
  std::string position = "start";
  bool allow_illegal = false;   // --allow-illegal: skip the legality check
  std::string moves;            // move text (coordinates or SAN, with move numbers and comments)
  std::string moves_file;       // or a file holding it (PGN)
  std::string format = "text";  // or "json"
  bool pgn = false;             // write the game as PGN instead of the final position
  bool show = false;            // a diagram after the last move
  bool show_each = false;       // a diagram after every move
};
CLI::App* add_play_command(CLI::App& app, PlayOptions& options);
int run_play(const PlayOptions& options, std::ostream& out);

struct BenchOptions {
  bool quick = false;  // every depth one less (smoke runs)
  int threads = 0;     // bench tb, bench puzzles: worker threads (0: every core)
  std::string corpus;  // bench puzzles: the problem file (empty: the bundled published problems)
  bool z3 = false;     // bench puzzles --z3: also solve the help problems with the Z3 engine
  std::vector<std::string> only;  // bench puzzles --only: these problem ids (empty: all)
  bool exhaustive = false;        // bench puzzles --exhaustive: without the mate-reach pruning
};
// Registers `bench` and returns its `perft` subcommand.
CLI::App* add_bench_command(CLI::App& app, BenchOptions& options);
int run_bench_perft(const BenchOptions& options, std::ostream& out);
// Registers `bench tb` on the `bench` group.
CLI::App* add_bench_tb_command(CLI::App& bench, BenchOptions& options);
int run_bench_tb(const BenchOptions& options, std::ostream& out);
// Registers `bench puzzles` on the `bench` group.
CLI::App* add_bench_puzzles_command(CLI::App& bench, BenchOptions& options);
int run_bench_puzzles(const BenchOptions& options, std::ostream& out);

struct AuditOptions {
  std::string spec;
  std::string format = "md";
  std::string out;      // empty: standard output
  std::string sources;  // empty: the default rulebook folder, if any
  std::string tables;   // endgame table files; empty: default_table_directory (tablebases.h)
  bool quiet = false;   // no progress lines on a terminal
};
CLI::App* add_audit_command(CLI::App& app, AuditOptions& options);
int run_audit(const AuditOptions& options, std::ostream& out);

struct TablebaseOptions {
  SpecArguments spec;
  std::string material;        // build, stats
  std::string position;        // probe
  bool allow_illegal = false;  // probe: --allow-illegal
  std::string directory;       // build: --out; stats, probe: --tables
  int threads = 0;
  bool json = false;
  bool force = false;  // build: rebuild and replace every table file, even valid ones
  bool quiet = false;  // no progress line on a terminal (notes are still written)
  std::vector<std::string> claims_asked;  // claims: --claim, the ids to settle (empty: all)
  CLI::App* build = nullptr;
  CLI::App* stats = nullptr;
  CLI::App* probe = nullptr;
  CLI::App* claims = nullptr;
};
// Registers `tb` with its subcommands (kept in `options`).
CLI::App* add_tb_group(CLI::App& app, TablebaseOptions& options);
// Notes (tables built in memory, a corrupt file replaced) and the report of a Ctrl-C go to `err`.
int run_tb_build(const TablebaseOptions& options, std::ostream& out, std::ostream& err);
int run_tb_stats(const TablebaseOptions& options, std::ostream& out, std::ostream& err);
int run_tb_probe(const TablebaseOptions& options, std::ostream& out, std::ostream& err);
int run_tb_claims(const TablebaseOptions& options, std::ostream& out, std::ostream& err);

struct PositionCheckOptions {
  SpecArguments spec;
  std::string position = "start";
};
// Registers `position` with its `check` subcommand and returns `check`.
CLI::App* add_position_group(CLI::App& app, PositionCheckOptions& options);
int run_position_check(const PositionCheckOptions& options, std::ostream& out);

struct SolveOptions {
  SpecArguments spec;
  std::string position;             // required: the problem's position
  std::string holes;                // --holes c3,d4: cells taken off the board for this problem
  bool diagram_promotions = false;  // --promotions diagram: Popeye's promotion convention
  bool allow_illegal = false;       // --allow-illegal: skip the legality check
  std::string stipulation;          // --stip: #n, h#n, h#n.5, s#n, ... (puzzles/stipulation.h)
  int stated_solutions = 1;       // --solutions: how many solutions the problem states (help play)
  std::string tree = "keys";      // --tree keys|full: keys with threats, or every variation too
  bool set_play = false;          // --set-play: the defender's moves if the attacker could pass
  bool tries = false;             // --tries: first moves refuted by exactly one defence
  std::string goal = "mate";      // --goal mate|ruler-mate: how '#' reads (docs/puzzles.md)
  int hash_mb = 64;               // --hash: the transposition table's bound, in MB
  int threads = 0;                // --threads: workers over the first moves (0: every core)
  bool quiet = false;             // --quiet: no progress line on a terminal
  std::string engine = "search";  // --engine search|z3: help play by Z3 (puzzles/symbolic_help.h)
  bool exhaustive = false;        // --exhaustive: search every line (no mate-reach pruning)
  std::string format = "text";    // or "json"
};
CLI::App* add_solve_command(CLI::App& app, SolveOptions& options);
int run_solve(const SolveOptions& options, std::ostream& out, std::ostream& err);

struct AnalyseOptions {
  SpecArguments spec;
  std::string position = "start";   // --position
  std::string holes;                // --holes c3,d4: cells taken off the board
  bool diagram_promotions = false;  // --promotions diagram: Popeye's promotion convention
  bool allow_illegal = false;
  int mate_moves = 3;           // --mate: the forced mate looked for, in moves (0: none)
  std::string tables;           // --tables: directory of table files (never built here)
  std::string format = "text";  // or "json"
};
CLI::App* add_analyse_command(CLI::App& app, AnalyseOptions& options);
int run_analyse(const AnalyseOptions& options, std::ostream& out);

struct ComposeOptions {
  SpecArguments spec;
  std::string stipulation;              // --stip: #n, h#n, h=n
  std::string material;                 // --material: KQRvK
  std::string extra;                    // --extra: up to these pieces more (pictures), e.g. vPP
  std::string source;                   // --source table|pictures (default: by the stipulation)
  std::string picture = "any";          // --picture any|pure|model
  std::string royal_cell;               // --royal-cell: where the mated royal piece stands
  std::uint64_t max_walks = 20'000;     // --max-walks: retraction walks from pictures
  int count = 10;                       // --count
  std::uint64_t seed = 1;               // --seed
  std::uint64_t max_draws = 2'000'000;  // --max-draws
  std::string out;                      // --out: the collection's file (default: stdout)
  std::string tables;                   // --tables: directory of table files, read if there
  bool allow_loud_key = false;          // --allow-loud-key: keys that check or capture
  bool allow_duals = false;             // --allow-duals
  int threads = 0;                      // --threads: table build workers (0: every core)
  bool quiet = false;                   // --quiet: no progress line
};
CLI::App* add_compose_command(CLI::App& app, ComposeOptions& options);
int run_compose(const ComposeOptions& options, std::ostream& out, std::ostream& err);

// Registers SPEC and --option on a command.
void add_spec_arguments(CLI::App& command, SpecArguments& args);
// Registers --holes and --promotions spec|diagram on a command that takes a problem's position
// (solve, analyse): the ProblemEdits of cli/spec_source.h.
void add_problem_edit_options(CLI::App& command, std::string& holes, bool& diagram_promotions);
// Registers `--format text|json` on a command.
void add_format_option(CLI::App& command, std::string& format);

}  // namespace arbiter::cli
