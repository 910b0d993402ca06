#!/usr/bin/env python3
"""Print, for every function of maptypes.c, the offload calls clang-19 emits and their map
entries (maptype, size, base and begin pointer) plus the device kernel parameters.
usage: maptypes.py HOST.ll DEVICE.ll   (clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu
       -S -emit-llvm -fno-discard-value-names --offload-host-only / --offload-device-only)"""
import re, sys

BITS = [(0x1, 'TO'), (0x2, 'FROM'), (0x4, 'ALWAYS'), (0x8, 'DELETE'), (0x10, 'PTR_AND_OBJ'),
        (0x20, 'TARGET_PARAM'), (0x40, 'RETURN_PARAM'), (0x80, 'PRIVATE'), (0x100, 'LITERAL'), (0x200, 'IMPLICIT'),
        (0x400, 'CLOSE'), (0x1000, 'PRESENT'), (0x2000, 'OMPX_HOLD'), (0x100000000000, 'NON_CONTIG')]

def decode(v):
    parts = [n for b, n in BITS if v & b]
    if v >> 48:
        parts.append('MEMBER_OF(%d)' % (v >> 48))
    rest = v & ~sum(b for b, _ in BITS) & ((1 << 48) - 1)
    if rest:
        parts.append('0x%x?' % rest)
    return '+'.join(parts) or 'NONE'

host = open(sys.argv[1]).read().split('\n')
dev = open(sys.argv[2]).read().split('\n')

arrays = {}
for l in host:
    m = re.match(r'(@\.offload_(?:sizes|maptypes)[.\d]*) = .*constant \[(\d+) x i64\] (?:\[(.*)\]|zeroinitializer)', l)
    if m:
        arrays[m.group(1)] = [int(x.split()[1]) for x in m.group(3).split(',')] if m.group(3) else [0] * int(m.group(2))

funcs, order, cur = {}, [], None
for l in host:
    m = re.match(r'define .*@([\w.]+)\(', l)
    if m:
        cur = m.group(1); funcs[cur] = []; order.append(cur); continue
    if cur is not None:
        if l == '}':
            cur = None
        else:
            funcs[cur].append(l)

def defs(body):
    d = {}
    for l in body:
        m = re.match(r'\s*(%[\w.]+) = (.*)', l)
        if m:
            d[m.group(1)] = m.group(2)
    return d

def params(fn):
    for l in host:
        if re.match(r'define .*@%s\(' % re.escape(fn), l):
            return l

def desc(v, d, depth=0):
    """A short C-like description of an IR value (pointer or integer)."""
    v = v.strip()
    if depth > 8:
        return v
    if v.startswith('getelementptr'):               # a (nested) constant expression
        d = dict(d)
        while True:
            m = re.search(r'getelementptr inbounds \(([^()]*)\)', v)
            if not m:
                break
            k = '%%cexpr%d' % len(d)
            d[k] = 'getelementptr inbounds ' + m.group(1)
            v = v[:m.start()] + k + v[m.end():]
        return desc(v, d, depth + 1)
    if v.startswith('@'):
        return '&' + v[1:] if not v.startswith('@.') else v
    if re.fullmatch(r'-?\d+', v):
        return v
    if v == 'null':
        return 'NULL'
    if v not in d:                                   # a parameter
        return '&' + v[1:] if '.addr' not in v else v[1:]
    e = d[v]
    name = re.sub(r'\d+$', '', v[1:]) if not re.fullmatch(r'%\d+', v) else None
    m = re.match(r'alloca ', e)
    if m:
        return '&' + v[1:].replace('.addr', '') if not v.endswith('.casted') else v[1:]
    m = re.match(r'load ([^,]+), ptr ([^,\s]+)', e)
    if m:
        src = m.group(2)
        if src in d and d[src].startswith('alloca') or src.startswith('@'):
            return src[1:].replace('.addr', '')
        return '*(' + desc(src, d, depth + 1) + ')'
    m = re.match(r'getelementptr inbounds (%struct\.\w+|%union\.\w+|%struct\.anon[.\d]*), ptr (\S+), i32 0, i32 (\d+)', e)
    if m:
        base = desc(m.group(2), d, depth + 1)
        obj = base[1:] if base.startswith('&') else ('(*(%s))' if ' ' in base else '(*%s)') % base
        return '&%s.%s' % (obj, name if name else 'f' + m.group(3))
    m = re.match(r'getelementptr inbounds \[.*\], ptr (\S+), i64 0, i64 (\S+)$', e)
    if m:
        base = desc(m.group(1), d, depth + 1)
        obj = base[1:] if base.startswith('&') else ('(*(%s))' if ' ' in base else '(*%s)') % base
        return '&%s[%s]' % (obj, desc(m.group(2), d, depth + 1))
    m = re.match(r'getelementptr (?:inbounds )?(\S+), ptr (\S+), i\d+ (\S+)$', e)
    if m:
        base = desc(m.group(2), d, depth + 1)
        idx = desc(m.group(3), d, depth + 1)
        if base.startswith('&') and '[' not in base and '.' not in base and m.group(1) != 'ptr':
            return '&%s[%s]' % (base[1:], idx)
        return '%s + %s' % (base, idx)
    m = re.match(r'(sext|zext|trunc|ptrtoint) \S+ (\S+) to', e)
    if m:
        return desc(m.group(2), d, depth + 1)
    m = re.match(r'(add|sub|mul|sdiv)( nuw| nsw| exact)* i64 (\S+), (.+)$', e)
    if m:
        op = {'add': '+', 'sub': '-', 'mul': '*', 'sdiv': '/'}[m.group(1)]
        rhs = m.group(4)
        if m.group(1) == 'sdiv' and 'ptrtoint' in rhs:
            return desc(m.group(3), d, depth + 1)    # sdiv exact by sizeof(char)
        return '(%s %s %s)' % (desc(m.group(3), d, depth + 1), op, desc(rhs, d, depth + 1))
    m = re.match(r'(add|sub|mul)( nuw| nsw)* i32 (\S+), (\S+)', e)
    if m:
        op = {'add': '+', 'sub': '-', 'mul': '*'}[m.group(1)]
        return '(%s %s %s)' % (desc(m.group(3), d, depth + 1), op, desc(m.group(4), d, depth + 1))
    m = re.match(r'select .*', e)
    if m:
        return 'select(...)'
    return v

