#!/usr/bin/env python3
"""Check ompfe's omp.h against LLVM 19's: the same routines, types and constants.

usage: omp-h-check.py gen LLVM_OMP_H OURS_OMP_H OUTDIR
         Reads the names both headers declare (each preprocessed by clang-19 as a C compile on
         x86_64 Linux sees it, so LLVM's _WIN32 branch is left out) and requires the same
         routines in both. Writes OUTDIR/routines.c, which takes the address of every routine,
         and OUTDIR/values.c, which prints the size and alignment of every type and the value
         (and size) of every enumerator and constant macro. Compiled against each header and
         compared, they show that every name is declared and has the same layout and value.
       omp-h-check.py exports OURS_OMP_H LIB...
         Requires every omp_* and ompx_* function the libraries export (nm -D) to be declared
         by ours, and every routine ours declares to be exported (but for NOT_EXPORTED).
       omp-h-check.py declares A.ll B.ll
         Compares the 'declare' lines of two LLVM IR files of routines.c (clang-19 against
         either header): the same routines with the same signature and ABI attributes.
"""
import os
import re
import subprocess
import sys

PREFIXES = r"(?:omp|ompc|ompx|kmp|llvm_omp)_\w+"
ROUTINE = re.compile(r"\b(" + PREFIXES + r")\s*\(")
ENUM = re.compile(r"\benum\s*(\w*)\s*(?::[^{]*)?\{([^}]*)\}\s*(\w*)")
TYPEDEF_NAME = re.compile(r"\btypedef\b[^;]*?\b(\w+)\s*;")
MACRO = re.compile(r"^\s*#\s*define\s+(omp_\w+)\s+(.*)$", re.M)
# omp_is_initial_device also has a static inline nohost variant; clang-19's host compile
# resolves LLVM's host variant (a definition), ours the library routine.
VARIANT_ONLY = {"omp_is_initial_device"}
# declared by LLVM 19's omp.h but defined by neither libomp 19 nor libomptarget 19
NOT_EXPORTED = {"omp_target_is_accessible"}


def header_text(path):
    """The lines of header `path` itself after clang-19's preprocessor, as one string."""
    src = '#include "%s"\n' % os.path.abspath(path)
    out = subprocess.run(["clang-19", "-fopenmp", "-E", "-x", "c", "-"], input=src, text=True,
                         capture_output=True, check=True).stdout
    keep, lines = False, []
    for line in out.splitlines():
        m = re.match(r'# \d+ "([^"]*)"', line)
        if m:
            keep = os.path.abspath(m.group(1)) == os.path.abspath(path)
        elif keep:
            lines.append(line)
    return "\n".join(lines)


def names(path):
    """(routines, enumerators, enum typedefs, other typedefs, macros) that header `path` declares."""
    text = header_text(path)
    # 'static inline int f(void) { ... }' bodies and comments are gone or harmless here
    routines = set(ROUTINE.findall(text))
    enumerators, enum_types = [], set()
    for m in ENUM.finditer(text):
        for item in m.group(2).split(","):
            item = item.strip()
            if item:
                enumerators.append(re.match(r"\w+", item).group(0))
        if m.group(3):
            enum_types.add(m.group(3))
    bodiless = re.sub(r"\{[^{}]*\}", " ", text)  # struct and enum bodies hold no typedef
    typedefs = set(TYPEDEF_NAME.findall(bodiless)) - enum_types
    with open(path) as f:
        macros = {name: value for name, value in MACRO.findall(f.read())}
    routines -= set(typedefs) | enum_types
    return routines, enumerators, enum_types, typedefs, macros


