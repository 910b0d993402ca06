#!/bin/bash
# gpu-images.sh OMPFE OUTDIR E2E_DIR [nvptx|amdgcn] [EVERY]: every test/e2e program with a target
# region, compiled for nvptx64-nvidia-cuda (sm_90; the default) or amdgcn-amd-amdhsa (gfx90a)
# by OMPFE, linked with LLVM 19's DeviceRTL, optimized, and made an image by llc-19 and ptxas
# (nvptx) or ld.lld-19 (amdgcn), as clang-linker-wrapper does. One line per program:
#   ok NAME        ptxas (or ld.lld) took the image
#   refused NAME   ompfe stopped with an error, at its place in the source, saying what this GPU
#                  cannot run
#   FAILED NAME: why   anything else (a crash, a broken module, ptxas's error)
# then a count of each. Error tests (errors/ folders) are left out. EVERY (1): only every
# EVERY-th program in name order.
set -u
ompfe=$1 out=$2 e2e=$3 gpu=${4:-nvptx} every=${5:-1}
if [ "$gpu" = amdgcn ]; then
  triple=amdgcn-amd-amdhsa arch=gfx90a rtl=/usr/lib/llvm-19/lib/libomptarget-amdgpu-gfx90a.bc
  image() { llc-19 -mtriple=$triple -mcpu=$arch -filetype=obj "$1.opt.bc" -o "$1.o" && ld.lld-19 --no-undefined -shared "$1.o" -o "$1.img"; }
else
  triple=nvptx64-nvidia-cuda arch=sm_90 rtl=/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc
  image() { llc-19 -march=nvptx64 -mcpu=$arch "$1.opt.bc" -o "$1.ptx" && ptxas -arch $arch "$1.ptx" -o "$1.cubin"; }
fi
mkdir -p "$out"
ok=0 refused=0 failed=0 index=0
for f in $(grep -l "pragma omp target" -r "$e2e" --include=*.c | grep -v /errors/ | sort); do
  index=$((index + 1))
  [ $(((index - 1) % every)) = 0 ] || continue
  name=${f#"$e2e"/}
  b=$out/$(echo "$name" | tr / _)
  b=${b%.c}
  inc="-I$(dirname "$f") -I$(dirname "$f")/Inputs"
  if ! "$ompfe" $inc -fopenmp -fopenmp-targets=$triple -emit-llvm-bc "$f" -o "$b.host.bc" 2>"$b.err"; then
    echo "FAILED $name: host compile: $(head -c 200 "$b.err" | tr '\n' ' ')"; failed=$((failed + 1)); continue
  fi
  "$ompfe" $inc -triple $triple -target-cpu $arch -fopenmp -fopenmp-is-target-device \
    -fopenmp-host-ir-file-path "$b.host.bc" -emit-llvm-bc "$f" -o "$b.dev.bc" 2>"$b.err"
  rc=$?
  # a refusal is an error at its place in the source (the construct, or the function's definition)
  if [ $rc -eq 1 ] && grep -E -e "^[^ ]+:[0-9]+:[0-9]+: error: .*(device runtime does not define|device code does not support|device code cannot run|RPC library|in code for [a-z0-9_-]+ is not supported by ompfe)" -q "$b.err"; then
    echo "refused $name"; refused=$((refused + 1)); continue
  fi
  if [ $rc -ne 0 ]; then
    echo "FAILED $name: device compile (exit $rc): $(head -c 200 "$b.err" | tr '\n' ' ')"; failed=$((failed + 1)); continue
  fi
  if ! { llvm-link-19 "$b.dev.bc" "$rtl" --internalize -o "$b.linked.bc" && opt-19 -O2 "$b.linked.bc" -o "$b.opt.bc" &&
         image "$b"; } 2>"$b.err"; then
    echo "FAILED $name: $(head -c 200 "$b.err" | tr '\n' ' ')"; failed=$((failed + 1)); continue
  fi
  echo "ok $name"; ok=$((ok + 1))
done
echo "images: $ok ok, $refused refused, $failed failed"
