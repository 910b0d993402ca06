#!/usr/bin/env python3
"""Checks sema/omp_clause_table.inc against what ompfe's sema admits: for every directive
of the table and every clause sema knows, it writes the directive with that one clause, runs
`ompfe -fsyntax-only` over all of them at once, and compares where ompfe says "unexpected OpenMP
clause" (and the directive it names) with the table. It also checks that the table has one row
per OfeOmpDirKind, in the enum's order, naming only clauses of sema/omp_clauses.def, and that
docs/omp-clauses.md shows the table as it is.
Usage: check_omp_clause_table.py <ompfe> <source root> [<work dir>]; exit 1 on any difference.
       check_omp_clause_table.py --update-doc <source root>: rewrites the table in the doc."""
import os
import re
import subprocess
import sys
import tempfile


def enum_names(path, enum, prefix):
    text = open(path).read()
    body = re.search(r"typedef enum %s \{(.*?)\} %s;" % (enum, enum), text, re.S).group(1)
    body = re.sub(r"/\*.*?\*/", "", body, flags=re.S)
    return re.findall(r"\b%s(\w+)" % prefix, body)


def read_table(path):
    text = re.sub(r"/\*.*?\*/", "", open(path).read(), flags=re.S)
    rows = []
    row = r'OFE_OMP_DIRECTIVE\((\w+), "([a-z ]+)", "OMP\w+",((?:\s*OFE_OMP_CLAUSE\(\w+\))*)\s*\)'
    for kind, spelling, clauses in re.findall(row, text):
        rows.append((kind, spelling, re.findall(r"OFE_OMP_CLAUSE\((\w+)\)", clauses)))
    if len(rows) != text.count("OFE_OMP_DIRECTIVE("):
        sys.exit('omp_clause_table.inc: a row is not OFE_OMP_DIRECTIVE(KIND, "spelling", "OMPNodeName", OFE_OMP_CLAUSE(NAME) ...)')
    return rows


CLAUSES = "sema/omp_clauses.def"


def clause_rows(root):
    """The rows of the clause vocabulary: (macro, kind, word) in order, comments left out."""
    text = re.sub(r"/\*.*?\*/", "", open(os.path.join(root, CLAUSES)).read(), flags=re.S)
    return re.findall(r'\b(OFE_OMPC(?:_GROUP|_WORD)?)\((\w+), "([^"]*)"\)', text)


def clause_kinds(root):
    """The clause kinds, OfeOmpClauseKind's enumerators less OMPC_."""
    return [kind for macro, kind, _ in clause_rows(root) if macro != "OFE_OMPC_WORD"]


def clause_spellings(root):
    """Each clause kind's spellings, in the order of the vocabulary's rows."""
    spellings = {}
    for macro, kind, word in clause_rows(root):
        if macro != "OFE_OMPC_GROUP":
            spellings.setdefault(kind, []).append(word)
    return spellings


DOC = "docs/omp-clauses.md"
BEGIN, END = "<!-- generated from sema/omp_clause_table.inc -->", "<!-- end of the generated table -->"


def markdown(rows, spellings):
    lines = [BEGIN, "| Directive | Clauses |", "|---|---|"]
    for kind, spelling, taken in rows:
        words = ["`%s`" % w for name in taken for w in spellings.get(name, [name.lower()])]
        lines.append("| `%s` | %s |" % (spelling, ", ".join(words) if words else "none"))
    return lines + [END]


def doc_lines(root, rows, spellings):
    """The doc as it is, and as it would be with the table as it is."""
    text = open(os.path.join(root, DOC)).read().split("\n")
    begin, end = text.index(BEGIN), text.index(END)
    return text, text[:begin] + markdown(rows, spellings) + text[end + 1:]


