#!/usr/bin/env python3
"""Writes a chain of N call-graph diamonds reached from a target region: f_i calls a_i and
b_i, both call f_{i+1}. Every function must become declare target; a walk that revisits
shared callees per path (flang-19's) is exponential in N, a worklist is linear."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = [f"int f_{n}(int x) {{ return x + 1; }}"]
for i in range(n - 1, -1, -1):
    out.append(f"int a_{i}(int x) {{ return f_{i + 1}(x) + 1; }}")
    out.append(f"int b_{i}(int x) {{ return f_{i + 1}(x) * 2; }}")
    out.append(f"int f_{i}(int x) {{ return a_{i}(x) + b_{i}(x); }}")
out += ["int main(void) {", "  int r = 0;", "  #pragma omp target map(tofrom: r)", "  r = f_0(1) & 255;",
        "  return r == 0 ? 1 : 0;", "}"]
print("\n".join(out))
