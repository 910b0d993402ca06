#!/bin/bash
# csmith-diff.sh: differential testing against gcc with random programs from csmith (Debian
# packages csmith and libcsmith-dev). Each program is built by gcc and by ompcc at the same
# optimization level and run; a different output, or a program ompcc refuses, is kept for a
# look. Programs whose gcc build does not finish in --timeout seconds (5) are skipped (csmith
# makes some that loop for long); ompcc's build gets four times as long, so that a loaded
# machine does not report a slow run as a mismatch. The worst defect is a silent wrong result:
# this looks for them in code no one here wrote. --gcc-opt builds gcc's reference at another
# level than ompcc's (a checksum does not depend on it), --csmith passes options to csmith
# (e.g. "--float --no-packed-struct") to reach what its defaults leave out, and --cflags
# compiles both builds with more flags (csmith --builtins needs "-msse4.2").
#
#   scripts/csmith-diff.sh [--build DIR] [--opt -O2] [--gcc-opt -O0] [--csmith "OPTIONS"]
#                          [--cflags "FLAGS"] [--keep DIR] [--timeout S] FIRST_SEED LAST_SEED
#
# Prints one line per seed (ok, skipped, MISMATCH, REFUSED) and a summary; exits 1 when a
# program mismatched.
set -u
build=build opt=-O0 gcc_opt= csmith_opts= cflags= keep=csmith-failures timeout_s=5
usage="usage: $0 [--build DIR] [--opt -O2] [--gcc-opt -O0] [--csmith OPTIONS] [--cflags FLAGS] [--keep DIR] [--timeout S] FIRST_SEED LAST_SEED"
while [ $# -gt 2 ]; do
  case $1 in
  --build) build=$2; shift 2 ;;
  --opt) opt=$2; shift 2 ;;
  --gcc-opt) gcc_opt=$2; shift 2 ;;
  --csmith) csmith_opts=$2; shift 2 ;;
  --cflags) cflags=$2; shift 2 ;;
  --keep) keep=$2; shift 2 ;;
  --timeout) timeout_s=$2; shift 2 ;;
  *) echo "$usage" >&2; exit 2 ;;
  esac
done
[ $# -eq 2 ] || { echo "$usage" >&2; exit 2; }
command -v csmith >/dev/null && [ -f /usr/include/csmith/csmith.h ] ||
  { echo "csmith-diff: needs the Debian packages csmith and libcsmith-dev" >&2; exit 2; }
ompcc=$(cd "$build" && pwd)/bin/ompcc
[ -x "$ompcc" ] || { echo "csmith-diff: no $ompcc (build first)" >&2; exit 2; }
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$keep"
ok=0 skipped=0 bad=0 refused=0
for seed in $(seq "$1" "$2"); do
  src=$work/p$seed.c
  # shellcheck disable=SC2086 # the options are words
  csmith $csmith_opts --seed "$seed" > "$src" 2>/dev/null || { echo "$seed skipped (csmith fails)"; skipped=$((skipped + 1)); continue; }
  # shellcheck disable=SC2206 # the flags are words
  flags=("$opt" -w -I/usr/include/csmith $cflags)
  # shellcheck disable=SC2086
  if ! gcc "${gcc_opt:-$opt}" -w -I/usr/include/csmith $cflags "$src" -o "$work/g" 2>/dev/null; then
    echo "$seed skipped (gcc does not compile it)"; skipped=$((skipped + 1)); continue
  fi
  if ! timeout "$timeout_s" "$work/g" > "$work/g.out" 2>&1; then
    echo "$seed skipped (gcc's build does not finish in ${timeout_s} s)"; skipped=$((skipped + 1)); continue
  fi
  if ! timeout 120 "$ompcc" "${flags[@]}" "$src" -o "$work/o" 2> "$work/o.err"; then
    echo "$seed REFUSED: $(head -c 200 "$work/o.err")"; cp "$src" "$keep/"; refused=$((refused + 1)); continue
  fi
  timeout $((4 * timeout_s)) "$work/o" > "$work/o.out" 2>&1
  if ! cmp -s "$work/g.out" "$work/o.out"; then
    echo "$seed MISMATCH (kept in $keep/p$seed.c)"; cp "$src" "$keep/"; bad=$((bad + 1)); continue
  fi
  echo "$seed ok"; ok=$((ok + 1))
done
echo "csmith-diff $opt (gcc ${gcc_opt:-$opt}${csmith_opts:+, csmith $csmith_opts}${cflags:+, flags $cflags}): $ok ok, $bad mismatched, $refused refused, $skipped skipped"
[ "$bad" -eq 0 ]
