#!/usr/bin/env python3
"""Build every e2e offload program for the GPU targets with ompcc, as a user would, and check
each executable's device image without a GPU.

    scripts/gpu-e2e-images.py [--targets nvptx,amdgcn] [--every N] [--clang] [--jobs N]
                              [--out DIR] [--ompcc PATH] [PROGRAM.c | DIR]...

A program is a .c file under test/e2e (or the files and folders named; errors/ and Inputs/
folders are left out) with a target construct or declare target. It is built once per distinct
set of flags its RUN lines build it for the offload device with (%cmp-clang, %cmp-mix, or
%ompcc -fopenmp-targets=%offload-triple: -D..., -O2, -g, -fopenmp-version=, a second source),
or with none where no RUN line builds it so, by

    ompcc -fopenmp -fopenmp-targets=TRIPLE --offload-arch=ARCH FLAGS SRC -lm

for nvptx64-nvidia-cuda (sm_90: the link runs ptxas and nvlink) and amdgcn-amd-amdhsa (gfx90a:
the link runs ld.lld-19). Then clang-offload-packager-19 takes the image out of the executable,
and every kernel the host's offload entries name must be a function of the image, with its
kernel environment; its execution mode (generic, spmd, or generic-spmd where OpenMPOpt made a
generic kernel SPMD) is reported. --clang also builds the program with clang-19 for the same
GPU and compares the kernels and their modes (spmd and generic-spmd both run as SPMD), both
built with -O2 where the flags have no -O (clang-19's -O0 device code is optnone: not made SPMD).
Where a mode differs, clang-19 builds it again with -foffload-lto, which optimizes the device
code at the link with the DeviceRTL, as ompcc's link does; when that build agrees the line says
"clang-19 alike with -foffload-lto" and which kernels its per-file build left in another mode.
clang-19 needs ROCm's device libraries for amdgcn, which Debian does not have: there it says so.
One line per build:
    ok TARGET NAME [FLAGS]: K kernels (modes)
    refused TARGET NAME [FLAGS]: ERROR     an error at its place in the source saying what this
                                           GPU or its device runtime cannot run
    FAILED TARGET NAME [FLAGS]: WHY        anything else: a crash, an internal or a verifier
                                           error, ptxas's or ld.lld's error, a kernel missing
and last "images: N ok, R refused, F failed". Exit status 0 unless something FAILED (always 0
with --exit-zero, for a test that checks the lines).
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

import e2e_run_lines

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGETS = {"nvptx": ("nvptx64-nvidia-cuda", "sm_90"), "amdgcn": ("amdgcn-amd-amdhsa", "gfx90a")}
OFFLOAD = re.compile(r'(#\s*pragma\s+omp|_Pragma\s*\(\s*"omp)\s+(target|declare\s+target|begin\s+declare\s+target)\b')
REFUSAL = re.compile(r"^\S+:\d+:\d+: error: .*(device runtime does not define|device code does not support|"
                     r"device code cannot run|RPC library|in code for [a-z0-9_-]+ is not supported by ompfe)", re.M)
MODES = {1: "generic", 2: "spmd", 3: "generic-spmd"}


def offload_builds(path):
    """The distinct flag lists PATH's RUN lines build it for the offload device with, less the
    host's libraries for the device link (a GPU link has no libatomic); builds whose run reads
    the harness's input are left to the x86_64 device."""
    found = []
    for flags, _envs, takes_input in e2e_run_lines.offload_builds(path):
        if takes_input:
            continue
        kept, i = [], 0
        while i < len(flags):
            if flags[i].startswith("-Xoffload-linker"):
                i += 1 if "=" in flags[i] and flags[i] != "-Xoffload-linker" else 2
                continue
            kept.append(flags[i])
            i += 1
        if kept not in found:
            found.append(kept)
    return found or [[]]


def programs(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for dirpath, dirs, names in os.walk(p):
                dirs[:] = sorted(d for d in dirs if d not in ("errors", "Inputs"))
                files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".c")]
        else:
            files.append(p)
    return sorted(f for f in files
                  if OFFLOAD.search(open(f, encoding="utf-8", errors="replace").read()))


