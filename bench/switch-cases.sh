#!/usr/bin/env bash
# A switch's duplicate case values are found by sorting its cases once the body is known, not
# by comparing each case with every one before it (which made a switch of 50000 cases take 9 s
# of sema). Prints, for a switch of 100000 cases, ompfe's host compile time (object out)
# against clang-19's, as ratios: single values in order, shuffled (a fixed seed), and GNU
# ranges mixed with single values; then the growth of parse and sema (-fsyntax-only) from 50000
# to 100000 shuffled cases (about 2x when linear; sorting adds a little). The whole compile
# grows faster than that: LLVM's switch lowering, clang-19's as much.
# Run on a quiet machine: `bench/switch-cases.sh [build-dir]` (REPS=5 by default).
. "$(cd "$(dirname "$0")" && pwd)/setup.sh"

# gen ORDER N: a function whose switch has N cases, in ORDER (fwd, rand or ranges)
gen() {
  python3 - "$@" <<'PY'
import random, sys
order, n = sys.argv[1], int(sys.argv[2])
rng = random.Random(42)
cases = []
for i in range(n):
    if order == "ranges" and i % 2:
        cases.append(f"case {i * 4} ... {i * 4 + 2}: return {i};")
    else:
        cases.append(f"case {i * 4}: return {i};")
if order != "fwd":
    rng.shuffle(cases)
print("int f(int x) {\n  switch (x) {\n" + "\n".join(cases) + "\n  }\n  return -1;\n}")
PY
}

printf '%-20s %9s %9s %7s\n' case "ompfe s" "clang s" ratio
N=100000
for order in fwd rand ranges; do
  gen "$order" "$N" > "$work/s.c"
  o=$(seconds "$ompfe" -emit-obj "$work/s.c" -o "$work/o.o")
  k=$(seconds clang-19 -w -c "$work/s.c" -o "$work/k.o")
  awk -v n="$order $N" -v o="$o" -v k="$k" 'BEGIN { printf "%-20s %9.3f %9.3f %7.2f\n", n, o, k, o / k }'
done
gen rand $((N / 2)) > "$work/half.c"
gen rand "$N" > "$work/full.c"
h=$(seconds "$ompfe" -fsyntax-only "$work/half.c")
f=$(seconds "$ompfe" -fsyntax-only "$work/full.c")
awk -v h="$h" -v f="$f" -v n="$N" 'BEGIN { printf "growth of parse + sema: %d shuffled cases take %.2fx the time of %d (linear: about 2)\n", n, f / h, n / 2 }'
