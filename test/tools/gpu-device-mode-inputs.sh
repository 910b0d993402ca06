#!/bin/bash
# gpu-device-mode-inputs.sh OMPFE OUTDIR FILE|DIR...: each FILE, and each .c file of a DIR that
# expects an error (the front end's bad programs), compiled by OMPFE as ompcc runs a GPU device
# compile, for nvptx64-nvidia-cuda (sm_90) and amdgcn-amd-amdhsa (gfx90a): the host compile
# first (-fopenmp-targets=TRIPLE), then the device compile (-emit-llvm) with its host IR, or,
# where the host compile stops, with the host IR of an empty unit (the driver would stop before;
# ompfe run by hand must not crash either). Each compile must end with exit 0, or exit 1 and an
# error on stderr; anything else (a signal, an abort, a sanitizer's report, an internal error,
# exit 1 without a word) is one line
#   CRASH TRIPLE FILE (host|device): exit N: first line of stderr
# and the last line counts them: "device mode: N compiles, K crashes".
set -u
shopt -s nullglob
export OMPFE_VERIFY_EACH=${OMPFE_VERIFY_EACH:-1}  # the IR verified after each stage, as in the tests
ompfe=$1 out=$2; shift 2
files=()
for a in "$@"; do
  if [ -d "$a" ]; then files+=($(grep -l -e 'error' "$a"/*.c)); else files+=("$a"); fi
done
mkdir -p "$out"
printf 'int unused;\n' > "$out/empty.c"
compiles=0 crashes=0
bad() { # RC ERRFILE: does this end say something went wrong inside ompfe?
  [ "$1" -gt 1 ] && return 0
  grep -q -E "Sanitizer|runtime error:|Assertion|Stack dump|internal error|LLVM ERROR|PLEASE submit" "$2" && return 0
  [ "$1" = 1 ] && ! grep -q "error" "$2" && return 0
  return 1
}
for t in nvptx64-nvidia-cuda:sm_90 amdgcn-amd-amdhsa:gfx90a; do
  triple=${t%:*} cpu=${t#*:}
  "$ompfe" -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=$triple -emit-llvm-bc "$out/empty.c" \
    -o "$out/empty.$triple.bc" || { echo "CRASH $triple: the empty unit's host compile failed"; exit 1; }
  for f in "${files[@]}"; do
    b=$out/$(basename "$f" .c).$triple
    inc="-I$(dirname "$f") -I$(dirname "$f")/Inputs"
    host=$b.host.bc
    "$ompfe" $inc -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=$triple -emit-llvm-bc "$f" -o "$host" 2> "$b.host.err"
    rc=$?
    compiles=$((compiles + 1))
    if bad $rc "$b.host.err"; then
      crashes=$((crashes + 1)); echo "CRASH $triple $f (host): exit $rc: $(grep -m1 . "$b.host.err" | cut -c1-200)"
    fi
    [ $rc = 0 ] || host=$out/empty.$triple.bc
    "$ompfe" $inc -triple $triple -target-cpu $cpu -fopenmp -fopenmp-is-target-device \
      -fopenmp-host-ir-file-path "$host" -emit-llvm "$f" -o "$b.ll" 2> "$b.err"
    rc=$?
    compiles=$((compiles + 1))
    if bad $rc "$b.err"; then
      crashes=$((crashes + 1)); echo "CRASH $triple $f (device): exit $rc: $(grep -m1 . "$b.err" | cut -c1-200)"
    fi
    rm -f "$b.ll" "$b.host.bc"
  done
done
echo "device mode: $compiles compiles, $crashes crashes"
