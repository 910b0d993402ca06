#!/usr/bin/env python3
"""Compiles C sources with ompfe and clang-19 under the same warning flags and compares the
warnings each gives about each file, by (line, group).

  warn-parity.py --ompfe PATH [--flags "-Wall -Wextra"] [--allow GROUP]... DIR_OR_FILE...

Prints each warning ompfe gives that clang-19 does not (a false positive, or a group ompfe
names differently) and, for the groups ompfe implements (--groups-from support/warnings.h),
each that clang-19 gives and ompfe misses; then one summary line. Exit status 1 when ompfe gives a warning clang does not,
outside the --allow groups (warnings ompfe has and clang-19 words otherwise, or makes errors)."""
import argparse
import os
import re
import subprocess
import sys

WARNING = re.compile(r"^(.*?):(\d+):\d+: warning: .*\[-W([a-z0-9-]+)\]$")


def warnings(command, source):
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace", timeout=120)
    real = os.path.realpath(source)
    found = set()
    for line in run.stdout.splitlines():
        m = WARNING.match(line)
        if m and os.path.realpath(m.group(1)) == real:
            found.add((int(m.group(2)), m.group(3)))
    return found


def sources(paths):
    for p in paths:
        if os.path.isfile(p):
            yield p
            continue
        for root, dirs, files in os.walk(p):
            dirs[:] = sorted(d for d in dirs if d != "Inputs")
            for f in sorted(files):
                if f.endswith(".c"):
                    yield os.path.join(root, f)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ompfe", required=True)
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--flags", default="-Wall")
    ap.add_argument("--allow", action="append", default=[])
    ap.add_argument("--groups-from", help="support/warnings.h: the groups ompfe implements")
    ap.add_argument("--sample", type=int, default=1, help="compare every SAMPLE-th file only (in path order)")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    ours_groups = set()
    if args.groups_from:
        with open(args.groups_from) as f:
            ours_groups = set(re.findall(r'X\(OFE_W_\w+, "([a-z0-9-]+)"', f.read()))
    files = extra = missed = warned = 0
    for index, src in enumerate(sources(args.paths)):
        if index % args.sample:
            continue
        files += 1
        d = os.path.dirname(src)
        common = ["-fsyntax-only", "-fopenmp", "-I", d, "-I", os.path.join(d, "Inputs")] + args.flags.split() + [src]
        ours = warnings([args.ompfe] + common, src)
        theirs = warnings([args.clang] + common, src)
        warned += len(ours)
        for line, group in sorted(ours - theirs):
            if group in args.allow:
                continue
            extra += 1
            print(f"ompfe only: {src}:{line}: -W{group}")
        for line, group in sorted(theirs - ours):
            if group in ours_groups:
                missed += 1
                print(f"clang only: {src}:{line}: -W{group}")
    print(f"{files} files, {warned} ompfe warnings, {extra} that clang-19 does not give, {missed} of clang-19's missed")
    sys.exit(1 if extra else 0)


if __name__ == "__main__":
    main()
