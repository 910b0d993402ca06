#!/usr/bin/env bash
# GPU offloading speed, ompcc against clang-19 on an NVIDIA GPU (sm_90): bench/gpu/xsbench.c
# (XSBench-like lookups: binary searches in sorted energy grids and a checksum reduction under
# `target teams distribute parallel for`) and bench/gpu/matmul.c (a 2048x2048 float product
# under `target teams distribute parallel for collapse(2)`), each built with
# `ompcc -O2 --offload-arch=sm_90` and with `clang-19 -O2 --offload-arch=sm_90`, the cubins'
# headers rewritten by scripts/gpu-cubin-abi.py. On a machine with an NVIDIA GPU and its driver,
# each build runs RUNS times (default 3) in the same session, alternating, under
# OMP_TARGET_OFFLOAD=MANDATORY; prints each program's best seconds (the kernel only: the
# programs time it themselves, after a warm-up launch) and the ratio ompcc / clang-19, and
# fails if the checksums differ. Without a GPU it builds both and says so (exit 0).
#   bench/gpu.sh [BUILD_DIR]         build (here) into $OMPFE_GPU_BENCH_OUT (default
#                                    /tmp/ompfe-gpu-bench), with gpu-bench.tar.xz; run if a GPU is here
#   bench/gpu.sh --run DIR|TAR       run only, on the GPU machine (no compilers needed); the runtime
#                                    as scripts/gpu-e2e.sh finds it (docs/gpu.md)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
runs=${RUNS:-3}
arch=${OMPFE_GPU_ARCH:-sm_90}
progs=(xsbench matmul)
. "$root/scripts/gpu-env.sh"

run_all() { # DIR holding ompcc/<prog> and clang/<prog>
  local dir=$1
  printf '%-8s %10s %10s %7s %s\n' program ompcc clang-19 ratio checksum
  for p in "${progs[@]}"; do
    local to="" tc="" co="" cc="" t c
    for i in $(seq "$runs"); do
      read -r _ t c < <(OMP_TARGET_OFFLOAD=MANDATORY timeout 300 "$dir/ompcc/$p") ||
        { echo "bench/gpu.sh: the ompcc build of $p failed to run"; exit 1; }
      if [ -z "$to" ] || awk -v a="$t" -v b="$to" 'BEGIN { exit !(a < b) }'; then to=$t; fi
      [ -z "$co" ] || [ "$co" = "$c" ] || { echo "bench/gpu.sh: $p's ompcc build gave checksums $co and $c"; exit 1; }
      co=$c
      read -r _ t c < <(OMP_TARGET_OFFLOAD=MANDATORY timeout 300 "$dir/clang/$p") ||
        { echo "bench/gpu.sh: the clang-19 build of $p failed to run"; exit 1; }
      if [ -z "$tc" ] || awk -v a="$t" -v b="$tc" 'BEGIN { exit !(a < b) }'; then tc=$t; fi
      cc=$c
    done
    [ "$co" = "$cc" ] || { echo "checksums differ for $p: ompcc $co, clang-19 $cc"; exit 1; }
    awk -v p="$p" -v a="$to" -v b="$tc" -v c="$co" 'BEGIN { printf "%-8s %10.4f %10.4f %7.2f %s\n", p, a, b, a / b, c }'
  done
}

if [ "${1:-}" = --run ]; then
  [ $# = 2 ] || { echo "usage: bench/gpu.sh --run DIR|gpu-bench.tar.xz" >&2; exit 2; }
  src=$2
  [ -d "$src" ] && [ -f "$src/gpu-bench.tar.xz" ] && [ ! -d "$src/ompcc" ] && src=$src/gpu-bench.tar.xz
  why=$(gpu_absent_reason)
  [ -z "$why" ] || { echo "bench/gpu.sh: no NVIDIA GPU here ($why); nothing timed"; exit 0; }
  if [ -f "$src" ]; then
    dir=$(mktemp -d /tmp/ompfe-gpu-bench.XXXXXX)
    tar -C "$dir" -xJf "$src"
  else
    dir=$src
  fi
  setup_runtime "$(dirname "$(realpath "$src")")"
  run_all "$dir"
  exit 0
fi

build=${1:-$root/build}
out=$(realpath -m "${OMPFE_GPU_BENCH_OUT:-/tmp/ompfe-gpu-bench}")
command -v ptxas > /dev/null && command -v nvlink > /dev/null ||
  { echo "bench/gpu.sh: ptxas and nvlink must be on PATH (scripts/fetch-ptxas.sh)" >&2; exit 1; }
rm -rf "$out/ompcc" "$out/clang" && mkdir -p "$out/ompcc" "$out/clang"
for p in "${progs[@]}"; do
  "$build/bin/ompcc" -O2 -fopenmp --offload-arch=$arch "$here/gpu/$p.c" -o "$out/ompcc/$p"
  clang-19 -O2 -fopenmp --offload-arch=$arch --libomptarget-nvptx-bc-path="$llvm_lib/libomptarget-nvptx-$arch.bc" \
    -Wno-unknown-cuda-version "$here/gpu/$p.c" -o "$out/clang/$p"
  python3 "$root/scripts/gpu-cubin-abi.py" "$out/ompcc/$p" > /dev/null
  python3 "$root/scripts/gpu-cubin-abi.py" "$out/clang/$p" > /dev/null
done
tar -C "$out" -cf - ompcc clang | xz -T0 > "$out/gpu-bench.tar.xz"
why=$(gpu_absent_reason)
if [ -n "$why" ]; then
  echo "bench/gpu.sh: builds in $out (gpu-bench.tar.xz for a GPU machine); no GPU because: $why"
  echo "bench/gpu.sh: no NVIDIA GPU here; both builds made, nothing timed"
  exit 0
fi
setup_runtime "$out"
run_all "$out"
