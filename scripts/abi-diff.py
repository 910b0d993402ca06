#!/usr/bin/env python3
"""abi-diff.py: differential testing of ompcc's x86_64 System V layout and calls against gcc.

For each seed it writes random structures and unions (scalars of every C type, arrays, nested
aggregates, bit-fields named, unnamed and zero-width, packed, aligned(N), _Alignas, flexible
array members, GNU vectors, __float128, _Complex long double, _Atomic members, empty
structures and zero-length arrays, _Float16, #pragma pack(push, N)) with three files: abi.h
(the types and checkers, shared), caller.c (prints every type's size, alignment, member offsets
and the bytes each bit-field store sets, then calls) and callee.c (functions taking the types
by value and by address, among scalars of every class, past the registers, returning them or
a scalar; variadic ones that read them with va_arg, then pass a va_copy to a function of the
caller's; and drivers that call back a function of the caller's through a pointer they get).
The program is built four ways, gcc+gcc as the reference, then ompcc+gcc, gcc+ompcc and
ompcc+ompcc (caller's compiler first; linked by gcc), at each optimization level, and every
output must be gcc's. Every value is checked member by member, so padding never counts.
gcc.dg/compat's struct-layout-1 generator is the model of what to vary.

--partner clang makes clang-19 the reference and partner instead of gcc-12, leaving out what
the two disagree on (ompfe follows gcc there): _Atomic members, structures with a flexible
array member by value, unnamed bit-fields (but a structure's zero-width ones), __int128
arguments. --avx builds everything with -mavx and adds 32-byte vectors as members (passed by
address only: ompfe refuses them by value).

  scripts/abi-diff.py [--build DIR] [--types N] [--opt=-O0,-O2] [--keep DIR]
                      [--partner gcc|clang] [--avx] FIRST_SEED [LAST_SEED]
  scripts/abi-diff.py --emit DIR SEED     (only write the three files, for a look or a test)

Prints one line per seed (ok, MISMATCH, REFUSED) and a summary with the counts of types and
calls; exits 1 when a seed mismatched or was refused. A failing seed's files are kept in
--keep DIR/SEED (default abi-failures).
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

# name, size in bytes, kind: 'int' (signed?), 'bool', 'float', 'cplx', 'ptr', 'enum'
SCALARS = [
    ("char", 1, "int", True), ("signed char", 1, "int", True), ("unsigned char", 1, "int", False),
    ("short", 2, "int", True), ("unsigned short", 2, "int", False),
    ("int", 4, "int", True), ("unsigned", 4, "int", False),
    ("long", 8, "int", True), ("unsigned long", 8, "int", False),
    ("long long", 8, "int", True), ("unsigned long long", 8, "int", False),
    ("_Bool", 1, "bool", False),
    ("float", 4, "float", None), ("double", 8, "float", None), ("long double", 16, "float", None),
    ("_Complex float", 8, "cplx", None), ("_Complex double", 16, "cplx", None),
    ("__int128", 16, "int128", True), ("unsigned __int128", 16, "int128", False),
    ("void *", 8, "ptr", None),
    ("enum EU", 4, "enum", False), ("enum ES", 4, "enum", True),
    ("__float128", 16, "float", None), ("_Complex long double", 32, "cplx", None),
    ("_Atomic int", 4, "int", True), ("_Atomic unsigned long long", 8, "int", False),
    ("_Atomic double", 8, "float", None),
    # GNU vectors: (typedef, size, 'vec', (element type, count))
    ("v4si", 16, "vec", ("int", 4)), ("v4sf", 16, "vec", ("float", 4)),
    ("v2df", 16, "vec", ("double", 2)), ("v2di", 16, "vec", ("long long", 2)),
    ("v2sf", 8, "vec", ("float", 2)), ("v4hi", 8, "vec", ("short", 4)),
    ("v4qi", 4, "vec", ("unsigned char", 4)),
    ("_Float16", 2, "float", None),
]
# 32-byte vectors, with --avx only: ompfe refuses them by value (their registers depend on
# -mavx), so types holding one are only laid out and passed by address
WIDE_VECTORS = [("v8si", 32, "vec", ("int", 8)), ("v4df", 32, "vec", ("double", 4))]
ALIGN = {"long double": 16, "_Complex float": 4, "_Complex double": 8, "__int128": 16,
         "unsigned __int128": 16, "_Complex long double": 16}
ALL_SCALARS = SCALARS + WIDE_VECTORS
ALIGN16 = {name for name, size, _, _ in ALL_SCALARS if size >= 16}
# bit-field base types: name, bits, signed
BITFIELD_BASES = [
    ("_Bool", 1, False), ("char", 8, True), ("signed char", 8, True), ("unsigned char", 8, False),
    ("short", 16, True), ("unsigned short", 16, False), ("int", 32, True), ("unsigned", 32, False),
    ("long", 64, True), ("unsigned long", 64, False), ("long long", 64, True),
    ("unsigned long long", 64, False), ("enum EU", 32, False), ("enum ES", 32, True),
    # typedefs aligned above their size (gcc-12 and clang-19 place these differently)
    ("aint8", 32, True), ("ashort4", 16, False),
]
PRELUDE = r"""#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <stdarg.h>
enum EU { EU_A, EU_B, EU_C, EU_D };
enum ES { ES_A = -2, ES_B, ES_C, ES_D };
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef short v4hi __attribute__((vector_size(8)));
typedef unsigned char v4qi __attribute__((vector_size(4)));
typedef int v8si __attribute__((vector_size(32)));
typedef double v4df __attribute__((vector_size(32)));
struct empty {};
typedef int aint8 __attribute__((aligned(8)));
typedef unsigned short ashort4 __attribute__((aligned(4)));
typedef union { _Complex long double z; long double p[2]; } cl_parts;
static _Complex long double mkcl(long double re, long double im) { cl_parts u; u.p[0] = re; u.p[1] = im; return u.z; }
static int eqcl(_Complex long double a, _Complex long double b) {
  cl_parts x, y; x.z = a; y.z = b; return x.p[0] == y.p[0] && x.p[1] == y.p[1];
}
typedef union { _Complex float z; float p[2]; } cf_parts;
typedef union { _Complex double z; double p[2]; } cd_parts;
static _Complex float mkcf(float re, float im) { cf_parts u; u.p[0] = re; u.p[1] = im; return u.z; }
static _Complex double mkcd(double re, double im) { cd_parts u; u.p[0] = re; u.p[1] = im; return u.z; }
static int eqcf(_Complex float a, _Complex float b) {
  cf_parts x, y; x.z = a; y.z = b; return x.p[0] == y.p[0] && x.p[1] == y.p[1];
}
static int eqcd(_Complex double a, _Complex double b) {
  cd_parts x, y; x.z = a; y.z = b; return x.p[0] == y.p[0] && x.p[1] == y.p[1];
}
/* the value of leaf k of an object filled with seed s */
static unsigned long long mix(unsigned s, unsigned k) {
  unsigned long long x = s * 0x9E3779B97F4A7C15ull + k * 0xBF58476D1CE4E5B9ull + 1;
  x ^= x >> 29; x *= 0x94D049BB133111EBull; x ^= x >> 32;
  return x;
}
static int failures;
static void bad(const char *where, const char *what) {
  if (failures++ < 20) printf("BAD %s %s\n", where, what);
}
"""


class Leaf:
    """One scalar a fill writes and a check reads: its access path and how its value is made."""

    def __init__(self, path, kind, ctype, width=0, signed=False):
        self.path, self.kind, self.ctype, self.width, self.signed = path, kind, ctype, width, signed


def value_expr(leaf, k):
    """The C expression of leaf number k's value for seed s, in range for its type."""
    m = f"mix(s, {k}u)"
    if leaf.kind == "bitfield":
        w, ctype = leaf.width, leaf.ctype
        if ctype == "_Bool":
            return f"({m} & 1)"
        if ctype.startswith("enum"):
            # the enumerators' range, as a bit-field of w bits holds it
            return f"((long long)({m} % 4) - 2)" if ctype == "enum ES" else f"({m} % 4)"
        if not leaf.signed:
            return f"({m} & 0x{(1 << w) - 1:x}ull)"
        if w == 64:
            return f"((long long)({m} >> 1) - 0x4000000000000000ll)"
        return f"((long long)({m} & 0x{(1 << w) - 1:x}ull) - 0x{1 << (w - 1):x}ll)"
    c = leaf.ctype
    if leaf.kind == "bool":
        return f"(_Bool)({m} & 1)"
    if leaf.kind == "enum":
        return f"(enum ES)((int)({m} % 4) - 2)" if c == "enum ES" else f"(enum EU)({m} % 4)"
    if leaf.kind == "ptr":
        return f"(void *)(unsigned long)({m} & 0xfffffffffff8ull)"
    if leaf.kind == "float":
        if c == "float":
            return f"((float)((long long)({m} % 2001) - 1000) * 0.25f)"
        if c in ("double", "_Atomic double"):
            return f"((double)((long long)({m} % 2000001) - 1000000) * 0.125)"
        if c == "_Float16":
            return f"((_Float16)((long long)({m} % 201) - 100) * (_Float16)0.25)"
        if c == "__float128":
            return f"((__float128)((long long)({m} % 2000001) - 1000000) * 0.0625 + (__float128)({m} % 7) / (__float128)0x1p60 / (__float128)0x1p30)"
        return f"((long double)((long long)({m} % 2000001) - 1000000) * 0.0625L + (long double)({m} % 7) * 0x1p-40L)"
    if leaf.kind == "cplx":
        if c == "_Complex float":
            return f"mkcf((float)((long long)({m} % 2001) - 1000) * 0.5f, (float)({m} % 977))"
        if c == "_Complex long double":
            return f"mkcl((long double)((long long)({m} % 2001) - 1000) * 0.5L, (long double)({m} % 977) + 0x1p-40L)"
        return f"mkcd((double)((long long)({m} % 2000001) - 1000000) * 0.25, (double)({m} % 100003) * 0.5)"
    if leaf.kind == "int128":
        hi, lo = f"mix(s, {k}u + 7777u)", m
        if leaf.signed:
            return f"((__int128)(((unsigned __int128)({hi} >> 1) << 64) | {lo}) - ((__int128)1 << 126))"
        return f"(((unsigned __int128){hi} << 64) | {lo})"
    size = leaf.width  # bits of the integer type
    c = c.replace("_Atomic ", "")  # clang rejects a cast to an atomic type
    if not leaf.signed:
        return f"({c})({m} & 0x{(1 << size) - 1:x}ull)" if size < 64 else f"({c}){m}"
    if size == 64:
        return f"({c})((long long)({m} >> 1) - 0x4000000000000000ll)"
    return f"({c})((long long)({m} & 0x{(1 << size) - 1:x}ull) - 0x{1 << (size - 1):x}ll)"


