#!/bin/sh
# Progress on a terminal (issue 20): long work draws a progress line on stderr when stderr is a
# terminal, and --quiet leaves it out. The in-process CLI tests have no terminal, so this test runs
# the built program under script(1), which gives it a pseudo-terminal, and reads what it drew.
# Usage: terminal_progress_test.sh ARBITER
set -eu
arbiter=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0

# The command's terminal output (stdout and stderr together, as a user sees them).
on_terminal() { script -qec "$1" /dev/null; }

# expect WHAT COMMAND PATTERN: the output of COMMAND does (WHAT=drawn) or does not (WHAT=absent)
# match the extended regular expression PATTERN.
expect() {
  output=$(on_terminal "$2") || { echo "FAILED (exit code): $2"; failures=$((failures + 1)); return; }
  if printf '%s' "$output" | grep -Eq "$3"; then found=drawn; else found=absent; fi
  if [ "$found" = "$1" ]; then echo "ok: $2: progress $1"; else
    echo "FAILED: $2: progress expected $1, was $found; output:"; printf '%s\n' "$output"
    failures=$((failures + 1))
  fi
}

expect drawn "$arbiter tb build chess --material KRvK --out $dir/one --threads 1" 'tb: KRvK, .*%'
expect absent "$arbiter tb build chess --material KRvK --out $dir/two --threads 1 --quiet" '%'
expect drawn "$arbiter perft chess --depth 5" 'perft: root move [0-9]+/20'
expect absent "$arbiter perft chess --depth 5 --quiet" 'root move'
expect drawn "$arbiter audit chess --out $dir/one.md" 'audit [^:]+: [a-z].*\.\.\.'
expect absent "$arbiter audit chess --out $dir/two.md --quiet" '\.\.\.'
[ "$failures" -eq 0 ]
