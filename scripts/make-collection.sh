#!/usr/bin/env bash
# Regenerates the first collection of composed problems in docs/puzzles.md (the text between
# "<!-- collection begin -->" and "<!-- collection end -->"): sound direct mates made by
# `arbiter compose` from endgame tables of chess, Omega Chess and Ajedrez 123, then direct mates
# and helpmates from mating pictures placed by Z3 (a run's further words are compose options).
# Each run's output
# goes in as one YAML block, unchanged; tests/puzzles/collection_test.cpp solves every problem
# of those blocks again. Usage: scripts/make-collection.sh [path to arbiter] (default
# build/cli/arbiter). A few minutes: the Ajedrez 123 tables are built in memory.
set -euo pipefail
cd "$(dirname "$0")/.."
arbiter=${1:-build/cli/arbiter}
doc=docs/puzzles.md
runs=(
  "chess #2 KQRvK 3" "chess #2 KRBvK 2" "chess #3 KQvK 2" "chess #3 KRBvK 2" "chess #3 KBNvK 2"
  "omega #2 KQvK 3" "omega #2 KRvK 3" "omega #3 KQvK 2" "omega #3 KRvK 2" "omega #2 KQRvK 2"
  "ajedrez123 #2 KQvK 3" "ajedrez123 #2 KRvK 3" "ajedrez123 #3 KRvK 2" "ajedrez123 #2 KIvK 2"
  "ajedrez123 #2 KCvK 2"
  "chess #2 KQRBvKPP 2 --source pictures --picture model"
  "chess h#2 KRBvKP 3 --picture model"
  "omega h#2 KQRvKP 2 --picture model"
  "fairy h#2 KRBvKP 2 --picture model"
)
section=$(mktemp)
trap 'rm -f "$section" "$doc.tmp"' EXIT
for run in "${runs[@]}"; do
  read -r spec stip material count extra <<<"$run"
  echo "compose: $spec $stip $material ($count)" >&2
  {
    echo
    echo "### $spec, $stip, $material${extra:+ ($extra)}"
    echo
    echo '```yaml'
    "$arbiter" compose "$spec" --stip "$stip" --material "$material" --count "$count" ${extra} --quiet
    echo '```'
  } >>"$section"
done
awk -v section="$section" '
  /<!-- collection begin -->/ { print; while ((getline line < section) > 0) print line; skip = 1; next }
  /<!-- collection end -->/ { print ""; skip = 0 }
  !skip { print }
' "$doc" >"$doc.tmp"
mv "$doc.tmp" "$doc"
