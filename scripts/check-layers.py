#!/usr/bin/env python3
"""Checks the house's layering: each top-level source folder includes only the folders below
it in LAYERS (docs/design.md, "Where things are"), so imports flow one way, from the programs
(cc1/, api/, driver/) down to the support code, with no circle between folders. Prints each
include that goes up or sideways and exits 1 when there is one.

usage: scripts/check-layers.py [SOURCE_ROOT]"""
import os
import re
import sys

# Lowest first. A folder may include its own files and those of any folder before it.
LAYERS = ["runtime-abi", "support", "options", "facts", "sema", "preprocess", "parse", "emit", "omp-lowering", "passes",
          "offload-info", "backend", "explain", "cc1", "api"]
# the ompcc driver links no compiler code: it may use only these
DRIVER_MAY_USE = {"support", "options"}


def allowed(src, dst):
    if src == dst:
        return True
    if src == "driver":
        return dst in DRIVER_MAY_USE
    return src in LAYERS and dst in LAYERS and LAYERS.index(dst) < LAYERS.index(src)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    folders = set(LAYERS) | {"driver"}
    files = sorted(os.path.relpath(os.path.join(d, n), root) for top in folders
                   for d, _, names in os.walk(os.path.join(root, top)) for n in names)
    bad = 0
    for f in files:
        src = f.split("/")[0]
        if src not in folders or not re.search(r"\.(c|h|y|l|inc)$", f):
            continue
        with open(os.path.join(root, f), encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                m = re.match(r'\s*#\s*include\s+"([^"/]+)/', line)
                if m and m.group(1) in folders and not allowed(src, m.group(1)):
                    print(f"{f}:{n}: {src}/ includes {m.group(1)}/, which is not below it: {line.strip()}")
                    bad += 1
    if bad:
        print(f"check-layers: {bad} include(s) against the layering", file=sys.stderr)
        return 1
    print(f"check-layers: {len(LAYERS) + 1} folders, every include goes down")
    return 0


if __name__ == "__main__":
    sys.exit(main())
