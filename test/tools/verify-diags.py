#!/usr/bin/env python3
"""clang's -verify for ompfe: runs a compile and checks its diagnostics against the
`expected-*` comments of the source, failing on each one missing and each one unexpected.

  verify-diags.py SOURCE -- COMMAND...      (lit: %verify %s -- %ompfe -fsyntax-only -Wall %s)
  verify-diags.py SOURCE --in-order -- ...  also: errors and warnings come in the order of their lines

Comments, with clang's syntax (so that the same file also passes `clang -Xclang -verify`):
  // expected-warning {{text}}        a warning on this line whose message contains text
  // expected-error@+1 {{text}}       an error on the next line (@-N: N lines up, @N: line N)
  // expected-note 2 {{text}}         two such notes
  // expected-no-diagnostics          nothing at all
The message matched includes the flag ompfe prints after it ("... [-Wunused-variable]").
The compile may fail (errors are expected); a crash or a signal is a failure."""
import os
import re
import subprocess
import sys

DIRECTIVE = re.compile(r"expected-(warning|error|note)(?:@([+-]?)(\d+))?\s*(\d+)?\s*\{\{(.*?)\}\}")
DIAG = re.compile(r"^(.*?):(\d+):(\d+): (warning|error|note|fatal error): (.*)$")


def expectations(source):
    want, none = [], False  # none: only a marker, as in clang (no comments, no diagnostics)
    with open(source, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            if "expected-no-diagnostics" in line:
                none = True
            for m in DIRECTIVE.finditer(line):
                kind, sign, offset, count, text = m.groups()
                target = number
                if offset is not None:
                    target = number + int(offset) if sign == "+" else number - int(offset) if sign == "-" else int(offset)
                for _ in range(int(count or 1)):
                    want.append([kind, target, text, number])
    return want, none


def main():
    in_order = len(sys.argv) > 2 and sys.argv[2] == "--in-order"
    rest = sys.argv[3:] if in_order else sys.argv[2:]
    if len(sys.argv) < 4 or not rest or rest[0] != "--":
        sys.exit(__doc__)
    source, command = sys.argv[1], rest[1:]
    run = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace")
    if run.returncode < 0 or run.returncode > 1:
        print(run.stdout, end="")
        sys.exit(f"verify-diags: '{' '.join(command)}' crashed or failed oddly (status {run.returncode})")
    want, _ = expectations(source)
    base = os.path.realpath(source)
    problems = []
    last_line = 0
    for line in run.stdout.splitlines():
        m = DIAG.match(line)
        if not m and re.match(r"^\S+: (warning|error): ", line):
            problems.append(f"unexpected diagnostic without a location: {line}")
            continue
        if not m:
            continue
        file, number, _col, kind, message = m.groups()
        kind = "error" if kind == "fatal error" else kind
        if in_order and kind != "note":
            if int(number) < last_line:
                problems.append(f"{kind} at line {number} comes after one at line {last_line}: {message}")
            last_line = int(number)
        if os.path.realpath(file) != base:
            problems.append(f"unexpected {kind} in another file: {line}")
            continue
        for w in want:
            if w[0] == kind and w[1] == int(number) and w[2] in message:
                want.remove(w)
                break
        else:
            problems.append(f"unexpected {kind} at line {number}: {message}")
    for kind, target, text, number in want:
        problems.append(f"expected {kind} at line {target} (comment on line {number}) not seen: {{{{{text}}}}}")
    if problems:
        print(f"verify-diags: {source}: {len(problems)} problem(s)")
        for p in problems:
            print("  " + p)
        print("--- output of the compile ---")
        print(run.stdout, end="")
        sys.exit(1)


if __name__ == "__main__":
    main()
