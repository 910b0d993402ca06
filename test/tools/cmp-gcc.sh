#!/usr/bin/env bash
# Conformance check: build SRC as plain C with ompcc and with gcc, run both, and require the
# same stdout and exit status.
# usage: cmp-gcc.sh SRC TMP [--stdin FILE] [--arg A]... [compile flags]...
set -u
src=$1 tmp=$2; shift 2
stdin=/dev/null runargs=() flags=()
while [ $# -gt 0 ]; do
  case $1 in
    --stdin) stdin=$2; shift ;;
    --arg) runargs+=("$2"); shift ;;
    *) flags+=("$1") ;;
  esac
  shift
done
OMPCC=${OMPCC:-ompcc}
mkdir -p "$(dirname "$tmp")"
rm -f "$tmp".*
"$OMPCC" "${flags[@]}" "$src" -o "$tmp.ompcc" -lm || { echo "cmp-gcc: ompcc failed to build $src"; exit 1; }
gcc -std=gnu11 -w "${flags[@]}" "$src" -o "$tmp.gcc" -lm || { echo "cmp-gcc: gcc failed to build $src"; exit 1; }
run() { timeout 30 "$1" "${runargs[@]}" < "$stdin" > "$2" 2> "$2.err"; echo $? > "$2.rc"; }
run "$tmp.ompcc" "$tmp.ompcc.out"
run "$tmp.gcc" "$tmp.gcc.out"
status=0
rc_o=$(cat "$tmp.ompcc.out.rc") rc_g=$(cat "$tmp.gcc.out.rc")
[ "$rc_o" = "$rc_g" ] || { echo "cmp-gcc: exit status differs: ompcc $rc_o, gcc $rc_g"; head -20 "$tmp.ompcc.out.err"; status=1; }
if ! cmp -s "$tmp.ompcc.out" "$tmp.gcc.out"; then
  echo "cmp-gcc: stdout differs (< ompcc, > gcc):"; diff "$tmp.ompcc.out" "$tmp.gcc.out" | head -40; status=1
fi
[ -s "$tmp.gcc.out" ] || { echo "cmp-gcc: the program printed nothing; a test must print what it checks"; status=1; }
[ $status = 0 ] && cat "$tmp.ompcc.out"
exit $status
