#!/usr/bin/env python3
"""Checks the support table of docs/user-guide.md ("OpenMP 5.2 at a glance") against OpenMP 5.2
and against what ompfe's sources say:
- every directive and clause OpenMP 5.2 has for C (the lists below, the specification's) has
  one row, with a status: yes, partly, hint or no; and no row names anything else;
- a directive of tokens.c's table is `yes` or `partly` when the grammar reads it (DC_GRAMMAR,
  DC_METADIRECTIVE), `hint` when it is dropped (DC_SEQUENTIAL, DC_ASSUMPTION), `no` when it is
  refused (DC_UNSUPPORTED); a directive marked `no` is refused by ompfe (a compile of it fails);
- a clause of sema/omp_clauses.def that ompfe drops (the IGNORED group) is `hint`; one marked
  `yes` or `partly` is a clause of omp_clauses.def or a word some directive reads itself (a
  string literal of parse/ or sema/: when, otherwise, initializer ...).
Usage: check_support_table.py <ompfe> <source root>; prints the counts, exits 1 on a difference."""
import os
import re
import subprocess
import sys
import tempfile

# OpenMP 5.2 for C and C++ (Fortran's do, workshare and their end forms left out): its
# directives, `~` joining the words of one.
DIRECTIVES_52 = """
allocate assume assumes atomic barrier begin~assumes begin~declare~target begin~declare~variant
begin~metadirective cancel cancellation~point critical declare~mapper declare~reduction
declare~simd declare~target declare~variant depobj dispatch distribute end~assumes
end~declare~target end~declare~variant end~metadirective error flush for interop loop masked
master metadirective nothing ordered parallel requires scan scope section sections simd single
target target~data target~enter~data target~exit~data target~update task taskgroup taskloop
taskwait taskyield teams threadprivate tile unroll
"""
DIRECTIVES_52 = sorted(w.replace("~", " ") for w in DIRECTIVES_52.split())

# Its clauses (the memory-order, atomic and assumption clauses each by name).
CLAUSES_52 = sorted("""
absent acq_rel acquire adjust_args affinity align aligned allocate allocator append_args at
atomic_default_mem_order bind capture collapse compare contains copyin copyprivate default
defaultmap depend destroy detach device device_type dist_schedule doacross dynamic_allocators
enter exclusive fail filter final firstprivate from full grainsize has_device_addr hint holds if
in_reduction inbranch inclusive indirect init initializer is_device_ptr lastprivate linear link
map match mergeable message no_openmp no_openmp_routines no_parallelism nocontext nogroup
nontemporal notinbranch novariants nowait num_tasks num_teams num_threads order ordered otherwise
partial priority private proc_bind read reduction relaxed release reverse_offload safelen
schedule seq_cst severity shared simd simdlen sizes task_reduction thread_limit threads to
unified_address unified_shared_memory uniform untied update use use_device_addr use_device_ptr
uses_allocators weak when write
""".split())

STATUSES = ("yes", "partly", "hint", "no")
DOC = "docs/user-guide.md"


def doc_rows(root, heading):
    """The rows of the table under `heading`: {name: status}, and the problems seen."""
    text = open(os.path.join(root, DOC)).read()
    at = text.find(heading)
    if at < 0:
        sys.exit("%s: no table headed %r" % (DOC, heading))
    rows, problems = {}, []
    for line in text[at:].split("\n")[1:]:
        if not line.startswith("|"):
            if rows:
                break
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) < 2 or set(cells[0]) <= set("-: ") or cells[0] in ("directive", "clause"):
            continue
        status = re.match(r"[a-z]*", cells[1]).group(0)  # the first word: "partly: ..." 
        for name in re.findall(r"`([^`]+)`", cells[0]):
            if name in rows:
                problems.append("%s: %s has two rows" % (heading, name))
            if status not in STATUSES:
                problems.append("%s: %s has status %r, not one of %s" % (heading, name, status, ", ".join(STATUSES)))
            rows[name] = status
    return rows, problems


def directive_classes(root):
    """tokens.c's directive table: {words: class}."""
    text = open(os.path.join(root, "parse/tokens.c")).read()
    return dict(re.findall(r'\{"([a-z ]+)", \w+, (DC_\w+), [^}]*\}', text))


def clause_words(root):
    """omp_clauses.def's words: {word: group kind or clause kind}."""
    text = re.sub(r"/\*.*?\*/", "", open(os.path.join(root, "sema/omp_clauses.def")).read(), flags=re.S)
    return {word: kind for macro, kind, word in re.findall(r'\b(OFE_OMPC(?:_WORD)?)\((\w+), "([^"]*)"\)', text)}


def literals(root):
    """Every string literal of the parser's and sema's sources."""
    found = set()
    for folder in ("parse", "sema"):
        for name in os.listdir(os.path.join(root, folder)):
            if name.endswith((".c", ".y", ".def", ".inc")):
                found.update(re.findall(r'"([a-z_]+)"', open(os.path.join(root, folder, name)).read()))
    return found


def refused(ompfe, directive, work):
    """Whether ompfe refuses `#pragma omp <directive>` in a function."""
    src = os.path.join(work, "probe.c")
    with open(src, "w") as f:
        f.write("int x;\nvoid f(void) {\n#pragma omp %s\n  x = 1;\n}\n" % directive)
    r = subprocess.run([ompfe, "-fopenmp", "-fsyntax-only", src], capture_output=True, text=True)
    return r.returncode != 0 and "error:" in r.stderr


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    ompfe, root = sys.argv[1], sys.argv[2]
    directives, problems = doc_rows(root, "| directive |")
    clauses, more = doc_rows(root, "| clause |")
    problems += more
    for heading, rows, spec in (("directives", directives, DIRECTIVES_52), ("clauses", clauses, CLAUSES_52)):
        problems += ["%s: OpenMP 5.2's %s has no row" % (heading, n) for n in spec if n not in rows]
        problems += ["%s: %s is not OpenMP 5.2's" % (heading, n) for n in rows if n not in spec]
    expected = {"DC_GRAMMAR": ("yes", "partly"), "DC_METADIRECTIVE": ("yes", "partly"),
                "DC_SEQUENTIAL": ("hint",), "DC_ASSUMPTION": ("hint",), "DC_UNSUPPORTED": ("no",)}
    classes = directive_classes(root)
    for words, cls in sorted(classes.items()):
        if words in directives and directives[words] not in expected[cls]:
            problems.append("directive %s: tokens.c reads it as %s, the table says %s" % (words, cls, directives[words]))
    words = clause_words(root)
    said = literals(root)
    for name, status in sorted(clauses.items()):
        if words.get(name) == "IGNORED" and status != "hint":
            problems.append("clause %s: ompfe drops it (omp_clauses.def's IGNORED), the table says %s" % (name, status))
        if status in ("yes", "partly") and name not in words and name not in said:
            problems.append("clause %s: the table says %s, but no directive of ompfe reads it" % (name, status))
    with tempfile.TemporaryDirectory() as work:
        for name, status in sorted(directives.items()):
            if status == "no" and not refused(ompfe, name, work):
                problems.append("directive %s: the table says no, but ompfe accepts it" % name)
    for p in problems:
        print("support table: " + p)
    print("support table: %d directives, %d clauses; %d problems" % (len(directives), len(clauses), len(problems)))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
