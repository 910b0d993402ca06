#!/usr/bin/env bash
# What -fexplain= costs (issue 35: at most 10% more compile time, a page that opens in under
# 2 s): each compile's median seconds without and with the page, and their ratio, measured in
# the same rounds (each round runs both, so a slow spell of this shared machine falls on both):
#   - a generated OpenMP file of about 20k lines with 500 target regions (gen_large.py 2000),
#     its host compile (bitcode out) and its x86_64 device compile;
#   - the same file's whole `ompcc -c` (host, device, packaging, host object), as a user runs it;
#   - SQLite's amalgamation (270k lines, no OpenMP), when bench/compile_time.sh has fetched it
#     into $OMPFE_BENCH_CACHE (default ~/.cache/ompfe-bench); skipped with a note otherwise.
# Then the time Debian's chromium, headless, takes to open each page with #construct=0 (load,
# run its script, lay out and paint the first screen: --screenshot), beside the time it takes
# for an empty page (its own start); the difference is the page's.
# Run on a quiet machine: `bench/explorer.sh [build-dir]` (REPS=5 by default).
. "$(cd "$(dirname "$0")" && pwd)/setup.sh"
"$ompfe" -fopenmp -fopenmp-targets=$T -emit-llvm-bc "$work/gen20k.c" -o "$work/host.bc"

seconds() { # a command's wall seconds
  python3 - "$@" <<'PY'
import subprocess, sys, time
start = time.monotonic()
status = subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(f"{time.monotonic() - start:.3f}")
sys.exit(status)
PY
}
median() { sort -g | sed -n "$(( (REPS + 1) / 2 ))p"; }

# `measure NAME PAGE COMPILER ARGS...`: REPS rounds of the compile without and with -fexplain=PAGE
measure() {
  local name=$1 page=$2 cc=$3 plain=() explained=()
  shift 3
  for _ in $(seq "$REPS"); do
    plain+=("$(seconds "$cc" "$@")")
    explained+=("$(seconds "$cc" "$@" "-fexplain=$page")")
  done
  local p e
  p=$(printf '%s\n' "${plain[@]}" | median)
  e=$(printf '%s\n' "${explained[@]}" | median)
  awk -v n="$name" -v p="$p" -v e="$e" -v s="$(stat -c %s "$page")" \
    'BEGIN { printf "%-34s %7.3f s %7.3f s  x%.3f  page %.1f MB\n", n, p, e, e / p, s / 1048576 }'
}

printf '%-34s %9s %9s  %s\n' "compile" "plain" "-fexplain" "ratio"
measure "gen20k.c host (500 regions)" "$work/host.html" "$ompfe" -fopenmp -fopenmp-targets=$T -emit-llvm-bc "$work/gen20k.c" -o "$work/h.bc"
measure "gen20k.c x86_64 device" "$work/device.html" "$ompfe" -fopenmp -fopenmp-is-target-device \
  -fopenmp-host-ir-file-path "$work/host.bc" -triple $T -emit-obj "$work/gen20k.c" -o "$work/d.o"
measure "gen20k.c ompcc -c (whole compile)" "$work/ompcc.html" "$build/bin/ompcc" -fopenmp -fopenmp-targets=$T -c "$work/gen20k.c" -o "$work/g.o"
pages=("$work/host.html" "$work/device.html")
if [ -s "$cache/sqlite3.c" ]; then
  measure "sqlite3.c (no OpenMP)" "$work/sqlite.html" "$ompfe" -emit-llvm-bc "$cache/sqlite3.c" -o "$work/s.bc"
  pages+=("$work/sqlite.html")
else
  echo "note: SQLite's amalgamation skipped: run bench/compile_time.sh once to fetch it into $cache"
fi

if [ -x /usr/bin/chromium ]; then
  echo '<!DOCTYPE html><title>empty</title>' > "$work/empty.html"
  chrome=(/usr/bin/chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-dev-shm-usage
          "--user-data-dir=$work/profile" --window-size=1280,800 "--screenshot=$work/shot.png")
  for page in "$work/empty.html" "${pages[@]}"; do
    times=()
    for _ in $(seq "$REPS"); do times+=("$(seconds "${chrome[@]}" "file://$page#construct=0")"); done
    printf '%-34s %7.3f s\n' "open $(basename "$page")" "$(printf '%s\n' "${times[@]}" | median)"
  done
else
  echo "note: the opening times need Debian's chromium (scripts/install-deps.sh installs it)"
fi
