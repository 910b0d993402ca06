# lit configuration for every ompfe suite. Run through ctest (see CMakeLists.txt) or by hand:
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv --param build=$PWD/build test/e2e
import os
import re
import shutil
import lit.formats

config.name = "ompfe"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".test", ".ll"]
config.excludes = ["Inputs", "tools", "lit.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(__file__)

src_root = os.path.dirname(config.test_source_root)
build = os.path.abspath(lit_config.params.get("build", os.path.join(src_root, "build")))
config.test_exec_root = os.path.join(build, "test")
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin")
tools = os.path.join(config.test_source_root, "tools")

ompfe = os.path.join(build, "bin", "ompfe")
ompcc = os.path.join(build, "bin", "ompcc")
config.substitutions.append(("%ompfe", ompfe))
config.substitutions.append(("%ompcc", ompcc))
config.substitutions.append(("%clang", "clang-19"))
config.substitutions.append(("%offload-triple", "x86_64-pc-linux-gnu"))
# %cmp-clang SRC TMP [flags]: build SRC with ompcc and clang-19 for the x86_64 device, run both, compare.
config.substitutions.append(("%cmp-clang", "bash " + os.path.join(tools, "cmp-clang.sh")))
# %cmp-gcc SRC TMP [flags]: build SRC as plain C with ompcc and gcc, run both, compare.
config.substitutions.append(("%cmp-gcc", "bash " + os.path.join(tools, "cmp-gcc.sh")))
config.substitutions.append(("%cmp-mix", "bash " + os.path.join(tools, "cmp-mix.sh")))
# %offload-info-lines: the filter of LIBOMPTARGET_INFO output that cmp-mix.sh compares with CMP_STDERR_FILTER.
config.substitutions.append(("%offload-info-lines", os.path.join(tools, "offload-info-lines.sh")))
# %verify SRC -- COMMAND: the compile's diagnostics are the expected-* comments of SRC (clang's -verify)
config.substitutions.append(("%verify", "python3 " + os.path.join(tools, "verify-diags.py")))
config.substitutions.append(("%repeat-run", "bash " + os.path.join(tools, "repeat-run.sh")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
config.substitutions.append(("%build", build))
config.substitutions.append(("%srcroot", src_root))

config.environment["PATH"] = os.pathsep.join([llvm_bin, os.path.join(build, "bin"),
                                              config.environment.get("PATH", os.environ.get("PATH", ""))])
config.environment["OMPFE_BUILD"] = build


def sanitized_build(build_dir):
    """A build with -fsanitize=address (OMPFE_SANITIZE): no valgrind, no address-space limits."""
    try:
        with open(os.path.join(build_dir, "CMakeCache.txt")) as cache:
            return any(line.strip() == "OMPFE_SANITIZE:BOOL=ON" for line in cache)
    except OSError:
        return False


if sanitized_build(build):
    config.available_features.add("sanitized")
    # cmp-clang.sh then builds and runs ompcc's program only (the normal build compares it)
    config.environment["OMPFE_SANITIZED_BUILD"] = "1"
# What CI's time budget leaves out runs only when asked: OMPFE_LONG_TESTS=1 (scripts/test.sh
# --long): the -O0 rebuilds of Debian's largest packages (each is still built and tested at
# Debian's flags), the amdgcn image sweep, the build of docs/extending.md's example.
if os.environ.get("OMPFE_LONG_TESTS") == "1":
    config.available_features.add("long-tests")
# Linking for nvptx64-nvidia-cuda runs CUDA's ptxas and nvlink (scripts/fetch-ptxas.sh).
if all(shutil.which(tool, path=config.environment["PATH"]) for tool in ("ptxas", "nvlink")):
    config.available_features.add("ptxas")
# Linking for amdgcn-amd-amdhsa runs LLVM 19's ld.lld (the package lld-19; Debian's plain ld.lld is lld 14).
if shutil.which("ld.lld-19", path=config.environment["PATH"]):
    config.available_features.add("lld")
# The processor runs FMA instructions (programs built with -mfma).
try:
    with open("/proc/cpuinfo") as cpuinfo:
        if re.search(r"^flags\s*:.*\bfma\b", cpuinfo.read(), re.M):
            config.available_features.add("fma")
except OSError:
    pass
# Every compile the tests make verifies its IR after each stage, whatever the build type.
config.environment["OMPFE_VERIFY_EACH"] = "1"
config.environment["OMPCC"] = lit_config.params.get("ompcc", ompcc)
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# Offloaded programs must really run on the device; the runtime lives beside LLVM 19.
config.environment["OMP_TARGET_OFFLOAD"] = "MANDATORY"
config.environment["LD_LIBRARY_PATH"] = "/usr/lib/llvm-19/lib"
