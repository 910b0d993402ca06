#!/usr/bin/env python3
"""Keeps a walkthrough document honest: runs every command it shows and compares the output.

A document (docs/tour.md, docs/declare-target.md) holds two kinds of fenced blocks:

  ```c tour.c          a source file: written, as shown, into a scratch directory
  ```console           commands and their output: each line starting with "$ " is a command,
                       the lines up to the next command are what it printed (stdout and
                       stderr together, as a terminal shows them)

Commands run in order, in the scratch directory, with the build's bin/ and LLVM 19's tools
first on PATH. Usage:

  check-doc.py --build BUILD DOC            fail (and show a diff) when DOC is out of date
  check-doc.py --build BUILD --update DOC   rewrite the output lines of DOC in place

Before comparing, both sides are normalized for what legitimately changes from one run to the
next: the device and file ids that clang-19's naming scheme takes from stat(2) of the source
file (in kernel names, ompfe.kernel attributes and !omp_offload.info) and the scratch
directory's path.
"""
import argparse
import difflib
import os
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```(\S*)\s*(\S*)\s*$")


def parse(lines):
    """Splits the document into ('text', [lines]), ('file', name, [lines], fence_lines)
    and ('console', [(command, [output lines])]) pieces, keeping every line."""
    pieces = []
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m or not m.group(1):
            pieces.append(("text", [lines[i]]))
            i += 1
            continue
        lang, name = m.group(1), m.group(2)
        end = i + 1
        while end < len(lines) and lines[end].rstrip("\n") != "```":
            end += 1
        if end == len(lines):
            sys.exit("%d: unterminated code block" % (i + 1))
        body = lines[i + 1:end]
        if lang == "console":
            steps = []
            for line in body:
                if line.startswith("$ "):
                    steps.append((line[2:].rstrip("\n"), []))
                elif steps:
                    steps[-1][1].append(line.rstrip("\n"))
                else:
                    sys.exit("%d: console block must start with a '$ ' command" % (i + 2))
            pieces.append(("console", lines[i], steps))
        elif name:
            pieces.append(("file", name, lines[i], body))
        else:
            pieces.append(("text", lines[i:end + 1]))
            i = end + 1
            continue
        i = end + 1
    return pieces


def normalize(text, workdir):
    text = text.replace(workdir, "$TMP")
    text = re.sub(r"__omp_offloading_[0-9a-f]+_[0-9a-f]+_", "__omp_offloading_DEV_FILE_", text)
    text = re.sub(r"!\{i32 0, i32 -?\d+, i32 -?\d+, !\"", '!{i32 0, i32 DEV, i32 FILE, !"', text)
    text = re.sub(r"device_id = -?\d+ : i32, file_id = -?\d+ : i32", "device_id = DEV : i32, file_id = FILE : i32", text)
    return [line.rstrip() for line in text.split("\n")]


def run(command, workdir, env):
    proc = subprocess.run(["bash", "-c", command], cwd=workdir, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, timeout=300)
    out = proc.stdout.decode("utf-8", "replace")
    if out.endswith("\n"):
        out = out[:-1]
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="the CMake build directory (holds bin/ompfe)")
    ap.add_argument("--update", action="store_true", help="rewrite the outputs in the document")
    ap.add_argument("doc")
    args = ap.parse_args()

    with open(args.doc) as f:
        lines = f.readlines()
    pieces = parse(lines)
    env = dict(os.environ)
    env["PATH"] = os.pathsep.join([os.path.join(os.path.abspath(args.build), "bin"),
                                   "/usr/lib/llvm-19/bin", env.get("PATH", "")])
    env.setdefault("OMP_TARGET_OFFLOAD", "MANDATORY")
    env["LC_ALL"] = "C"

    stale = 0
    out_lines = []
    with tempfile.TemporaryDirectory(prefix="ompfe-doc-") as workdir:
        for piece in pieces:
            if piece[0] == "text":
                out_lines.extend(piece[1])
            elif piece[0] == "file":
                _, name, fence, body = piece
                with open(os.path.join(workdir, name), "w") as f:
                    f.writelines(body)
                out_lines.append(fence)
                out_lines.extend(body)
                out_lines.append("```\n")
            else:
                _, fence, steps = piece
                out_lines.append(fence)
                for command, shown in steps:
                    actual = run(command, workdir, env)
                    out_lines.append("$ " + command + "\n")
                    if actual:
                        out_lines.extend(line.rstrip() + "\n" for line in actual.split("\n"))
                    want = normalize("\n".join(shown), workdir)
                    got = normalize(actual, workdir)
                    if want != got:
                        stale += 1
                        if not args.update:
                            print("%s: output of '%s' changed:" % (args.doc, command))
                            sys.stdout.writelines(line + "\n" for line in difflib.unified_diff(
                                want, got, "document", "compiler", lineterm="", n=2))
                out_lines.append("```\n")

    if args.update:
        with open(args.doc, "w") as f:
            f.writelines(out_lines)
        print("%s: %d command output(s) updated" % (args.doc, stale))
        return 0
    if stale:
        print("%s: %d command output(s) out of date; regenerate with\n  %s --build %s --update %s"
              % (args.doc, stale, sys.argv[0], args.build, args.doc))
        return 1
    print("%s: every command's output matches" % args.doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
