#!/usr/bin/env python3
"""Compare the map arrays and launch bounds ompfe and clang-19 emit, function by function.

usage: map-parity.py OMPFE SRC
       map-parity.py --facts OMPFE SRC... [--except NAME]...
       map-parity.py --facts-vs-ir FACTS-TEXT HOST-IR

SRC has one construct (or a few) per function. Both compilers build its host IR; for each
function the script lists the `.offload_maptypes` arrays the function refers to (in order of
first reference; the entry count is the array's length) and the constant num_teams and
thread_limit of each __tgt_target_kernel call, and prints one line per function. A function
whose results differ fails the check, unless SRC states the difference in a line
`// DIFFERS fn: ompfe <what ompfe emits>` (the text as printed), where the difference is known
and does not change what the program does (or is ompfe's fix of clang-19's order); a DIFFERS
line for a function that now matches fails too, so the table stays true.

--facts takes ompfe's side from -print-offload-maps (the construct-facts model) instead of its
host IR: the words that view decodes must be those clang-19 emits, array for array."""
import collections
import os
import re
import subprocess
import sys

TRIPLE = 'x86_64-pc-linux-gnu'
ARRAY = re.compile(r'(@\.offload_maptypes[.\d]*) = .*constant \[(\d+) x i64\] (?:\[(.*?)\]|zeroinitializer)')
DEFINE = re.compile(r'define .*@([\w.$]+)\(')
REF = re.compile(r'@\.offload_maptypes[.\d]*\b')
LAUNCH = re.compile(r'@__tgt_target_kernel\(ptr [^,]+, i64 [^,]+, i32 ([^,]+), i32 ([^,]+),')


def array_words(m):
    """The words of an ARRAY match: its initializer's, or zeros."""
    return [int(x.split()[1]) for x in m.group(3).split(',')] if m.group(3) else [0] * int(m.group(2))


