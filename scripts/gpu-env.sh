# Sourced by scripts/gpu-e2e.sh and bench/gpu.sh (with $root set to the checkout): finding an
# NVIDIA GPU and its driver, and the runtime that runs ompcc's and clang-19's GPU builds there.
#   gpu_absent_reason      prints why no GPU can run programs here, or nothing
#   setup_runtime DIR      puts the cubin shim, libomptarget 19 and the driver on LD_LIBRARY_PATH:
#                          Debian's LLVM 19 where it is installed (the shim compiled on the spot),
#                          else the pack $OMPFE_GPU_RUNTIME, by default DIR/gpu-runtime.tar.xz
#                          (scripts/gpu-pack-runtime.sh), unpacked once under /tmp
llvm_lib=${llvm_lib:-/usr/lib/llvm-19/lib}
gpu_absent_reason() { # prints why no GPU can run here, or nothing
  local drv
  drv=$(find_driver)
  [ -n "$drv" ] || { echo "no libcuda.so.1"; return; }
  command -v nvidia-smi > /dev/null || { echo "no nvidia-smi"; return; }
  nvidia-smi -L > /dev/null 2>&1 || { echo "nvidia-smi fails: $(nvidia-smi -L 2>&1 | head -1 | cut -c1-80)"; return; }
}
find_driver() {
  local d
  d=$(ldconfig -p 2>/dev/null | awk '$1 == "libcuda.so.1" {print $NF; exit}')
  [ -n "$d" ] || d=$(ls /usr/local/nvidia/lib64/libcuda.so.1 /usr/lib/x86_64-linux-gnu/libcuda.so.1 \
                       /usr/lib64/libcuda.so.1 2>/dev/null | head -1)
  echo "$d"
}
# setup_runtime HINT_DIR: sets LD_LIBRARY_PATH to the shim, libomptarget 19 and the driver
setup_runtime() {
  local drv rt pack
  drv=$(find_driver)
  if [ -f "$llvm_lib/libomptarget.so.19.1" ]; then
    rt=$(mktemp -d /tmp/ompfe-gpu-rt.XXXXXX)
    cc -shared -fPIC -O2 -o "$rt/libcuda.so" "$root/tools/gpu-run/cuda-abi-shim.c" \
      -Wl,--no-as-needed "$drv" -ldl || return 1
    export LD_LIBRARY_PATH=$rt:$llvm_lib:$(dirname "$drv")
    echo "runtime: $llvm_lib, shim $rt/libcuda.so"
  else
    pack=${OMPFE_GPU_RUNTIME:-$1/gpu-runtime.tar.xz}
    [ -f "$pack" ] || { echo "gpu: no libomptarget 19 here and no runtime pack $pack (scripts/gpu-pack-runtime.sh)"; return 1; }
    rt=/tmp/ompfe-gpu-runtime
    if [ ! -f "$rt/lib/libcuda.so" ] || [ "$pack" -nt "$rt/lib/libcuda.so" ]; then
      rm -rf "$rt" && mkdir -p "$rt" && tar -C "$rt" -xJf "$pack" || return 1
    fi
    export LD_LIBRARY_PATH=$rt/lib:$(dirname "$drv")
    echo "runtime: $pack"
  fi
  nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader
}