# One spelling of each clause that sema reads through the table (the clauses its rows may name).
# A word that also names a directive (for, sections, parallel, update) would be read as part of
# a combined directive's name, so the cancel kind is `taskgroup` and the atomic kind `read`.
CLAUSE = {
    "MAP": "map(tofrom: x)", "TO": "to(x)", "FROM": "from(x)", "LINK": "link(x)", "ENTER": "enter(x)",
    "DEVICE_TYPE": "device_type(host)", "INDIRECT": "indirect", "IF": "if(1)", "DEVICE": "device(0)",
    "NOWAIT": "nowait", "DEPEND": "depend(in: x)", "FIRSTPRIVATE": "firstprivate(x)", "PRIVATE": "private(x)",
    "IS_DEVICE_PTR": "is_device_ptr(p)", "HAS_DEVICE_ADDR": "has_device_addr(x)",
    "DEFAULTMAP": "defaultmap(tofrom: scalar)", "USE_DEVICE_PTR": "use_device_ptr(p)",
    "USE_DEVICE_ADDR": "use_device_addr(x)", "NUM_TEAMS": "num_teams(1)", "THREAD_LIMIT": "thread_limit(1)",
    "REDUCTION": "reduction(+: x)", "UNIFIED_SHARED_MEMORY": "unified_shared_memory",
    "UNIFIED_ADDRESS": "unified_address", "REVERSE_OFFLOAD": "reverse_offload",
    "DYNAMIC_ALLOCATORS": "dynamic_allocators", "ATOMIC_DEFAULT_MEM_ORDER": "atomic_default_mem_order(seq_cst)",
    "DEFAULT": "default(shared)", "SHARED": "shared(x)", "LASTPRIVATE": "lastprivate(x)",
    "NUM_THREADS": "num_threads(1)", "PROC_BIND": "proc_bind(close)", "SCHEDULE": "schedule(static)",
    "DIST_SCHEDULE": "dist_schedule(static)", "COLLAPSE": "collapse(1)", "FILTER": "filter(0)", "HINT": "hint(0)",
    "ATOMIC_KIND": "read", "MEMORY_ORDER": "seq_cst", "FINAL": "final(0)", "UNTIED": "untied",
    "MERGEABLE": "mergeable", "PRIORITY": "priority(0)", "ORDERED": "ordered", "COPYIN": "copyin(t)",
    "COPYPRIVATE": "copyprivate(x)", "LINEAR": "linear(x)", "GRAINSIZE": "grainsize(1)",
    "NUM_TASKS": "num_tasks(1)", "NOGROUP": "nogroup", "WEAK": "weak", "BIND": "bind(thread)", "SIMDLEN": "simdlen(4)",
    "SAFELEN": "safelen(4)", "ALIGNED": "aligned(p)", "NONTEMPORAL": "nontemporal(x)", "ORDER": "order(concurrent)",
    "TASK_REDUCTION": "task_reduction(+: x)", "IN_REDUCTION": "in_reduction(+: x)", "ALLOCATE": "allocate(x)",
    "USES_ALLOCATORS": "uses_allocators(omp_default_mem_alloc)", "CANCEL_KIND": "taskgroup",
    "DETACH": "detach(ev)", "AFFINITY": "affinity(x)", "FAIL": "fail(relaxed)", "DOACROSS": "doacross(source:)",
}
# Not read through the table: match (declare variant's), hints dropped with a warning, and
# the clauses of one directive that error, depobj, the allocate directive, dispatch, declare
# variant and the loop transformations (tile, unroll) check themselves.
NOT_IN_TABLE = {"MATCH", "IGNORED", "UNSUPPORTED", "AT", "SEVERITY", "MESSAGE", "DESTROY", "ALLOCATOR", "ALIGN",
                "NOVARIANTS", "NOCONTEXT", "ADJUST_ARGS", "APPEND_ARGS", "SIZES", "FULL", "PARTIAL",
                "INCLUSIVE", "EXCLUSIVE", "EXTENSION", "THREADS", "SIMD"}
# (EXTENSION: the ompx_ clauses of tools and plugins, which their registration places; THREADS and
# SIMD: ordered's, which it checks itself)

LOOP = "for (i = 0; i < 10; i++) x++;"
# Each directive with its clause ({c}) in a context where it may appear; the clause's line is
# the one with {c}. error, depobj and scan check their clauses themselves; loop becomes for,
# distribute or simd while it is parsed, so no directive of kind loop reaches sema; dispatch
# is a kind only in context selectors (construct={dispatch}).
DIRECTIVE = {
    "TARGET": "#pragma omp target {c}\n{ x++; }",
    "TEAMS": "#pragma omp teams {c}\n{ x++; }",
    "DISTRIBUTE": "#pragma omp teams\n{\n#pragma omp distribute {c}\n" + LOOP + "\n}",
    "PARALLEL": "#pragma omp parallel {c}\n{ x++; }",
    "FOR": "#pragma omp for {c}\n" + LOOP,
    "TARGET_DATA": "#pragma omp target data {c}\n{ x++; }",
    "TARGET_ENTER_DATA": "#pragma omp target enter data {c}",
    "TARGET_EXIT_DATA": "#pragma omp target exit data {c}",
    "TARGET_UPDATE": "#pragma omp target update {c}",
    "TASKWAIT": "#pragma omp taskwait {c}",
    "SINGLE": "#pragma omp single {c}\n{ x++; }",
    "MASTER": "#pragma omp master {c}\n{ x++; }",
    "MASKED": "#pragma omp masked {c}\n{ x++; }",
    "CRITICAL": "#pragma omp critical (name) {c}\n{ x++; }",
    "BARRIER": "#pragma omp barrier {c}",
    "FLUSH": "#pragma omp flush {c}",
    "ATOMIC": "#pragma omp atomic {c}\nx++;",
    "SECTIONS": "#pragma omp sections {c}\n{ x++; }",
    "SECTION": "#pragma omp sections\n{\n#pragma omp section {c}\n{ x++; }\n}",
    "TASK": "#pragma omp task {c}\n{ x++; }",
    "TASKGROUP": "#pragma omp taskgroup {c}\n{ x++; }",
    "TASKYIELD": "#pragma omp taskyield {c}",
    "ORDERED": "#pragma omp for ordered\n" + LOOP[:-5] + "{\n#pragma omp ordered {c}\n{ x++; }\n}",
    "TASKLOOP": "#pragma omp taskloop {c}\n" + LOOP,
    "SIMD": "#pragma omp simd {c}\n" + LOOP,
    "SCOPE": "#pragma omp scope {c}\n{ x++; }",
    "CANCEL": "#pragma omp parallel\n{\n#pragma omp cancel parallel {c}\n}",
    "CANCELLATION_POINT": "#pragma omp parallel\n{\n#pragma omp cancellation point parallel {c}\n}",
}
NOT_CHECKED = {"ERROR", "DEPOBJ", "LOOP", "DISPATCH", "SCAN"}