def equal_expr(kind, ctype, a, b):
    if kind == "cplx":
        fn = {"_Complex float": "eqcf", "_Complex double": "eqcd"}.get(ctype, "eqcl")
        return f"{fn}({a}, {b})"
    return f"({a}) == ({b})"


class Member:
    def __init__(self, name, ctype=None, agg=None, dims=(), bits=None, attrs="", alignas=None,
                 fam=False):
        self.name, self.ctype, self.agg, self.dims, self.bits = name, ctype, agg, dims, bits
        self.attrs, self.alignas, self.fam = attrs, alignas, fam

    def decl(self):
        t = self.agg.ref if self.agg else self.ctype
        pre = f"_Alignas({self.alignas}) " if self.alignas else ""
        name = self.name or ""
        dims = "".join(f"[{d}]" for d in self.dims) + ("[]" if self.fam else "")
        bits = f" : {self.bits}" if self.bits is not None else ""
        return f"{pre}{t} {name}{dims}{bits}{self.attrs};"


class Agg:
    def __init__(self, index, is_union):
        self.index, self.is_union = index, is_union
        self.tag = f"{'u' if is_union else 's'}{index}"
        self.ref = f"{'union' if is_union else 'struct'} {self.tag}"
        self.members, self.attrs, self.active = [], "", 0
        self.has_fam = False
        self.pack = None  # N of a #pragma pack(push, N) around the definition

    def definition(self):
        body = "\n".join("  " + m.decl() for m in self.members)
        text = f"{self.ref} {{\n{body}\n}}{self.attrs};"
        if self.pack:
            text = f"#pragma pack(push, {self.pack})\n{text}\n#pragma pack(pop)"
        return text

    def wide(self):
        """Whether a 32-byte vector is inside: ompfe refuses such a type by value."""
        return any(m.ctype in dict((w[0], w) for w in WIDE_VECTORS) or (m.agg is not None and m.agg.wide())
                   for m in self.members)

    def filled(self):
        """The members a fill writes: all named ones of a struct, the active one of a union."""
        named = [m for m in self.members if m.name and not m.fam]
        if self.is_union:
            return [named[self.active]] if named else []
        return named

    def overaligned(self):
        """Whether anything inside may align it to 16 or more: gcc 12's own va_arg of such a
        type from the register save area uses movdqa on an address aligned to 8 only, and
        faults (gcc's bug: its own build of the program crashes)."""
        def big(text):
            return any(f"aligned({n})" in text for n in (16, 32))
        return big(self.attrs) or any(
            big(m.attrs) or (m.alignas or 0) >= 16 or (m.agg is not None and m.agg.overaligned())
            or (m.ctype is not None and m.agg is None and m.ctype in ALIGN16)
            for m in self.members)

    def leaves(self, prefix):
        out = []
        for m in self.filled():
            paths = [prefix + m.name]
            for d in m.dims:
                paths = [f"{p}[{i}]" for p in paths for i in range(d)]
            for p in paths:
                if m.agg:
                    out += m.agg.leaves(p + ".")
                elif m.bits is not None:
                    base = next(b for b in BITFIELD_BASES if b[0] == m.ctype)
                    out.append(Leaf(p, "bitfield", m.ctype, m.bits, base[2]))
                elif m.ctype == "struct empty":
                    pass
                else:
                    sc = next(x for x in ALL_SCALARS if x[0] == m.ctype)
                    if sc[2] == "vec":
                        elem, count = sc[3]
                        es = next(x for x in SCALARS if x[0] == elem)
                        out += [Leaf(f"{p}[{i}]", es[2], es[0], es[1] * 8, es[3]) for i in range(count)]
                    else:
                        out.append(Leaf(p, sc[2], sc[0], sc[1] * 8, sc[3]))
        return out


