#!/bin/sh
# Regenerate the per-form tables of ../MAPTYPES.md (section "Generated tables") from maptypes.c.
# usage: sh maptypes.sh > tables.md     (needs clang-19 and python3)
set -e
d=$(cd "$(dirname "$0")" && pwd) t=$(mktemp -d)
F="-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -S -emit-llvm -fno-discard-value-names"
clang-19 $F --offload-host-only "$d/maptypes.c" -o "$t/host.ll"
clang-19 $F --offload-device-only "$d/maptypes.c" -o "$t/device.ll"
python3 "$d/maptypes.py" "$t/host.ll" "$t/device.ll"
rm -rf "$t"
