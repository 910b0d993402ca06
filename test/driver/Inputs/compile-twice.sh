#!/usr/bin/env bash
# compile-twice.sh WORKDIR SOURCE...: compiles each source twice, from two directories with
# two temporary directories, to host IR text, host bitcode, device IR (from that host
# bitcode) and an offloading object, and says whether each pair is byte-identical. Exits 1
# if any pair differs.
set -u
work=$1; shift
status=0
for src in "$@"; do
  name=$(basename "$src" .c)
  for run in 1 2; do
    dir=$work/run$run/$name
    mkdir -p "$dir/tmp"
    ( cd "$dir" && export TMPDIR=$dir/tmp &&
      ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S "$src" -o host.ll &&
      ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc "$src" -o host.bc &&
      ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path host.bc -emit-llvm -S "$src" -o device.ll &&
      ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O2 -c "$src" -o offload.o ) || { echo "FAILED to compile $src"; status=1; continue 2; }
  done
  for product in host.ll host.bc device.ll offload.o; do
    if cmp -s "$work/run1/$name/$product" "$work/run2/$name/$product"; then
      echo "identical: $name $product"
    else
      echo "DIFFERENT: $name $product"
      status=1
    fi
  done
done
exit $status
