#!/usr/bin/env python3
"""doc-names: a guide names only what the tree has.

Usage: doc-names.py ROOT DOC [PATCH...]
       doc-names.py --apply-check ROOT PATCH

The first form reads DOC (a path under ROOT) and checks, outside its fenced code blocks, every
span written in backquotes:
  - a repository path (a span with a `/`, or a file name with an extension such as `lower.c`)
    must exist: a path with a `/` relative to ROOT, a bare file name anywhere in the tree;
  - a C function written `name()` or `name(args)`, and any span that is just an identifier
    starting with `ofe_` or `ompfe_`, must be defined or declared somewhere in the tree's C
    sources (.c .h .y .l .def .inc): a line `type name(`, or `#define name`.
A PATCH given after DOC counts as part of the tree: the files it adds and the functions its
added lines define. Spans with a space (commands), `%` (lit substitutions) or starting with
`build/` (build outputs) or `-` (flags) are not paths. Exits 1 after one line per name not found.

The second form checks that PATCH still applies to the tree at ROOT (`git apply --check`, run in
ROOT; git looks for no repository above it), and says so. It exits 1 when it does not apply.
"""
import os
import re
import subprocess
import sys

SKIP_DIRS = {".git", "__pycache__", "Output"}
C_SOURCES = (".c", ".h", ".y", ".l", ".def", ".inc")
# a declaration or definition: words, spaces and stars (the return type) and then the name
DECL = re.compile(r"^[ \t]*(?!(?:return|if|else|case|while|for|switch|do|goto|sizeof)\b)"
                  r"(?:[A-Za-z_]\w*[ \t*]+)+\**([A-Za-z_]\w*)[ \t]*\(", re.M)
DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)", re.M)
SPAN = re.compile(r"`([^`\n]+)`")
CALL = re.compile(r"^([A-Za-z_]\w*)\((?:[^()]*)\)$")
API_NAME = re.compile(r"^(?:ofe|ompfe)_\w+$")
FILE_NAME = re.compile(r"^[\w.+-]+\.(?:c|h|y|l|def|inc|py|md|test|sh|patch|txt|cfg|json|ll|in)$")
PATH = re.compile(r"^[\w.+-]+(?:/[\w.+-]+)+/?$")


def tree_files(root):
    """Every file under root but build directories and git's own."""
    files = []
    for d, dirs, names in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS and not x.startswith("build"))
        files += [os.path.relpath(os.path.join(d, n), root) for n in sorted(names)]
    return files


def defined_names(texts):
    names = set()
    for text in texts:
        names.update(DECL.findall(text))
        names.update(DEFINE.findall(text))
    return names


def patch_parts(path):
    """The files a patch adds or changes, and the text of its added lines."""
    files, added = set(), []
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("+++ b/"):
            files.add(line[6:].strip())
        elif line.startswith("+") and not line.startswith("+++"):
            added.append(line[1:])
    return files, "".join(added)


def check_names(root, doc, patches):
    files = tree_files(root)
    paths = set(files) | {os.path.dirname(f) for f in files}
    for f in files:  # every folder on the way
        while f:
            f = os.path.dirname(f)
            paths.add(f)
    basenames = {os.path.basename(f) for f in files}
    texts = []
    for f in files:
        if f.endswith(C_SOURCES):
            with open(os.path.join(root, f), encoding="utf-8", errors="replace") as fh:
                texts.append(fh.read())
    for p in patches:
        added_files, added_text = patch_parts(os.path.join(root, p))
        paths |= added_files
        basenames |= {os.path.basename(f) for f in added_files}
        texts.append(added_text)
    names = defined_names(texts)
    problems, npaths, nnames = [], 0, 0
    fenced = False
    for lineno, line in enumerate(open(os.path.join(root, doc), encoding="utf-8"), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for span in SPAN.findall(line):
            span = span.strip()
            call = CALL.match(span)
            if call or API_NAME.match(span):
                nnames += 1
                name = call.group(1) if call else span
                if name not in names:
                    problems.append("%s:%d: `%s`: no function %s is defined or declared in the tree" %
                                    (doc, lineno, span, name))
                continue
            if " " in span or "%" in span or span.startswith(("build/", "-", "$", "<")):
                continue
            if PATH.match(span):
                npaths += 1
                if span.rstrip("/") not in paths:
                    problems.append("%s:%d: `%s`: no such file or folder in the tree" % (doc, lineno, span))
            elif FILE_NAME.match(span):
                npaths += 1
                if span not in basenames:
                    problems.append("%s:%d: `%s`: no file of that name in the tree" % (doc, lineno, span))
    for p in problems:
        print(p)
    if problems:
        print("%d name(s) not found" % len(problems))
        return 1
    print("%s: %d paths and %d function names, each found in the tree" % (doc, npaths, nnames))
    return 0


def apply_check(root, patch):
    root = os.path.abspath(root)
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=os.path.dirname(root))
    top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=root, env=env, capture_output=True, text=True)
    if top.returncode == 0 and os.path.realpath(top.stdout.strip()) != os.path.realpath(root):
        print("%s: inside another git checkout; not checked" % root)
        return 1
    run = subprocess.run(["git", "apply", "--check", os.path.abspath(patch)], cwd=root, env=env,
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.stdout.write(run.stderr)
        print("%s does not apply to the tree" % os.path.basename(patch))
        return 1
    print("%s applies to the tree" % os.path.basename(patch))
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "--apply-check":
        return apply_check(argv[2], argv[3])
    if len(argv) < 3:
        sys.exit(__doc__)
    return check_names(argv[1], argv[2], argv[3:])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
