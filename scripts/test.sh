#!/usr/bin/env bash
# Builds ompfe twice (warnings as errors; then with AddressSanitizer and UBSan) and runs every
# test suite against each build, then fuzzes each fuzz target for a short while (with
# clang-19's libFuzzer; skipped with a message where there is none). This is exactly what CI
# runs (.ci/run). `--long` adds what CI's 40-minute budget leaves out: six more Debian packages
# and the -O0 rebuilds of the biggest, the amdgcn image sweep over every e2e program, the e2e
# and build-system suites under the sanitizers, and the build of docs/extending.md's example.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --long ]; then export OMPFE_LONG_TESTS=1; fi
scripts/install-deps.sh
jobs=$(nproc)
# Both builds test against the same Debian source packages: fetch them once.
export OMPFE_DEBIAN_SRC_CACHE=${OMPFE_DEBIAN_SRC_CACHE:-$PWD/build/debian-src-cache}
run_config() { # DIR CTEST-EXCLUDE CMAKE-FLAGS...
  local dir=$1 exclude=$2; shift 2
  cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOMPFE_WERROR=ON "$@" >/dev/null
  cmake --build "$dir" -j "$jobs"
  # Two suites at a time (each runs its tests two at a time): the long suites start first (their
  # COST in CMakeLists.txt) and the short ones fill the cores while they finish.
  ctest --test-dir "$dir" --output-on-failure -j "$jobs" ${exclude:+-E "$exclude"}
}
run_config build ""
# The sanitizer build runs the compiler's own suites (the C front end, lowering, passes, driver,
# API, the fuzzers' regressions...); the programs of e2e and build-systems, which run what the
# normal build compiled the same way, only in long runs (CI's 40 minutes).
sanitized_skip='^lit\.(e2e|build-systems)$'
[ -z "${OMPFE_LONG_TESTS:-}" ] || sanitized_skip=""
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  run_config build-asan "$sanitized_skip" -DOMPFE_SANITIZE=ON
# A short fuzz run of each target (docs/fuzzing.md), which first replays fuzz/regressions/:
# a defect that comes back is caught even where a new one is not found in a minute.
fuzz_briefly() { # TARGET SECONDS
  local status=0 log=build-fuzz/$1.log
  mkdir -p build-fuzz
  OMPFE_FUZZ_BUILD_JOBS=$jobs OMPFE_SEED_BUILD=build scripts/fuzz.sh "$1" "$2" >"$log" 2>&1 || status=$?
  if [ $status = 77 ]; then
    tail -1 "$log"
    echo "fuzzing skipped: no fuzz build possible here"
  elif [ $status != 0 ]; then
    tail -60 "$log"
    echo "fuzz run of $1 failed (log: $log, crash inputs: build-fuzz/artifacts/$1/)"
    exit 1
  else
    grep -E '^(stat::number_of_executed_units|Done)' "$log" || true
  fi
}
fuzz_briefly fuzz_source 45
fuzz_briefly fuzz_host_ir 15
echo "all test suites passed in both configurations"