def main():
    if sys.argv[1] == "--update-doc":
        root = sys.argv[2]
        _, fresh = doc_lines(root, read_table(os.path.join(root, "sema/omp_clause_table.inc")), clause_spellings(root))
        with open(os.path.join(root, DOC), "w") as f:
            f.write("\n".join(fresh))
        return 0
    ompfe, root = sys.argv[1], sys.argv[2]
    work = sys.argv[3] if len(sys.argv) > 3 else tempfile.mkdtemp()
    kinds = enum_names(os.path.join(root, "sema/ast.h"), "OfeOmpDirKind", "OMPD_")
    clauses = clause_kinds(root)
    rows = read_table(os.path.join(root, "sema/omp_clause_table.inc"))
    problems = []
    if [kind for kind, _, _ in rows] != kinds:
        problems.append("the table's rows are not OfeOmpDirKind's kinds in order: %s" % [k for k, _, _ in rows])
    for kind, _, taken in rows:
        for name in taken:
            if name not in clauses or name in NOT_IN_TABLE:
                problems.append("%s: '%s' is not a clause the table can hold" % (kind, name))
    if set(CLAUSE) | NOT_IN_TABLE != set(clauses):
        problems.append("clauses without a spelling here: %s" % sorted(set(clauses) - set(CLAUSE) - NOT_IN_TABLE))

    lines = ["#include <omp.h>", "int x, t, v, *p;", "omp_event_handle_t ev;", "#pragma omp threadprivate(t)"]
    expected = {}  # line -> (directive, clause, taken by the table)
    spelling_of = {kind: spelling for kind, spelling, _ in rows}
    for kind, _, taken in rows:
        if kind in NOT_CHECKED:
            continue
        for name, spelling in sorted(CLAUSE.items()):
            lines.append("void check_%s_%s(void) {" % (kind.lower(), name.lower()))
            lines.append("int i;")
            for line in DIRECTIVE[kind].split("\n"):
                if "{c}" in line:
                    expected[len(lines) + 1] = (kind, name, name in taken)
                lines.append(line.replace("{c}", spelling))
            lines.append("}")
    source = os.path.join(work, "omp-clause-table.c")
    with open(source, "w") as f:
        f.write("\n".join(lines) + "\n")
    run = subprocess.run([ompfe, "-fopenmp", "-fsyntax-only", "-ferror-limit=0", "-fno-color-diagnostics", source],
                         capture_output=True, text=True)
    refused = set()
    pattern = r"^.*omp-clause-table\.c:(\d+):\d+: error: unexpected OpenMP clause '\w+' in directive '#pragma omp ([a-z ]+)'"
    for m in re.finditer(pattern, run.stderr, re.M):
        line = int(m.group(1))
        refused.add(line)
        if line in expected and m.group(2) != spelling_of[expected[line][0]]:
            problems.append("line %d: ompfe names the directive '%s', the table '%s'" %
                            (line, m.group(2), spelling_of[expected[line][0]]))
    for line, (kind, name, taken) in sorted(expected.items()):
        if taken == (line in refused):
            problems.append("%s %s (line %d): the table says %s, ompfe %s it" %
                            (kind, name, line, "taken" if taken else "not taken",
                             "refuses" if line in refused else "admits"))
    for line in sorted(refused - set(expected)):
        problems.append("line %d: an unexpected-clause error where no clause was written" % line)
    current, fresh = doc_lines(root, rows, clause_spellings(root))
    if current != fresh:
        problems.append("%s does not show the table as it is: run %s --update-doc <source root>" % (DOC, sys.argv[0]))
    for p in problems:
        print(p)
    print("%d directives x %d clauses checked, %d admitted by the table, %d differences" %
          (len(rows) - len(NOT_CHECKED), len(CLAUSE), sum(t for _, _, t in expected.values()), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
