#!/usr/bin/env python3
"""make-seeds.py BUILD OUT: seed corpora for the fuzz targets, from the sources the tests and
examples compile (not kept in the tree: they are rebuilt from it in seconds).

  OUT/fuzz_source/  every test/**/*.c, examples/*.c and fuzz/extra-seeds/*.c as ompfe's
                    preprocessor gives it (ompfe -E), led by the mode byte: '1' (host then
                    device) for a source with target constructs, and '3' (host then an
                    nvptx64 device), '0' (host only) otherwise;
                    and again in one of the other modes (fuzz_source.c), in turn. System headers are cut down
                    to the declarations the source uses (so that a seed is a few KiB, not the
                    40 KiB of <stdio.h>), and the cut version is kept only if ompfe compiles it
                    as it compiles the whole one.
  OUT/fuzz_host_ir/ test/offload-info/Inputs/*.ll, fuzz/host-ir-seed.ll, and the host IR of
                    the offload-info tests and examples, as text and as bitcode."""
import concurrent.futures
import glob
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAX_LEN = 16384  # scripts/fuzz.sh's -max_len
# fuzz_source.c's mode bits besides the device compile: -ast-dump, -O1, no -fopenmp,
# -fopenmp-version=45/50/52, -g -print-offload-entries, -fcommon -fvisibility=hidden
VARIANTS = [2, 4, 8, 16, 32, 48, 64, 128, 64 | 4, 128 | 32]
KEYWORDS = set("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned
void volatile while _Bool _Complex _Noreturn _Static_assert _Thread_local _Alignas _Alignof __attribute__
__asm__ __extension__ __restrict __inline __const __typeof__ __builtin_va_list __signed__ __volatile__
__inline__ __restrict__""".split())
IDENT = re.compile(r"[A-Za-z_]\w*")
STRINGS = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')
MARKER = re.compile(r'^# (\d+) "((?:\\.|[^"\\])*)"((?: \d)*)\s*$')


def split_decls(text):
    """Top-level declarations: up to a ';' outside braces and parentheses, or a '}' that ends
    a function definition."""
    decls, start, depth, paren = [], 0, 0, 0
    clean = STRINGS.sub(lambda m: " " * len(m.group()), text)
    for i, c in enumerate(clean):
        if c == "(":
            paren += 1
        elif c == ")":
            paren -= 1
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and paren == 0:
                head = clean[start:i]
                first_brace = head.find("{")
                if ")" in head[:first_brace] and not head.lstrip().startswith(("typedef", "struct", "union", "enum")):
                    decls.append(text[start:i + 1])
                    start = i + 1
        elif c == ";" and depth == 0 and paren == 0:
            decls.append(text[start:i + 1])
            start = i + 1
    if text[start:].strip():
        decls.append(text[start:])
    return decls


def defined_names(decl):
    body = STRINGS.sub('""', decl)
    names = set()
    m = re.search(r"(\w+)\s*\(", body)
    if m and m.group(1) not in KEYWORDS:
        names.add(m.group(1))
    names.update(re.findall(r"\(\s*\*\s*(\w+)\s*\)", body))
    names.update(re.findall(r"\b(?:struct|union|enum)\s+(\w+)\s*\{", body))
    for e in re.findall(r"\benum\b[^{;]*\{([^}]*)\}", body):
        names.update(IDENT.findall(re.sub(r"=[^,]*", "", e)))
    top = re.sub(r"\{[^{}]*\}", "", body)
    while True:
        nested = re.sub(r"\{[^{}]*\}", "", top)
        if nested == top:
            break
        top = nested
    while True:  # parameters and attributes name nothing that the declaration defines
        nested = re.sub(r"\([^()]*\)", "", top)
        if nested == top:
            break
        top = nested
    for part in top.rstrip(";").split(","):
        ids = [i for i in IDENT.findall(part.split("=")[0].split("[")[0]) if i not in KEYWORDS]
        if ids:
            names.add(ids[-1])
    return names - KEYWORDS


def slim(pp):
    """The preprocessed text with system-header declarations cut to those the rest uses."""
    out, sys_text = [], []
    in_system = False
    for line in pp.splitlines(keepends=True):
        m = MARKER.match(line)
        if m:
            in_system = "3" in m.group(3).split()
            continue
        (sys_text if in_system else out).append(line)
    main = "".join(out)
    decls = split_decls("".join(sys_text))
    used = set(IDENT.findall(STRINGS.sub("", main)))
    kept = [False] * len(decls)
    names = [defined_names(d) for d in decls]
    changed = True
    while changed:
        changed = False
        for i, d in enumerate(decls):
            if not kept[i] and names[i] & used:
                kept[i] = True
                used.update(IDENT.findall(STRINGS.sub("", d)))
                changed = True
    head = "".join(" ".join(d.split()) + "\n" for i, d in enumerate(decls) if kept[i])
    return head + main


def compiles(ompfe, text):
    r = subprocess.run([ompfe, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-x", "cpp-output", "-fsyntax-only", "-"],
                       input=text.encode(), capture_output=True)
    return r.returncode


def write(out_dir, data):
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(out_dir, name), "wb") as f:
        f.write(data)


def source_seed(ompfe, index, src):
    """The seeds of one source: (kind, [(mode, text)...]), kind "slim", "whole" or "skipped"."""
    r = subprocess.run([ompfe, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-E", src, "-o", "-"], capture_output=True)
    if r.returncode != 0:
        return "skipped", []
    pp = r.stdout.decode(errors="replace")
    cut = slim(pp)
    whole = "".join(l for l in pp.splitlines(keepends=True) if not MARKER.match(l))
    text = cut if compiles(ompfe, cut) == compiles(ompfe, whole) else whole
    device = 1 if re.search(r"#pragma omp\b.*\btarget\b", pp) else 0
    if len(text) + 1 > MAX_LEN:
        return "skipped", []
    # each source twice: as it is compiled, and in one of the other modes in turn; a source
    # with target constructs a third time for an nvptx64 device (mode 3)
    modes = [device, device | VARIANTS[index % len(VARIANTS)]] + ([3] if device else [])
    return ("slim" if text is cut else "whole"), [(mode, text) for mode in modes]


def source_seeds(ompfe, out_dir):
    sources = sorted(glob.glob(os.path.join(ROOT, "test", "**", "*.c"), recursive=True) +
                     glob.glob(os.path.join(ROOT, "examples", "*.c")) + glob.glob(os.path.join(ROOT, "fuzz", "extra-seeds", "*.c")))
    counts = {"slim": 0, "whole": 0, "skipped": 0}
    # the compiles run side by side (each source's seeds are named by their hash: the same
    # corpus in any order)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for kind, seeds in pool.map(lambda job: source_seed(ompfe, *job), enumerate(sources)):
            counts[kind] += 1
            for mode, text in seeds:
                write(out_dir, bytes([mode ^ ord("0")]) + text.encode())
    return counts


def host_ir_seeds(ompfe, out_dir, tmp):
    n = 0
    for f in sorted(glob.glob(os.path.join(ROOT, "test", "offload-info", "Inputs", "*.ll")) +
                    [os.path.join(ROOT, "fuzz", "host-ir-seed.ll")]):
        write(out_dir, open(f, "rb").read())
        n += 1
    sources = sorted(glob.glob(os.path.join(ROOT, "test", "offload-info", "*.c")) + glob.glob(os.path.join(ROOT, "examples", "*.c")))
    for src in sources:
        for flag, ext in (("-emit-llvm-bc", "bc"), ("-emit-llvm", "ll")):
            out = os.path.join(tmp, "host." + ext)
            r = subprocess.run([ompfe, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", flag, "-DWITH_REGION", src, "-o", out],
                               capture_output=True)
            if r.returncode == 0 and os.path.getsize(out) <= 65536:
                write(out_dir, open(out, "rb").read())
                n += 1
    return n


def main():
    # BUILD's ompfe makes the seeds: any build of the same tree makes the same ones (scripts/fuzz.sh
    # names a plain build when there is one: the fuzz build's instrumented ompfe is several
    # times slower)
    build, out = sys.argv[1], sys.argv[2]
    ompfe = os.path.join(build, "bin", "ompfe")
    for target in ("fuzz_source", "fuzz_host_ir"):
        os.makedirs(os.path.join(out, target), exist_ok=True)
    counts = source_seeds(ompfe, os.path.join(out, "fuzz_source"))
    print(f"fuzz_source: {counts['slim']} seeds with cut-down headers, {counts['whole']} whole, {counts['skipped']} skipped")
    tmp = os.path.join(out, "tmp")
    os.makedirs(tmp, exist_ok=True)
    print(f"fuzz_host_ir: {host_ir_seeds(ompfe, os.path.join(out, 'fuzz_host_ir'), tmp)} seeds")
    for f in os.listdir(tmp):
        os.unlink(os.path.join(tmp, f))
    os.rmdir(tmp)


if __name__ == "__main__":
    main()
