#!/usr/bin/env bash
# Parse and sema stay linear in the input (docs/performance.md): for each construct that
# bench/gen_scaling.py repeats (struct members, designators, else-if chains, gotos, ...),
# ompfe -fsyntax-only on N and on 2N of it. Prints the growth (about 2 when linear; 4 when
# quadratic) and, at 2N, the time against clang-19 -fsyntax-only's as a ratio (0 where clang-19
# crashed: 40000 nested else-ifs overflow its stack).
# Run on a quiet machine: `bench/scaling.sh [build-dir]` (REPS=5, N=20000 by default).
. "$(cd "$(dirname "$0")" && pwd)/setup.sh"
N=${N:-20000}

printf '%-14s %9s %9s %7s %9s %7s\n' construct "N s" "2N s" growth "clang s" ratio
for kind in $(python3 "$here/gen_scaling.py" --kinds); do
  python3 "$here/gen_scaling.py" "$kind" "$N" > "$work/n.c"
  python3 "$here/gen_scaling.py" "$kind" $((2 * N)) > "$work/2n.c"
  a=$(seconds "$ompfe" -fsyntax-only -w "$work/n.c")
  b=$(seconds "$ompfe" -fsyntax-only -w "$work/2n.c")
  k=$(seconds clang-19 -fsyntax-only -w "$work/2n.c" 2>/dev/null) || k=0 # deep nesting overflows its stack
  awk -v n="$kind" -v a="$a" -v b="$b" -v k="$k" \
    'BEGIN { printf "%-14s %9.3f %9.3f %7.2f %9.3f %7.2f\n", n, a, b, (a > 0 ? b / a : 0), k, (k > 0 ? b / k : 0) }'
done
