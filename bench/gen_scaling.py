#!/usr/bin/env python3
"""gen_scaling.py KIND N: a C file with N of one construct, for bench/scaling.sh. Each kind puts
what it repeats on one line, as generated code does: a cost per line scanned for each
construct shows as growth."""
import sys

def gen(kind, n):
    r = range(n)
    if kind == "members":  # a struct of N members, each read once
        return ("struct S {" + "".join(f"int m{i};" for i in r) + "};\n"
                "int f(struct S *s) { int t = 0;" + "".join(f"t += s->m{i};" for i in r) + "return t; }")
    if kind == "designators":  # an initializer naming each of N members
        return ("struct S {" + "".join(f"int m{i};" for i in r) + "};\n"
                "struct S s = {" + ",".join(f".m{i} = {i}" for i in r) + "};")
    if kind == "anonymous":  # N members inside an anonymous struct, reached through the outer one
        return ("struct S { int a; struct {" + "".join(f"int m{i};" for i in r) + "}; };\n"
                "int f(struct S *s) { int t = 0;" + "".join(f"t += s->m{i};" for i in r) + "return t; }")
    if kind == "else-if":  # an else-if chain of N tests
        return "int f(int x) {" + "else ".join(f"if (x == {i}) return {i};" for i in r) + "return 0; }"
    if kind == "gotos":  # N labels, each the target of a goto
        return ("int f(int x) {" + "".join(f"if (x == {i}) goto L{i};" for i in r) + "return 0;" +
                "".join(f"L{i}: x += {i};" for i in r) + "return x; }")
    if kind == "enum-switch":  # a switch over an enum of N enumerators
        return ("enum E {" + ",".join(f"E{i}" for i in r) + "};\n"
                "int f(enum E e) { switch (e) {" + "".join(f"case E{i}: return {i};" for i in r) + "} return 0; }")
    if kind == "blocks":  # N blocks, each with a local
        return "int f(int x) {" + "".join("{ int y = x; x = y + 1; }" for _ in r) + "return x; }"
    if kind == "unset-locals":  # N locals declared without a value, each set in an if
        return ("int f(int x) {" + "".join(f"int v{i};" for i in r) + "".join(f"if (x > {i}) v{i} = x; else v{i} = 0;" for i in r) +
                "return " + " + ".join(f"v{i}" for i in range(0, n, 1000)) + "; }")
    if kind == "typedefs":  # N typedefs, each used for a local
        return ("".join(f"typedef int T{i};" for i in r) +
                "\nint f(void) {" + "".join(f"T{i} v{i} = {i};" for i in r) + "return v0; }")
    if kind == "calls":  # N static functions, each called once
        return ("".join(f"static int g{i}(int x) {{ return x + {i}; }}" for i in r) +
                "\nint f(int x) {" + "".join(f"x = g{i}(x);" for i in r) + "return x; }")
    if kind == "strings":  # one string of N literals
        return "const char *s = " + " ".join(f'"a{i}"' for i in r) + ";"
    raise SystemExit(f"gen_scaling.py: unknown kind {kind}")

KINDS = ["members", "designators", "anonymous", "else-if", "gotos", "enum-switch", "blocks", "unset-locals", "typedefs", "calls", "strings"]

if __name__ == "__main__":
    if sys.argv[1:] == ["--kinds"]:
        print(" ".join(KINDS))
    else:
        print(gen(sys.argv[1], int(sys.argv[2])))
