# setup.sh: what the compile benchmarks share, sourced with the build directory as $1 (default
# ../build): the compiler, the device triple, $REPS rounds (5), the cache of fetched sources
# ($OMPFE_BENCH_CACHE, ~/.cache/ompfe-bench), a work directory removed at exit, LLVM 19's
# libraries first, gen_large.py's 20k-line file in $work/gen20k.c, and `seconds CMD...`, the
# median wall time of $REPS runs of a command.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
ompfe=$build/bin/ompfe
T=x86_64-pc-linux-gnu
REPS=${REPS:-5}
cache=${OMPFE_BENCH_CACHE:-$HOME/.cache/ompfe-bench}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LD_LIBRARY_PATH=/usr/lib/llvm-19/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
python3 "$here/gen_large.py" 2000 > "$work/gen20k.c"

seconds() { # the median of REPS runs of a command
  for _ in $(seq "$REPS"); do
    python3 -c 'import subprocess, sys, time
t = time.monotonic(); subprocess.run(sys.argv[1:], check=True); print(f"{time.monotonic() - t:.3f}")' "$@" || exit 1
  done | sort -g | sed -n "$(( (REPS + 1) / 2 ))p"
}
