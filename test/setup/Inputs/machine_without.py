#!/usr/bin/env python3
"""machine_without.py DEST NAME...: a stand-in for this machine with the named programs
uninstalled: DEST/bin links every program of $PATH, DEST/llvm mirrors /usr/lib/llvm-19
(bin/ by links per program, the rest by directory links), both leaving out NAME..."""
import os
import sys

dest, removed = sys.argv[1], set(sys.argv[2:])


def link_programs(source_dirs, target):
    os.makedirs(target, exist_ok=True)
    for directory in source_dirs:
        if not os.path.isdir(directory):
            continue
        for name in os.listdir(directory):
            path, link = os.path.join(directory, name), os.path.join(target, name)
            if name in removed or os.path.lexists(link) or not os.access(path, os.X_OK):
                continue
            os.symlink(os.path.realpath(path), link)


link_programs(os.environ["PATH"].split(os.pathsep), os.path.join(dest, "bin"))
llvm = "/usr/lib/llvm-19"
link_programs([os.path.join(llvm, "bin")], os.path.join(dest, "llvm", "bin"))
for entry in os.listdir(llvm):
    if entry != "bin":
        os.symlink(os.path.join(llvm, entry), os.path.join(dest, "llvm", entry))
