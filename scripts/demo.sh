#!/usr/bin/env bash
# The main job: install, build, compile every program in examples/ for the host and the
# x86_64 offload device with ompcc, and run one of them on libomptarget 19.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$(nproc)"
mkdir -p build/examples
for src in examples/*.c; do
  name=$(basename "$src" .c)
  echo "ompcc: $src -> build/examples/$name"
  build/bin/ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O2 "$src" -o "build/examples/$name" -lm
done
echo "--- running build/examples/saxpy on the x86_64 offload device (OMP_TARGET_OFFLOAD=MANDATORY)"
OMP_TARGET_OFFLOAD=MANDATORY LIBOMPTARGET_INFO=16 build/examples/saxpy
