#!/usr/bin/env python3
"""Compile and run the OpenMP Examples document's C programs with clang-19 and with ompcc.

usage: scripts/omp-examples.py CORPUS [--ompcc PATH] [--work DIR] [-j N] [--timeout S] [FILTER...]

CORPUS is a folder of the Examples' C sources (any depth, e.g. CORPUS/devices/target.1.c),
fetched by the user from https://github.com/OpenMP/Examples (the */sources/*.c files); this
repository does not carry them. Each file's header comments say what it is for, and are followed:
  @@compilable: yes/no, @@linkable: yes/no   (older files: @@operation: view/compile/link/run)
  @@expect: success/failure/rt-error/unspecified (built, not run)
  @@env: VAR=VALUE ...   @@version: omp_5.1
Both compilers get `-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu`; linkable programs are run
(OMP_TARGET_OFFLOAD=MANDATORY, with 1 and 4 threads, under a time limit). clang-19's program
runs twice per thread count: output that differs between its own two runs depends on
scheduling or time, and only the exit status is compared for it.
Each file gets one class; the table counts them per folder, then each non-fine file is listed:
  ok            both agree (same verdict; for a run, same deterministic output and status)
  refused       ompcc rejects (error:) what clang-19 compiles
  crash         ompcc dies on a signal or an internal error, compiling or running
  differ        both built it but the runs differ (output or exit status): a possible wrong result
  accepts-bad   the file is expected to fail to compile; clang-19 rejects it, ompcc accepts it
  clang-fails   clang-19 itself fails where the file expects success (nothing to compare)
"""
import argparse
import concurrent.futures
import os
import re
import resource
import shutil
import subprocess
import sys

TARGET = "x86_64-pc-linux-gnu"
THREAD_COUNTS = ("1", "4")


def read_header(text):
    """The @@key: value pairs of the file's leading comment."""
    return {key.lower(): value.strip() for key, value in re.findall(r"@@(\w+):\s*([^\n]*)", text[:2000])}


def plan(header):
    """(mode, expect): mode is 'compile', 'link' or 'run'; expect is success/failure/rt-error."""
    expect = header.get("expect", "success").lower()
    operation = header.get("operation", "").lower()
    if operation in ("compile", "link", "run"):
        mode = operation
    elif operation == "view":
        mode = "compile"
    else:
        compilable = header.get("compilable", "yes").lower() == "yes"
        linkable = header.get("linkable", "no").lower() == "yes"
        mode = "run" if compilable and linkable else "compile"
        if not compilable:
            expect = "failure"
    if expect == "unspecified" and mode == "run":
        mode = "link"  # what it prints is unspecified (a race, say): built, not run
    return mode, expect


def version_flags(header):
    match = re.match(r"omp_(\d)\.(\d)", header.get("version", ""))
    if not match:
        return []
    version = int(match.group(1) + match.group(2))
    # clang-19 defaults to 5.1; newer features are behind -fopenmp-version
    return ["-fopenmp-version=%d" % version] if version > 51 else []


def env_of(header):
    env = dict(os.environ, OMP_TARGET_OFFLOAD="MANDATORY", LD_LIBRARY_PATH="/usr/lib/llvm-19/lib")
    for assignment in header.get("env", "").split():
        if "=" in assignment:
            name, value = assignment.split("=", 1)
            env[name] = value
    return env


def unlimited_stack():
    # several Examples keep megabytes of arrays on the stack, past the usual 8 MiB
    resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def sh(cmd, timeout, env=None):
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout, env=env, preexec_fn=unlimited_stack)
        return proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"


def compiler_died(rc, err):
    return rc < 0 or rc >= 128 or re.search(r"Stack dump|Assertion|internal error|Segmentation|Aborted", err)


def first_error(err):
    for line in err.splitlines():
        if "error" in line or "Assertion" in line:
            return line.strip()[:200]
    return (err.strip().splitlines() or ["(no message)"])[-1][:200]


