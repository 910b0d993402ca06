#!/usr/bin/env python3
"""omp-dsa-diff.py: differential testing of OpenMP data-sharing against gcc and clang-19.

From each seed it writes a small deterministic OpenMP C program of a few cases. Each case
combines a construct (parallel, parallel for, for, sections, single, task, taskloop, taskgroup
with in_reduction, simd, parallel for simd, parallel sections, parallel masked, parallel loop,
taskloop simd, host teams, teams distribute [parallel for], distribute parallel for, target,
target teams, target parallel [for], target teams distribute parallel for, target simd), a
data-sharing clause (private, firstprivate, lastprivate, both, shared, none at all, reduction
with each operator, reduction(task, ...), in_reduction, linear, lastprivate(conditional: ...),
copyin, copyprivate, map, default(shared/none/private/firstprivate)) and a variable (file
scope, static, function-local static, local, parameter, extern defined later, threadprivate,
declare target, declared in or made firstprivate by an enclosing parallel region, used by an
orphaned construct in a called function; of scalar, array, struct or pointer type). Whatever
the scheduling, a correct program prints the same: each case prints its variable after the
region and a count of wrong values seen inside it. gcc -fopenmp, clang-19 -fopenmp and ompcc
-fopenmp build and run it.

  scripts/omp-dsa-diff.py [--build DIR] [--keep DIR] [--cases N] [--offload] FIRST LAST
  scripts/omp-dsa-diff.py --print [--only K,...] SEED SEED      (the program, or some cases)

Each case prints one line. Where gcc or clang-19 refuses the program, it builds each case
alone. A case both refuse is skipped. Otherwise ompcc must print, line by line, what gcc and
clang-19 print, what one of them prints where they differ (the differing lines go to
DIR/undecided.txt), what the other prints where one refused the case: MISMATCH when it does
not, REFUSED when ompcc refuses a program both others accept. --offload also builds ompcc's
program for the x86_64 offload device and runs it under OMP_TARGET_OFFLOAD=MANDATORY.
Failing programs are kept in --keep (default dsa-failures/). Prints one line per seed and a
summary; exits 1 when a program mismatched.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

N = 10  # loop trip count
THREADS = 4

# construct -> (region shape, data-sharing modes it takes)
DEFAULTS = ["default_shared", "default_none", "default_none_fp", "default_private", "default_firstprivate"]
CONSTRUCTS = {
    "parallel": ("threads", ["private", "firstprivate", "shared", "implicit", "reduction", "reduction_task", "copyin"] + DEFAULTS),
    "parallel for": ("loop", ["private", "firstprivate", "lastprivate", "fplp", "shared", "implicit", "reduction", "linear", "copyin", "lastprivate_conditional"] + DEFAULTS),
    "for": ("loop", ["private", "firstprivate", "lastprivate", "fplp", "implicit", "reduction", "linear", "lastprivate_conditional"]),
    "sections": ("sections", ["private", "firstprivate", "lastprivate", "fplp", "implicit", "reduction"]),
    "single": ("once", ["private", "firstprivate", "implicit", "copyprivate"]),
    "task": ("tasks", ["private", "firstprivate", "shared", "implicit", "in_reduction"] + DEFAULTS),
    "taskloop": ("loop", ["private", "firstprivate", "lastprivate", "fplp", "shared", "implicit", "reduction", "in_reduction"] + DEFAULTS),
    "simd": ("loop", ["private", "lastprivate", "reduction", "linear", "implicit", "lastprivate_conditional"]),
    # no firstprivate with lastprivate where a simd leaf takes the lastprivate: its lanes'
    # copies start uninitialized
    "parallel for simd": ("loop", ["private", "firstprivate", "lastprivate", "shared", "reduction", "linear", "lastprivate_conditional"]),
    "parallel sections": ("sections", ["private", "firstprivate", "lastprivate", "fplp", "shared", "implicit", "reduction", "copyin"] + DEFAULTS),
    "parallel masked": ("once", ["private", "firstprivate", "shared", "implicit", "reduction", "copyin"] + DEFAULTS),
    "parallel loop": ("loop", ["private", "firstprivate", "shared", "implicit", "reduction"] + DEFAULTS),
    "taskloop simd": ("loop", ["private", "firstprivate", "lastprivate", "shared", "implicit", "reduction"] + DEFAULTS),
    # (distribute takes no variable both firstprivate and lastprivate)
    "distribute parallel for": ("loop", ["private", "firstprivate", "lastprivate", "implicit", "reduction"]),
    "teams distribute parallel for": ("loop", ["private", "firstprivate", "lastprivate", "shared", "implicit", "reduction"] + DEFAULTS),
    "target teams distribute parallel for": ("loop", ["private", "firstprivate", "lastprivate", "map", "reduction"] + DEFAULTS),
    "target parallel": ("threads", ["private", "firstprivate", "map", "reduction"] + DEFAULTS),
    "target simd": ("loop", ["private", "lastprivate", "reduction", "linear", "map"]),
    "teams": ("teams", ["private", "firstprivate", "shared", "implicit", "reduction"] + DEFAULTS),
    "teams distribute": ("loop", ["private", "firstprivate", "lastprivate", "shared", "implicit", "reduction"] + DEFAULTS),
    "target": ("once", ["private", "firstprivate", "map", "implicit"]),
    "target teams": ("teams", ["private", "firstprivate", "map", "reduction"] + DEFAULTS),
    "target parallel for": ("loop", ["private", "firstprivate", "lastprivate", "fplp", "map", "reduction"]),
}
# constructs a worksharing or tasking wrapper puts inside `parallel` (tasks: and `single`)
IN_PARALLEL = {"for", "sections", "single"}
IN_TEAMS = {"distribute parallel for"}
IN_SINGLE = {"task", "taskloop", "taskloop simd"}

# enclosing: declared in the parallel region around the construct; enclosing_global: a
# file-scope variable that region makes firstprivate
KINDS = ["global", "static_global", "local_static", "local", "param", "extern_later", "threadprivate", "enclosing",
         "enclosing_global", "orphan", "declare_target"]
FILE_SCOPE = {"global", "static_global", "extern_later", "threadprivate", "orphan", "enclosing_global", "declare_target"}
SCALARS = ["int", "long", "short", "unsigned char", "double", "float", "_Bool", "long long", "unsigned"]
AGGREGATES = ["array", "array2d", "struct", "struct_array"]
TYPES = SCALARS + AGGREGATES + ["pointer"]
OPS = ["+", "-", "*", "&", "|", "^", "&&", "||", "max", "min"]


class Var:
    """The variable under test: its declaration and the int-valued cells the body works on."""

    def __init__(self, rng, name, ty):
        self.name, self.ty = name, ty
        if ty == "array":
            self.ctype, self.cells = "int", [f"{name}[{k}]" for k in range(3)]
        elif ty == "array2d":
            self.ctype, self.cells = "int", [f"{name}[{k // 2}][{k % 2}]" for k in range(4)]
        elif ty == "struct_array":
            self.ctype, self.cells = "struct T", [f"{name}.x[0]", f"{name}.x[1]", f"{name}.y"]
        elif ty == "struct":
            self.ctype, self.cells = "struct S", [f"{name}.a", f"{name}.b"]
        elif ty == "pointer":
            self.ctype, self.cells = "int *", [name]
        else:
            self.ctype, self.cells = ty, [name]
        self.init = [rng.randint(1, 9) for _ in self.cells]

    def decl(self):
        if self.ty == "array":
            return f"int {self.name}[3]"
        if self.ty == "array2d":
            return f"int {self.name}[2][2]"
        if self.ty == "pointer":
            return f"int *{self.name}"
        return f"{self.ctype} {self.name}"

    def init_text(self):
        if self.ty == "pointer":
            return f"pbuf + {self.init[0]}"
        if self.ty == "array2d":
            return "{{%d, %d}, {%d, %d}}" % tuple(self.init)
        if self.ty == "struct_array":
            return "{{%d, %d}, %d}" % tuple(self.init)
        if len(self.cells) > 1:
            return "{" + ", ".join(map(str, self.init)) + "}"
        return str(self.init[0])

    def arg_text(self):  # the value main passes for a parameter
        if self.ty in ("struct", "struct_array"):
            return f"({self.ctype}){self.init_text()}"
        return self.init_text()

    def get(self, k):
        return f"({self.name} - pbuf)" if self.ty == "pointer" else self.cells[k]

    def set(self, k, x):
        return f"{self.name} = pbuf + ({x});" if self.ty == "pointer" else f"{self.cells[k]} = {x};"


class Case:
    def __init__(self, rng, idx, offload):
        self.idx = idx
        for _ in range(1000):
            if self.pick(rng, offload):
                return
        raise RuntimeError("no valid case")

    def pick(self, rng, offload):
        self.construct = rng.choice(list(CONSTRUCTS))
        shape, modes = CONSTRUCTS[self.construct]
        self.shape = shape
        self.mode = rng.choice(modes)
        self.kind = rng.choice(KINDS)
        self.ty = rng.choice(TYPES)
        self.op = rng.choice(OPS)
        self.step = rng.randint(1, 3)
        c, m, k, t = self.construct, self.mode, self.kind, self.ty
        if k == "param" and t in ("array", "array2d"):
            return False
        if m == "lastprivate_conditional" and t not in SCALARS:
            return False
        if t == "pointer" and m in ("shared", "implicit", "map", "default_shared", "default_none", "reduction", "in_reduction"):
            return False
        if m in ("reduction", "in_reduction", "reduction_task"):
            if t in ("struct", "struct_array", "pointer"):
                return False
            if t in ("double", "float") and self.op in ("&", "|", "^"):
                return False
            # `b ^= x` on a _Bool is not associative once converted (1 ^ 1 -> 0, 0 ^ 4 -> 1):
            # where tasks spread the updates over the copies at run time, the result depends
            # on the schedule (gcc's own runs print 0 and 1), so it tells nothing
            if t == "_Bool" and self.op == "^" and (m != "reduction" or "taskloop" in c):
                return False
        if m == "linear" and t not in ("int", "long", "pointer"):
            return False
        if k == "threadprivate":
            if m not in ("copyin", "copyprivate") and not (m == "implicit" and c == "parallel"):
                return False
        elif m in ("copyin",):
            return False
        if m == "copyprivate" and k not in ("threadprivate", "enclosing", "local", "param", "local_static", "global", "static_global"):
            return False
        if k in ("enclosing", "enclosing_global"):
            allowed = {
                "for": ["private", "implicit"], "sections": ["private", "implicit"],
                "single": ["private", "implicit", "copyprivate"],
                "task": ["private", "firstprivate", "shared", "implicit"] + DEFAULTS,
                "taskloop": ["private", "firstprivate", "shared", "implicit", "reduction"] + DEFAULTS,
                "simd": ["private", "lastprivate", "reduction", "linear", "implicit"],
                # each thread offloads its own region, on its own variable
                "target": ["private", "firstprivate", "map", "implicit"],
                "target teams": ["private", "firstprivate", "map", "reduction"],
                "target parallel for": ["private", "firstprivate", "lastprivate", "map", "reduction"],
            }
            if m not in allowed.get(c, []):
                return False
        if k == "orphan":
            if c not in ("for", "sections", "single", "task", "taskloop", "distribute parallel for"):
                return False
            if m == "copyprivate":
                return False
        if c.startswith("target") and k == "threadprivate":
            return False
        # a pointer set in an offloaded region holds a device address
        if t == "pointer" and (c.startswith("target") or k == "declare_target"):
            return False
        if c.startswith("target") and not offload and False:
            return False
        self.var = Var(rng, f"v{self.idx}", t)
        self.orphan_kind = rng.choice(["global", "static_global", "extern_later"]) if k == "orphan" else None
        return True

    # ---- body ------------------------------------------------------------------------------
    def flag(self, cond):
        if "simd" in self.construct:
            return [f"bad += ({cond});"]
        return [f"if ({cond}) {{", "#pragma omp atomic", "  bad++;", "}"]

    def body(self, it):
        v, m, out = self.var, self.mode, []
        for k in range(len(v.cells)):
            g, init = v.get(k), v.init[k]
            if m in ("private", "default_private"):
                out += [v.set(k, f"{it} * 7 + {k}")] + self.flag(f"{g} != {it} * 7 + {k}")
            elif m in ("firstprivate", "default_firstprivate", "default_none_fp"):
                out += self.flag(f"{g} != {init} && {g} != {50 + k}") + [v.set(k, 50 + k)]
            elif m == "lastprivate":
                out += [v.set(k, f"{it} * 3 + {k}")]
            elif m in ("fplp", "copyin"):
                out += self.flag(f"{g} != {init} && {g} < 50") + [v.set(k, f"50 + {it} * 3 + {k}")]
            elif m in ("shared", "implicit", "map", "default_shared", "default_none"):
                if self.construct in ("simd", "target simd"):  # one thread: no atomic needed
                    out += [f"{v.cells[k]} += {it} + 1;"]
                else:
                    out += ["#pragma omp atomic", f"{v.cells[k]} += {it} + 1;"]
            elif m in ("reduction", "in_reduction", "reduction_task"):
                out += [self.reduce(v.cells[k], it)]
            elif m == "lastprivate_conditional":
                out += [f"if ({it} % 4 == 1)", "  " + v.set(k, f"{it} * 3 + {k}")]
            elif m == "linear":
                out += self.flag(f"{g} != {init} + {it} * {self.step}") + [f"{v.name} += {self.step};"]
            elif m == "copyprivate":
                pass
        return out

    def reduce(self, c, it):
        op = self.op
        if op in ("+", "-"):
            return f"{c} {op}= {it} + 1;"
        if op == "*":
            return f"{c} *= {it} % 3 + 1;"
        if op == "&":
            return f"{c} &= ~(1 << ({it} % 5));"
        if op == "|":
            return f"{c} |= 1 << ({it} % 6);"
        if op == "^":
            return f"{c} ^= {it} * 3 + 1;"
        if op == "&&":
            return f"{c} = {c} && ({it} != 2);"
        if op == "||":
            return f"{c} = {c} || ({it} == 2);"
        cmp = ">" if op == "max" else "<"
        return f"{c} = {c} {cmp} ({it} * 5) % 11 ? {c} : ({it} * 5) % 11;"

    def red_init(self):
        return {"*": 2, "&": 127, "|": 0, "^": 5, "&&": 1, "||": 0}.get(self.op)

    # ---- clauses ---------------------------------------------------------------------------
    def clauses(self):
        v, m, n = self.var, self.mode, self.var.name
        extra = ([] if "simd" in self.construct else ["shared(bad)"]) + (["shared(pbuf)"] if v.ty == "pointer" else [])
        file_scope = self.kind in FILE_SCOPE
        cl = {
            "private": [f"private({n})"], "firstprivate": [f"firstprivate({n})"],
            "lastprivate": [f"lastprivate({n})"], "fplp": [f"firstprivate({n}) lastprivate({n})"],
            "shared": [f"shared({n})"], "implicit": [], "reduction": [f"reduction({self.op}: {n})"],
            "in_reduction": [f"in_reduction({self.op}: {n})"], "linear": [f"linear({n}: {self.step})"],
            "reduction_task": [f"reduction(task, {self.op}: {n})"],
            "lastprivate_conditional": [f"lastprivate(conditional: {n})"],
            "copyin": [f"copyin({n})"], "copyprivate": [], "map": [],
            "default_shared": ["default(shared)"],
            "default_none": ["default(none)", f"shared({n})"] + extra,
            "default_none_fp": ["default(none)", f"firstprivate({n})"] + extra,
            "default_private": ["default(private)"] + ([f"private({n})"] if file_scope else []) + extra,
            "default_firstprivate": ["default(firstprivate)"] + ([f"firstprivate({n})"] if file_scope else []) + extra,
        }[m]
        if m == "map" or (self.construct.startswith("target") and m in ("default_shared", "default_none")):
            cl = cl + [f"map(tofrom: {n})"]
        if self.construct == "task":
            cl = cl + ["firstprivate(t)"]
        if "simd" in self.construct:
            cl = cl + ["reduction(+: bad)"]
        if self.construct in ("parallel for", "parallel sections") and m == "copyin":
            cl = cl + ["schedule(static)"]
        if self.construct.startswith("target"):
            cl = cl + ["map(tofrom: bad, pbuf)"]
        return " ".join(cl)

    # ---- the construct -----------------------------------------------------------------------
    def region(self):
        c, cl = self.construct, self.clauses()
        loop = f"for (int i = 0; i < {N}; i++) {{"
        if self.mode == "copyprivate":
            v = self.var
            out = [f"#pragma omp single copyprivate({v.name})", "{"]
            out += [v.set(k, 60 + k) for k in range(len(v.cells))] + ["}"]
            for k in range(len(v.cells)):
                out += self.flag(f"{v.get(k)} != {60 + k}")
            return out
        if self.mode == "in_reduction":
            what = "task" if c == "task" else "taskloop num_tasks(3)"
            head = [f"#pragma omp taskgroup task_reduction({self.op}: {self.var.name})", "{"]
            if c == "task":
                return head + [f"for (int t = 0; t < {THREADS}; t++) {{", f"#pragma omp task {cl}", "{"] + self.body("t") + ["}", "}", "}"]
            return head + [f"#pragma omp {what} {cl}", loop] + self.body("i") + ["}", "}"]
        if self.mode == "reduction_task":
            return [f"#pragma omp parallel num_threads({THREADS}) {cl}", "#pragma omp single", "{",
                    f"for (int t = 0; t < {N}; t++) {{", f"#pragma omp task in_reduction({self.op}: {self.var.name})", "{"] + self.body("t") + ["}", "}", "}"]
        if c in ("parallel", "target parallel"):
            return [f"#pragma omp {c} num_threads({THREADS}) {cl}", "{"] + self.body("omp_get_thread_num()") + ["}"]
        if c in ("parallel for", "parallel for simd", "target parallel for"):
            return [f"#pragma omp {c} num_threads({THREADS}) {cl}", loop] + self.body("i") + ["}"]
        if c in ("parallel loop", "target simd"):
            return [f"#pragma omp {c} {'num_threads(4) ' if c == 'parallel loop' else ''}{cl}", loop] + self.body("i") + ["}"]
        if c in ("teams distribute parallel for", "target teams distribute parallel for", "distribute parallel for"):
            nt = "" if c == "distribute parallel for" else "num_teams(2) "
            return [f"#pragma omp {c} {nt}num_threads(2) {cl}", loop] + self.body("i") + ["}"]
        if c == "parallel masked":
            return [f"#pragma omp parallel masked num_threads({THREADS}) {cl}", "{"] + self.body("0") + ["}"]
        if c == "parallel sections":
            out = [f"#pragma omp parallel sections num_threads({THREADS}) {cl}", "{"]
            for s in range(3):
                out += ["#pragma omp section", "{"] + self.body(str(s)) + ["}"]
            return out + ["}"]
        if c in ("for", "simd"):
            return [f"#pragma omp {c} {cl}", loop] + self.body("i") + ["}"]
        if c in ("taskloop", "taskloop simd"):
            return [f"#pragma omp {c} num_tasks(3) {cl}", loop] + self.body("i") + ["}"]
        if c == "sections":
            out = [f"#pragma omp sections {cl}", "{"]
            for s in range(3):
                out += ["#pragma omp section", "{"] + self.body(str(s)) + ["}"]
            return out + ["}"]
        if c in ("single", "target"):
            return [f"#pragma omp {c} {cl}", "{"] + self.body("0") + ["}"]
        if c == "task":
            return [f"for (int t = 0; t < {THREADS}; t++) {{", f"#pragma omp task {cl}", "{"] + self.body("t") + ["}", "}", "#pragma omp taskwait"]
        if c in ("teams", "target teams"):
            # gcc 12 allows no atomic strictly nested in teams: a one-thread parallel holds them
            return [f"#pragma omp {c} num_teams(2) {cl}", "#pragma omp parallel num_threads(1)", "{"] + self.body("omp_get_team_num()") + ["}"]
        if c == "teams distribute":
            return [f"#pragma omp teams distribute num_teams(2) {cl}", loop] + self.body("i") + ["}"]
        raise AssertionError(c)

    def wrap(self, inner):
        """The parallel (and single) regions the construct needs around it."""
        c, k, v = self.construct, self.kind, self.var
        par_clause = ""
        if self.mode == "copyprivate" and k not in ("threadprivate", "enclosing", "enclosing_global"):
            par_clause = f" private({v.name})"
        if k in ("enclosing", "enclosing_global"):
            acc = []
            for j in range(len(v.cells)):
                acc += ["#pragma omp atomic", f"acc += (long)({v.get(j)}) * {j + 1};"]
            if c in IN_SINGLE:
                inner = ["#pragma omp single", "{"] + inner + ["}"]
            if k == "enclosing":
                return [f"#pragma omp parallel num_threads({THREADS})", "{", f"{v.decl()} = {v.init_text()};"] + inner + acc + ["}"]
            return [f"#pragma omp parallel num_threads({THREADS}) firstprivate({v.name})", "{"] + inner + acc + ["}"]
        if c in IN_PARALLEL or (self.mode == "copyprivate"):
            return [f"#pragma omp parallel num_threads({THREADS}){par_clause}", "{"] + inner + ["}"]
        if c in IN_SINGLE:
            return [f"#pragma omp parallel num_threads({THREADS})", "#pragma omp single", "{"] + inner + ["}"]
        if c in IN_TEAMS:
            return ["#pragma omp teams num_teams(2)", "{"] + inner + ["}"]
        return inner

    def emit(self, top, funcs, tail):
        v, k, i = self.var, self.kind, self.idx
        kind = self.orphan_kind or k
        top.append(f"/* case {i}: {self.construct}, {self.mode}{' ' + self.op if 'reduction' in self.mode else ''}, {k} {self.ty} */")
        if self.mode in ("reduction", "in_reduction") and self.red_init() is not None:
            v.init = [self.red_init()] * len(v.cells)
        init = f" = {v.init_text()}"
        if kind in ("global", "threadprivate", "enclosing_global"):
            top.append(f"{v.decl()}{init};")
            if kind == "threadprivate":
                top.append(f"#pragma omp threadprivate({v.name})")
        elif kind == "declare_target":
            top += ["#pragma omp declare target", f"{v.decl()}{init};", "#pragma omp end declare target"]
        elif kind == "static_global":
            top.append(f"static {v.decl()}{init};")
        elif kind == "extern_later":
            top.append(f"extern {v.decl()};")
            tail.append(f"{v.decl()}{init};")
        region = self.region()
        if k == "orphan":
            funcs.append(f"static void orphan{i}(void) {{")
            funcs += ["  " + line for line in region]
            funcs.append("}")
            region = [f"orphan{i}();"]
        params = f"{v.decl()}" if k == "param" else "void"
        body = ["bad = 0;", "acc = 0;"]
        if k == "local_static":
            body.insert(0, f"static {v.decl()}{init};")
        elif k == "local":
            body.insert(0, f"{v.decl()}{init};")
        body += self.wrap(region)
        if k == "declare_target" and self.construct.startswith("target"):
            body.append(f"#pragma omp target update from({v.name})")
        if k != "enclosing":  # an enclosing_global prints its original, untouched
            fmt = " ".join(["%.17g"] * len(v.cells))
            vals = ", ".join(f"(double)({v.get(j)})" for j in range(len(v.cells)))
            body.append(f'printf("case {i}: {fmt} bad=%d acc=%ld\\n", {vals}, bad, acc);')
        else:
            body.append(f'printf("case {i}: bad=%d acc=%ld\\n", bad, acc);')
        funcs.append(f"static void case{i}({params}) {{")
        funcs += ["  " + line for line in body]
        funcs.append("}")
        return f"case{i}({v.arg_text() if k == 'param' else ''});"


def generate(seed, ncases, offload, only=None):
    rng = random.Random(seed)
    top = ["#include <omp.h>", "#include <stdio.h>", "", "struct S { int a; long b; };", "struct T { int x[2]; short y; };",
           "static int bad;", "static long acc;", "int pbuf[256];", ""]
    funcs, tail, calls = [], [], []
    for i in range(ncases):
        case = Case(rng, i, offload)
        if only is None or i in only:
            calls.append(case.emit(top, funcs, tail))
    main = ["int main(void) {", "  omp_set_dynamic(0);"] + ["  " + c for c in calls] + ["  return 0;", "}"]
    return "\n".join(top + [""] + funcs + [""] + main + [""] + tail) + "\n"


def build_run(cmd, src, exe, env):
    r = subprocess.run(cmd + [src, "-o", exe], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        return None, r.stderr
    try:
        p = subprocess.run([exe], capture_output=True, text=True, timeout=20, env=env)
        return f"{p.stdout}exit {p.returncode}\n", ""
    except subprocess.TimeoutExpired:
        return "timeout\n", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--keep", default="dsa-failures")
    ap.add_argument("--cases", type=int, default=4)
    ap.add_argument("--offload", action="store_true")
    ap.add_argument("--print", action="store_true", help="print the program of FIRST and stop")
    ap.add_argument("--only", help="with --print: only these cases (comma-separated numbers)")
    ap.add_argument("first", type=int)
    ap.add_argument("last", type=int)
    a = ap.parse_args()
    if a.print:
        only = {int(x) for x in a.only.split(",")} if a.only else None
        sys.stdout.write(generate(a.first, a.cases, a.offload, only))
        return 0
    ompcc = os.path.join(os.path.abspath(a.build), "bin", "ompcc")
    if not os.access(ompcc, os.X_OK):
        print(f"omp-dsa-diff: no {ompcc} (build first)", file=sys.stderr)
        return 2
    llvm = "/usr/lib/llvm-19/lib"
    env = dict(os.environ, OMP_TARGET_OFFLOAD="DEFAULT", OMP_DYNAMIC="false")
    env["LD_LIBRARY_PATH"] = llvm + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
    os.makedirs(a.keep, exist_ok=True)
    work = tempfile.mkdtemp()
    counts = dict(ok=0, mismatched=0, refused=0, skipped=0)
    compilers = {
        "gcc": ["gcc", "-fopenmp", "-w"],
        "clang": ["clang-19", "-fopenmp", "-w", f"-Wl,-rpath,{llvm}"],
        "ompcc": [ompcc, "-fopenmp", "-w"],
    }
    if a.offload:
        compilers["ompcc-offload"] = [ompcc, "-fopenmp", "-w", "-fopenmp-targets=x86_64-pc-linux-gnu"]
    try:
        for seed in range(a.first, a.last + 1):
            src = os.path.join(work, f"dsa{seed}.c")
            with open(src, "w") as f:
                f.write(generate(seed, a.cases, a.offload))
            out, err = {}, {}
            for name, cmd in compilers.items():
                e = env if name != "ompcc-offload" else dict(env, OMP_TARGET_OFFLOAD="MANDATORY")
                out[name], err[name] = build_run(cmd, src, os.path.join(work, name), e)
            # one line per case (and the exit status): where gcc or clang-19 refuses the whole
            # program, each case is built alone, so one refused case hides no other
            lines = {}
            for name in ("gcc", "clang"):
                if out[name] is not None:
                    lines[name] = out[name].splitlines()
                    continue
                lines[name] = []
                for k in range(a.cases):
                    one = os.path.join(work, f"dsa{seed}-{k}.c")
                    with open(one, "w") as f:
                        f.write(generate(seed, a.cases, a.offload, {k}))
                    o, _ = build_run(compilers[name], one, os.path.join(work, name), env)
                    ol = (o or "").splitlines()
                    lines[name].append(ol[0] if len(ol) == 2 and ol[1] == "exit 0" else None)
                lines[name].append(None)  # the whole program's exit status: unknown
            gl, cl = lines["gcc"], lines["clang"]
            if all(x is None for x in gl + cl):
                print(f"{seed} skipped (gcc and clang-19 refuse it)")
                counts["skipped"] += 1
                continue
            if len(gl) != len(cl):
                print(f"{seed} skipped (gcc and clang-19 differ)")
                counts["skipped"] += 1
                continue
            # ompcc must print what gcc and clang-19 print, what one of them prints where they
            # differ, what the other prints where one refused the case
            undecided = [y for y, z in zip(gl, cl) if y is not None and z is not None and y != z]
            verdict = "ok"
            for name in [n for n in compilers if n.startswith("ompcc")]:
                if out[name] is None:
                    if out["gcc"] is not None and out["clang"] is not None:
                        verdict = f"REFUSED ({name}): {err[name].strip().splitlines()[0] if err[name].strip() else ''}"
                        counts["refused"] += 1
                        break
                    continue
                mine = out[name].splitlines()
                if len(mine) != len(gl):
                    diff = [f"{len(mine)} lines, not {len(gl)}: {mine[-1] if mine else ''}"]
                else:
                    diff = [f"{x} | gcc: {y} | clang-19: {z}" for x, y, z in zip(mine, gl, cl)
                            if (y is not None or z is not None) and x not in (y, z)]
                if diff:
                    verdict = f"MISMATCH ({name}): {'; '.join(diff[:3])}"
                    counts["mismatched"] += 1
                    break
                for x, y, m in zip(gl, cl, mine):
                    if x is not None and y is not None and x != y:
                        with open(os.path.join(a.keep, "undecided.txt"), "a") as f:
                            f.write(f"seed {seed}: gcc '{x}' clang-19 '{y}' {name} '{m}'\n")
            if undecided and verdict == "ok":
                verdict = f"ok ({len(undecided)} of the cases: gcc and clang-19 differ)"
            if verdict.startswith("ok"):
                counts["ok"] += 1
            else:
                shutil.copy(src, a.keep)
                verdict += f" (kept in {a.keep}/dsa{seed}.c)"
            print(f"{seed} {verdict}", flush=True)
    finally:
        shutil.rmtree(work)
    print("omp-dsa-diff: " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    return 1 if counts["mismatched"] else 0


if __name__ == "__main__":
    sys.exit(main())
