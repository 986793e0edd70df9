#!/usr/bin/env bash
# Checks that every C++ source and header in the repository is formatted as the checked-in
# .clang-format says (Debian's clang-format; scripts/install-deps.sh --format installs it).
# Lists the files that are not and exits 1; `clang-format -i FILE` formats one. CI runs it
# before building (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || {
  echo "check-format: clang-format is not installed (scripts/install-deps.sh --format)" >&2
  exit 2
}
unformatted=()
while IFS= read -r -d '' file; do
  clang-format --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
done < <(git ls-files -z '*.cpp' '*.h')
if [ ${#unformatted[@]} -gt 0 ]; then
  echo "check-format: ${#unformatted[@]} file(s) differ from .clang-format ($(clang-format --version)):" >&2
  printf '  %s\n' "${unformatted[@]}" >&2
  exit 1
fi
echo "check-format: $(git ls-files '*.cpp' '*.h' | wc -l) files formatted"
