#!/usr/bin/env bash
# Configures and builds arbiter. Usage: scripts/build.sh [release|sanitize] (default release).
# The build goes to build/ (release, profile-guided: build-pgo/ holds the instrumented build and
# its profile) or build-sanitize/ (ASan+UBSan, asserts on, -O1: the tests
# run several times faster than at -O0 and the sanitizers still see every access; -g1 keeps the
# line tables a report needs and the objects small).
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-release}
jobs=$(nproc 2>/dev/null || echo 2)
werror=${ARBITER_WERROR:-OFF}
# The processor the release build compiles for (CMakeLists.txt, ARBITER_ARCH): portable by
# default (on x86-64, any processor of the last decade: x86-64-v2), ARBITER_ARCH=native for this
# machine's processor alone, or any -march value. ARBITER_LTO=ON adds link-time optimization.
arch=${ARBITER_ARCH:-portable}
lto=${ARBITER_LTO:-OFF}
# What every release configure below is given.
release_args=(-DCMAKE_BUILD_TYPE=Release -DARBITER_ARCH="$arch" -DARBITER_LTO="$lto"
  -DARBITER_WERROR="$werror")
case "$kind" in
  release)
    # Profile-guided (CMakeLists.txt, ARBITER_PGO): an instrumented arbiter in build-pgo/ runs
    # scripts/pgo-train.sh, and build/ is compiled with its profile. ARBITER_PGO=OFF builds
    # build/ directly (quicker, for work on the code; searches about 9% slower).
    if [ "${ARBITER_PGO:-ON}" = OFF ]; then
      cmake -S . -B build "${release_args[@]}" -DARBITER_PGO=OFF >/dev/null
    else
      profile="$PWD/build-pgo/profile"
      cmake -S . -B build-pgo "${release_args[@]}" -DARBITER_PGO=generate \
        -DARBITER_PGO_DIR="$profile" >/dev/null
      cmake --build build-pgo -j "$jobs" --target arbiter
      rm -rf "$profile"  # a profile is the sum of the runs since it was made: start afresh
      bash scripts/pgo-train.sh build-pgo/cli/arbiter
      cmake -S . -B build "${release_args[@]}" -DARBITER_PGO=use -DARBITER_PGO_DIR="$profile" \
        >/dev/null
    fi
    cmake --build build -j "$jobs" ;;
  sanitize)
    cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
      -DARBITER_SANITIZE=ON -DARBITER_WERROR="$werror" >/dev/null
    cmake --build build-sanitize -j "$jobs" ;;
  *) echo "usage: scripts/build.sh [release|sanitize]" >&2; exit 2 ;;
esac
