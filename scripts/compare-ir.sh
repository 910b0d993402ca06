#!/usr/bin/env bash
# Checks that two builds of ompfe produce byte-identical LLVM IR for every program of test/e2e
# and test/c: the host side of an offloading compile and the device side, each with
# `ompcc -S -emit-llvm`. A change meant to leave the output alone (a memory or speed change:
# issue 16) runs it against the build from before the change:
#   scripts/compare-ir.sh OLD-BUILD-DIR NEW-BUILD-DIR
# A program that fails to compile must fail alike (same exit status and messages) in both.
# Prints each difference and a summary; exits non-zero when any output differs.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
old=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
T=x86_64-pc-linux-gnu
same=0 differ=0 failed=0
while IFS= read -r src; do
  for side in --offload-host-only --offload-device-only; do
    for b in old new; do
      dir=${!b}
      (cd "$(dirname "$src")" && "$dir/bin/ompcc" -fopenmp -fopenmp-targets=$T $side -S -emit-llvm "$src" \
         -o "$work/$b.ll" > "$work/$b.err" 2>&1; echo "rc $?" >> "$work/$b.err")
      # the ModuleID names a temporary file of the driver's
      if [ -f "$work/$b.ll" ]; then sed -i '/^; ModuleID = /d' "$work/$b.ll"; else : > "$work/$b.ll"; fi
    done
    if cmp -s "$work/old.ll" "$work/new.ll" && cmp -s "$work/old.err" "$work/new.err"; then
      same=$((same + 1))
      grep -q '^rc 0$' "$work/old.err" || failed=$((failed + 1))
    else
      differ=$((differ + 1))
      echo "DIFFERS: ${src#"$root"/} ($side)"
    fi
    rm -f "$work/old.ll" "$work/new.ll"
  done
done < <(find "$root/test/e2e" "$root/test/c" -name '*.c' -not -path '*/Inputs/*' | sort)
echo "compare-ir: $same outputs identical ($failed of them the same error), $differ differ"
[ "$differ" -eq 0 ]
