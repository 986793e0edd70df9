#!/usr/bin/env bash
# The main job on a new machine: install the Debian packages, build, and check every bundled
# spec, printing a one-screen summary. (The Z3 rulebook audit joins this job with issue 4.)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh release
arbiter=build/cli/arbiter
status=0
printf '%-12s %-8s %s\n' "spec" "result" "details"
for spec in specs/*.yaml; do
  name=$(basename "$spec" .yaml)
  if out=$("$arbiter" spec check "$spec" 2>&1); then
    moves=$("$arbiter" moves "$spec" | wc -l)
    printf '%-12s %-8s %s\n' "$name" "ok" "${out#*: ok }; $moves legal moves from the start"
  else
    printf '%-12s %-8s %s\n' "$name" "FAILED" "$(echo "$out" | head -1)"
    status=1
  fi
done
exit $status
