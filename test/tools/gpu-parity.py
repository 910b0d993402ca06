"""gpu-parity.py OMPFE SOURCE.c: nvptx64 device IR of SOURCE by clang-19 and by ompfe, compared.

Both at -O0, for sm_90, from the same host IR identity (the same file, so the same kernel
names). Required equal: the kernels (functions !nvvm.annotations marks "kernel"), each
kernel's launch bounds in its environment (MaxThreads, MinTeams, MaxTeams), the declare
target globals, !omp_offload.info, and no offload entries in either. The execution mode may
differ, and is printed: clang-19 makes combined constructs SPMD (2) in the front end, ompfe
makes every kernel generic (1) and leaves SPMD to OpenMPOpt. Then each module is linked with
the DeviceRTL and optimized (opt -O2, as the device link does): the modes OpenMPOpt leaves are
printed, so the dump shows what each kernel became. Prints one line per fact; exits 1 on a
difference that is not allowed."""
import re
import subprocess
import sys
import tempfile

ompfe, source = sys.argv[1], sys.argv[2]
RTL = "/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc"
ENV = re.compile(r"^@(\S+)_kernel_environment = .*ConfigurationEnvironmentTy \{ i8 (-?\d+), i8 (-?\d+), i8 (-?\d+), "
                 r"i32 (-?\d+), i32 (-?\d+), i32 (-?\d+), i32 (-?\d+)", re.M)


def run(*cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"gpu-parity: {' '.join(cmd)} failed:\n{r.stderr}")
    return r.stdout


def facts(ir):
    envs = {m.group(1): tuple(int(m.group(i)) for i in range(2, 9)) for m in ENV.finditer(ir)}
    kernels = set(re.findall(r"!\{ptr @(\S+), !\"kernel\", i32 1\}", ir))
    ids = dict(re.findall(r"^(![0-9]+) = (!\{i32 [01], .*\})$", ir, re.M))
    info = re.search(r"^!omp_offload.info = !\{(.*)\}$", ir, re.M)
    offload_info = sorted(re.sub(r"i32 \d+\}$", "}", ids[i]) for i in info.group(1).split(", ")) if info else []
    globals_ = set(re.findall(r"^@([A-Za-z_]\w*) = (?:dso_local )?(?:protected |hidden )?(?:addrspace\(\d\) )?(?:global|constant) ", ir, re.M))
    globals_ = {g for g in globals_ if not g.endswith("_environment")}
    return envs, kernels, offload_info, globals_, "omp_offloading_entries" in ir


def optimized_modes(ll, tmp, tag):
    run("llvm-link-19", ll, RTL, "--internalize", "-o", f"{tmp}/{tag}.bc")
    run("opt-19", "-O2", f"{tmp}/{tag}.bc", "-o", f"{tmp}/{tag}.opt.bc")
    ir = run("llvm-dis-19", f"{tmp}/{tag}.opt.bc", "-o", "-")
    return {m.group(1): int(m.group(4)) for m in ENV.finditer(ir)}


with tempfile.TemporaryDirectory() as tmp:
    run("clang-19", "-fopenmp", "-fopenmp-targets=nvptx64-nvidia-cuda", "-Xopenmp-target", "-march=sm_90", "-nogpulib",
        "--offload-device-only", "-S", "-emit-llvm", source, "-o", f"{tmp}/clang.ll")
    run(ompfe, "-fopenmp", "-fopenmp-targets=nvptx64-nvidia-cuda", "-emit-llvm-bc", source, "-o", f"{tmp}/host.bc")
    run(ompfe, "-triple", "nvptx64-nvidia-cuda", "-target-cpu", "sm_90", "-fopenmp", "-fopenmp-is-target-device",
        "-fopenmp-host-ir-file-path", f"{tmp}/host.bc", "-emit-llvm", "-S", source, "-o", f"{tmp}/ompfe.ll")
    clang, ours = facts(open(f"{tmp}/clang.ll").read()), facts(open(f"{tmp}/ompfe.ll").read())
    clang_opt, ours_opt = optimized_modes(f"{tmp}/clang.ll", tmp, "clang"), optimized_modes(f"{tmp}/ompfe.ll", tmp, "ompfe")

bad = 0
def same(what, a, b):
    global bad
    ok = a == b
    bad += not ok
    print(f"{'same' if ok else 'DIFFERS'} {what}: {a if ok else f'clang-19 {a}, ompfe {b}'}")

same("kernels", sorted(clang[1]), sorted(ours[1]))
same("environment kernels", sorted(clang[0]), sorted(ours[0]))
for k in sorted(clang[0]):
    if k not in ours[0]:
        continue
    c, o = clang[0][k], ours[0][k]
    short = re.sub(r"^__omp_offloading_[0-9a-f]+_[0-9a-f]+_", "", k)
    same(f"{short} threads/teams", c[3:6], o[3:6])
    print(f"mode {short}: clang-19 {c[2]} -> {clang_opt.get(k)} after opt -O2, ompfe {o[2]} -> {ours_opt.get(k)}")
same("!omp_offload.info", clang[2], ours[2])
same("declare target globals", sorted(clang[3]), sorted(ours[3]))
same("offload entries in the image", clang[4], ours[4])
sys.exit(1 if bad else 0)
