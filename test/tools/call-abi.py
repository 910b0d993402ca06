#!/usr/bin/env python3
"""Compare the ABI attributes of the calls in two LLVM IR files (ompfe's and clang-19's).

usage: call-abi.py OMPFE.ll CLANG.ll

For every call that is not an intrinsic, in each defined function, the callee (@name, or
<indirect> through a pointer), the ABI attributes of the result and those of each argument
are listed: byval, sret, align N, signext, zeroext, inreg. byval and sret are compared without
their type, whose name differs between the two compilers; noundef, nonnull and the like are
optimization hints, not the calling convention, and are left out. Prints every call of either
file with a difference ('-' ompfe, '+' clang-19) and exits 1 if there is one, else prints the
number of calls compared.
"""
import re
import sys

ABI = ("byval", "sret", "signext", "zeroext", "inreg")
DEFINE = re.compile(r'^define\b.*?@("[^"]+"|[\w.$]+)\(')
CALL = re.compile(r'\bcall\b(.*?)\s(@"[^"]+"|@[\w.$]+|%[\w.$"]+)\(')


def split_top(text):
    """The comma-separated items of text, commas inside brackets and quotes left alone."""
    items, depth, cur, quoted = [], 0, "", False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif not quoted and ch in "([{<":
            depth += 1
        elif not quoted and ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0 and not quoted:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        items.append(cur)
    return items


def abi_attrs(text):
    """The ABI attributes in text (an argument, or what precedes a call's callee)."""
    text = re.sub(r'\((?:[^()]|\([^()]*\))*\)', "", text)  # byval(<type>) -> byval
    words = text.split()
    out = []
    for i, w in enumerate(words):
        if w in ABI:
            out.append(w)
        elif w == "align" and i + 1 < len(words) and words[i + 1].isdigit():
            out.append("align " + words[i + 1])
    return " ".join(out)


def calls(path):
    """{function: [(callee, result attributes, [argument attributes])]} in source order."""
    funcs, cur = {}, None
    for line in open(path):
        m = DEFINE.match(line)
        if m:
            cur = funcs.setdefault(m.group(1), [])
            continue
        if cur is None:
            continue
        m = CALL.search(line)
        if not m or m.group(2).startswith("@llvm."):
            continue
        callee = m.group(2) if m.group(2).startswith("@") else "<indirect>"
        # the arguments: from the callee's '(' to its matching ')'
        start, depth = m.end() - 1, 0
        for end in range(start, len(line)):
            depth += {"(": 1, ")": -1}.get(line[end], 0)
            if depth == 0:
                break
        # what precedes the callee: result attributes, result type, maybe the function type
        ret = re.sub(r'\(.*\)', "", m.group(1))
        cur.append((callee, abi_attrs(ret), [abi_attrs(a) for a in split_top(line[start + 1:end])]))
    return funcs


def show(c):
    callee, ret, args = c
    return "%s%s(%s)" % (callee, " ret[" + ret + "]" if ret else "", ", ".join("[" + a + "]" for a in args))


def main():
    ours, theirs = calls(sys.argv[1]), calls(sys.argv[2])
    bad, n = 0, 0
    for fn in sorted(set(ours) | set(theirs)):
        a, b = ours.get(fn), theirs.get(fn)
        if a is None or b is None:
            print("function @%s only in %s" % (fn, sys.argv[2] if a is None else sys.argv[1]))
            bad += 1
            continue
        if len(a) != len(b):
            print("@%s: %d calls in ompfe's IR, %d in clang-19's" % (fn, len(a), len(b)))
            bad += 1
        for x, y in zip(a, b):
            n += 1
            if x != y:
                print("@%s:\n  - %s\n  + %s" % (fn, show(x), show(y)))
                bad += 1
    if bad:
        print("call-abi: %d differences" % bad)
        return 1
    print("call-abi: %d calls agree" % n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
