#!/usr/bin/env bash
# Configures and builds arbiter. Usage: scripts/build.sh [release|sanitize] (default release).
# The build goes to build/ (release) or build-sanitize/ (ASan+UBSan, asserts on, -O1: the tests
# run several times faster than at -O0 and the sanitizers still see every access; -g1 keeps the
# line tables a report needs and the objects small).
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}
jobs=$(nproc 2>/dev/null || echo 2)
werror=${ARBITER_WERROR:-OFF}
case "$kind" in
  release)
    cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DARBITER_WERROR="$werror" >/dev/null
    cmake --build build -j "$jobs" ;;
  sanitize)
    cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
      -DARBITER_SANITIZE=ON -DARBITER_WERROR="$werror" >/dev/null
    cmake --build build-sanitize -j "$jobs" ;;
  *) echo "usage: scripts/build.sh [release|sanitize]" >&2; exit 2 ;;
esac
