#!/usr/bin/env bash
# Parallel execution on the x86_64 offload device: bench/kernels.c built with `ompcc -O2` and
# with `clang-19 -O2`, run under OMP_TARGET_OFFLOAD=MANDATORY in the same session (best of
# RUNS runs each); prints each kernel's seconds and the ratio ompcc / clang-19 (the checksums
# must agree). usage: parallel_kernels.sh [BUILD_DIR] (RUNS in the environment, default 3)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
runs=${RUNS:-3}
T=x86_64-pc-linux-gnu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/ompcc" -O2 -fopenmp -fopenmp-targets=$T "$here/kernels.c" -o "$work/ompcc"
clang-19 -O2 -fopenmp -fopenmp-targets=$T "$here/kernels.c" -o "$work/clang" -Wl,-rpath,/usr/lib/llvm-19/lib
best() { # BIN KERNEL: the smallest time over $runs runs, and the checksum
  for i in $(seq "$runs"); do
    OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib "$1" | awk -v k="$2" '$1 == k {print $2, $3}'
  done | sort -n | head -1
}
printf '%-8s %10s %10s %7s\n' kernel ompcc clang-19 ratio
for k in matmul lookups; do
  read -r to co < <(best "$work/ompcc" $k)
  read -r tc cc < <(best "$work/clang" $k)
  [ "$co" = "$cc" ] || { echo "checksums differ for $k: ompcc $co, clang-19 $cc"; exit 1; }
  awk -v k=$k -v a="$to" -v b="$tc" 'BEGIN { printf "%-8s %10.3f %10.3f %7.2f\n", k, a, b, a / b }'
done
