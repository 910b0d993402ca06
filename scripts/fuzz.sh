#!/usr/bin/env bash
# scripts/fuzz.sh TARGET SECONDS [libFuzzer flags...]: builds the libFuzzer targets (if
# needed) in build-fuzz/ with clang-19, makes the seed corpora from the tests (once), and runs
# TARGET (fuzz_source or fuzz_host_ir) for SECONDS with one worker. What it finds stays in
# build-fuzz/corpus/TARGET (grown from run to run); crashes go to build-fuzz/artifacts/TARGET.
# fuzz/regressions/TARGET, every crash found so far, is read first: a defect that comes back
# stops the run at once. The exit status is libFuzzer's: non-zero when it found a crash.
# Exit status 77 (and a message): no fuzz build is possible here (no clang-19 or libFuzzer).
# docs/fuzzing.md says more.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
  echo "usage: scripts/fuzz.sh fuzz_source|fuzz_host_ir SECONDS [libFuzzer flags...]" >&2
  exit 2
fi
target=$1 seconds=$2
shift 2
case $target in
  fuzz_source) max_len=16384 dict=(-dict=fuzz/ompfe.dict) unwind= ;;
  # the leak suppressions name LLVM's frames, which only the slow unwinder sees (libLLVM
  # keeps no frame pointers); this target's time goes to fork and LLVM anyway
  fuzz_host_ir) max_len=65536 dict=() unwind=:fast_unwind_on_malloc=0 ;;
  *) echo "fuzz.sh: unknown target '$target' (fuzz_source or fuzz_host_ir)" >&2; exit 2 ;;
esac
libfuzzer=/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a
if ! command -v clang-19 >/dev/null || [ ! -f "$libfuzzer" ]; then
  echo "fuzz.sh: no fuzz build here: it needs clang-19 and its libFuzzer ($libfuzzer, package libclang-rt-19-dev; scripts/install-deps.sh installs both)" >&2
  exit 77
fi
dir=${OMPFE_FUZZ_BUILD:-build-fuzz}
jobs=${OMPFE_FUZZ_BUILD_JOBS:-$(nproc)}
if [ ! -f "$dir/CMakeCache.txt" ]; then
  CC=clang-19 cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOMPFE_FUZZ=ON >/dev/null
fi
# ompfe too: the seeds are what its preprocessor makes of the tests
cmake --build "$dir" -j "$jobs" --target "$target" ompfe >/dev/null
if [ ! -d "$dir/seeds/$target" ]; then
  echo "fuzz.sh: making the seed corpora in $dir/seeds" >&2
  # OMPFE_SEED_BUILD: a plain build of the same tree, whose ompfe makes the same seeds several
  # times faster than the fuzz build's instrumented one (scripts/test.sh names its own)
  python3 fuzz/make-seeds.py "${OMPFE_SEED_BUILD:-$dir}" "$dir/seeds.tmp" >&2
  rm -rf "$dir/seeds" && mv "$dir/seeds.tmp" "$dir/seeds"
fi
mkdir -p "$dir/corpus/$target" "$dir/artifacts/$target" "fuzz/regressions/$target"
# leaks are checked at exit by libFuzzer itself (-detect_leaks); the seeds' own diagnostics
# are not printed (fuzz_common.h)
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:detect_stack_use_after_return=0$unwind}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
# leaks inside LLVM's bitcode reader, not ompfe's (the file says which)
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/fuzz/lsan.supp:print_suppressions=0}
exec "$dir/fuzz/$target" -max_total_time="$seconds" -max_len="$max_len" -timeout=30 -rss_limit_mb=4096 \
  -print_final_stats=1 "${dict[@]}" -artifact_prefix="$dir/artifacts/$target/" "$@" \
  "$dir/corpus/$target" "fuzz/regressions/$target" "$dir/seeds/$target"
