#!/usr/bin/env bash
# Installs the Debian 12 packages ompfe needs (and nothing else). Safe to run again.
set -euo pipefail
# valgrind and pkg-config: the C API's leak check (test/api) and install tests (test/install)
pkgs=(llvm-19-dev libmlir-19-dev mlir-19-tools llvm-19-tools clang-19 libomp-19-dev flex bison cmake gcc make python3
      valgrind pkg-config)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO=sudo
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
