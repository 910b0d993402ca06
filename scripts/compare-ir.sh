#!/bin/bash
# compare-ir.sh OLD_BUILD NEW_BUILD: for a change meant to keep the output as it is (a
# refactoring, a memory saving), compiles every program of test/e2e and test/c with both
# builds' ompcc, host IR and x86_64 device IR at -O0, and names each program whose IR (or exit
# status) differs. Run from the source root; exits 1 when one differs.
#   git worktree add /tmp/before HEAD~1 && cmake -S /tmp/before -B /tmp/before/build -G Ninja &&
#   ninja -C /tmp/before/build && scripts/compare-ir.sh /tmp/before/build build
set -u
[ $# -eq 2 ] || { echo "usage: $0 OLD_BUILD NEW_BUILD" >&2; exit 2; }
old=$1 new=$2
for b in "$old" "$new"; do [ -x "$b/bin/ompcc" ] || { echo "compare-ir: no $b/bin/ompcc" >&2; exit 2; }; done
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=0 differ=0
for f in test/e2e/*/*.c test/c/*.c; do
  for mode in host device; do
    args=(-fopenmp -O0 -S -emit-llvm)
    [ $mode = device ] && args+=(-fopenmp-targets=x86_64-pc-linux-gnu --offload-device-only)
    "$old/bin/ompcc" "${args[@]}" "$f" -o "$work/old.ll" >/dev/null 2>&1; a=$?
    "$new/bin/ompcc" "${args[@]}" "$f" -o "$work/new.ll" >/dev/null 2>&1; b=$?
    n=$((n + 1))
    if [ $a != $b ] || { [ $a = 0 ] && ! cmp -s "$work/old.ll" "$work/new.ll"; }; then
      echo "differs ($mode): $f"
      differ=$((differ + 1))
    fi
    rm -f "$work/old.ll" "$work/new.ll"
  done
done
echo "compare-ir: $n compiles, $differ differ"
[ $differ = 0 ]
