#!/usr/bin/env python3
"""Compare the map arrays and launch bounds ompfe and clang-19 emit, function by function.

usage: map-parity.py OMPFE SRC

SRC has one construct (or a few) per function. Both compilers build its host IR; for each
function the script lists the `.offload_maptypes` arrays the function refers to (in order of
first reference; the entry count is the array's length) and the constant num_teams and
thread_limit of each __tgt_target_kernel call, and prints one line per function. A function
whose results differ fails the check, unless SRC states the difference in a line
`// DIFFERS fn: ompfe <what ompfe emits>` (the text as printed), where the difference is known
and does not change what the program does (or is ompfe's fix of clang-19's order); a DIFFERS
line for a function that now matches fails too, so the table stays true."""
import re
import subprocess
import sys

TRIPLE = 'x86_64-pc-linux-gnu'
ARRAY = re.compile(r'(@\.offload_maptypes[.\d]*) = .*constant \[(\d+) x i64\] (?:\[(.*?)\]|zeroinitializer)')
DEFINE = re.compile(r'define .*@([\w.$]+)\(')
REF = re.compile(r'@\.offload_maptypes[.\d]*\b')
LAUNCH = re.compile(r'@__tgt_target_kernel\(ptr [^,]+, i64 [^,]+, i32 ([^,]+), i32 ([^,]+),')


def host_ir(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def summarize(ir):
    arrays = {}
    for line in ir.split('\n'):
        m = ARRAY.match(line)
        if m:
            vals = [int(x.split()[1]) for x in m.group(3).split(',')] if m.group(3) else [0] * int(m.group(2))
            arrays[m.group(1)] = vals
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


def main():
    ompfe, src = sys.argv[1], sys.argv[2]
    flags = ['-fopenmp', '-fopenmp-targets=' + TRIPLE, '-S', '-emit-llvm', src, '-o', '-']
    ours = summarize(host_ir([ompfe] + flags))
    theirs = summarize(host_ir(['clang-19', '--offload-host-only'] + flags))
    known = {}
    for line in open(src):
        m = re.match(r'\s*// DIFFERS (\w+): ompfe (.*)$', line)
        if m:
            known[m.group(1)] = m.group(2).strip()
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
