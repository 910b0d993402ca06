#!/usr/bin/env bash
# Packs LLVM 19's offloading runtime for a machine with an NVIDIA GPU and its driver but without
# Debian's LLVM 19 (the lent H200 machine: docs/gpu.md): libomptarget 19 (its CUDA plugin is
# built in), libomp, every shared library they load that is not glibc's, and
# tools/gpu-run/cuda-abi-shim.c built as lib/libcuda.so, into OUT.tar.xz (about 42 MB) with
# one folder, lib/. Put that folder first on LD_LIBRARY_PATH, with the driver's folder after it;
# scripts/gpu-e2e.sh and bench/gpu.sh do (their --run modes unpack it under /tmp).
#   gpu-pack-runtime.sh OUT.tar.xz
# A pack already at OUT that is newer than the shim's source and the libraries is kept.
set -euo pipefail
[ $# = 1 ] || { echo "usage: gpu-pack-runtime.sh OUT.tar.xz" >&2; exit 2; }
out=$(realpath -m "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
shim=$root/tools/gpu-run/cuda-abi-shim.c
llvm=${OMPFE_LLVM_LIB:-/usr/lib/llvm-19/lib}
rt=$llvm/libomptarget.so.19.1
[ -f "$rt" ] || { echo "gpu-pack-runtime: no $rt (Debian's libomp-19-dev)" >&2; exit 1; }
if [ -s "$out" ] && [ "$out" -nt "$shim" ] && [ "$out" -nt "$rt" ]; then
  echo "$out: kept ($(du -h "$out" | cut -f1))"; exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lib" "$work/stub"
files=("$rt" "$llvm/libomp.so.5")
while read -r lib; do
  case ${lib##*/} in
    libc.so.*|libm.so.*|libdl.so.*|libpthread.so.*|librt.so.*|ld-linux*) ;;  # the machine's glibc
    *) files+=("$lib") ;;
  esac
done < <(ldd "$rt" "$llvm/libomp.so.5" | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | sort -u)
printf '%s\n' "${files[@]}" | sort -u | xargs cp -L -t "$work/lib"
ln -s libomptarget.so.19.1 "$work/lib/libomptarget.so"
# The shim links against libcuda.so.1 by name; a stub with that soname stands in for the driver.
printf 'int cuInit(unsigned f) { (void)f; return 100; }\n' > "$work/stub/stub.c"
cc -shared -fPIC -o "$work/stub/libcuda.so.1" -Wl,-soname,libcuda.so.1 "$work/stub/stub.c"
cc -shared -fPIC -O2 -Wall -Werror -o "$work/lib/libcuda.so" "$shim" \
  -Wl,--no-as-needed -L"$work/stub" -l:libcuda.so.1 -ldl
mkdir -p "$(dirname "$out")"
tar -C "$work" -cf - lib | xz -T0 -6 > "$out.tmp"
mv "$out.tmp" "$out"
echo "$out: $(du -h "$out" | cut -f1), $(ls "$work/lib" | wc -l) files"
