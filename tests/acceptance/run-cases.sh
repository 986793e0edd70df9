#!/bin/bash
# Runs one acceptance file: each case runs the arbiter binary on a rulebook's worked example (or
# a published figure) and checks what it prints against what the source says.
#
# usage: run-cases.sh ARBITER CASES_FILE
#   (run from the source tree's root: case commands name files relative to it)
#
# A cases file is a list of cases, each starting with `case:`:
#   case:   the case's name
#   source: where the expected answer comes from (file, section, quote; or a published figure)
#   run:    the arguments of one arbiter command, shell-quoted as on a command line
#   exit:   its expected exit code (default 0)
#   expect: a text its output (stdout and stderr together) must contain, once per line
#   reject: a text its output must not contain
# Lines starting with # and blank lines are ignored. A case with no source or no run is an error in
# the file. Exit code: 0 when every case passes, 1 when one fails, 2 for a malformed file.
set -u
arbiter=$1
file=$2
[ -x "$arbiter" ] || { echo "run-cases: no arbiter binary at '$arbiter'" >&2; exit 2; }
[ -r "$file" ] || { echo "run-cases: cannot read '$file'" >&2; exit 2; }

failures=0
cases=0
name="" source="" run="" want_exit=0 expects=() rejects=() line_of_case=0

finish_case() {
  [ -z "$name" ] && return 0
  if [ -z "$source" ] || [ -z "$run" ]; then
    echo "$file:$line_of_case: case '$name' needs source: and run:" >&2
    exit 2
  fi
  cases=$((cases + 1))
  local output status problem=""
  output=$(eval "\"\$arbiter\" $run" 2>&1)
  status=$?
  [ "$status" -ne "$want_exit" ] && problem+=$'\n'"  exit $status, expected $want_exit"
  local text
  for text in "${expects[@]+"${expects[@]}"}"; do
    [[ "$output" == *"$text"* ]] || problem+=$'\n'"  missing: $text"
  done
  for text in "${rejects[@]+"${rejects[@]}"}"; do
    [[ "$output" == *"$text"* ]] && problem+=$'\n'"  present: $text"
  done
  if [ -n "$problem" ]; then
    failures=$((failures + 1))
    echo "FAIL $name ($file:$line_of_case)$problem"
    echo "  command: arbiter $run"
    echo "  source: $source"
    echo "  output (first 40 lines):"
    printf '%s\n' "$output" | head -40 | sed 's/^/    | /'
  else
    echo "ok   $name"
  fi
}

number=0
while IFS= read -r line || [ -n "$line" ]; do
  number=$((number + 1))
  [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
  key=${line%%:*}
  value=${line#*:}
  value=${value# }
  case "$key" in
    case)
      finish_case
      name=$value source="" run="" want_exit=0 expects=() rejects=() line_of_case=$number
      ;;
    source) source=$value ;;
    run) run=$value ;;
    exit) want_exit=$value ;;
    expect) expects+=("$value") ;;
    reject) rejects+=("$value") ;;
    *)
      echo "$file:$number: unknown line '$line'; expected case:, source:, run:, exit:, expect: or reject:" >&2
      exit 2
      ;;
  esac
  if [ -z "$name" ]; then
    echo "$file:$number: '$key:' before the first case:" >&2
    exit 2
  fi
done < "$file"
finish_case

if [ "$cases" -eq 0 ]; then
  echo "run-cases: $file holds no case" >&2
  exit 2
fi
echo "$cases cases, $failures failed"
[ "$failures" -eq 0 ]
