#!/usr/bin/env bash
# Builds ompfe twice (warnings as errors; then with AddressSanitizer and UBSan) and runs every
# test suite against each build. This is exactly what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)
# Both builds test against the same Debian source packages: fetch them once.
export OMPFE_DEBIAN_SRC_CACHE=${OMPFE_DEBIAN_SRC_CACHE:-$PWD/build/debian-src-cache}
run_config() { # DIR CMAKE-FLAGS...
  local dir=$1; shift
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOMPFE_WERROR=ON "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
  ctest --test-dir "$dir" --output-on-failure
}
run_config build
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  run_config build-asan -DOMPFE_SANITIZE=ON
echo "all test suites passed in both configurations"
