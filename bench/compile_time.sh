#!/usr/bin/env bash
# Compile time and peak memory of ompfe against clang-19 on the same files, measured in the
# same run, as ratios (ompfe / clang-19; below 1 means ompfe is faster or smaller). Each number
# is the median of $REPS rounds, each running ompfe's and then clang-19's compile, of the host
# compile (bitcode out) and of the device compile (object out) of each file. Beside the ratio
# of the medians, "paired" is the median of each round's own ratio: a slow spell of this shared
# machine that lasts a round falls on both compilers of that round and cancels there.
#   - generated OpenMP C of about 20k and 40k lines (gen_large.py: a target region in every
#     fourth function), and the growth from one to the other (linear: at most 2.1x), measured
#     in rounds of its own that compile both files back to back, for ompfe and for clang-19
#     (whose growth shows what the machine's caches do to any compiler);
#   - SQLite's amalgamation (sqlite3.c, ~270k lines, as better-sqlite3 12 ships it in
#     deps/sqlite3), fetched with `npm pack` into $OMPFE_BENCH_CACHE (default
#     ~/.cache/ompfe-bench) and never into the repository; skipped with a message when the
#     npm registry cannot be reached.
# Run on a quiet machine: `bench/compile_time.sh [build-dir]` (REPS=5 by default).
. "$(cd "$(dirname "$0")" && pwd)/setup.sh"
python3 "$here/gen_large.py" 4000 > "$work/gen40k.c"
files=("$work/gen20k.c" "$work/gen40k.c")

# SQLite's amalgamation from the npm registry, once
sqlite=$cache/sqlite3.c
if [ ! -s "$sqlite" ]; then
  mkdir -p "$cache"
  if (cd "$cache" && timeout 120 npm pack better-sqlite3@12 > /dev/null 2>&1); then
    tar -xzf "$cache"/better-sqlite3-*.tgz -C "$cache" package/deps/sqlite3/sqlite3.c package/deps/sqlite3/sqlite3.h
    mv "$cache/package/deps/sqlite3/sqlite3.c" "$cache/package/deps/sqlite3/sqlite3.h" "$cache/"
    rm -rf "$cache/package" "$cache"/better-sqlite3-*.tgz
  fi
fi
if [ -s "$sqlite" ]; then
  files+=("$sqlite")
else
  echo "note: SQLite's amalgamation skipped: 'npm pack better-sqlite3@12' could not reach the npm registry"
fi

# One run of a command: "<wall seconds> <max RSS in KiB>" (the child's own, from wait4's rusage,
# as GNU time's %M; python3 rather than /usr/bin/time and bc, which a fresh Debian lacks)
run_once() {
  python3 - "$work/err" "$@" <<'PY'
import resource, subprocess, sys, time
start = time.monotonic()
with open(sys.argv[1], "w") as err:
    status = subprocess.call(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=err)
elapsed = time.monotonic() - start
print(f"{elapsed:.3f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}")
sys.exit(status)
PY
}

median() { sort -g | sed -n "$(( (REPS + 1) / 2 ))p"; }
# the median of the quotients of two lists given as "a1 a2 ... -- b1 b2 ..."
paired() {
  local a=() b=() i
  while [ "$1" != -- ]; do a+=("$1"); shift; done
  shift
  b=("$@")
  for i in "${!a[@]}"; do awk -v x="${a[$i]}" -v y="${b[$i]}" 'BEGIN { printf "%.4f\n", x / y }'; done | median
}

