#!/usr/bin/env bash
# Installs the Debian 12 packages ompfe needs, then checks that every program and file the
# build, ompcc and the tests use is really there (a package can be installed and still lack
# one: clang-offload-packager-19 is not in clang-19 but in clang-tools-19, which nothing
# depends on). Safe to run again.
#   scripts/install-deps.sh          install what is missing, then check
#   scripts/install-deps.sh --check  only check; exit 1 naming the package of each thing missing
#   OMPFE_WITH_PTXAS=1 scripts/install-deps.sh   also unpack CUDA's ptxas and nvlink, which
#                    linking for nvptx64-nvidia-cuda needs, with scripts/fetch-ptxas.sh (Debian's
#                    non-free nvidia-cuda-toolkit, not installed) and say what to put on PATH
# OMPFE_LLVM_DIR (default /usr/lib/llvm-19) is where LLVM 19 is looked for, and
# OMPFE_SYSTEM_LIB_DIR (default /usr/lib/x86_64-linux-gnu) the system's libraries, so that a
# test can run the check against an empty machine.
set -euo pipefail
llvm_dir=${OMPFE_LLVM_DIR:-/usr/lib/llvm-19}
system_lib_dir=${OMPFE_SYSTEM_LIB_DIR:-/usr/lib/x86_64-linux-gnu}

# package | what of it is used: programs looked up on PATH, paths under $llvm_dir (@) or
# libraries in $system_lib_dir (%).
# Every package whose programs anything here runs is named, with the programs it must provide.
requirements=(
  "clang-19           | clang-19 @bin/clang"                                   # link driver, clang -E, reference builds in tests
  "clang-tools-19     | clang-offload-packager-19 @bin/clang-linker-wrapper"   # packaging device images; clang-19 runs the wrapper at link time
  "lld-19             | ld.lld-19 @bin/ld.lld"                                 # AMDGPU device images: clang-linker-wrapper links them with lld-19 (clang-19 runs the
                                                                               #   ld.lld beside it; Debian's /usr/bin/ld.lld, package lld, is lld 14 and fails)
  "llvm-19            | llc-19 @bin/llvm-as @bin/llvm-dis"                     # tests: mixed-compiler builds, host IR as bitcode
  "llvm-19-tools      | @bin/FileCheck @bin/not @bin/count @build/utils/lit/lit.py" # the test suites
  "llvm-19-dev        | @lib/cmake/llvm/LLVMConfig.cmake"
  "libmlir-19-dev     | @lib/cmake/mlir/MLIRConfig.cmake"
  "mlir-19-tools      | @bin/mlir-tblgen"                                      # MLIR's CMake package refers to its tools
  "zlib1g-dev         | %libz.so"                                              # ompfe's static LLVM link: llvm-config --system-libs
  "libxml2-dev        | %libxml2.so"                                           #   names -lz -lxml2 and libz3.so (-lzstd: libzstd.so.1)
  "libz3-dev          | %libz3.so"
  "libomp-19-dev      | @lib/libomptarget.so @lib/libomp.so"                   # the offloading runtime programs link against
  "libclang-rt-19-dev | @lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a"   # libFuzzer for scripts/fuzz.sh
  "cpp                | cpp"                                                   # ompfe's preprocessor
  "gcc                | gcc"                                                   # builds ompfe; test/c compares with it
  "binutils           | ld"
  "flex               | flex"
  "bison              | bison"
  "cmake              | cmake ctest"
  "make               | make"
  "ninja-build        | ninja"                                                 # test/build-systems: CMake's Ninja generator
  "autoconf           | autoreconf autoconf"                                   # test/build-systems: an automake project
  "automake           | automake aclocal"
  "libtool            | libtoolize"                                            # test/build-systems: Debian's libyaml (autotools, libtool)
  "dpkg-dev           | dpkg-source"                                           # test/build-systems: unpacking Debian source packages
  "python3            | python3"
  "gdb                | gdb"                                                   # test/driver/debug-info.c: -g read by a debugger
  "valgrind           | valgrind"                                              # the C API's leak check (test/api)
  "pkg-config         | pkg-config"                                            # test/install
  "chromium           | chromium"                                              # test/explain: the explorer page run headless
)

trim() { local s=$1; s=${s#"${s%%[![:space:]]*}"}; printf '%s' "${s%"${s##*[![:space:]]}"}"; }

packages=()
for line in "${requirements[@]}"; do packages+=("$(trim "${line%%|*}")"); done

# Reports each required program or file that is missing and the packages to install; bash
# builtins only, so that it also speaks on a machine (or PATH) with nothing on it.
check() {
  local line package thing to_install=()
  for line in "${requirements[@]}"; do
    package=$(trim "${line%%|*}")
    for thing in ${line#*|}; do
      if [[ $thing == @* ]]; then
        [ -e "$llvm_dir/${thing#@}" ] && continue
        thing="$llvm_dir/${thing#@}"
      elif [[ $thing == %* ]]; then
        [ -e "$system_lib_dir/${thing#%}" ] && continue
        thing="$system_lib_dir/${thing#%}"
      else
        command -v "$thing" >/dev/null 2>&1 && continue
        thing="$thing (not on PATH)"
      fi
      [ ${#to_install[@]} -eq 0 ] && echo "install-deps: missing (package: program or file):" >&2
      echo "  $package: $thing" >&2
      [[ " ${to_install[*]} " == *" $package "* ]] || to_install+=("$package")
    done
  done
  [ ${#to_install[@]} -eq 0 ] && return 0
  echo "install-deps: install them with: apt-get install ${to_install[*]}" >&2
  return 1
}

if [ "${1:-}" = "--check" ]; then
  check
  exit
fi

not_installed=()
for p in "${packages[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || not_installed+=("$p"); done
if [ ${#not_installed[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${not_installed[@]}"
fi
check
# Opt-in: NVIDIA's non-free tools stay off a machine unless asked for.
if [ "${OMPFE_WITH_PTXAS:-0}" = 1 ]; then
  ptxas_bin=$("$(dirname "$0")/fetch-ptxas.sh")
  echo "install-deps: ptxas and nvlink are in $ptxas_bin; put it on PATH to link for nvptx64-nvidia-cuda:" >&2
  echo "  export PATH=$ptxas_bin:\$PATH" >&2
fi
