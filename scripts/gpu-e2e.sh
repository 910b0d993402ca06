#!/usr/bin/env bash
# The end-to-end programs on an NVIDIA GPU (sm_90): every test/e2e program with a
# `#pragma omp target` region (not errors/ and Inputs/ folders) built three ways,
#   x86      ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu, run here: the expected output
#   ompfe    ompcc -fopenmp --offload-arch=sm_90
#   clang    clang-19 -fopenmp --offload-arch=sm_90, for comparison
# each with the flags of the program's first RUN line that builds it for the offload device
# (%cmp-clang / %cmp-mix / %ompcc -fopenmp-targets=%offload-triple: -D..., -fopenmp-version=,
# -g, a second source); a program whose RUN lines build it no such way is skipped. The two GPU
# builds get their cubin headers rewritten by scripts/gpu-cubin-abi.py. Then, where an NVIDIA
# GPU and its driver are (libcuda.so.1 found, nvidia-smi answers), each GPU build runs under
# OMP_TARGET_OFFLOAD=MANDATORY and its stdout and exit status are compared with the x86 build's.
#
#   scripts/gpu-e2e.sh [OUTDIR]            build everything (here), then run if there is a GPU
#   scripts/gpu-e2e.sh --run OUTDIR|TAR    run only, on the GPU machine (no compilers needed)
#
# OUTDIR (default /tmp/ompfe-gpu-e2e) gets report.txt (one line per program and build) and
# gpu-e2e.tar.xz: the GPU executables, the expected outputs and the list, all the GPU machine
# needs besides the runtime. The runtime: Debian's libomptarget 19 where /usr/lib/llvm-19/lib
# has it (the shim is compiled on the spot), else the pack of scripts/gpu-pack-runtime.sh named
# by OMPFE_GPU_RUNTIME, by default gpu-runtime.tar.xz beside OUTDIR/TAR. docs/gpu.md says how.
# Environment: OMPCC (default build/bin/ompcc; better a frozen copy), JOBS (default nproc),
# OMPFE_GPU_ARCH (sm_90), OMPFE_GPU_TIMEOUT (seconds a GPU run may take, 30).
# Last line with a GPU: "gpu: M/N ompfe builds match the x86_64 device, K/N clang-19 builds do,
# F failed to run"; without one: "gpu: no NVIDIA GPU here (...); built N ompfe images
# (R refused, F failed), nothing run", exit 0.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
arch=${OMPFE_GPU_ARCH:-sm_90}
llvm_lib=/usr/lib/llvm-19/lib

. "$root/scripts/gpu-env.sh"  # gpu_absent_reason, setup_runtime

# ---------------------------------------------------------------- running, on the GPU machine
run_all() { # RUNDIR: run every GPU build listed in RUNDIR/list, compare with RUNDIR/expected
  local dir=$1 n=0 mo=0 mc=0 failed=0
  while IFS=$'\t' read -r name envs; do
    n=$((n + 1))
    local line="$name:"
    for kind in ompfe clang; do
      local exe=$dir/$kind/$name verdict
      if [ ! -x "$exe" ]; then line+=" $kind not built;"; continue; fi
      local start end out=$dir/out.$kind.$name
      start=$(date +%s%N)
      env OMP_TARGET_OFFLOAD=MANDATORY $envs timeout "${OMPFE_GPU_TIMEOUT:-30}" "$exe" > "$out" 2> "$out.err" < /dev/null
      local rc=$?
      end=$(date +%s%N)
      local want_rc
      want_rc=$(cat "$dir/expected/$name.rc")
      if [ "$rc" != "$want_rc" ]; then
        failed=$((failed + 1))
        verdict="FAILED (exit $rc, expected $want_rc: $(grep -m1 -i -e error -e fatal "$out.err" | cut -c1-120))"
      elif cmp -s "$out" "$dir/expected/$name.out"; then
        verdict=match
        if [ $kind = ompfe ]; then mo=$((mo + 1)); else mc=$((mc + 1)); fi
      else
        verdict="DIFFERS ($(diff "$dir/expected/$name.out" "$out" | grep -c '^[<>]') lines)"
      fi
      line+=" $kind $verdict, $(( (end - start) / 1000000 )) ms;"
    done
    echo "$line"
  done < "$dir/list"
  echo "gpu: $mo/$n ompfe builds match the x86_64 device, $mc/$n clang-19 builds do, $failed failed to run"
}

