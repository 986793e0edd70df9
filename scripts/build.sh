#!/usr/bin/env bash
# Configures and builds arbiter. Usage: scripts/build.sh [release|sanitize] (default release).
# The build goes to build/ (release) or build-sanitize/ (ASan+UBSan, debug, asserts on).
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
    cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DARBITER_SANITIZE=ON -DARBITER_WERROR="$werror" >/dev/null
    cmake --build build-sanitize -j "$jobs" ;;
  *) echo "usage: scripts/build.sh [release|sanitize]" >&2; exit 2 ;;
esac
