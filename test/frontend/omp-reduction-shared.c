// A worksharing construct's reduction folds the team's copies into the variable its parallel
// region shares. A variable private in that region (declared inside it, or named in its
// private, firstprivate, lastprivate or reduction clause) is an error, as clang-19 has it: it
// would be a different variable in each thread. Shared ones, the combined constructs and a
// taskloop's reduction are accepted. ompfe and clang-19 agree, line for line, on this file,
// an orphaned construct reducing a local of its function included: both refuse it (gcc-12
// takes it). ompfe took it before, as conforming where the function is not called in a
// parallel region; called in one, each thread reduced into its own variable, which is not
// what OpenMP 6.0 makes of such a reduction (every thread's variable gets the whole result;
// the OpenMP Examples' priv_reduction.1), so a program written for 6.0 printed partial sums.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DORPHANED %s 2>&1 | FileCheck %s --check-prefix=ORPHANED
// RUN: not clang-19 -fopenmp -fsyntax-only -DORPHANED %s 2>&1 | FileCheck %s --check-prefix=ORPHANED
// RUN: gcc -fopenmp -fsyntax-only -DORPHANED %s
// RUN: clang-19 -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefixes=CHECK,OMPFE
// RUN: not clang-19 -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// (scope's reduction is held to the same rule, OpenMP 5.2 §5.5.8; clang-19 does not check it)
long g;

#ifdef ORPHANED
void orphaned(long *out) {
  long s = 0;
#pragma omp for reduction(+: s)
  // ORPHANED: omp-reduction-shared.c:[[@LINE-1]]:30: error: reduction variable must be shared
  for (int i = 0; i < 10; i++) s += i;
  *out = s;
}
#endif

int ok(void) {
  long sum = 0, t = 0;
#pragma omp parallel shared(sum)
  {
#pragma omp for reduction(+: sum, g)
    for (int i = 0; i < 10; i++) sum += i, g += i;
#pragma omp sections reduction(*: t)
    {
      t = 2;
    }
#pragma omp scope reduction(+: sum)
    sum++;
  }
#pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < 10; i++) sum += i;
#pragma omp parallel reduction(+: sum)
#pragma omp single
  {
#pragma omp taskloop reduction(+: sum)
    for (int i = 0; i < 10; i++) sum += i;
  }
  return (int)(sum + t);
}

#ifdef BAD
int bad(void) {
  long sum = 0, p = 0, f = 0;
#pragma omp parallel
  {
    long s = 0;
#pragma omp for reduction(+: s)
    for (int i = 0; i < 10; i++) s += i;
    // CHECK: omp-reduction-shared.c:[[@LINE-2]]:30: error: reduction variable must be shared
  }
#pragma omp parallel private(p) firstprivate(f)
  {
#pragma omp for reduction(+: p, f)
    for (int i = 0; i < 10; i++) p += i, f += i;
    // CHECK: omp-reduction-shared.c:[[@LINE-2]]:30: error: reduction variable must be shared
    // CHECK: omp-reduction-shared.c:[[@LINE-3]]:33: error: reduction variable must be shared
#pragma omp sections reduction(+: p)
    {
      p++;
    }
    // CHECK: omp-reduction-shared.c:[[@LINE-4]]:35: error: reduction variable must be shared
  }
#pragma omp parallel reduction(+: sum)
  {
#pragma omp scope reduction(+: sum)
    sum++;
    // OMPFE: omp-reduction-shared.c:[[@LINE-2]]:32: error: reduction variable must be shared
  }
  return (int)(sum + p + f);
}
#endif