run_mode() { # DIR|TAR
  local src=$1 dir why
  why=$(gpu_absent_reason)
  if [ -n "$why" ]; then echo "gpu: no NVIDIA GPU here ($why); nothing run"; exit 0; fi
  if [ -f "$src" ]; then
    dir=$(mktemp -d /tmp/ompfe-gpu-e2e-run.XXXXXX)
    tar -C "$dir" -xJf "$src" || exit 1
    dir=$dir/run
  else
    dir=$src/run
  fi
  setup_runtime "$(dirname "$(realpath "$src")")" || exit 1
  run_all "$dir"
}

if [ "${1:-}" = --run ]; then
  [ $# = 2 ] || { echo "usage: gpu-e2e.sh --run OUTDIR|gpu-e2e.tar.xz" >&2; exit 2; }
  src=$2
  [ -d "$src" ] && [ -f "$src/gpu-e2e.tar.xz" ] && [ ! -d "$src/run" ] && src=$src/gpu-e2e.tar.xz
  run_mode "$src"
  exit
fi

# ---------------------------------------------------------------- building, here
out=$(realpath -m "${1:-/tmp/ompfe-gpu-e2e}")
OMPCC=${OMPCC:-$root/build/bin/ompcc}
[ -x "$OMPCC" ] || { echo "gpu-e2e: no ompcc at $OMPCC (set OMPCC)" >&2; exit 1; }
OMPCC=$(realpath "$OMPCC")
command -v ptxas > /dev/null && command -v nvlink > /dev/null ||
  { echo "gpu-e2e: ptxas and nvlink must be on PATH (scripts/fetch-ptxas.sh)" >&2; exit 1; }
jobs=${JOBS:-$(nproc)}
mkdir -p "$out"/run/{ompfe,clang,expected} "$out/work"
# A program's builds are kept from an earlier run into OUTDIR while its source, its flags and
# the compilers are unchanged (rerunning after an interruption redoes only the rest).
stamp="$(stat -c %Y "$OMPCC" "$(dirname "$OMPCC")/ompfe" "$(command -v clang-19)" | tr '\n' ' ')$arch"

# The manifest: name, source, flags, run environment, one program a line (tab-separated).
python3 - "$root/test/e2e" > "$out/work/manifest" <<'EOF'
import os, re, shlex, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(sys.argv[1])), "..", "scripts"))
from e2e_run_lines import offload_builds
e2e = sys.argv[1]
skipped = []
for dirpath, dirs, files in sorted(os.walk(e2e)):
    dirs.sort()
    rel = os.path.relpath(dirpath, e2e)
    if "errors" in rel.split(os.sep) or "Inputs" in rel.split(os.sep):
        continue
    for f in sorted(files):
        if not f.endswith(".c"):
            continue
        path = os.path.join(dirpath, f)
        text = open(path, encoding="utf-8", errors="replace").read()
        if not re.search(r"#\s*pragma\s+omp\s+target", text):
            continue
        name = os.path.relpath(path, e2e)[:-2].replace(os.sep, "_")
        builds = offload_builds(path)
        if not builds or builds[0][2]:  # none, or the first reads input this harness cannot give
            skipped.append(os.path.relpath(path, e2e))
            continue
        flags, envs, _ = builds[0]
        print("\t".join([name, path, " ".join(map(shlex.quote, flags)), " ".join(envs)]))
for s in skipped:
    print("SKIP\t" + s)
EOF
grep -v '^SKIP' "$out/work/manifest" > "$out/work/programs"
skipped=$(grep -c '^SKIP' "$out/work/manifest")

