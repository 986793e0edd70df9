#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang, ASan+UBSan, asserts on) in build-fuzz/ and runs
# each for a fixed time on a copy of its seed corpus. Usage:
#   scripts/fuzz.sh [seconds] [target...]     (default: 60 s each; targets: spec position move table)
# A finding (crash, sanitizer report, time-out, leak) stops its target, leaves the input as
# build-fuzz/findings/<target>/crash-* (or timeout-*, leak-*) and makes the script exit 1 after
# the remaining targets have run. New inputs that reached new code are kept in
# build-fuzz/corpus/<target>/, not in the repository's seed corpus. FUZZ_JOBS=2 runs two targets
# at a time (the default is one); FUZZ_NICE sets their niceness (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(spec position move table)
jobs=${FUZZ_JOBS:-1}
niceness=${FUZZ_NICE:-10}
bash scripts/install-deps.sh --fuzz
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DARBITER_FUZZ=ON -DARBITER_WERROR=OFF \
  -DBUILD_TESTING=OFF "${launcher[@]}" >/dev/null
build_targets=()
for t in "${targets[@]}"; do build_targets+=(--target "${t}_fuzz"); done
cmake --build build-fuzz -j "$(nproc 2>/dev/null || echo 2)" "${build_targets[@]}"

# One target: the seed corpus and the inputs found so far, for `seconds`; its log beside it.
run_one() {
  local t=$1 extra=()
  local corpus=build-fuzz/corpus/$t findings=build-fuzz/findings/$t
  mkdir -p "$corpus" "$findings"
  [ -f "tests/fuzz/$t.dict" ] && extra+=(-dict="tests/fuzz/$t.dict")
  # -rss_limit_mb: ASan's shadow memory and the six compiled specs need more than the default.
  nice -n "$niceness" "build-fuzz/tests/fuzz/${t}_fuzz" "$corpus" "tests/fuzz/corpus/$t" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$findings/" "${extra[@]}" >"build-fuzz/$t.log" 2>&1
}

status=0
running=()
for t in "${targets[@]}"; do
  run_one "$t" &
  running+=("$!:$t")
  if [ ${#running[@]} -ge "$jobs" ]; then
    entry=${running[0]}
    running=("${running[@]:1}")
    if wait "${entry%%:*}"; then echo "fuzz ${entry#*:}: no findings"; else
      echo "fuzz ${entry#*:}: FINDING (see build-fuzz/${entry#*:}.log)"; tail -n 40 "build-fuzz/${entry#*:}.log"; status=1; fi
    grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "build-fuzz/${entry#*:}.log" | tail -n 2 || true
  fi
done
for entry in "${running[@]}"; do
  if wait "${entry%%:*}"; then echo "fuzz ${entry#*:}: no findings"; else
    echo "fuzz ${entry#*:}: FINDING (see build-fuzz/${entry#*:}.log)"; tail -n 40 "build-fuzz/${entry#*:}.log"; status=1; fi
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs" "build-fuzz/${entry#*:}.log" | tail -n 2 || true
done
exit "$status"