def gen(llvm_h, ours_h, outdir):
    l_routines, l_enumerators, l_enums, l_typedefs, l_macros = names(llvm_h)
    o_routines, _, _, _, _ = names(ours_h)
    # LLVM's header #defines these to their C entry points (ompc_*); ours uses asm labels
    redirected = {n for n, v in l_macros.items() if re.fullmatch(r"ompc_\w+", v.strip())}
    l_routines = (l_routines | redirected) - {"ompc_" + n[4:] for n in redirected}
    status = 0
    for n in sorted(l_routines - o_routines):
        print("omp-h-check: LLVM 19's omp.h declares %s, ompfe's does not" % n)
        status = 1
    for n in sorted(o_routines - l_routines):
        print("omp-h-check: ompfe's omp.h declares %s, LLVM 19's does not" % n)
        status = 1
    os.makedirs(outdir, exist_ok=True)
    with open(os.path.join(outdir, "routines.c"), "w") as f:
        f.write("#include <omp.h>\n\ntypedef void (*routine)(void);\nroutine routines[] = {\n")
        for n in sorted(l_routines):
            f.write("  (routine)%s,\n" % n)
        f.write("};\n")
    values = [n for n, v in l_macros.items() if n not in redirected]
    with open(os.path.join(outdir, "values.c"), "w") as f:
        f.write("#include <omp.h>\n#include <stdio.h>\n\nint main(void) {\n")
        for t in sorted(l_enums | l_typedefs):
            f.write('  printf("type %s size %%zu align %%zu\\n", sizeof(%s), _Alignof(%s));\n' % (t, t, t))
        for t in sorted(l_enums):  # an enum's signedness is its underlying type's
            f.write('  printf("type %s unsigned %%d\\n", (%s)-1 > (%s)0);\n' % (t, t, t))
        for n in l_enumerators + sorted(values):
            f.write('  printf("%s = %%llu (size %%zu)\\n", (unsigned long long)(%s), sizeof(%s));\n' % (n, n, n))
        f.write("  return 0;\n}\n")
    print("omp-h-check: %d routines, %d types, %d enumerators, %d constant macros" %
          (len(l_routines), len(l_enums | l_typedefs), len(l_enumerators), len(values)))
    return status


def exports(ours_h, libs):
    out = subprocess.run(["nm", "-D", "--defined-only"] + libs, text=True, capture_output=True,
                         check=True).stdout
    functions = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TW":
            functions.add(parts[2].split("@")[0])
    declared = names(ours_h)[0]
    status = 0
    # trailing '_': the Fortran entry points; ompc_*: reached through asm labels
    for n in sorted(f for f in functions if re.fullmatch(r"ompx?_\w*[^_]", f)):
        if n not in declared:
            print("omp-h-check: %s is exported but not declared" % n)
            status = 1
    for n in sorted(declared - functions - NOT_EXPORTED):
        print("omp-h-check: %s is declared but no library exports it" % n)
        status = 1
    if status == 0:
        print("omp-h-check: %d exported functions declared, %d declared routines exported" %
              (len([f for f in functions if re.fullmatch(r"ompx?_\w*[^_]", f)]),
               len(declared - NOT_EXPORTED)))
    return status


def declares(a_ll, b_ll):
    def read(path):
        decls = {}
        with open(path) as f:
            for line in f:
                m = re.match(r'declare\b.*?@("[^"]+"|[\w.$]+)\(', line)
                if m:  # '#N' attribute groups differ between the two modules
                    decls[m.group(1)] = re.sub(r"\s*#\d+\s*$", "", line.strip())
        return decls
    a, b = read(a_ll), read(b_ll)
    status = 0
    for n in sorted(set(a) | set(b)):
        if n in VARIANT_ONLY:
            continue
        if a.get(n) != b.get(n):
            print("omp-h-check: %s differs:\n  %s\n  %s" % (n, a.get(n, "(none)"), b.get(n, "(none)")))
            status = 1
    if status == 0:
        print("omp-h-check: %d declarations agree" % len(set(a) - VARIANT_ONLY))
    return status


if __name__ == "__main__":
    if len(sys.argv) == 5 and sys.argv[1] == "gen":
        sys.exit(gen(sys.argv[2], sys.argv[3], sys.argv[4]))
    if len(sys.argv) >= 4 and sys.argv[1] == "exports":
        sys.exit(exports(sys.argv[2], sys.argv[3:]))
    if len(sys.argv) == 4 and sys.argv[1] == "declares":
        sys.exit(declares(sys.argv[2], sys.argv[3]))
    sys.exit(__doc__)