build_one() { # NAME SRC FLAGS ENV: the three builds of one program; prints its report line
  local name=$1 src=$2 flags=$3 envs=$4 w=$out/work/$1 r=$out/run
  local inc=(-I"$(dirname "$src")" -I"$(dirname "$src")/Inputs") key="$stamp $flags $envs"
  if [ -f "$w/line" ] && [ "$w/line" -nt "$src" ] && [ "$(cat "$w/key" 2>/dev/null)" = "$key" ]; then
    cat "$w/line"; return
  fi
  rm -rf "$w" "$r/ompfe/$name" "$r/clang/$name" "$r/expected/$name".*
  mkdir -p "$w"
  echo "$key" > "$w/key"
  build_steps "$@" | tee "$w/line.tmp" && mv "$w/line.tmp" "$w/line"
}
build_steps() {
  local name=$1 src=$2 flags=$3 envs=$4 w=$out/work/$1 r=$out/run
  local inc=(-I"$(dirname "$src")" -I"$(dirname "$src")/Inputs")
  eval "local fl=($flags)"
  local line="$name:"
  if ! "$OMPCC" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu "${inc[@]}" "${fl[@]}" "$src" -o "$w/x86" -lm 2> "$w/x86.err"; then
    echo "$name: x86 build FAILED: $(grep -m1 -i error "$w/x86.err" | cut -c1-160)"; return
  fi
  env OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=$llvm_lib $envs timeout 60 "$w/x86" > "$r/expected/$name.out" 2> "$w/x86.run.err" < /dev/null
  echo $? > "$r/expected/$name.rc"
  line+=" x86 exit $(cat "$r/expected/$name.rc");"
  if "$OMPCC" -fopenmp --offload-arch=$arch "${inc[@]}" "${fl[@]}" "$src" -o "$r/ompfe/$name" -lm 2> "$w/ompfe.err"; then
    python3 "$root/scripts/gpu-cubin-abi.py" "$r/ompfe/$name" > "$w/ompfe.abi" 2>&1 || line+=" ompfe cubin rewrite FAILED"
    line+=" ompfe ok;"
  elif grep -q -e "device runtime does not define" -e "device code does not support" -e "device code cannot run" "$w/ompfe.err"; then
    line+=" ompfe refused: $(grep -m1 -e "device runtime does not define" -e "device code does not support" -e "device code cannot run" "$w/ompfe.err" | cut -c1-200);"
  else
    line+=" ompfe FAILED: $(grep -m1 -i -e 'error' -e fatal "$w/ompfe.err" | cut -c1-200);"
  fi
  if clang-19 -fopenmp --offload-arch=$arch --libomptarget-nvptx-bc-path=$llvm_lib/libomptarget-nvptx-$arch.bc \
       -Wno-unknown-cuda-version "${inc[@]}" "${fl[@]}" "$src" -o "$r/clang/$name" -lm 2> "$w/clang.err"; then
    python3 "$root/scripts/gpu-cubin-abi.py" "$r/clang/$name" > "$w/clang.abi" 2>&1 || line+=" clang cubin rewrite FAILED"
    line+=" clang ok"
  else
    line+=" clang FAILED: $(grep -m1 -i -e 'error' -e fatal "$w/clang.err" | cut -c1-200)"
  fi
  echo "$line"
}
export -f build_one build_steps
export out root arch llvm_lib OMPCC stamp

start=$(date +%s)
tr '\t' '\036' < "$out/work/programs" |
  xargs -d '\n' -P "$jobs" -I{} bash -c 'IFS=$'"'\036'"' read -r a b c d <<< "$1"; build_one "$a" "$b" "$c" "$d"' _ {} |
  sort > "$out/report.txt"
# the list the runner reads: programs whose x86 build gave an expected output, with their env
while IFS=$'\t' read -r name _ _ envs; do
  [ -f "$out/run/expected/$name.rc" ] && printf '%s\t%s\n' "$name" "$envs"
done < "$out/work/programs" > "$out/run/list"
grep '^SKIP' "$out/work/manifest" | sed 's/^SKIP\t/skipped (no default offload build in its RUN lines): /' >> "$out/report.txt"
tar -C "$out" -cf - run | xz -T0 > "$out/gpu-e2e.tar.xz"

n=$(wc -l < "$out/work/programs")
ok=$(grep -c ' ompfe ok;' "$out/report.txt")
refused=$(grep -c ' ompfe refused:' "$out/report.txt")
failed=$(grep -c -e ' ompfe FAILED' -e 'x86 build FAILED' "$out/report.txt")
cok=$(grep -c ' clang ok$' "$out/report.txt")
grep -e refused -e FAILED "$out/report.txt"
echo "gpu-e2e: $n programs ($skipped skipped), built in $(( $(date +%s) - start )) s: ompfe $ok images, $refused refused, $failed failed; clang-19 $cok images"
echo "gpu-e2e: report $out/report.txt, bundle $out/gpu-e2e.tar.xz ($(du -h "$out/gpu-e2e.tar.xz" | cut -f1))"

why=$(gpu_absent_reason)
if [ -n "$why" ]; then
  echo "gpu: no NVIDIA GPU here ($why); built $ok ompfe images ($refused refused, $failed failed), nothing run"
  exit 0
fi
setup_runtime "$out" || exit 1
run_all "$out/run"