def slot_stores(body, arr):
    """Values stored into slot i of %.offload_<arr> (the last store wins)."""
    gep, out = {}, {}
    for l in body:
        m = re.match(r'\s*(%[\w.]+) = getelementptr inbounds \[\d+ x (?:ptr|i64)\], ptr %\.offload_' + arr + r', i(?:32|64) 0, i(?:32|64) (\d+)', l)
        if m:
            gep[m.group(1)] = int(m.group(2)); continue
        m = re.match(r'\s*store (?:ptr|i64) (getelementptr inbounds \(.*\)|\S+), ptr (%[\w.]+)', l)
        if m and m.group(2) in gep:
            out[gep[m.group(2)]] = m.group(1)
    return out

kparams = {}
for l in dev:
    m = re.match(r'define weak_odr protected void @(__omp_offloading_\w+)\((.*)\) #', l)
    if m:
        ps = []
        for p in re.split(r', (?=ptr|i\d|double|float)', m.group(2)):
            t = p.split()[0]; nm = p.split()[-1]
            der = re.search(r'dereferenceable\((\d+)\)', p)
            ps.append('%s %s%s' % (t, nm, ' [%s B]' % der.group(1) if der else ''))
        kparams[m.group(1)] = ps

def entries(fn, body, mt, sz_global, n):
    d = defs(body)
    bases, ptrs, sizes = slot_stores(body, 'baseptrs'), slot_stores(body, 'ptrs'), slot_stores(body, 'sizes')
    types = arrays.get(mt, [])
    csz = arrays.get(sz_global, [None] * len(types)) if sz_global else [None] * len(types)
    rows = []
    for i, t in enumerate(types):
        s = csz[i] if i < len(csz) else None
        if i in sizes:
            s = 'rt: ' + desc(sizes[i], d)
        rows.append('| %d | %d | 0x%x | %s | %s | %s | %s |' % (
            i, t, t, decode(t), s, desc(bases.get(i, '?'), d), desc(ptrs.get(i, '?'), d)))
    return rows

