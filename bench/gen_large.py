#!/usr/bin/env python3
"""Writes a large OpenMP C file: N functions with arithmetic, loops and structs, every
fourth one with a target region, plus declare target helpers. Used by compile_time.sh."""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
out = ["#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", "#include <math.h>",
       "struct point { double x, y; int tag; };",
       "#pragma omp declare target",
       "static double dist(struct point a, struct point b) { double dx = a.x - b.x, dy = a.y - b.y; return sqrt(dx * dx + dy * dy); }",
       "int scale(int v) { return v * 3 + 1; }",
       "#pragma omp end declare target"]
for i in range(n):
    body = [f"int work_{i}(int *data, int len, double f) {{",
            "  struct point p = {f, 2.0 * f, len}, q = {1.0, 0.5, 0};",
            "  int acc = 0;",
            "  for (int k = 0; k < len; k++) {",
            f"    acc += data[k] * {i % 7 + 1} - (k & 3);",
            "    if (acc > 1000000) acc %= 997;",
            "  }"]
    if i % 4 == 0:
        body += ["  int r = 0;",
                 "  #pragma omp target map(to: data[0:len]) map(tofrom: r)",
                 "  {",
                 "    for (int k = 0; k < len; k++) r += scale(data[k]);",
                 "    r += (int)dist(p, q);",
                 "  }",
                 "  acc += r;"]
    body += ["  return acc + (int)dist(p, q);", "}"]
    out += body
out += ["int main(void) {", "  int data[64];", "  for (int i = 0; i < 64; i++) data[i] = i;", "  long total = 0;"]
out += [f"  total += work_{i}(data, 64, {i}.5);" for i in range(0, n, max(1, n // 50))]
out += ['  printf("%ld\\n", total);', "  return 0;", "}"]
print("\n".join(out))
