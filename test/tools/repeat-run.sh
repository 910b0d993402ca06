#!/usr/bin/env bash
# Stability check of a parallel program: run BIN N times (under OMP_TARGET_OFFLOAD=MANDATORY)
# and require the same stdout and exit status every time (a data race shows up as a change).
# usage: repeat-run.sh BIN N
set -u
bin=$1 n=$2
first=$(OMP_TARGET_OFFLOAD=MANDATORY timeout 60 "$bin" 2>/dev/null; echo "exit $?")
for i in $(seq 2 "$n"); do
  out=$(OMP_TARGET_OFFLOAD=MANDATORY timeout 60 "$bin" 2>/dev/null; echo "exit $?")
  if [ "$out" != "$first" ]; then
    echo "repeat-run: run $i of $bin differs from run 1:"
    diff <(echo "$first") <(echo "$out") | head -20
    exit 1
  fi
done
