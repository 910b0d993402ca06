#!/usr/bin/env bash
# Initializers whose designators come out of order are laid out in O(n log n): what each
# element overrides is found through an index, not a scan of every element so far (which made
# `int a[160000] = {[159999] = 159999, ..., [0] = 0}` take a minute). Prints, for 160000
# elements, ompfe's host compile time (object out) against clang-19's, as ratios: designators
# in order (the reference), reversed and shuffled (a fixed seed), and shuffled over an array of
# structs with strings split by a later character and of unions whose member changes; then
# the growth from 80000 to 160000 shuffled elements (linear: about 2x).
# Run on a quiet machine: `bench/init-designators.sh [build-dir]` (REPS=5 by default).
. "$(cd "$(dirname "$0")" && pwd)/setup.sh"

# gen KIND ORDER N: a file-scope array of N elements (KIND int, struct or union) with
# designators in ORDER (fwd, rev or rand)
gen() {
  python3 - "$@" <<'PY'
import random, sys
kind, order, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
rng = random.Random(42)
items = []
for i in range(n):
    if kind == "int":
        items.append([f"[{i}] = {i}"])
    elif kind == "struct":
        items.append([f"[{i}].y = {i}", f'[{i}].s = "ab"', f"[{i}].s[1] = 'c'"])
    else:
        items.append(([f"[{i}].i = {i}", f'[{i}].c = "xy"', f"[{i}].h[1] = {i % 3}"] * 2)[i % 3:][:2])
if order == "rev":
    items.reverse()
flat = [x for group in items for x in group]
if order == "rand":
    rng.shuffle(flat)
decl = {"int": "int a[%d]", "struct": "struct { int x, y; char s[8]; } a[%d]",
        "union": "union { int i; char c[4]; short h[2]; } a[%d]"}[kind] % n
print(decl + " = {\n" + ",\n".join(flat) + "\n};")
PY
}

printf '%-20s %9s %9s %7s\n' case "ompfe s" "clang s" ratio
N=160000
for c in "int fwd" "int rev" "int rand" "struct rand" "union rand"; do
  read -r kind order <<< "$c"
  n=$N
  [ "$kind" = int ] || n=$((N / 3)) # three designators an element, or two
  gen "$kind" "$order" "$n" > "$work/i.c"
  o=$(seconds "$ompfe" -emit-obj "$work/i.c" -o "$work/o.o")
  k=$(seconds clang-19 -w -c "$work/i.c" -o "$work/k.o")
  awk -v n="$kind $order $n" -v o="$o" -v k="$k" 'BEGIN { printf "%-20s %9.3f %9.3f %7.2f\n", n, o, k, o / k }'
done
gen int rand $((N / 2)) > "$work/half.c"
gen int rand "$N" > "$work/full.c"
h=$(seconds "$ompfe" -emit-obj "$work/half.c" -o "$work/o.o")
f=$(seconds "$ompfe" -emit-obj "$work/full.c" -o "$work/o.o")
awk -v h="$h" -v f="$f" -v n="$N" 'BEGIN { printf "growth: %d shuffled elements take %.2fx the time of %d (linear: about 2)\n", n, f / h, n / 2 }'
