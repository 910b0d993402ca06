"""Writes a C file with a chain of N call-graph diamonds reached from a target region:
f_i calls a_i and b_i, and both call f_{i+1}. A walk that revisits callees per path (as
flang-19's recursive MarkDeclareTarget does) takes 2^N steps on it; a worklist takes O(N)."""
import sys

n = int(sys.argv[1])
out = ["int f_%d(int x);" % n, "int f_%d(int x) { return x; }" % n]
for i in reversed(range(n)):
    out.append("int a_%d(int x) { return f_%d(x + 1); }" % (i, i + 1))
    out.append("int b_%d(int x) { return f_%d(x - 1); }" % (i, i + 1))
    out.append("int f_%d(int x) { return a_%d(x) + b_%d(x); }" % (i, i, i))
out.append("int main(void) {")
out.append("  int r = 0;")
out.append("  #pragma omp target map(tofrom: r)")
out.append("  { r = f_0(r); }")
out.append("  return r;")
out.append("}")
print("\n".join(out))