class Elf:
    """Just enough of an ELF64 little-endian file: sections, symbols, dynamic relocations."""

    def __init__(self, path):
        self.data = open(path, "rb").read()
        d = self.data
        if d[:4] != b"\x7fELF" or d[4] != 2:
            raise ValueError("not an ELF64 file")
        shoff, = struct.unpack_from("<Q", d, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3a)
        raw = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
        names = raw[shstrndx]
        self.sections = []
        for (name, typ, flags, addr, off, size, link, info, align, entsize) in raw:
            self.sections.append(dict(name=self.cstr(names[4] + name), type=typ, addr=addr, off=off,
                                      size=size, link=link, entsize=entsize))

    def cstr(self, off):
        end = self.data.index(b"\0", off)
        return self.data[off:end].decode("latin-1")

    def section(self, name):
        return next((s for s in self.sections if s["name"] == name), None)

    def at(self, addr):
        """File offset of a virtual address, or None."""
        for s in self.sections:
            if s["addr"] and s["type"] != 8 and s["addr"] <= addr < s["addr"] + s["size"]:
                return s["off"] + addr - s["addr"]
        return None

    def symbols(self):
        for s in self.sections:
            if s["type"] != 2:  # SHT_SYMTAB
                continue
            strtab = self.sections[s["link"]]["off"]
            for i in range(s["size"] // 24):
                name, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", self.data, s["off"] + i * 24)
                yield self.cstr(strtab + name), info & 0xf, shndx, value, size

    def relative_relocs(self):
        rels = {}
        for s in self.sections:
            if s["type"] != 4:  # SHT_RELA
                continue
            for i in range(s["size"] // 24):
                off, info, addend = struct.unpack_from("<QQq", self.data, s["off"] + i * 24)
                if info & 0xffffffff == 8:  # R_X86_64_RELATIVE
                    rels[off] = addend
        return rels


def host_kernels(exe):
    """The kernel names of the host's offload entries (a kernel's entry has size 0)."""
    elf = Elf(exe)
    sec = elf.section("omp_offloading_entries")
    if sec is None:
        return []
    rels = elf.relative_relocs()
    kernels = []
    for e in range(sec["size"] // 32):
        base = sec["addr"] + e * 32
        raw_name, = struct.unpack_from("<Q", elf.data, sec["off"] + e * 32 + 8)
        size, = struct.unpack_from("<Q", elf.data, sec["off"] + e * 32 + 16)
        name_addr = rels.get(base + 8, raw_name)
        off = elf.at(name_addr)
        if off is None:
            raise ValueError("offload entry %d's name is nowhere" % e)
        name = elf.cstr(off)
        if size == 0 and name.startswith("__omp_offloading_"):
            kernels.append(name)
    return kernels


def image_kernels(img):
    """{kernel: mode} of an image: its functions that have a kernel environment."""
    elf = Elf(img)
    funcs, envs = set(), {}
    for name, typ, shndx, value, size in elf.symbols():
        if typ == 2:
            funcs.add(name)
        elif typ == 1 and name.endswith("_kernel_environment") and 0 < shndx < len(elf.sections):
            sec = elf.sections[shndx]
            # ConfigurationEnvironmentTy: UseGenericStateMachine, MayUseNestedParallelism, ExecMode
            off = sec["off"] + value - sec["addr"]
            envs[name[:-len("_kernel_environment")]] = elf.data[off + 2] if sec["type"] != 8 else 0
    return {k: MODES.get(m, "mode %d" % m) for k, m in envs.items() if k in funcs}


def run(cmd, cwd):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return 124, "timed out"


def first_error(log):
    for line in log.splitlines():
        if re.search(r"error|fatal|assert|Assertion|Stack dump|Sanitizer", line, re.I):
            return line.strip()[:240]
    return (log.strip().splitlines() or ["(no output)"])[-1][:240]


def build_image(compiler, target, src, flags, work, tag):
    """Build with COMPILER; returns (status, text, {kernel: mode})."""
    triple, arch = TARGETS[target]
    exe = os.path.join(work, tag)
    d = os.path.dirname(src)
    cmd = [compiler, "-fopenmp", "-fopenmp-targets=" + triple, "--offload-arch=" + arch, "-I" + d,
           "-I" + os.path.join(d, "Inputs")]
    if os.path.basename(compiler).startswith("clang"):
        cmd += ["-Wno-unknown-cuda-version", "--libomptarget-%s-bc-path=/usr/lib/llvm-19/lib"
                % ("nvptx" if target == "nvptx" else "amdgpu")]
    cmd += flags + [src, "-o", exe, "-lm"]
    rc, log = run(cmd, work)
    if rc != 0:
        if rc == 1 and REFUSAL.search(log) and not re.search(r"Stack dump|Assertion|Sanitizer|internal error", log):
            return "refused", REFUSAL.search(log).group(0)[:240], {}
        return "FAILED", "build (exit %d): %s" % (rc, first_error(log)), {}
    img = exe + ".img"
    rc, log = run(["clang-offload-packager-19", exe, "--image=file=%s,triple=%s,arch=%s" % (img, triple, arch)], work)
    if rc != 0 or not os.path.exists(img):
        return "FAILED", "no %s image in the executable: %s" % (arch, first_error(log)), {}
    try:
        wanted = host_kernels(exe)
        have = image_kernels(img)
    except (ValueError, IndexError, struct.error) as e:
        return "FAILED", "unreadable executable or image: %s" % e, {}
    missing = [k for k in wanted if k not in have]
    if missing:
        return "FAILED", "image lacks kernel %s" % missing[0], have
    return "ok", "", {k: have[k] for k in wanted}


def mode_summary(kernels):
    counts = {}
    for m in kernels.values():
        counts[m] = counts.get(m, 0) + 1
    return "%d kernel%s%s" % (len(kernels), "" if len(kernels) == 1 else "s",
                              " (%s)" % ", ".join("%d %s" % (n, m) for m, n in sorted(counts.items())) if counts else "")


def spmd_like(mode):
    return "spmd" if mode in ("spmd", "generic-spmd") else mode


def kernels_differing(ours, theirs):
    """The kernels absent from one build or run in another mode (SPMD and generic-SPMD alike)."""
    return sorted(k for k in set(ours) | set(theirs)
                  if spmd_like(ours.get(k, "absent")) != spmd_like(theirs.get(k, "absent")))


def short_kernel(name):
    """A kernel's name without its device and file ids: main_l62."""
    return re.sub(r"^__omp_offloading_[0-9a-f]+_[0-9a-f]+_", "", name)


def one(job, args, root_e2e):
    target, src, flags = job
    name = os.path.relpath(src, root_e2e) if src.startswith(root_e2e + os.sep) else src
    label = "%s %s%s" % (target, name, (" " + " ".join(flags)) if flags else "")
    work = tempfile.mkdtemp(prefix="b.", dir=args.out)
    flags = [f.replace("%S", os.path.dirname(src)) for f in flags]
    status, text, kernels = build_image(args.ompcc, target, src, flags, work, "ompcc")
    if status != "ok":
        return status, "%s %s: %s" % (status, label, text)
    line = "ok %s: %s" % (label, mode_summary(kernels))
    if args.clang:
        # at -O0 clang-19's device functions are optnone, so OpenMPOpt leaves its generic
        # kernels generic, while the link optimizes ompfe's: compare what -O2 makes of both
        if not any(re.match(r"-O[0-9sz]?$", f) for f in flags):
            flags = flags + ["-O2"]
            status, text, kernels = build_image(args.ompcc, target, src, flags, work, "ompcc.O2")
            if status != "ok":
                return status, "%s %s, with -O2: %s" % (status, label, text)
            line += "; with -O2: %s" % mode_summary(kernels)
        cstatus, ctext, ckernels = build_image("clang-19", target, src, flags, work, "clang")
        if cstatus != "ok":
            line += "; clang-19 did not build it (%s)" % ctext[:120]
        else:
            differ = kernels_differing(kernels, ckernels)
            if differ:
                # clang-19 optimizes each file's device code alone, ompcc's link optimizes the
                # module with the DeviceRTL (clang-19's -foffload-lto): where only clang-19's
                # own build of that kind agrees, the difference is the pipeline's, not ompfe's
                # (a weak function of clang's headers, such as its GPU __muldc3, is opaque to
                # OpenMPOpt in a single file, and keeps the kernel generic)
                lstatus, _ltext, lkernels = build_image("clang-19", target, src, flags + ["-foffload-lto"], work,
                                                        "clang.lto")
                if lstatus != "ok" or kernels_differing(kernels, lkernels):
                    k = differ[0]
                    return "FAILED", "FAILED %s: kernel %s is %s, clang-19's is %s" % (
                        label, k, kernels.get(k, "absent"), ckernels.get(k, "absent"))
                line += "; clang-19 alike with -foffload-lto (without, %s)" % ", ".join(
                    "%s %s" % (short_kernel(k), ckernels.get(k, "absent")) for k in differ)
            else:
                line += "; clang-19 alike"
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return status, line


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--targets", default="nvptx,amdgcn")
    ap.add_argument("--every", type=int, default=1, help="only every N-th build, in name order")
    ap.add_argument("--clang", action="store_true", help="compare kernels and modes with clang-19's build")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", default=None, help="work folder (default: a temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the executables and images")
    ap.add_argument("--exit-zero", action="store_true", help="exit 0 even where a build FAILED")
    ap.add_argument("--ompcc", default=os.path.join(ROOT, "build", "bin", "ompcc"))
    args = ap.parse_args()
    e2e = os.path.join(ROOT, "test", "e2e")
    targets = args.targets.split(",")
    for t in targets:
        if t not in TARGETS:
            sys.exit("gpu-e2e-images: unknown target %s (nvptx, amdgcn)" % t)
    if "nvptx" in targets and not (shutil.which("ptxas") and shutil.which("nvlink")):
        sys.exit("gpu-e2e-images: ptxas and nvlink must be on PATH for nvptx (scripts/fetch-ptxas.sh)")
    args.ompcc = os.path.abspath(args.ompcc)
    # ompfe verifies its IR after each stage, as the tests' compiles do
    os.environ.setdefault("OMPFE_VERIFY_EACH", "1")
    args.out = os.path.abspath(args.out or tempfile.mkdtemp(prefix="gpu-e2e-images."))
    os.makedirs(args.out, exist_ok=True)
    jobs = [(t, src, flags) for src in programs([os.path.abspath(p) for p in args.paths] or [e2e])
            for flags in offload_builds(src) for t in targets]
    jobs = jobs[::args.every]
    counts = {"ok": 0, "refused": 0, "FAILED": 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for status, line in pool.map(lambda j: one(j, args, e2e), jobs):
            counts[status] += 1
            print(line, flush=True)
    print("images: %d ok, %d refused, %d failed" % (counts["ok"], counts["refused"], counts["FAILED"]))
    return 1 if counts["FAILED"] and not args.exit_zero else 0


if __name__ == "__main__":
    sys.exit(main())
