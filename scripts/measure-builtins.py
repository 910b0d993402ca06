#!/usr/bin/env python3
"""Measures how far `__has_builtin` and `__has_attribute` tell the truth about ompfe.

Candidate names are the strings of GCC's cc1 that look like built-ins (__builtin_*, __sync_*,
__atomic_*). For each one the script asks
  - GCC 12's cpp:      does `__has_builtin(NAME)` say 1?
  - ompcc's cpp run:   does `__has_builtin(NAME)` say 1 under ompcc -E?
  - ompfe itself:      does it know NAME when the program calls it (any error other than
                       "use of undeclared identifier 'NAME'" means it knows the name: the call
                       here has no arguments, so arity and type errors are expected)?
and prints the counts and the names where an answer of ompcc's preprocessing is a lie.

  scripts/measure-builtins.py [--build build] [--list]

With --attributes: the attribute names GCC 12's `__has_attribute` says 1 for (candidates: the
identifiers in cc1 and their tails, as the linker merges a string into a longer one ending in
it, and GCC's documented names), each sorted by what ompfe does with it on a declaration:
accepted (implemented, or without effect on what the program does), refused (an error), or
ignored with clang's "unknown attribute" warning; and what ompcc -E's `__has_attribute` says.

Exit status 1 when ompcc's `__has_builtin` says 1 for a name ompfe does not know, or its
`__has_attribute` 1 for an attribute ompfe refuses or ignores.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def candidate_names():
    cc1 = subprocess.run(["gcc", "-print-prog-name=cc1"], capture_output=True, text=True, check=True).stdout.strip()
    text = subprocess.run(["strings", cc1], capture_output=True, text=True, check=True).stdout
    pattern = re.compile(r"^(__builtin_|__sync_|__atomic_)[A-Za-z0-9_]*$")
    return sorted({line for line in text.splitlines() if pattern.match(line)})


def has_builtin_answers(cpp_cmd, names, workdir):
    """The set of names for which `__has_builtin` is 1 under the preprocessor command."""
    src = os.path.join(workdir, "has_builtin.c")
    with open(src, "w") as f:
        for n in names:
            f.write(f"#if __has_builtin({n})\nHAS {n}\n#endif\n")
    out = subprocess.run(cpp_cmd + ["-P", src], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cpp_cmd)} failed:\n{out.stderr}")
    return {line.split()[1] for line in out.stdout.splitlines() if line.startswith("HAS ")}


def known_to_ompfe(ompfe, names, workdir):
    """The names ompfe knows: one function per name calls it; unknown ones are undeclared."""
    src = os.path.join(workdir, "calls.c")
    with open(src, "w") as f:
        for i, n in enumerate(names):
            f.write(f"void f{i}(void) {{ {n}(); }}\n")
    env = dict(os.environ, LD_LIBRARY_PATH="/usr/lib/llvm-19/lib")
    out = subprocess.run([ompfe, "-fsyntax-only", "-ferror-limit=0", src], capture_output=True, text=True, env=env)
    unknown = set(re.findall(r"error: (?:use of undeclared identifier|call to undeclared function) '([A-Za-z0-9_]+)'",
                             out.stderr))
    return {n for n in names if n not in unknown}


DOCUMENTED_ATTRIBUTES = """packed aligned always_inline artificial deprecated externally_visible flatten hot
noreturn nothrow sentinel unavailable fallthrough no_reorder noinit persistent warn_if_not_aligned nonstring
symver weakref alias ifunc simd target_clones vector_size mode cleanup section visibility constructor destructor
transparent_union scalar_storage_order designated_init may_alias ms_struct gcc_struct copy""".split()


def attribute_candidates(cc1_strings):
    names = set(DOCUMENTED_ATTRIBUTES)
    for s in cc1_strings:
        if re.match(r"^[a-z_][a-z0-9_]{1,40}$", s):
            names.update(s[i:] for i in range(len(s)) if s[i].isalpha())
    return sorted(n for n in names if len(n) > 1)


def attribute_report(build, workdir):
    cc1 = subprocess.run(["gcc", "-print-prog-name=cc1"], capture_output=True, text=True, check=True).stdout.strip()
    strings = subprocess.run(["strings", cc1], capture_output=True, text=True, check=True).stdout.splitlines()
    src = os.path.join(workdir, "has_attribute.c")
    with open(src, "w") as f:
        for n in attribute_candidates(strings):
            f.write(f"#if __has_attribute({n})\nHAS {n}\n#endif\n")
    out = subprocess.run(["cpp", "-P", src], capture_output=True, text=True)
    claimed = sorted({line.split()[1] for line in out.stdout.splitlines() if line.startswith("HAS ")})
    src = os.path.join(workdir, "attributes.c")
    with open(src, "w") as f:
        for i, n in enumerate(claimed):
            f.write(f"__attribute__(({n})) int v{i};\n")
    env = dict(os.environ, LD_LIBRARY_PATH="/usr/lib/llvm-19/lib")
    out = subprocess.run([os.path.join(build, "bin", "ompfe"), "-fsyntax-only", "-ferror-limit=0", src],
                         capture_output=True, text=True, env=env)
    ignored = set(re.findall(r"warning: unknown attribute '([A-Za-z0-9_]+)' ignored", out.stderr))
    # refused: an error saying so on the attribute's line (line i + 1 declares v{i})
    refused = {claimed[int(line) - 1] for line in re.findall(r"^[^:]*:(\d+):\d+: error: .*not supported", out.stderr, re.M)}
    src = os.path.join(workdir, "ompcc_has_attribute.c")
    with open(src, "w") as f:
        for n in claimed:
            f.write(f"#if __has_attribute({n})\nHAS {n}\n#endif\n")
    out = subprocess.run([os.path.join(build, "bin", "ompcc"), "-E", "-P", src], capture_output=True, text=True, env=env)
    ompcc_yes = {line.split()[1] for line in out.stdout.splitlines() if line.startswith("HAS ")}
    print(f"GCC 12 __has_attribute says 1:                  {len(claimed)}")
    print(f"  accepted by ompfe:                            {len(set(claimed) - ignored - refused)}")
    print(f"  refused (an error at the attribute):          {len(refused)}")
    print(f"  ignored with a warning:                       {len(ignored)}")
    lies = sorted(ompcc_yes & (refused | ignored))
    print(f"ompcc -E __has_attribute says 1 of them:        {len(ompcc_yes)}")
    print(f"  refused or ignored by ompfe (lies):           {len(lies)}")
    for n in sorted(refused):
        print(f"  refused: {n}")
    for n in sorted(ignored):
        print(f"  ignored: {n}")
    for n in lies:
        print(f"  LIE: {n}")
    return 1 if lies else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--list", action="store_true", help="list the names GCC claims and ompfe does not know")
    ap.add_argument("--attributes", action="store_true", help="the attribute report instead")
    args = ap.parse_args()
    if args.attributes:
        with tempfile.TemporaryDirectory() as tmp:
            return attribute_report(args.build, tmp)
    names = candidate_names()
    with tempfile.TemporaryDirectory() as tmp:
        gcc_yes = has_builtin_answers(["cpp", "-E"], names, tmp)
        ompcc_yes = has_builtin_answers([os.path.join(args.build, "bin", "ompcc"), "-E"], names, tmp)
        known = known_to_ompfe(os.path.join(args.build, "bin", "ompfe"), sorted(gcc_yes | ompcc_yes), tmp)
    gcc_lies = sorted(gcc_yes - known)
    ompcc_lies = sorted(ompcc_yes - known)
    unclaimed = sorted(known - ompcc_yes)
    print(f"candidate names from cc1:                       {len(names)}")
    print(f"GCC 12 __has_builtin says 1:                    {len(gcc_yes)}")
    print(f"  of them known to ompfe:                       {len(gcc_yes & known)}")
    print(f"  of them unknown to ompfe (GCC's answer lies): {len(gcc_lies)}")
    print(f"ompcc -E __has_builtin says 1:                  {len(ompcc_yes)}")
    print(f"  of them unknown to ompfe (lies):              {len(ompcc_lies)}")
    print(f"known to ompfe but answered 0 by ompcc -E:      {len(unclaimed)}")
    if args.list:
        for n in gcc_lies:
            print(f"  unknown: {n}")
    for n in ompcc_lies:
        print(f"  LIE: {n}")
    for n in unclaimed:
        print(f"  unclaimed: {n}")
    return 1 if ompcc_lies else 0


if __name__ == "__main__":
    sys.exit(main())
