#!/usr/bin/env bash
# Mixed-compiler check: the device compile of each compiler must accept the other's host IR.
# Builds SRC four ways for the x86_64 offload device, runs each under OMP_TARGET_OFFLOAD=MANDATORY
# and requires the same stdout and exit status from all four:
#   clang  all clang-19 (clang-19 -fopenmp -fopenmp-targets=T)
#   ompcc  all ompcc
#   h-ompfe+d-clang  host IR by ompfe, device IR by clang-19's own device cc1 job reading it
#   h-clang+d-ompfe  host IR by clang-19 (--offload-host-only), device IR by ompfe reading it
# Mixed variants are packaged and linked as in docs/offload-abi.md §6 (llc -> packager ->
# embed into the host object -> clang-19 link).
# usage: cmp-mix.sh SRC TMP [compile flags]...   (flags go to every compile, e.g. -fopenmp-version=52)
# Environment: OMPFE_BUILD (build dir), OMPFE (default $OMPFE_BUILD/bin/ompfe), OMPCC (default
# $OMPFE_BUILD/bin/ompcc), CMP_STDERR_FILTER (a bash script: when set, each variant's stderr through
# it must equal clang's too, e.g. test/tools/offload-info-lines.sh under LIBOMPTARGET_INFO). Self-check of the plumbing without ompfe: OMPFE=clang-19 OMPCC=clang-19
# makes the "ompfe" sides use clang-19's host-only compile and device cc1 job instead.
set -u
src=$1 tmp=$2; shift 2
flags=("$@")
T=x86_64-pc-linux-gnu
LLVM=/usr/lib/llvm-19/lib
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OMPFE_BUILD=${OMPFE_BUILD:-$(dirname "$(dirname "$script_dir")")/build}
OMPFE=${OMPFE:-$OMPFE_BUILD/bin/ompfe}
OMPCC=${OMPCC:-$OMPFE_BUILD/bin/ompcc}
mkdir -p "$(dirname "$tmp")"
# A cmp-clang.sh just before, in the same test with the same flags, built the clang and ompcc
# variants (newer than the source, by the same compilers): they are kept, not built again.
reuse=()
if [ -f "$tmp.built-with" ] && [ "$(cat "$tmp.built-with")" = "$(printf '%s\n' "$(command -v "$OMPCC")" "${flags[@]}")" ] &&
   [ "$tmp.clang" -nt "$src" ] && [ "$tmp.ompcc" -nt "$src" ]; then
  mkdir -p "$tmp.keep" && mv "$tmp.clang" "$tmp.keep/clang" && mv "$tmp.ompcc" "$tmp.keep/ompcc" && reuse=(clang ompcc)
fi
find "$(dirname "$tmp")" -maxdepth 1 -name "$(basename "$tmp").*" ! -name "$(basename "$tmp").keep" -exec rm -rf {} +
log=$tmp.log

fail() { echo "cmp-mix: $*"; [ -s "$log" ] && tail -20 "$log" | sed 's/^/  | /'; exit 1; }

clang_host() { # OUT.bc: clang-19's host IR (bitcode)
  clang-19 -fopenmp -fopenmp-targets=$T "${flags[@]}" --offload-host-only -c -emit-llvm "$src" -o "$1"; }

clang_device() { # HOST.bc OUT.ll: clang-19's own device cc1 job, with -emit-llvm and the paths replaced
  local cmd
  cmd=$(clang-19 -fopenmp -fopenmp-targets=$T "${flags[@]}" -### -c "$src" -o "$tmp.unused.o" 2>&1 |
        grep -- '-fopenmp-is-target-device') || { echo "no device cc1 job in clang-19 -###"; return 1; }
  cmd=$(printf '%s\n' "$cmd" | sed -E -e 's/"-emit-obj"/"-emit-llvm"/' \
        -e 's|("-o") "[^"]*"|\1 "'"$2"'"|' -e 's|("-fopenmp-host-ir-file-path") "[^"]*"|\1 "'"$1"'"|')
  printf '%s\n' "$cmd" > "$tmp.devcc1.cmd"
  sh "$tmp.devcc1.cmd"; }

