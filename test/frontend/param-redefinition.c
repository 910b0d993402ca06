// A function body's outermost block is the parameters' scope (C11 6.2.1p4): declaring a
// parameter's name again there is a redefinition, as gcc and clang-19 report; an inner block
// or a for loop may reuse the name. (Found by scripts/omp-dsa-diff.py's author: ompfe
// accepted it, and the body then used the new object.)
// RUN: %ompfe -fsyntax-only %s
// RUN: not %ompfe -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// RUN: not clang-19 -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=CLANG
// RUN: not gcc -fsyntax-only -DBAD %s
void inner(int a) {
  {
    long a = 1;
    (void)a;
  }
  for (int a = 0; a < 1; a++) continue;
}
int vla(int n, int m[n]) { int k = n; return k + m[0]; }
#ifdef BAD
void f(double v) {
  long v = 4;
  // CHECK: param-redefinition.c:[[@LINE-1]]:8: error: redefinition of 'v'
  // CHECK: param-redefinition.c:[[@LINE-3]]:15: note: previous definition is here
  // CLANG: param-redefinition.c:[[@LINE-3]]:8: error: redefinition of 'v'
  (void)v;
}
#endif
