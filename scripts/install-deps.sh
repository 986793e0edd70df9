#!/usr/bin/env bash
# Installs the Debian packages arbiter builds with. Idempotent, needs no input; run as root or
# with sudo available. Usage: scripts/install-deps.sh [--fuzz] [--format]
set -euo pipefail
packages=(build-essential cmake pkg-config libz3-dev libcli11-dev libyaml-cpp-dev catch2)
for extra in "$@"; do
  case "$extra" in
    # clang and libclang-rt-14-dev (libFuzzer, the clang sanitizer runtimes) for the fuzz
    # targets (scripts/fuzz.sh); the build itself, and its replay of the fuzz corpus, use g++.
    --fuzz) packages+=(clang libclang-rt-14-dev) ;;
    # clang-format for scripts/check-format.sh.
    --format) packages+=(clang-format) ;;
    *) echo "usage: scripts/install-deps.sh [--fuzz] [--format]" >&2; exit 2 ;;
  esac
done
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
