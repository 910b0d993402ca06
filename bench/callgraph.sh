#!/usr/bin/env bash
# MarkDeclareTarget is linear in the call graph: chains of N diamonds (f_i -> a_i, b_i ->
# f_{i+1}) take time proportional to N. Prints, for each N, ompfe's time for the device
# compile's passes alone (-ftime-report) and the ratio to the previous N (2x work: ~2x time).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
ompfe=$build/bin/ompfe
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prev=""
printf '%8s %12s %8s\n' diamonds "passes ms" ratio
for n in 1000 2000 4000 8000; do
  python3 "$here/gen_diamonds.py" $n > "$work/d.c"
  "$ompfe" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc "$work/d.c" -o "$work/h.bc"
  ms=$("$ompfe" -ftime-report -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path "$work/h.bc" \
         -emit-llvm-bc "$work/d.c" -o "$work/d.bc" 2>&1 | awk '/passes/ {print $3}')
  ratio=$(awk -v a="$ms" -v b="${prev:-0}" 'BEGIN { print b ? a / b : 0 }')
  printf '%8d %12.2f %8.2f\n' $n "$ms" "$ratio"
  prev=$ms
done
