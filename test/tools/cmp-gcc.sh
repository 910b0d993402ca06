#!/usr/bin/env bash
# Conformance check: build SRC as plain C with ompcc and with gcc, run both, and require the
# same stdout and exit status.
# With --mixed OTHER, the program is SRC and OTHER linked together, and two more builds must
# agree with gcc's: SRC by ompcc with OTHER by gcc ("ompcc+gcc"), and the reverse ("gcc+ompcc"),
# which checks that the two compilers' calls and functions meet at the same ABI.
# usage: cmp-gcc.sh SRC TMP [--stdin FILE] [--arg A]... [--mixed OTHER] [compile flags]...
set -u
src=$1 tmp=$2; shift 2
stdin=/dev/null runargs=() flags=() other=
while [ $# -gt 0 ]; do
  case $1 in
    --stdin) stdin=$2; shift ;;
    --arg) runargs+=("$2"); shift ;;
    --mixed) other=$2; shift ;;
    *) flags+=("$1") ;;
  esac
  shift
done
OMPCC=${OMPCC:-ompcc}
mkdir -p "$(dirname "$tmp")"
rm -f "$tmp".*
cc_ompcc() { "$OMPCC" "${flags[@]}" "$@"; }
cc_gcc() { gcc -std=gnu11 -w -Wno-psabi "${flags[@]}" "$@"; }
# build NAME CC_FOR_SRC CC_FOR_OTHER: the executable $tmp.NAME
build() {
  if [ -z "$other" ]; then
    "cc_$2" "$src" -o "$tmp.$1" -lm && return
  else
    "cc_$2" -c "$src" -o "$tmp.$1.src.o" && "cc_$3" -c "$other" -o "$tmp.$1.other.o" &&
      gcc "$tmp.$1.src.o" "$tmp.$1.other.o" -o "$tmp.$1" -lm && return
  fi
  echo "cmp-gcc: the $1 build of $src failed"; exit 1
}
variants=(ompcc)
[ -z "$other" ] || variants+=(ompcc+gcc gcc+ompcc)
for v in gcc "${variants[@]}"; do build "$v" "${v%+*}" "${v#*+}"; done
run() { timeout 30 "$1" "${runargs[@]}" < "$stdin" > "$2" 2> "$2.err"; echo $? > "$2.rc"; }
run "$tmp.gcc" "$tmp.gcc.out"
status=0
for v in "${variants[@]}"; do
  run "$tmp.$v" "$tmp.$v.out"
  rc_o=$(cat "$tmp.$v.out.rc") rc_g=$(cat "$tmp.gcc.out.rc")
  [ "$rc_o" = "$rc_g" ] || { echo "cmp-gcc: exit status differs: $v $rc_o, gcc $rc_g"; head -20 "$tmp.$v.out.err"; status=1; }
  if ! cmp -s "$tmp.$v.out" "$tmp.gcc.out"; then
    echo "cmp-gcc: stdout differs (< $v, > gcc):"; diff "$tmp.$v.out" "$tmp.gcc.out" | head -40; status=1
  fi
done
[ -s "$tmp.gcc.out" ] || { echo "cmp-gcc: the program printed nothing; a test must print what it checks"; status=1; }
[ $status = 0 ] && cat "$tmp.ompcc.out"
exit $status
