#!/usr/bin/env bash
# The runs whose profile guides the release build (scripts/build.sh release, CMakeLists.txt
# ARBITER_PGO). Usage: scripts/pgo-train.sh ARBITER, an instrumented binary; it writes the
# profile where that binary was configured to. Under a minute instrumented (about 10 s here).
#
# The work is the tool's hot paths, each on more than one variant: move generation and make /
# unmake (perft on four specs), the mate search (the published corpus of the tests: direct,
# self, help and series play), and retrograde tables on both kinds of board the fast generator
# compiles apart (one word of cells, chess; two words, Omega's 104 cells), of three and four
# pieces, with and without promotions. A path the runs never take is compiled as cold code: with
# chess KRvK alone, Omega KCNvK's table took 4.3 to 4.8 CPU-s against 3.4 without a profile. The
# problems and tables the speed targets are measured on (Wenda's #5 and #6, docs/puzzles.md;
# `bench tb`'s KBNvK, KCNvK and KQvKP) are not among them, so that their figures show what the
# profile does for work it never saw.
set -euo pipefail
cd "$(dirname "$0")/.."
arbiter=${1:?usage: scripts/pgo-train.sh ARBITER}
run() { echo "pgo-train: $*"; "$arbiter" "$@" > /dev/null; }
run perft chess --quiet --depth 4 \
  --position 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
run perft omega --quiet --depth 4
run perft xiangqi --quiet --depth 4
run perft ajedrez123 --quiet --depth 3
run bench puzzles --threads 1
tables=$(mktemp -d)
trap 'rm -rf "$tables"' EXIT
run tb build chess --quiet --threads 1 --material KRvK --out "$tables"
run tb build chess --quiet --threads 1 --material KRNvK --out "$tables"
# A directory of its own: a table file names the variant it was built for.
run tb build omega --quiet --threads 1 --material KPvK --out "$tables/omega"
run tb build omega --quiet --threads 1 --material KRNvK --out "$tables/omega"
