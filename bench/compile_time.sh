#!/usr/bin/env bash
# Compile-time and memory of ompfe against clang-19 on the same files, measured in the same
# run, as ratios (ompfe / clang-19; below 1 means ompfe is faster or smaller). Each number is
# the median of $REPS runs of: the host compile (bitcode out) and the device compile (object
# out) of each file. Run on a quiet machine: `bench/compile_time.sh [build-dir]`.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
ompfe=$build/bin/ompfe
T=x86_64-pc-linux-gnu
REPS=${REPS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen_large.py" 200 > "$work/large200.c"
python3 "$here/gen_large.py" 2000 > "$work/large2000.c"
files=("$here/../examples/saxpy.c" "$here/../test/c/prog_bignum.c" "$work/large200.c" "$work/large2000.c")

# median wall seconds and median max-RSS (KiB) of a command over REPS runs
measure() {
  local times=() mems=()
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f "%e %M" -o "$work/t" "$@" > /dev/null 2>&1 || { echo "FAILED: $*" >&2; return 1; }
    read -r t m < "$work/t"
    times+=("$t"); mems+=("$m")
  done
  printf '%s\n' "${times[@]}" | sort -g | sed -n "$(( (REPS + 1) / 2 ))p"
  printf '%s\n' "${mems[@]}" | sort -g | sed -n "$(( (REPS + 1) / 2 ))p"
}

printf '%-24s %-7s %10s %10s %7s %10s %10s %7s\n' file side "ompfe s" "clang s" ratio "ompfe MiB" "clang MiB" ratio
for f in "${files[@]}"; do
  name=$(basename "$f")
  # host: ompfe's host compile vs clang-19's host-only compile, both to bitcode
  read -r ot om < <(measure "$ompfe" -fopenmp -fopenmp-targets=$T -emit-llvm-bc "$f" -o "$work/h.bc" | paste -sd' ')
  read -r ct cm < <(measure clang-19 -fopenmp -fopenmp-targets=$T --offload-host-only -c -emit-llvm "$f" -o "$work/hc.bc" | paste -sd' ')
  printf '%-24s %-7s %10.3f %10.3f %7.2f %10.1f %10.1f %7.2f\n' "$name" host "$ot" "$ct" "$(echo "$ot / $ct" | bc -l)" \
    "$(echo "$om / 1024" | bc -l)" "$(echo "$cm / 1024" | bc -l)" "$(echo "$om / $cm" | bc -l)"
  # device: each reads the host IR its own host compile made
  "$ompfe" -fopenmp -fopenmp-targets=$T -emit-llvm-bc "$f" -o "$work/h.bc"
  clang-19 -fopenmp -fopenmp-targets=$T --offload-host-only -c -emit-llvm "$f" -o "$work/hc.bc"
  read -r ot om < <(measure "$ompfe" -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path "$work/h.bc" -emit-obj "$f" -o "$work/d.o" | paste -sd' ')
  read -r ct cm < <(measure clang-19 -fopenmp -fopenmp-targets=$T --offload-device-only -c "$f" -o "$work/dc.o" | paste -sd' ')
  printf '%-24s %-7s %10.3f %10.3f %7.2f %10.1f %10.1f %7.2f\n' "$name" device "$ot" "$ct" "$(echo "$ot / $ct" | bc -l)" \
    "$(echo "$om / 1024" | bc -l)" "$(echo "$cm / 1024" | bc -l)" "$(echo "$om / $cm" | bc -l)"
done