# `compare OMPFE-COMMAND... -- CLANG-COMMAND...`: REPS rounds, each running ompfe's command and
# then clang-19's, so that the machine's slow spells (it is shared) fall on both alike; prints
# ompfe's median seconds and KiB, then clang-19's, then the median of the rounds' time ratios
compare() {
  local a=() b=() at=() am=() bt=() bm=() out t m
  while [ "$1" != -- ]; do a+=("$1"); shift; done
  shift
  b=("$@")
  for _ in $(seq "$REPS"); do
    out=$(run_once "${a[@]}") || { echo "FAILED: ${a[*]}" >&2; tail -3 "$work/err" >&2; return 1; }
    read -r t m <<< "$out"; at+=("$t"); am+=("$m")
    out=$(run_once "${b[@]}") || { echo "FAILED: ${b[*]}" >&2; tail -3 "$work/err" >&2; return 1; }
    read -r t m <<< "$out"; bt+=("$t"); bm+=("$m")
  done
  echo "$(printf '%s\n' "${at[@]}" | median) $(printf '%s\n' "${am[@]}" | median)" \
       "$(printf '%s\n' "${bt[@]}" | median) $(printf '%s\n' "${bm[@]}" | median)" \
       "$(paired "${at[@]}" -- "${bt[@]}")"
}

row() { # name side ompfe-secs clang-secs ompfe-KiB clang-KiB paired-ratio
  awk -v n="$1" -v s="$2" -v ot="$3" -v ct="$4" -v om="$5" -v cm="$6" -v pr="$7" 'BEGIN {
    printf "%-14s %-7s %9.3f %9.3f %6.2f %6.2f %10.1f %10.1f %6.2f\n", n, s, ot, ct, ot / ct, pr, om / 1024, cm / 1024, om / cm }'
}

ompfe_host=("$ompfe" -fopenmp -fopenmp-targets=$T -emit-llvm-bc)
clang_host=(clang-19 -fopenmp -fopenmp-targets=$T --offload-host-only -c -emit-llvm)
printf '%-14s %-7s %9s %9s %6s %6s %10s %10s %6s\n' file side "ompfe s" "clang s" ratio paired "ompfe MiB" "clang MiB" ratio
for f in "${files[@]}"; do
  name=$(basename "$f" .c)
  lines=$(wc -l < "$f")
  # host: ompfe's host compile vs clang-19's host-only compile, both to bitcode
  if ! read -r ot om ct cm pr < <(compare "${ompfe_host[@]}" "$f" -o "$work/h.bc" -- "${clang_host[@]}" "$f" -o "$work/hc.bc"); then
    echo "$name: a host compile failed"; continue
  fi
  row "$name" host "$ot" "$ct" "$om" "$cm" "$pr"
  # device: each reads the host IR its own host compile made
  if ! read -r ot om ct cm pr < <(compare "$ompfe" -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path "$work/h.bc" \
         -emit-obj "$f" -o "$work/d.o" -- clang-19 -fopenmp -fopenmp-targets=$T --offload-device-only -c "$f" -o "$work/dc.o"); then
    echo "$name: a device compile failed"; continue
  fi
  row "$name" device "$ot" "$ct" "$om" "$cm" "$pr"
  echo "               ($lines lines)"
done

# Growth: REPS rounds, each compiling gen20k and then gen40k with ompfe, then both with clang-19;
# a round's growth is its own 40k time over its 20k time, and the medians are printed
seconds() { local out; out=$(run_once "$@") || { echo "FAILED: $*" >&2; return 1; }; echo "${out% *}"; }
og=() cg=() og20=() cg20=()
for _ in $(seq "$REPS"); do
  o20=$(seconds "${ompfe_host[@]}" "$work/gen20k.c" -o "$work/h.bc") && o40=$(seconds "${ompfe_host[@]}" "$work/gen40k.c" -o "$work/h.bc") &&
    c20=$(seconds "${clang_host[@]}" "$work/gen20k.c" -o "$work/hc.bc") && c40=$(seconds "${clang_host[@]}" "$work/gen40k.c" -o "$work/hc.bc") ||
    { echo "growth: a host compile failed"; exit 1; }
  og+=("$o40") cg+=("$c40")
  og20+=("$o20") cg20+=("$c20")
done
awk -v o="$(paired "${og[@]}" -- "${og20[@]}")" -v c="$(paired "${cg[@]}" -- "${cg20[@]}")" 'BEGIN {
  printf "growth: the 40k-line host compile takes %.2fx the 20k-line one (linear: <= 2.1); clang-19 in the same rounds: %.2fx\n", o, c }'
