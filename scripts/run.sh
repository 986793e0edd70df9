#!/usr/bin/env bash
# The main job on a new machine: install the Debian packages, build, then validate and audit every
# bundled spec (Ajedrez 123 first), printing a one-screen summary and where each full report is.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh release
arbiter=build/cli/arbiter
reports=build/audit
mkdir -p "$reports"
status=0
specs="ajedrez123 $(ls specs/*.yaml | xargs -n1 basename | sed 's/\.yaml$//' | grep -v '^ajedrez123$' | tr '\n' ' ')"
printf '%-11s %-7s %s\n' "spec" "result" "audit (contradictions, gaps, option ambiguities, claims)"
# `audit` validates the spec first (every option assignment, as `spec check` does).
for name in $specs; do
  if summary=$("$arbiter" audit "$name" --out "$reports/$name.md" 2>&1) &&
     "$arbiter" audit "$name" --format json --out "$reports/$name.json" > /dev/null 2>&1; then
    printf '%-11s %-7s %s\n' "$name" "ok" "${summary#*: }"
  else
    printf '%-11s %-7s %s\n' "$name" "FAILED" "$(echo "$summary" | head -1)"
    status=1
  fi
done
echo "Full reports: $reports/<spec>.md (people) and $reports/<spec>.json (tools)."
exit $status
