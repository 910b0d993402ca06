#!/usr/bin/env python3
"""doc-refs: the repository refers to nothing outside itself.

Usage: doc-refs.py ROOT

Reads every file of the tree at ROOT (the files git tracks when ROOT is the top of a git
checkout, else every file under it but build directories) and reports, one line each:
  - a mention of the notes folder that sits beside the repository on development machines;
  - an absolute path of a development machine (under /work, /home or /root); system paths
    such as /usr/lib/llvm-19 are fine;
  - a citation of the ABI references that does not name the project's own file
    (docs/<name>.md);
  - a citation `docs/<name>.md §X` whose section X is not a heading
    of that file (`## X. Title` or `### X Title`); ranges (`§2.1-§2.3`) and lists
    (`§7, §8`) are checked item by item.
Exits 1 when it reported anything, else prints a summary and exits 0.
"""
import os
import re
import subprocess
import sys

# Built from pieces so that this file does not match its own patterns.
SHARED = "sha" + "red/" + "docs"
UP_SHARED = "../" + "sha" + "red/"
DEV_ROOTS = ("work", "home", "root")
# a path that starts with one of them, not one inside a longer path ("$out/" + "work/", "a/" + "work/")
DEV_PATH = re.compile(r"(?<![\w.$}~/-])/(?:" + "|".join(DEV_ROOTS) + r")/")
CITED_DOCS = ("offload" + "-abi", "gpu" + "-abi")
# any mention of one of the references, which must be spelled docs/<name>.md
MENTION = re.compile(r"(?<![\w-])(?:" + "|".join(CITED_DOCS) + r")(?![\w-])")
SECTION = r"[0-9]+(?:\.[0-9]+)*"
CITATION = re.compile(r"docs/(?P<doc>" + "|".join(CITED_DOCS) + r")\.md`?(?P<refs>\s*§" + SECTION +
                      r"(?:\s*,\s*§" + SECTION + r"|\s*[-–]\s*§?" + SECTION + r")*)")
HEADING = re.compile(r"^#{1,6}\s+(" + SECTION + r")\.?\s")
SKIP_DIRS = {".git", "build", "__pycache__"}


def tracked_files(root):
    """The files git tracks when root is the top of a checkout, else a walk of the tree."""
    try:
        top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                             check=True).stdout.strip()
        if os.path.realpath(top) == os.path.realpath(root):
            out = subprocess.run(["git", "-C", root, "ls-files", "-z"], capture_output=True, check=True).stdout
            return [p for p in out.decode("utf-8", "replace").split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        pass
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS and not x.startswith("build"))
        files += [os.path.relpath(os.path.join(d, n), root) for n in sorted(names)]
    return files


def read_text(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    if b"\0" in data:
        return None
    return data.decode("utf-8", "replace")


def sections(root, doc):
    text = read_text(os.path.join(root, "docs", doc + ".md"))
    if text is None:
        return None
    return {m.group(1) for m in map(HEADING.match, text.splitlines()) if m}


def section_items(refs):
    """'§2.1-§2.3, §5' -> ['2.1', '2.3', '5']"""
    return re.findall(SECTION, refs)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = sys.argv[1]
    known = {doc: sections(root, doc) for doc in CITED_DOCS}
    problems = 0
    files = tracked_files(root)
    citations = 0

    def report(path, n, what):
        nonlocal problems
        problems += 1
        print(f"{path}:{n}: {what}")

    for rel in files:
        text = read_text(os.path.join(root, rel))
        if text is None:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if SHARED in line or UP_SHARED in line:
                report(rel, n, "refers to notes outside the repository: " + line.strip()[:120])
            m = DEV_PATH.search(line)
            if m:
                report(rel, n, "names an absolute path of a development machine: " + line.strip()[:120])
            for m in MENTION.finditer(line):
                if line[:m.start()].endswith("docs/") and line.startswith(".md", m.end()):
                    continue
                report(rel, n, f"cites {line[max(0, m.start() - 5):m.end() + 3]!r}: name the project's own "
                       f"docs/{m.group(0)}.md")
            for m in CITATION.finditer(line):
                doc = m.group("doc")
                if known[doc] is None:
                    report(rel, n, f"cites docs/{doc}.md, which does not exist")
                    continue
                for item in section_items(m.group("refs")):
                    citations += 1
                    if item not in known[doc]:
                        report(rel, n, f"cites docs/{doc}.md §{item}, which has no such section")
    if problems:
        print(f"{problems} problem(s)")
        return 1
    print(f"{len(files)} files checked, {citations} section citations found, every one names a section")
    return 0


if __name__ == "__main__":
    sys.exit(main())