def report(fn):
    body = funcs[fn]
    out = []
    last_mt = last_sz = None
    for l in body:
        for g in re.findall(r'@\.offload_maptypes[.\d]*', l):
            last_mt = g
        for g in re.findall(r'@\.offload_sizes[.\d]*', l):
            last_sz = g
        m = re.search(r'call \S+ @(__tgt_target_kernel|__tgt_target_data_\w+|__kmpc_omp_target_task_alloc|__kmpc_omp_task_alloc|__kmpc_omp_taskwait_deps_51|__kmpc_omp_task_with_deps)\((.*)\)', l)
        if not m:
            continue
        call, args = m.group(1), m.group(2)
        a = [x.strip() for x in re.split(r',(?![^(]*\))', args)]
        if call == '__tgt_target_kernel':
            kn = re.search(r'@\.(__omp_offloading_\w+)\.region_id', args).group(1)
            na = 0
            out.append('%s(device %s, num_teams %s, thread_limit %s)' % (call, a[1].split()[1], a[2].split()[1], a[3].split()[1]))
            out.append(('KERNEL', kn, last_mt, last_sz))
        elif call.startswith('__tgt_target_data'):
            mt = a[6].split()[1]
            szg = a[5].split()[1] if '@' in a[5] else last_sz
            out.append('%s(device %s, n %s)' % (call, a[1].split()[1], a[2].split()[1]))
            out.append(('DATA', call, mt, szg))
        elif call in ('__kmpc_omp_target_task_alloc', '__kmpc_omp_task_alloc'):
            te = re.search(r'@(\.omp_task_entry\.[.\d]*)', args).group(1)
            rest = body[body.index(l):]
            nxt = [g for r in rest for g in re.findall(r'memcpy.*(@\.offload_sizes[.\d]*)', r)]
            last_sz = nxt[0] if nxt else None
            out.append('%s(flags %s, sizeof_task %s, sizeof_shareds %s%s) -> task entry %s:' % (
                call, a[2].split()[1], a[3].split()[1], a[4].split()[1],
                ', device ' + a[6].split()[1] if len(a) > 6 else '', te))
            sub = report_task(te, last_sz)
            out.extend(sub)
        else:
            out.append('%s(ndeps %s)' % (call, a[3].split()[1] if call == '__kmpc_omp_task_with_deps' else a[2].split()[1]))
    return out

def report_task(te, sz):
    body = funcs[te]
    out = []
    last_mt = None
    flags, fgep = '?', set()
    for l in body:
        m = re.match(r'\s*(%[\w.]+) = getelementptr inbounds %struct.__tgt_kernel_arguments, ptr %[\w.]+, i32 0, i32 9', l)
        if m:
            fgep.add(m.group(1))
        m = re.match(r'\s*store i64 (\S+), ptr (%[\w.]+)', l)
        if m and m.group(2) in fgep:
            flags = m.group(1)
        for g in re.findall(r'@\.offload_maptypes[.\d]*', l):
            last_mt = g
        m = re.search(r'call \S+ @(__tgt_target_kernel|__tgt_target_data_\w+)\((.*)\)', l)
        if m:
            a = [x.strip() for x in re.split(r',(?![^(]*\))', m.group(2))]
            if m.group(1) == '__tgt_target_kernel':
                kn = re.search(r'@\.(__omp_offloading_\w+)\.region_id', m.group(2)).group(1)
                out.append('  (in task) __tgt_target_kernel(device %s), KernelArgs.Flags = %s' % (a[1].split()[1], flags))
                out.append(('KERNEL', kn, last_mt, sz))
            else:
                out.append('  (in task) %s(device %s, n %s, ..., depnum %s, deplist, noalias %s, ...)' % (
                    m.group(1), a[1].split()[1], a[2].split()[1], a[9].split()[1], a[11].split()[1]))
                out.append(('DATA', m.group(1), a[6].split()[1], sz))
    return out

print('<!-- generated by Inputs/maptypes.py from Inputs/maptypes.c -->')
for fn in order:
    if not re.match(r'(mt|mod|ed|sec|st|gl|im|cl|td|up)_', fn):
        continue
    print('\n#### `%s`\n' % fn)
    src = []
    rep = report(fn)
    for item in rep:
        if isinstance(item, str):
            print('- `%s`' % item)
            continue
        kind, name, mt, sz = item
        body = funcs[fn]
        types = arrays.get(mt, [])
        if kind == 'KERNEL' and mt is None:
            print('  - no map entries (NumArgs 0)')
        else:
            # the entries are built in the encountering function
            print('\n  | # | maptype | hex | flags | size | base | begin |')
            print('  |---|---|---|---|---|---|---|')
            for r in entries(fn, body, mt, sz, len(types)):
                print('  ' + r)
            print()
        if kind == 'KERNEL':
            short = re.sub(r'^__omp_offloading_[0-9a-f]+_[0-9a-f]+_', '', name)
            print('  - device kernel `%s(%s)`' % (short, ', '.join(kparams.get(name, ['?']))))