ompfe_host() { # OUT.bc
  case $(basename "$OMPFE") in clang*) clang_host "$1"; return ;; esac
  "$OMPFE" -fopenmp -fopenmp-targets=$T -triple $T -emit-llvm-bc -I"$OMPFE_BUILD/lib/ompfe/include" \
    "${flags[@]}" "$src" -o "$1"; }

ompfe_device() { # HOST.bc OUT.ll
  case $(basename "$OMPFE") in clang*) clang_device "$1" "$2"; return ;; esac
  "$OMPFE" -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path "$1" -triple $T -emit-llvm -S \
    -I"$OMPFE_BUILD/lib/ompfe/include" "${flags[@]}" "$src" -o "$2"; }

package() { # HOST.bc DEVICE.ll EXE: docs/offload-abi.md §6
  llc-19 -filetype=obj -relocation-model=pic "$2" -o "$3.device.o" &&
  clang-offload-packager-19 -o "$3.pkg" --image=file="$3.device.o",triple=$T,arch=,kind=openmp &&
  clang-19 -c "$1" -Xclang -fembed-offload-object="$3.pkg" -o "$3.host.o" &&
  clang-19 -fopenmp -fopenmp-targets=$T "$3.host.o" -o "$3" -lm -Wl,-rpath,$LLVM; }

variants=(clang ompcc h-ompfe+d-clang h-clang+d-ompfe)
build() { # VARIANT EXE
  case $1 in
    clang) clang-19 -fopenmp -fopenmp-targets=$T "${flags[@]}" "$src" -o "$2" -lm -Wl,-rpath,$LLVM ;;
    ompcc) "$OMPCC" -fopenmp -fopenmp-targets=$T "${flags[@]}" "$src" -o "$2" -lm ;;
    h-ompfe+d-clang) ompfe_host "$2.host.bc" && clang_device "$2.host.bc" "$2.device.ll" &&
                     package "$2.host.bc" "$2.device.ll" "$2" ;;
    h-clang+d-ompfe) clang_host "$2.host.bc" && ompfe_device "$2.host.bc" "$2.device.ll" &&
                     package "$2.host.bc" "$2.device.ll" "$2" ;;
  esac; }

for v in "${variants[@]}"; do
  if [[ " ${reuse[*]} " == *" $v "* ]]; then mv "$tmp.keep/$v" "$tmp.$v"
  else build "$v" "$tmp.$v" > "$log" 2>&1 || fail "build '$v' of $src failed"
  fi
  OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=$LLVM timeout 60 "$tmp.$v" < /dev/null > "$tmp.$v.out" 2> "$tmp.$v.err"
  echo $? > "$tmp.$v.rc"
done
: > "$log"
status=0
for v in "${variants[@]:1}"; do
  if [ "$(cat "$tmp.$v.rc")" != "$(cat "$tmp.clang.rc")" ]; then
    echo "cmp-mix: exit status differs: $v $(cat "$tmp.$v.rc"), clang $(cat "$tmp.clang.rc")"
    sed "s/^/$v stderr: /" "$tmp.$v.err" | head -20; status=1
  fi
  if ! cmp -s "$tmp.$v.out" "$tmp.clang.out"; then
    echo "cmp-mix: stdout differs (< $v, > clang):"; diff "$tmp.$v.out" "$tmp.clang.out" | head -40; status=1
  fi
done
if [ -n "${CMP_STDERR_FILTER:-}" ]; then
  for v in "${variants[@]}"; do bash "$CMP_STDERR_FILTER" < "$tmp.$v.err" > "$tmp.$v.errf"; done
  [ -s "$tmp.clang.errf" ] || { echo "cmp-mix: the filter kept nothing of clang's stderr"; status=1; }
  for v in "${variants[@]:1}"; do
    if ! cmp -s "$tmp.$v.errf" "$tmp.clang.errf"; then
      echo "cmp-mix: filtered stderr differs (< $v, > clang):"; diff "$tmp.$v.errf" "$tmp.clang.errf" | head -40; status=1
    fi
  done
fi
rm -rf "$tmp.keep"
[ "$(cat "$tmp.clang.rc")" = 0 ] || { echo "cmp-mix: the clang build exited $(cat "$tmp.clang.rc")"; status=1; }
[ -s "$tmp.clang.out" ] || { echo "cmp-mix: the program printed nothing; a test must print what it checks"; status=1; }
[ $status = 0 ] && cat "$tmp.clang.out"
exit $status
