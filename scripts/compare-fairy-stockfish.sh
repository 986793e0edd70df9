#!/usr/bin/env bash
# arbiter's perft beside Fairy-Stockfish's on the four variants both play (issue 23's perft
# targets; docs/performance.md): one thread, pinned to one core, CPU seconds, the minimum of
# alternating rounds, node counts compared.
#
# usage: scripts/compare-fairy-stockfish.sh FSF_SOURCE [ARBITER] [ROUNDS]
#   FSF_SOURCE  a checkout of https://github.com/fairy-stockfish/Fairy-Stockfish; its src/ is
#               copied to a temporary directory and built there twice (the 8x8 build and the
#               large-board one xiangqi and shogi need), never inside this project
#   ARBITER     the arbiter binary (default: build/cli/arbiter)
#   ROUNDS      alternating rounds (default: 3)
#
# arbiter's figures are the CPU seconds `bench perft` prints per case (the process's start left
# out); Fairy-Stockfish's are its whole process's (`go perft N` over UCI), about 0.07 s of which
# is its start-up. ARCH defaults to x86-64-bmi2, as docs/performance.md measured it.
set -euo pipefail

fsf=${1:?usage: scripts/compare-fairy-stockfish.sh FSF_SOURCE [ARBITER] [ROUNDS]}
arbiter=${2:-build/cli/arbiter}
rounds=${3:-3}
arch=${ARCH:-x86-64-bmi2}
[[ -f "$fsf/src/Makefile" ]] || { echo "no Fairy-Stockfish source in $fsf/src" >&2; exit 2; }
[[ -x "$arbiter" ]] || { echo "no arbiter binary at $arbiter" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "building Fairy-Stockfish (8x8 and large boards, ARCH=$arch) in $work ..."
for build in 8x8 large; do
  cp -r "$fsf/src" "$work/$build"
  extra=()
  [[ $build == large ]] && extra=(largeboards=yes)
  make -C "$work/$build" clean >/dev/null 2>&1 || true  # objects a checkout may hold
  make -C "$work/$build" -j2 build ARCH="$arch" COMP=gcc "${extra[@]}" >"$work/$build.log" 2>&1 ||
    { tail -20 "$work/$build.log" >&2; exit 1; }
done

pin=()
if command -v taskset >/dev/null && [[ $(nproc) -gt 1 ]]; then pin=(taskset -c 1); fi

# The cases: name, Fairy-Stockfish build, its variant, its position command, depth, and the line
# of arbiter's bench perft that counts the same.
cases=(
  "chess|8x8|chess|position startpos|6|chess start"
  "kiwipete|8x8|chess|position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|chess kiwipete"
  "xiangqi|large|xiangqi|position startpos|5|xiangqi start"
  "shogi|large|shogi|position startpos|5|shogi start"
)

# One Fairy-Stockfish run: prints "nodes cpu-seconds".
fsf_run() {
  local build=$1 variant=$2 position=$3 depth=$4 out t
  local TIMEFORMAT='%U %S'
  t=$({ time printf 'setoption name UCI_Variant value %s\n%s\ngo perft %s\nquit\n' \
    "$variant" "$position" "$depth" | "${pin[@]}" "$work/$build/stockfish" >"$work/fsf.out" 2>&1; } 2>&1)
  out=$(awk -F': ' '/^Nodes searched/ {print $2}' "$work/fsf.out")
  awk -v n="$out" '{printf "%s %.3f\n", n, $1 + $2}' <<<"$t"
}

declare -A best_ours best_theirs nodes_ours nodes_theirs
for ((r = 1; r <= rounds; ++r)); do
  bench=$("${pin[@]}" "$arbiter" bench perft)
  for c in "${cases[@]}"; do
    IFS='|' read -r name build variant position depth line <<<"$c"
    read -r n s < <(awk -v l="$line" 'index($0, l) == 1 {print $(NF-4), $(NF-3)}' <<<"$bench")
    read -r fn fs < <(fsf_run "$build" "$variant" "$position" "$depth")
    nodes_ours[$name]=$n
    nodes_theirs[$name]=$fn
    best_ours[$name]=$(awk -v a="${best_ours[$name]:-}" -v b="$s" 'BEGIN {print (a == "" || b < a) ? b : a}')
    best_theirs[$name]=$(awk -v a="${best_theirs[$name]:-}" -v b="$fs" 'BEGIN {print (a == "" || b < a) ? b : a}')
    echo "round $r: $name arbiter $s s, Fairy-Stockfish $fs s"
  done
done

echo
printf '%-10s %6s %12s %10s %10s %8s %s\n' case depth nodes arbiter FSF ratio agree
for c in "${cases[@]}"; do
  IFS='|' read -r name build variant position depth line <<<"$c"
  agree=yes
  [[ "${nodes_ours[$name]}" == "${nodes_theirs[$name]}" ]] || agree="NO (FSF ${nodes_theirs[$name]})"
  awk -v n="$name" -v d="$depth" -v k="${nodes_ours[$name]}" -v a="${best_ours[$name]}" \
    -v f="${best_theirs[$name]}" -v g="$agree" \
    'BEGIN {printf "%-10s %6s %12s %10.3f %10.3f %7.2fx %s\n", n, d, k, a, f, f / a, g}'
done
echo "(ratio: Fairy-Stockfish's CPU seconds over arbiter's, above 1 where arbiter is faster;"
echo " minimum of $rounds alternating rounds, pinned to one core)"