class Gen:
    def __init__(self, seed, ntypes, avx=False, atomics=True, fam_by_value=True):
        self.r = random.Random(seed)
        self.fam_by_value = fam_by_value
        self.unnamed_bitfields = atomics
        # clang-19 puts an __int128 argument that finds no registers elsewhere on the stack
        # than gcc-12 (and gets its own va_arg wrong there): with clang, none are passed
        self.arg_types = [t for t in self.SCALAR_ARG_TYPES if atomics or t != "__int128"]
        self.scalars = [x for x in (ALL_SCALARS if avx else SCALARS)
                        if atomics or not x[0].startswith("_Atomic")]
        self.seed, self.ntypes = seed, ntypes
        self.aggs = []

    def natural_align(self, ctype):
        if ctype == "struct empty":
            return 1
        return ALIGN.get(ctype, next(x[1] for x in ALL_SCALARS if x[0] == ctype))

    def scalar_member(self, name):
        r = self.r
        ctype = r.choice(self.scalars)[0]
        dims = ()
        if r.random() < 0.2:
            dims = (r.randint(1, 4),) if r.random() < 0.8 else (r.randint(1, 3), r.randint(1, 2))
        if r.random() < 0.03:
            dims = (0,)  # GNU zero-length array
        if r.random() < 0.03:
            ctype, dims = "struct empty", ()  # GNU: size 0
        attrs, alignas = "", None
        roll = r.random()
        if roll < 0.08:
            attrs = f" __attribute__((aligned({r.choice([1, 2, 4, 8, 16, 32])})))"
        elif roll < 0.14:
            attrs = " __attribute__((packed))"
        elif roll < 0.18:
            alignas = r.choice([a for a in (1, 2, 4, 8, 16, 32) if a >= self.natural_align(ctype)])
        return Member(name, ctype=ctype, dims=dims, attrs=attrs, alignas=alignas)

    def bitfield_member(self, name, in_union):
        r = self.r
        base, bits, _ = r.choice([b for b in BITFIELD_BASES
                                  if self.unnamed_bitfields or not b[0].startswith("a")])
        low = 2 if base.startswith("enum") else 1
        if base.startswith("enum"):
            bits = r.choice([2, 3, 5, 8, 31, 32])
        width = r.choice([low, r.randint(low, bits), bits, r.randint(low, min(bits, 8))])
        roll = r.random()
        # clang-19 skips unnamed bit-fields when it classifies (an eightbyte of them alone
        # travels in no register, where gcc-12 gives it one), and a union's zero-width one:
        # with clang, only a structure's zero-width ones are unnamed
        if roll < 0.12 and (self.unnamed_bitfields or not in_union):
            return Member(None, ctype=base, bits=0)  # zero-width: only unnamed
        if roll < 0.22 and self.unnamed_bitfields:
            return Member(None, ctype=base, bits=width)
        roll = r.random()
        attrs = (" __attribute__((packed))" if roll < 0.1 else
                 f" __attribute__((aligned({r.choice([1, 2, 4, 8, 16])})))" if roll < 0.16 else "")
        return Member(name, ctype=base, bits=width, attrs=attrs)

    def agg_member(self, name):
        r = self.r
        inner = r.choice([a for a in self.aggs if not a.has_fam])
        dims = (r.randint(1, 3),) if r.random() < 0.25 else ()
        attrs = ""
        if r.random() < 0.1:
            attrs = " __attribute__((packed))"
        elif r.random() < 0.08:
            attrs = f" __attribute__((aligned({r.choice([8, 16, 32])})))"
        return Member(name, agg=inner, dims=dims, attrs=attrs)

    def make(self):
        r = self.r
        for i in range(self.ntypes):
            a = Agg(i, r.random() < 0.2)
            style = r.random()  # some types are mostly bit-fields, some mostly small scalars
            n = r.choice([1, 1, 2, 2, 3, 3, 4, 5, 6, 8])
            for j in range(n):
                name = f"m{j}"
                roll = r.random()
                nested = [x for x in self.aggs if not x.has_fam]
                if nested and roll < 0.15:
                    a.members.append(self.agg_member(name))
                elif roll < (0.7 if style < 0.3 else 0.35):
                    a.members.append(self.bitfield_member(name, a.is_union))
                else:
                    a.members.append(self.scalar_member(name))
            if not any(m.name for m in a.members):
                a.members.append(self.scalar_member(f"m{n}"))
            if not a.is_union and r.random() < 0.06:
                elem = r.choice([s for s in SCALARS if s[2] not in ("cplx",)])[0]
                a.members.append(Member("fam", ctype=elem, fam=True))
                a.has_fam = True
            if r.random() < 0.08:
                a.pack = r.choice([1, 2, 4, 8])
                if not self.unnamed_bitfields:  # clang-19 ignores aligned on its bit-fields
                    for m in a.members:
                        if m.bits is not None and "aligned" in m.attrs:
                            m.attrs = ""
            roll = r.random()
            if roll < 0.15:
                a.attrs = " __attribute__((packed))"
            elif roll < 0.22:
                a.attrs = f" __attribute__((aligned({r.choice([1, 2, 4, 8, 16, 32])})))"
            elif roll < 0.25:
                a.attrs = f" __attribute__((packed, aligned({r.choice([2, 4, 8, 16])})))"
            named = [m for m in a.members if m.name and not m.fam]
            a.active = r.randrange(len(named))
            self.aggs.append(a)

    # ---- the three files ----
    def header(self):
        out = [PRELUDE]
        for a in self.aggs:
            out.append(a.definition())
        for a in self.aggs:
            leaves = a.leaves("p->")
            out.append(f"static void fill_{a.tag}({a.ref} *p, unsigned s) {{")
            out.append("  memset(p, 0, sizeof *p);" if not a.has_fam else "  memset(p, 0, sizeof *p);")
            for k, lf in enumerate(leaves):
                out.append(f"  {lf.path} = {value_expr(lf, k)};")
            out.append("}")
            out.append(f"static void check_{a.tag}(const {a.ref} *p, unsigned s, const char *where) {{")
            for k, lf in enumerate(leaves):
                out.append(f"  if (!({equal_expr(lf.kind, lf.ctype, lf.path, value_expr(lf, k))})) "
                           f"bad(where, \"{a.tag} {lf.path[3:]}\");")
            out.append("  (void)s; (void)where;")
            out.append("}")
        return out

    SCALAR_ARG_TYPES = ["int", "long", "double", "float", "long double", "char", "short", "__int128",
                        "_Complex double", "_Complex float", "_Bool", "__float128", "_Float16",
                        "unsigned long long", "_Complex long double", "void *"]
    # what a variadic callee reads for each: the default argument promotions
    VA_READ_TYPE = {"char": "int", "short": "int", "_Bool": "int", "float": "double"}

    def scalar_arg(self, types=None):
        """A scalar argument: its type and a literal of its value."""
        r = self.r
        t = r.choice(types or self.arg_types)
        v = r.randint(-1000, 1000)
        lit = {"int": f"{v}", "long": f"{v * 100003}l", "double": f"{v}.5", "float": f"{v}.25f",
               "long double": f"{v}.125L", "char": f"(char){v % 100}", "short": f"(short){v * 7}",
               "__int128": f"((__int128){v} << 70 | 0x{abs(v) * 3:x})",
               "_Complex double": f"mkcd({v}.5, {v * 3}.0)",
               "_Complex float": f"mkcf({v}.5f, {-v}.0f)", "_Bool": f"(_Bool){v & 1}",
               "__float128": f"((__float128){v} + 0.75)", "_Float16": f"((_Float16){v % 200}.5)",
               "unsigned long long": f"0x{abs(v) * 0x100000001:x}ull",
               "_Complex long double": f"mkcl({v}.5L, {v * 5}.25L)",
               "void *": f"((void *){abs(v) * 8}ul)"}[t]
        return t, lit

    @staticmethod
    def scalar_check(t, got, lit, where):
        eq = equal_expr("cplx", t, got, lit) if t.startswith("_Complex") else f"({got}) == {lit}"
        return f"if (!({eq})) bad(\"{where}\", \"scalar\");"

    def signature(self, a):
        """Random parameters for a function about type a: aggregates (a, or one defined before
        it, whose classes compete for the same registers) and scalars, sometimes enough to
        spill to the stack."""
        r = self.r
        params = []
        count = r.randint(1, 14) if r.random() < 0.3 else r.randint(1, 7)
        for j in range(count):
            roll = r.random()
            if j == 0 or roll < 0.45:
                pool = [b for b in self.aggs[:a.index + 1] if self.by_value(b)]
                b = a if j == 0 or roll < 0.35 or not pool else r.choice(pool)
                params.append(("agg", b, r.randint(1, 1 << 30)))
            else:
                params.append(("scalar",) + self.scalar_arg())
        if r.random() < 0.7:
            ret = ("agg", a, r.randint(1, 1 << 30))
        elif r.random() < 0.8:
            ret = ("scalar",) + self.scalar_arg()
        else:
            ret = ("void",)
        return params, ret

    def by_value(self, a):
        return not a.wide() and (self.fam_by_value or not a.has_fam)

    @staticmethod
    def ret_type(ret):
        return {"agg": lambda: ret[1].ref, "scalar": lambda: ret[1], "void": lambda: "void"}[ret[0]]()

    def definition(self, fn, params, ret, static=""):
        """The function: it checks every argument and returns its value."""
        decl = ", ".join(f"{p[1].ref if p[0] == 'agg' else p[1]} p{j}" for j, p in enumerate(params))
        out = [f"{static}{self.ret_type(ret)} {fn}({decl}) {{"]
        for j, p in enumerate(params):
            if p[0] == "agg":
                out.append(f"  check_{p[1].tag}(&p{j}, {p[2]}u, \"{fn} arg {j}\");")
            else:
                out.append("  " + self.scalar_check(p[1], f"p{j}", p[2], f"{fn} arg {j}"))
        if ret[0] == "agg":
            out.append(f"  {ret[1].ref} r; fill_{ret[1].tag}(&r, {ret[2]}u); return r;")
        elif ret[0] == "scalar":
            out.append(f"  return {ret[2]};")
        out.append("}")
        return out, decl

    def call_site(self, callee_expr, params, ret, where):
        """Statements that build the arguments, call and check the result."""
        out = []
        args = []
        for j, p in enumerate(params):
            if p[0] == "agg":
                out.append(f"    {p[1].ref} a{j}; fill_{p[1].tag}(&a{j}, {p[2]}u);")
                args.append(f"a{j}")
            else:
                args.append(p[2])
        call = f"{callee_expr}({', '.join(args)})"
        if ret[0] == "agg":
            out.append(f"    {{ {ret[1].ref} r = {call}; check_{ret[1].tag}(&r, {ret[2]}u, \"{where}\"); }}")
        elif ret[0] == "scalar":
            out.append(f"    {{ {ret[1]} r = {call}; {self.scalar_check(ret[1], 'r', ret[2], where)} }}")
        else:
            out.append(f"    {call};")
        return ["   {"] + out + ["   }"]

    def va_reads(self, a, seq, fn):
        out = []
        for j, (t, v) in enumerate(seq):
            if t == "agg":
                out.append(f"  {{ {a.ref} x = va_arg(ap, {a.ref}); check_{a.tag}(&x, {v}u, \"{fn} arg {j}\"); }}")
            else:
                read = self.VA_READ_TYPE.get(t, t)
                out.append(f"  {{ {read} x = va_arg(ap, {read}); {self.scalar_check(read, 'x', v, f'{fn} arg {j}')} }}")
        return out

    def programs(self):
        """caller.c and callee.c: layout prints and the calls, with their count."""
        r = self.r
        caller, callee = ['#include "abi.h"'], ['#include "abi.h"']
        calls = 0
        caller.append("static void layouts(void) {")
        for a in self.aggs:
            caller.append(f"  printf(\"{a.tag} %zu %zu\\n\", sizeof({a.ref}), _Alignof({a.ref}));")
            for m in a.members:
                if m.name and m.bits is None:
                    caller.append(f"  printf(\" {m.name} %zu\\n\", offsetof({a.ref}, {m.name}));")
            for m in a.members:
                if m.name and m.bits is not None:
                    caller.append("  {")
                    caller.append(f"    {a.ref} x; memset(&x, 0, sizeof x); x.{m.name} = -1;")
                    caller.append("    for (size_t i = 0; i < sizeof x; i++) printf(\"%02x\", ((unsigned char *)&x)[i]);")
                    caller.append(f"    printf(\" {m.name}=%lld\\n\", (long long)x.{m.name});")
                    caller.append("  }")
        caller.append("}")
        bodies = []
        for a in self.aggs:
            # by address: the other side's layout reads and writes every member
            calls += 1
            s1, s2 = r.randint(1, 1 << 30), r.randint(1, 1 << 30)
            callee.append(f"void ptr_{a.tag}({a.ref} *p) {{ check_{a.tag}(p, {s1}u, \"ptr_{a.tag} arg\"); "
                          f"fill_{a.tag}(p, {s2}u); }}")
            caller.append(f"void ptr_{a.tag}({a.ref} *p);")
            bodies.append(f"  {{ {a.ref} x; fill_{a.tag}(&x, {s1}u); ptr_{a.tag}(&x); "
                          f"check_{a.tag}(&x, {s2}u, \"ptr_{a.tag} result\"); }}")
            if not self.by_value(a):
                continue
            for variant in range(2):
                # the caller calls the callee, directly and through a pointer
                calls += 1
                fn = f"f_{a.tag}_{variant}"
                params, ret = self.signature(a)
                body, decl = self.definition(fn, params, ret)
                callee += body
                caller.append(f"{self.ret_type(ret)} {fn}({decl});")
                bodies.append("  {")
                bodies += self.call_site(fn, params, ret, f"{fn} result")
                bodies.append(f"    {self.ret_type(ret)} (*volatile fp)({decl}) = {fn};")
                bodies += self.call_site("fp", params, ret, f"{fn} result through a pointer")
                bodies.append("  }")
            # the callee calls back a function of the caller's that it got as an argument
            calls += 1
            fn, drive = f"cb_{a.tag}", f"drive_{a.tag}"
            params, ret = self.signature(a)
            body, decl = self.definition(fn, params, ret, static="static ")
            caller += body
            fptr = f"{self.ret_type(ret)} (*fp)({decl})"
            caller.append(f"void {drive}({fptr});")
            callee.append(f"void {drive}({fptr}) {{")
            callee += self.call_site("fp", params, ret, f"{fn} result")
            callee.append("}")
            bodies.append(f"  {drive}({fn});")
            # varargs: the type among scalars of every class, read by va_arg, read again
            # from a va_copy by a function of the other side that gets the va_list
            if a.overaligned():
                continue
            calls += 1
            fn = f"v_{a.tag}"
            seq = []
            for j in range(r.randint(1, 9)):
                if r.random() < 0.45:
                    seq.append(("agg", r.randint(1, 1 << 30)))
                else:
                    seq.append(self.scalar_arg())
            reads = self.va_reads(a, seq, fn)
            callee.append(f"void vw_{a.tag}(va_list ap);")
            callee.append(f"void {fn}(int n, ...) {{")
            callee.append("  va_list ap, aq; va_start(ap, n); va_copy(aq, ap);")
            callee += reads
            callee.append(f"  vw_{a.tag}(aq);")
            callee.append("  va_end(aq); va_end(ap); (void)n;")
            callee.append("}")
            caller.append(f"void vw_{a.tag}(va_list ap) {{")
            caller += [x.replace(f'"{fn} arg', f'"vw_{a.tag} arg') for x in reads]
            caller.append("}")
            caller.append(f"void {fn}(int n, ...);")
            setup, args = [], []
            for j, (t, v) in enumerate(seq):
                if t == "agg":
                    setup.append(f"    {a.ref} a{j}; fill_{a.tag}(&a{j}, {v}u);")
                    args.append(f"a{j}")
                else:
                    args.append(v)
            bodies += ["  {"] + setup + [f"    {fn}({len(seq)}, {', '.join(args)});", "  }"]
        caller.append("int main(void) {")
        caller.append("  layouts();")
        caller += bodies
        caller.append(f"  printf(\"calls %d failures %d\\n\", {calls}, failures);")
        caller.append("  return 0;")
        caller.append("}")
        return caller, callee, calls


