#!/usr/bin/env bash
# End-to-end check: build SRC with ompcc and with clang-19 for the x86_64 offload device, run
# both under OMP_TARGET_OFFLOAD=MANDATORY, and require the same stdout and exit status.
# usage: cmp-clang.sh SRC TMP [--expect-fail] [--stdin FILE] [--arg A]... [compile flags]...
#   --expect-fail   both programs must exit non-zero (e.g. a `present` map of absent data)
# OMPCC names the compiler under test (lit sets it to build/bin/ompcc).
# In a sanitizer build's run (OMPFE_SANITIZED_BUILD=1, set by lit) only ompcc's build is made and
# run: that run looks for memory errors in the compiler, and the normal build's run of the same
# test already compares with clang-19, whose build and run would only repeat that (CI's time).
set -u
src=$1 tmp=$2; shift 2
expect_fail=0 stdin=/dev/null runargs=() flags=()
while [ $# -gt 0 ]; do
  case $1 in
    --expect-fail) expect_fail=1 ;;
    --stdin) stdin=$2; shift ;;
    --arg) runargs+=("$2"); shift ;;
    *) flags+=("$1") ;;
  esac
  shift
done
T=x86_64-pc-linux-gnu
OMPCC=${OMPCC:-ompcc}
mkdir -p "$(dirname "$tmp")"
rm -f "$tmp".*
"$OMPCC" -fopenmp -fopenmp-targets=$T "${flags[@]}" "$src" -o "$tmp.ompcc" -lm || { echo "cmp-clang: ompcc failed to build $src"; exit 1; }
[ "${OMPFE_SANITIZED_BUILD:-}" = 1 ] ||
  clang-19 -fopenmp -fopenmp-targets=$T "${flags[@]}" "$src" -o "$tmp.clang" -lm -Wl,-rpath,/usr/lib/llvm-19/lib ||
  { echo "cmp-clang: clang-19 failed to build $src"; exit 1; }
# the compiler and flags both were built with: a cmp-mix.sh of the same test, compiler and flags
# reuses the two builds
printf '%s\n' "$(command -v "$OMPCC")" "${flags[@]}" > "$tmp.built-with"
run() { # BIN OUT: run BIN with a time limit, stdout to OUT, status to OUT.rc
  OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib timeout 60 "$1" "${runargs[@]}" < "$stdin" > "$2" 2> "$2.err"
  echo $? > "$2.rc"; }
run "$tmp.ompcc" "$tmp.ompcc.out"
if [ "${OMPFE_SANITIZED_BUILD:-}" = 1 ]; then
  rc_o=$(cat "$tmp.ompcc.out.rc")
  if [ "$expect_fail" = 1 ]; then
    [ "$rc_o" != 0 ] || { echo "cmp-clang: ompcc build was expected to fail at run time but exited 0"; exit 1; }
  elif [ "$rc_o" != 0 ]; then
    echo "cmp-clang: ompcc build exited $rc_o"; sed 's/^/ompcc stderr: /' "$tmp.ompcc.out.err" | head -20; exit 1
  fi
  cat "$tmp.ompcc.out"
  exit 0
fi
run "$tmp.clang" "$tmp.clang.out"
rc_o=$(cat "$tmp.ompcc.out.rc") rc_c=$(cat "$tmp.clang.out.rc")
status=0
if [ "$expect_fail" = 1 ]; then
  [ "$rc_c" != 0 ] || { echo "cmp-clang: clang-19 build was expected to fail at run time but exited 0"; status=1; }
  [ "$rc_o" != 0 ] || { echo "cmp-clang: ompcc build was expected to fail at run time but exited 0"; status=1; }
  case $rc_o in 124|13[0-9]) [ "$rc_o" = "$rc_c" ] || { echo "cmp-clang: ompcc build died with status $rc_o"; status=1; } ;; esac
else
  [ "$rc_o" = "$rc_c" ] || { echo "cmp-clang: exit status differs: ompcc $rc_o, clang-19 $rc_c"; sed 's/^/ompcc stderr: /' "$tmp.ompcc.out.err" | head -20; status=1; }
fi
if ! cmp -s "$tmp.ompcc.out" "$tmp.clang.out"; then
  echo "cmp-clang: stdout differs (< ompcc, > clang-19):"; diff "$tmp.ompcc.out" "$tmp.clang.out" | head -40; status=1
fi
[ -s "$tmp.clang.out" ] || [ "$expect_fail" = 1 ] || { echo "cmp-clang: the program printed nothing; a test must print what it checks"; status=1; }
[ $status = 0 ] && cat "$tmp.ompcc.out"
exit $status