def host_ir(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def summarize(ir):
    arrays = {}
    for line in ir.split('\n'):
        m = ARRAY.match(line)
        if m:
            arrays[m.group(1)] = array_words(m)
    out, fn, seen = {}, None, []
    for line in ir.split('\n'):
        m = DEFINE.match(line)
        if m:
            fn, seen = m.group(1), []
            out[fn] = []
            continue
        if fn is None:
            continue
        if line.startswith('}'):
            fn = None
            continue
        for ref in REF.findall(line):
            if ref in arrays and ref not in seen:
                seen.append(ref)
                out[fn].append('[%s]' % ', '.join(str(v) for v in arrays[ref]))
        m = LAUNCH.search(line)
        if m:
            # a value computed at run time: the SSA numbering is each compiler's own
            bounds = [re.sub(r'^%.*', '%v', x) for x in m.groups()]
            out[fn].append('kernel(teams %s, limit %s)' % tuple(bounds))
    return {f: ' '.join(v) for f, v in out.items() if v}


FACT = re.compile(r'^\S+:\d+:\d+: .* in ([\w.$]+)')
ENTRY = re.compile(r'^  \d+ +0x([0-9a-f]+) ')
PRESENT = 0x1000


def facts(text):
    """ompfe -print-offload-maps: (function, words) per construct, in source order."""
    out = []
    for line in text.split('\n'):
        m = FACT.match(line)
        if m:
            out.append((m.group(1), []))
            continue
        m = ENTRY.match(line)
        if m and out:
            out[-1][1].append(int(m.group(1), 16))
    return [(f, '[%s]' % ', '.join(map(str, w))) for f, w in out]


END_CALL = re.compile(r'@__tgt_target_data_(begin|end)_mapper\(.*?(@\.offload_maptypes[.\d]*)\b')


def module_arrays(ir):
    """clang-19's .offload_maptypes arrays in the order it defines them, without a target data
    construct's second array: the one its end call reads, the first's words with PRESENT cleared
    (the facts state the construct once)."""
    calls = {}
    for m in END_CALL.finditer(ir):
        calls.setdefault(m.group(2), set()).add(m.group(1))
    out, prev = [], None
    for line in ir.split('\n'):
        m = ARRAY.match(line)
        if not m:
            continue
        words = array_words(m)
        if (prev and calls.get(m.group(1)) == {'end'} and 'begin' in calls.get(prev[0], ())
                and words == [w & ~PRESENT for w in prev[1]]):
            prev = None
            continue
        out.append('[%s]' % ', '.join(map(str, words)))
        prev = (m.group(1), words)
    return out


def compare_facts(ompfe, src, flags, known):
    """The whole module's arrays as a multiset: a nowait region's are in clang-19's task entry,
    not in its function, and clang-19 defines them in its own order of emission. An array of
    ompfe's that clang-19 lacks must be a known difference of its function (DIFFERS lines, less
    the launch bounds); clang-19 may then have as many of its own."""
    ours = [(f, w) for f, w in facts(host_ir([ompfe, '-print-offload-maps'] + flags[:-1] + ['/dev/null']))
            if w != '[]']  # no entries: clang-19 defines no array
    theirs = collections.Counter(module_arrays(host_ir(['clang-19', '--offload-host-only'] + flags)))
    known = {f: re.sub(r' ?kernel\([^)]*\)', '', v) for f, v in known.items()}
    by_fn = {}
    for f, w in ours:
        by_fn[f] = (by_fn.get(f, '') + ' ' + w).strip()
    only_ours, failed = [], 0
    # the known differences last, so that they do not take the arrays of the functions that match
    for f, w in sorted(ours, key=lambda fw: fw[0] in known):
        if theirs[w]:
            theirs[w] -= 1
            continue
        only_ours.append(w)
        ok = known.get(f) == by_fn[f]
        failed += not ok
        print('%s: ompfe %s, which clang-19 does not emit : %s' % (f, w, 'differs (known)' if ok else 'DIFFERS'))
    only_theirs = sorted(theirs.elements())
    if only_theirs:
        print('clang-19 only: %s' % ' '.join(only_theirs))
    if len(only_theirs) > len(only_ours):
        failed += 1
    print('%s: %d constructs, %d with clang-19\'s words, %d unexplained' % (os.path.basename(src), len(ours), len(ours) - len(only_ours), failed))
    return 1 if failed else 0


def facts_vs_ir(facts_file, ir_file):
    """The same compiler's two views: its construct facts (printed as -print-offload-maps or the
    API's constructs example prints them) and its own host IR must hold the same arrays."""
    with open(facts_file) as f:
        ours = collections.Counter(w for _, w in facts(f.read()) if w != '[]')
    with open(ir_file) as f:
        theirs = collections.Counter(module_arrays(f.read()))
    for w in sorted((ours - theirs).elements()):
        print('facts only: %s' % w)
    for w in sorted((theirs - ours).elements()):
        print('host IR only: %s' % w)
    print('%d arrays in the facts, %d in the host IR, %s' % (sum(ours.values()), sum(theirs.values()),
                                                          'the same' if ours == theirs else 'DIFFERENT'))
    return 0 if ours == theirs else 1


def main():
    args = sys.argv[1:]
    if args[0] == '--facts-vs-ir':
        return facts_vs_ir(args[1], args[2])
    if args[0] == '--facts':  # --facts OMPFE SRC... [--except NAME]...: each source in turn
        skip = {args[i + 1] for i, a in enumerate(args) if a == '--except'}
        srcs = [a for i, a in enumerate(args[2:], 2) if a != '--except' and args[i - 1] != '--except']
        return max(check(args[1], src, True) for src in srcs if os.path.basename(src) not in skip)
    return check(args[0], args[1], False)


def check(ompfe, src, by_facts):
    flags = ['-fopenmp', '-fopenmp-targets=' + TRIPLE, '-S', '-emit-llvm', src, '-o', '-']
    known = {}
    for line in open(src):
        m = re.match(r'\s*// DIFFERS (\w+): ompfe (.*)$', line)
        if m:
            known[m.group(1)] = m.group(2).strip()
    if by_facts:
        return compare_facts(ompfe, src, flags, known)
    theirs = summarize(host_ir(['clang-19', '--offload-host-only'] + flags))
    ours = summarize(host_ir([ompfe] + flags))
    failed = False
    for fn in sorted(set(ours) | set(theirs), key=lambda f: (f not in theirs, f)):
        if fn.startswith('.') or '.omp_' in fn or fn.startswith('__omp_offloading'):
            continue
        a, b = ours.get(fn, '-'), theirs.get(fn, '-')
        if a == b:
            verdict = 'same'
            if fn in known:
                verdict, failed = 'SAME, but SRC says it differs', True
        elif known.get(fn) == a:
            verdict = 'differs (known)'
        else:
            verdict, failed = 'DIFFERS', True
        print('%-32s ompfe %s | clang-19 %s : %s' % (fn, a, b, verdict))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