def emit(seed, ntypes, directory, avx=False, gcc_only=True):
    g = Gen(seed, ntypes, avx, atomics=gcc_only, fam_by_value=gcc_only)
    g.make()
    header = g.header()
    caller, callee, calls = g.programs()
    os.makedirs(directory, exist_ok=True)
    for name, lines in (("abi.h", header), ("caller.c", caller), ("callee.c", callee)):
        with open(os.path.join(directory, name), "w") as f:
            f.write("\n".join(lines) + "\n")
    return len(g.aggs), calls


def run_seed(seed, args, ompcc):
    """ok, 'MISMATCH ...' or 'REFUSED ...' for one seed, and its counts of types and calls."""
    work = tempfile.mkdtemp(prefix=f"abi{seed}.")
    ref_cc = args.partner
    # clang-19 passes and returns a structure holding an _Atomic member or a flexible array
    # member in memory where gcc-12 uses registers: ompfe follows gcc, so clang's runs leave
    # _Atomic members out and pass structures with a flexible array member by address only
    ntypes, calls = emit(seed, args.types, work, args.avx, gcc_only=ref_cc == "gcc")
    compilers = {"gcc": ["gcc", "-std=gnu11", "-w", "-Wno-psabi"],
                 "clang": ["clang-19", "-std=gnu11", "-w"], "ompcc": [ompcc, "-w"]}
    isa = ["-mavx"] if args.avx else []
    verdict = "ok"
    for opt in args.opt.split(","):
        outputs = {}
        for caller_cc, callee_cc in ((ref_cc, ref_cc), ("ompcc", ref_cc), (ref_cc, "ompcc"),
                                     ("ompcc", "ompcc")):
            objs = []
            for cc, src in ((caller_cc, "caller.c"), (callee_cc, "callee.c")):
                obj = os.path.join(work, f"{src}.{cc}{opt}.o")
                if not os.path.exists(obj):
                    p = subprocess.run(compilers[cc] + isa + [opt, "-c", os.path.join(work, src), "-o", obj],
                                       capture_output=True, text=True, timeout=600)
                    if p.returncode != 0:
                        verdict = f"REFUSED by {cc} {opt} {src}: {p.stderr.strip().splitlines()[:3]}"
                        break
                objs.append(obj)
            if verdict != "ok":
                break
            exe = os.path.join(work, f"{caller_cc}+{callee_cc}{opt}")
            subprocess.run(["gcc"] + objs + ["-o", exe, "-latomic"], check=True)
            p = subprocess.run([exe], capture_output=True, text=True, timeout=60)
            outputs[(caller_cc, callee_cc)] = (p.returncode, p.stdout)
            ref = outputs[(ref_cc, ref_cc)]
            if "BAD" in ref[1] or ref[0] != 0:
                # a generator bug, or (clang) clang-19 at odds with itself, e.g. va_arg of a
                # structure after an __int128 that found one register left
                first = next((x for x in ref[1].splitlines() if x.startswith("BAD")), f"exit {ref[0]}")
                verdict = f"REFERENCE-BAD ({ref_cc}'s own build fails its checks: {first})"
                break
            if outputs[(caller_cc, callee_cc)] != ref:
                got = outputs[(caller_cc, callee_cc)][1].splitlines()
                want = ref[1].splitlines()
                diff = next((f"line {i + 1}: {g_!r} {ref_cc} {w!r}" for i, (g_, w) in
                             enumerate(zip(got, want)) if g_ != w), f"{len(got)} lines, {ref_cc} {len(want)}")
                verdict = f"MISMATCH {caller_cc}+{callee_cc} {opt}: {diff}"
                break
        if verdict != "ok":
            break
    if verdict != "ok" and args.keep:
        dest = os.path.join(args.keep, str(seed))
        shutil.rmtree(dest, ignore_errors=True)
        shutil.copytree(work, dest, ignore=shutil.ignore_patterns("*.o", "gcc+*", "clang+*", "ompcc+*"))
    shutil.rmtree(work, ignore_errors=True)
    return verdict, ntypes, calls


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--types", type=int, default=60)
    ap.add_argument("--opt", default="-O0,-O2")
    ap.add_argument("--keep", default="abi-failures")
    ap.add_argument("--emit", metavar="DIR")
    ap.add_argument("--partner", choices=["gcc", "clang"], default="gcc",
                    help="the reference compiler: gcc (gcc-12) or clang (clang-19)")
    ap.add_argument("--avx", action="store_true",
                    help="build everything with -mavx and lay out 32-byte vectors too")
    ap.add_argument("first", type=int)
    ap.add_argument("last", type=int, nargs="?")
    args = ap.parse_args()
    if args.emit:
        emit(args.first, args.types, args.emit, args.avx)
        return 0
    ompcc = os.path.join(os.path.abspath(args.build), "bin", "ompcc")
    if not os.access(ompcc, os.X_OK):
        sys.exit(f"abi-diff: no {ompcc} (build first)")
    os.environ["LD_LIBRARY_PATH"] = "/usr/lib/llvm-19/lib"
    last = args.first if args.last is None else args.last
    bad_seeds, ref_bad, types, calls = 0, 0, 0, 0
    for seed in range(args.first, last + 1):
        verdict, n, c = run_seed(seed, args, ompcc)
        types, calls = types + n, calls + c
        print(f"{seed} {verdict}", flush=True)
        if verdict.startswith("REFERENCE-BAD") and args.partner == "clang":
            ref_bad += 1
        else:
            bad_seeds += verdict != "ok"
    print(f"abi-diff: {last - args.first + 1} seeds, {types} types, {calls} call sites "
          f"(each also through a pointer), {bad_seeds} failing"
          + (f", {ref_bad} where clang fails its own checks" if ref_bad else ""))
    return 1 if bad_seeds else 0


if __name__ == "__main__":
    sys.exit(main())
