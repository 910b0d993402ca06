#!/bin/bash
# GCC's execution torture tests (gcc.c-torture/execute) built by gcc-12, clang-19 and ompcc,
# each program run: a test passes when it compiles, links and exits 0 (they call abort() on a
# wrong result). Prints each compiler's count and the tests where ompcc fails and clang-19
# passes, the ones that matter (a refusal or a wrong result).
#
# usage: scripts/gcc-torture.sh BUILD [-O0|-O2 ...] [--every N] [--from NAME] [--out DIR]
#   BUILD       the build folder holding bin/ompcc
#   --every N   every N-th test only (a sample; default 1, all of them)
#   --from NAME only the tests from NAME on, in name order (to finish a run that stopped)
# The tests come from Debian's gcc-12-source (its tarball, unpacked here once into DIR);
# without that package the script says so and exits 0.
set -u
build=$(cd "${1:?usage: gcc-torture.sh BUILD [-O0 ...] [--every N] [--from NAME] [--out DIR]}" && pwd); shift
levels=() every=1 from= out=${TMPDIR:-/tmp}/ompfe-torture
while [ $# -gt 0 ]; do
  case $1 in
    -O*) levels+=("$1") ;;
    --every) every=$2; shift ;;
    --from) from=$2; shift ;;
    --out) out=$2; shift ;;
    *) echo "gcc-torture.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
[ ${#levels[@]} -eq 0 ] && levels=(-O0 -O2)

tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.xz 2>/dev/null | head -1)
if [ -z "$tarball" ]; then
  echo "gcc-torture: gcc-12-source is not installed (apt-get install gcc-12-source); nothing run"
  exit 0
fi
src=$out/src/gcc/testsuite/gcc.c-torture/execute
if [ ! -d "$src" ]; then
  mkdir -p "$out/src"
  tar -xJf "$tarball" -C "$out/src" --strip-components=1 --wildcards \
    '*/gcc/testsuite/gcc.c-torture/execute/*' || exit 1
fi

# A test is skipped where its dg- directives ask for a target property or say it fails:
# the harness that reads them is DejaGnu's, and guessing them would count noise.
skip_reason() {
  grep -qE 'dg-(require-effective-target|skip-if|xfail-run-if|xfail-if|do (compile|link))' "$1" &&
    echo "dg-directive"
}
# Options under a target selector count only where it names x86-64 and not its -m32 (ia32):
# -mtune=i686 is for 32-bit x86 and -mno-eabi for powerpc.
extra_options() {
  grep -E '\{ *dg-(additional-)?options' "$1" |
    awk '!/\{ *target/ || (/\{ *target[^}]*x86_64/ && !/ia32/)' |
    sed -n -E 's@.*\{ *dg-(additional-)?options *"([^"]*)".*@\2@p' | tr '\n' ' '
}

# The tests are old C (implicit int, calls before declarations): what clang-19 refuses by
# default in them is let through for all three, as gcc does.
lenient=(-Wno-error=implicit-function-declaration -Wno-error=implicit-int -Wno-error=int-conversion
         -Wno-error=incompatible-pointer-types -Wno-error=return-type)

# One compile and run with a time limit; prints pass, compile, or run.
try() { # compiler flags... -- test.c exe
  local cc=() ; while [ "$1" != -- ]; do cc+=("$1"); shift; done
  local test=$2 exe=$3
  timeout 60 "${cc[@]}" -w "${lenient[@]}" "$test" -o "$exe" -lm >/dev/null 2>&1 || { echo compile; return; }
  (cd "$(dirname "$exe")" && timeout 10 "$exe" >/dev/null 2>&1) && echo pass || echo run
}

work=$out/work; mkdir -p "$work"
results=$out/results.tsv; : > "$results"
tests=$(cd "$src" && LC_ALL=C ls *.c | awk -v n="$every" -v from="$from" 'NR % n == 0 && $0 >= from')
total=0 skipped=0
for t in $tests; do
  if [ -n "$(skip_reason "$src/$t")" ]; then skipped=$((skipped + 1)); continue; fi
  total=$((total + 1))
  opts=$(extra_options "$src/$t")
  for lv in "${levels[@]}"; do
    # shellcheck disable=SC2086
    g=$(try gcc "$lv" $opts -- "$src/$t" "$work/g.out")
    c=$(try clang-19 "$lv" $opts -- "$src/$t" "$work/c.out")
    o=$(try "$build/bin/ompcc" "$lv" $opts -- "$src/$t" "$work/o.out")
    printf '%s\t%s\t%s\t%s\t%s\n' "$t" "$lv" "$g" "$c" "$o" >> "$results"
  done
done

echo "gcc-torture: $total tests (every $every of gcc.c-torture/execute, $skipped skipped by their dg- directives)"
for lv in "${levels[@]}"; do
  awk -F'\t' -v lv="$lv" '$2 == lv { g += $3 == "pass"; c += $4 == "pass"; o += $5 == "pass" }
    END { printf "  %s: gcc-12 %d, clang-19 %d, ompcc %d passed\n", lv, g, c, o }' "$results"
done
echo "ompcc fails where clang-19 passes (test, level, how):"
awk -F'\t' '$4 == "pass" && $5 != "pass" { printf "  %s %s %s\n", $1, $2, $5 }' "$results"
echo "results: $results"
