#!/usr/bin/env bash
# Chess KBNK's table built by arbiter beside the Syzygy generator (rtbgen), side by side on this
# machine: one thread, pinned to one core, CPU seconds, the minimum of alternating rounds
# (issue 23, item 6; docs/performance.md, "Session 54").
#
# usage: scripts/compare-syzygy.sh SYZYGY_SOURCE [ARBITER] [ROUNDS]
#   SYZYGY_SOURCE  a checkout of https://github.com/syzygy1/tb; its src/ is copied to a temporary
#                  directory and built there, never inside this project
#   ARBITER        the arbiter binary (default: build/cli/arbiter)
#   ROUNDS         alternating rounds (default: 5)
#
# What is timed:
#   arbiter  `bench tb --threads 1 --only KBNvK`: the table's generation in memory, its sub-tables
#            (KBvK, KNvK) built before the clock starts, no statistics, no file;
#   rtbgen   `rtbgen -t 1 -g KBNvK`: the whole process (generation without compression or file),
#            its sub-tables read from files made beforehand. Built twice: portable (-DMAGIC,
#            x86-64-v2, as arbiter's default build is portable) and as its Makefile ships it
#            (-DBMI2, -march=native, LTO).
# Both programs count every position of both sides to move; rtbgen's index folds the two kings
# into 462 pairs, arbiter's the white king into 10 cells (5,242,880 entries against 3,784,704).
set -euo pipefail

syzygy=${1:?usage: scripts/compare-syzygy.sh SYZYGY_SOURCE [ARBITER] [ROUNDS]}
arbiter=${2:-build/cli/arbiter}
rounds=${3:-5}
[[ -f "$syzygy/src/rtbgen.c" ]] || { echo "no Syzygy generator source in $syzygy/src" >&2; exit 2; }
[[ -x "$arbiter" ]] || { echo "no arbiter binary at $arbiter" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Builds rtbgen in $work/$1 with the sliding-attack method $2 and the target $3. The generator's
# compression of temporary files falls back to LZ4 where libzstd is absent (-g writes none).
build_rtbgen() {
  local dir=$work/$1
  cp -r "$syzygy/src" "$dir"
  sed -i -e "s/^FLAGS = -D[A-Z0-9]*/FLAGS = $2/" -e "s/-march=native/-march=$3/" \
    -e 's/^FLAGS += -DUSE_ZSTD/#&/' -e 's/^LDFLAGS += -lzstd/#&/' "$dir/Makefile"
  make -C "$dir" -j2 rtbgen >"$dir/build.log" 2>&1 || { cat "$dir/build.log" >&2; exit 1; }
}
echo "building rtbgen (portable and native) in $work ..."
build_rtbgen portable -DMAGIC x86-64-v2
build_rtbgen native -DBMI2 native

tables=$work/tables
mkdir -p "$tables"
export RTBPATH=$tables RTBWDIR=$tables RTBZDIR=$tables
for sub in KBvK KNvK; do
  (cd "$tables" && "$work/portable/rtbgen" -t 1 "$sub" >/dev/null)
done

# CPU seconds (user + system) of one run of a command, pinned to core 1 where there is one.
pin=()
if command -v taskset >/dev/null && [[ $(nproc) -gt 1 ]]; then pin=(taskset -c 1); fi
cpu_of() {
  local TIMEFORMAT='%U %S' t
  t=$({ time "${pin[@]}" "$@" >/dev/null 2>&1; } 2>&1)
  awk '{printf "%.3f", $1 + $2}' <<<"$t"
}
arbiter_cpu() {
  "${pin[@]}" "$arbiter" bench tb --threads 1 --only KBNvK | awk '$2 == "KBNvK" {print $5}'
}
min() { awk -v a="$1" -v b="$2" 'BEGIN {print (a == "" || b < a) ? b : a}'; }

best_arbiter='' best_portable='' best_native=''
for ((r = 1; r <= rounds; ++r)); do
  a=$(arbiter_cpu)
  p=$(cd "$tables" && cpu_of "$work/portable/rtbgen" -t 1 -g KBNvK)
  n=$(cd "$tables" && cpu_of "$work/native/rtbgen" -t 1 -g KBNvK)
  echo "round $r: arbiter $a  rtbgen portable $p  rtbgen native $n"
  best_arbiter=$(min "$best_arbiter" "$a")
  best_portable=$(min "$best_portable" "$p")
  best_native=$(min "$best_native" "$n")
done
echo "KBNK, one thread, CPU seconds, minimum of $rounds alternating rounds:"
echo "  arbiter ($arbiter)    $best_arbiter"
echo "  rtbgen portable (MAGIC)  $best_portable"
echo "  rtbgen native (BMI2)     $best_native"
awk -v a="$best_arbiter" -v p="$best_portable" \
  'BEGIN {printf "  arbiter / rtbgen portable: %.2fx the time\n", a / p}'
