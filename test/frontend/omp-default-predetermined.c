// default(none) asks for a clause naming each variable a construct's region uses from outside,
// default(private) and default(firstprivate) give each such variable a copy, and defaultmap(none)
// asks a target construct for a clause naming each one, but not for those whose attribute OpenMP
// 5.2 §5.1.1 predetermines: threadprivate (and _Thread_local) variables, static variables declared
// inside the construct (shared), the iteration variables of the loops of nested worksharing,
// distribute and taskloop constructs, and a variable only nested constructs use, each in a private
// clause of its own (ompfe refused them, or privatized the static variable). copyprivate takes a
// variable that default(private|firstprivate) made private (gcc-12 refuses it where the region
// names it nowhere else). A const variable is not predetermined shared (OpenMP 3.1 said so, 4.0 to
// 5.2 do not): default(none) wants it listed, as clang-19 and gcc do. What stays refused (-DBAD): a
// simd loop's variable (linear or lastprivate: its value is copied out), a loop variable used after
// its loop too, an inner loop's variable that is not collapsed, a clause evaluated outside the
// construct that privatizes the variable, a nested default(private) (clang-19 refuses it, gcc-12
// takes it), a loop construct's variable (lastprivate there: gcc-12 refuses it, clang-19 takes it).
// ompfe reports at the clause, clang-19 at the use.
// RUN: %verify %s -- %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// RUN: not %clang -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=CLANG
// expected-no-diagnostics
int tp;
#pragma omp threadprivate(tp)
_Thread_local int tl;
int g;

void predetermined(int *out) {
  static int stp;
#pragma omp threadprivate(stp)
#pragma omp parallel default(none) shared(out)
  {
    static int cnt;
    cnt++;
    out[0] = tp + stp + tl + cnt;
  }
#pragma omp task default(none) shared(out)
  {
    static int v = 5;
    out[1] = ++v;
  }
#pragma omp teams default(none) shared(out)
  {
    static int t;
    out[2] = t;
  }
#pragma omp taskloop default(none) shared(out)
  for (int i = 0; i < 4; i++) {
    static int s;
    out[i] = s;
  }
#pragma omp parallel default(firstprivate)
  {
    static int c2;
    c2 += tp;
  }
}

void loops(int *out, int n) {
  int i, j;
#pragma omp parallel default(none) shared(out) firstprivate(n)
  {
#pragma omp for
    for (i = 0; i < n; i++) out[i] = i;
#pragma omp for collapse(2)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) out[i] += j;
#pragma omp single
#pragma omp taskloop
    for (i = 0; i < n; i++) out[i]++;
#pragma omp parallel for
    for (i = 0; i < n; i++) out[i]++;
  }
#pragma omp teams default(none) shared(out)
#pragma omp distribute
  for (i = 0; i < 16; i++) out[i] = i;
#pragma omp teams default(none) shared(out)
#pragma omp distribute parallel for
  for (i = 0; i < 16; i++) out[i] = i;
}

void nested_private(int *out) {
  int x = 1;
#pragma omp parallel default(none) shared(out)
  {
#pragma omp parallel private(x) num_threads(1)
    { x = 3; out[0] = x; }
#pragma omp task private(x)
    { x = 2; out[1] = x; }
#pragma omp single private(x)
    { x = 2; out[2] = x; }
#pragma omp for private(x)
    for (int k = 0; k < 3; k++) x = k;
#pragma omp sections private(x)
    { x = 1; }
  }
#pragma omp parallel default(firstprivate)
  {
#pragma omp parallel private(g)
    g = 1;
  }
}

void target_defaultmap_none(int *out) {
  int i, x = 0, a[4];
#pragma omp target teams distribute defaultmap(none) map(from: a)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp target parallel for simd defaultmap(none) map(tofrom: a)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp target simd defaultmap(none) map(tofrom: a)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp target defaultmap(none) map(tofrom: a)
#pragma omp parallel for
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp target defaultmap(none) map(tofrom: a)
#pragma omp parallel private(x)
  { x = 2; a[0] = x; }
  out[0] = a[0];
}

void copyprivate_by_default(int *out) {
  int s = 0, t = 0;
#pragma omp parallel default(firstprivate) shared(out)
  {
#pragma omp single copyprivate(s)
    s = 100;
    out[0] = s;
  }
#pragma omp parallel default(private) shared(out)
  {
#pragma omp single copyprivate(t)
    t = 7;
    out[1] = t;
  }
}

#ifdef BAD
void bad(int *out) {
  const int cl = 4;
  int i, j, x = 1;
#pragma omp parallel default(none) shared(out)
  out[0] = cl;
// CHECK: omp-default-predetermined.c:[[@LINE-1]]:12: error: variable 'cl' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-2]]:12: error: variable 'cl' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
#pragma omp simd
  for (i = 0; i < 4; i++) out[i] = i;
// CHECK: omp-default-predetermined.c:[[@LINE-1]]:8: error: variable 'i' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-2]]:8: error: variable 'i' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
  {
#pragma omp for
    for (i = 0; i < 4; i++) out[i] = i;
    out[0] = i;
  }
// CHECK: omp-default-predetermined.c:[[@LINE-2]]:14: error: variable 'i' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-3]]:14: error: variable 'i' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
#pragma omp for
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) out[i] = j;
// CHECK: omp-default-predetermined.c:[[@LINE-1]]:10: error: variable 'j' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-2]]:10: error: variable 'j' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
#pragma omp parallel private(x) num_threads(x)
  x = 2;
// CHECK: omp-default-predetermined.c:[[@LINE-2]]:45: error: variable 'x' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-3]]:45: error: variable 'x' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
#pragma omp parallel default(private)
  x = 3;
// CHECK: omp-default-predetermined.c:[[@LINE-1]]:3: error: variable 'x' must have explicitly specified data sharing attributes
// CLANG: omp-default-predetermined.c:[[@LINE-2]]:3: error: variable 'x' must have explicitly specified data sharing attributes
#pragma omp parallel default(none) shared(out)
#pragma omp loop
  for (i = 0; i < 4; i++) out[i] = i;
// CHECK: omp-default-predetermined.c:[[@LINE-1]]:8: error: variable 'i' must have explicitly specified data sharing attributes
// CHECK: omp-default-predetermined.c:[[@LINE-4]]:22: note: explicit data sharing attribute requested here
}
#endif
