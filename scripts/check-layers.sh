#!/usr/bin/env bash
# Checks the one-way layers of docs/architecture.md on the sources' #include lines:
#   model/ (not spec) <- model/spec/ <- solver/ <- puzzles/ <- cli/
# each layer including only its own and the layers to its left (tests/ and bench/ may include
# anything); and that no two modules include each other, directly or around a loop. A module is
# a header and its sources by stem: model/movegen.h, model/movegen.cpp, and model/movegen_*.cpp
# are not merged (each .cpp is its own stem), so x.h + x.cpp count as one module x.
# Usage: scripts/check-layers.sh. Exit 1 and a list of the offending lines on failure.
set -euo pipefail
cd "$(dirname "$0")/.."

allowed() {  # allowed <layer of the including file> <included path>
  case "$1:$2" in
    model:model/spec/*) return 1 ;;
    model:model/*) return 0 ;;
    spec:model/*) return 0 ;;
    solver:model/* | solver:solver/*) return 0 ;;
    puzzles:model/* | puzzles:solver/* | puzzles:puzzles/*) return 0 ;;
    cli:*) return 0 ;;
    *) return 1 ;;
  esac
}

layer_of() {
  case "$1" in
    model/spec/*) echo spec ;;
    model/*) echo model ;;
    solver/*) echo solver ;;
    puzzles/*) echo puzzles ;;
    cli/*) echo cli ;;
    *) echo other ;;
  esac
}

for dir in model model/spec solver puzzles cli; do
  [ -d "$dir" ] || { echo "check-layers: no $dir/ in $(pwd)" >&2; exit 2; }
done

status=0
edges=$(mktemp)
trap 'rm -f "$edges"' EXIT
while IFS= read -r file; do
  layer=$(layer_of "$file")
  [ "$layer" = other ] && continue
  stem=${file%.*}
  while IFS= read -r included; do
    [ -n "$included" ] || continue
    if ! allowed "$layer" "$included"; then
      echo "check-layers: $file includes $included (layer $layer may not)"
      status=1
    fi
    target=${included%.h}
    [ "$target" != "$stem" ] && echo "$stem $target" >> "$edges"
  done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
done < <(find model solver puzzles cli -name '*.h' -o -name '*.cpp' | sort)

# tsort names the members of each loop it meets on stderr.
if ! loops=$(sort -u "$edges" | tsort 2>&1 >/dev/null) || [ -n "$loops" ]; then
  echo "check-layers: modules that include each other (a loop, in order):"
  echo "$loops" | sed -n 's/^tsort: \([a-z].*\)$/  \1/p' | grep -v 'input contains a loop' || true
  status=1
fi
[ "$status" -eq 0 ] && echo "check-layers: layers one-way, no include loops"
exit "$status"