def check(path, args):
    text = open(path, errors="replace").read()
    header = read_header(text)
    mode, expect = plan(header)
    rel = os.path.relpath(path, args.corpus)
    base = os.path.join(args.work, rel.replace("/", "__"))
    flags = ["-fopenmp", "-fopenmp-targets=" + TARGET] + version_flags(header)
    out_flags = ["-c", "-o", base + ".%s.o"] if mode == "compile" else ["-o", base + ".%s", "-lm"]
    results = {}
    for name, cc in (("clang", ["clang-19"]), ("ompcc", [args.ompcc])):
        extra = ["-Wl,-rpath,/usr/lib/llvm-19/lib"] if name == "clang" and mode != "compile" else []
        cmd = cc + flags + [path] + [f.replace("%s", name) for f in out_flags] + extra
        results[name] = sh(cmd, args.timeout * 4)
    (rc_c, _, err_c), (rc_o, _, err_o) = results["clang"], results["ompcc"]
    if compiler_died(rc_o, err_o):
        return rel, "crash", "compiling: " + first_error(err_o)
    if expect == "failure":
        if rc_c != 0 and rc_o == 0:
            return rel, "accepts-bad", "clang-19: " + first_error(err_c)
        return rel, "ok", ""
    if rc_c != 0:
        return rel, "clang-fails", ("ompcc builds it; " if rc_o == 0 else "ompcc too; ") + first_error(err_c)
    if rc_o != 0:
        return rel, "refused", first_error(err_o)
    if mode != "run":
        return rel, "ok", ""
    env = env_of(header)
    # a file's own @@env OMP_NUM_THREADS is the one it is run with
    for threads in [env["OMP_NUM_THREADS"]] if "OMP_NUM_THREADS" in header.get("env", "") else THREAD_COUNTS:
        env["OMP_NUM_THREADS"] = threads
        clang1 = sh([base + ".clang"], args.timeout, env)
        clang2 = sh([base + ".clang"], args.timeout, env)
        ours = sh([base + ".ompcc"], args.timeout, env)
        if (ours[0] < 0 or ours[0] == 124) and clang1[0] != ours[0]:
            return rel, "crash", "running (%s threads): status %d %s" % (threads, ours[0], first_error(ours[2]))
        if expect == "rt-error":
            if (clang1[0] != 0) != (ours[0] != 0):
                return rel, "differ", "rt-error expected: clang-19 status %d, ompcc %d" % (clang1[0], ours[0])
            continue
        if (clang1[0] == 0) != (ours[0] == 0):
            return rel, "differ", "%s threads: exit status clang-19 %d, ompcc %d: %s" % (
                threads, clang1[0], ours[0], first_error(ours[2] or clang1[2]))
        if clang1[1] == clang2[1] and ours[1] != clang1[1]:
            diff = [(a, b) for a, b in zip(ours[1].splitlines(), clang1[1].splitlines()) if a != b]
            first = diff[0] if diff else (ours[1][-80:], clang1[1][-80:])
            return rel, "differ", "%s threads: ompcc %r, clang-19 %r" % (threads, first[0][:80], first[1][:80])
    return rel, "ok", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("filters", nargs="*", help="only files whose path contains one of these")
    parser.add_argument("--ompcc", default=os.path.join(os.path.dirname(__file__), "..", "build", "bin", "ompcc"))
    parser.add_argument("--work", default="/tmp/omp-examples-work")
    parser.add_argument("-j", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=30, help="seconds per run")
    args = parser.parse_args()
    if not shutil.which("clang-19"):
        sys.exit("omp-examples: clang-19 is not on PATH")
    os.makedirs(args.work, exist_ok=True)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(args.corpus) for f in fs if f.endswith(".c"))
    files = [f for f in files if not args.filters or any(x in f for x in args.filters)]
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        results = list(pool.map(lambda f: check(f, args), files))
    classes = ["ok", "refused", "crash", "differ", "accepts-bad", "clang-fails"]
    table = {}
    for rel, cls, _ in results:
        folder = rel.split("/")[0] if "/" in rel else "."
        table.setdefault(folder, dict.fromkeys(classes, 0))[cls] += 1
    print("%-24s" % "folder" + "".join("%12s" % c for c in classes) + "%8s" % "total")
    totals = dict.fromkeys(classes, 0)
    for folder in sorted(table):
        row = table[folder]
        print("%-24s" % folder + "".join("%12d" % row[c] for c in classes) + "%8d" % sum(row.values()))
        for c in classes:
            totals[c] += row[c]
    print("%-24s" % "total" + "".join("%12d" % totals[c] for c in classes) + "%8d" % sum(totals.values()))
    for rel, cls, why in results:
        if cls != "ok":
            print("%-12s %s: %s" % (cls, rel, why))
    return 1 if any(cls in ("crash", "differ") for _, cls, _ in results) else 0


if __name__ == "__main__":
    sys.exit(main())
