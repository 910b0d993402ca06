// The OpenMP pragma classifier: unknown directives and clauses are errors (at the word, as
// written, also on a continued line); directives and clauses that are hints ompfe does not use
// (declare simd, ompx_dyn_cgroup_mem ...) warn once and compile; assumptions, nothing and parallel
// constructs compile silently.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -fopenmp-targets=%offload-triple -DERRORS %s -o %t/a.o; echo "exit=$?"' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR --match-full-lines --strict-whitespace
// RUN: ls -A %t | count 0
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARN --match-full-lines --strict-whitespace
// -Werror turns the warnings into errors; -w silences them.
// RUN: not %ompfe -fopenmp -fopenmp-targets=%offload-triple -Werror -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -w -fsyntax-only %s 2>&1 | count 0
// Without -fopenmp every OpenMP pragma is ignored, even the bad ones.
// RUN: %ompfe -DERRORS -fsyntax-only %s 2>&1 | count 0

#define MAPS map(tofrom: s) \
             map(to: a)

// WARN:{{.*}}pragma-classifier.c:[[@LINE+3]]:13: warning: '#pragma omp declare simd' is not supported by ompfe and is ignored: its code runs sequentially [-Wsource-uses-openmp]
// WARN-NEXT:{{ *[0-9]* \| }}#pragma omp declare simd
// WARN-NEXT:{{ *[0-9]* \| }}            ^
#pragma omp declare simd
static int twice(int x) { return 2 * x; }
// Once per directive: this one is not repeated.
#pragma omp declare simd uniform(x)
static int thrice(int x) { return 3 * x; }
#pragma omp assumes no_openmp_routines
#pragma omp begin assumes ext_anything(1, 2) contains(parallel)
static int four(void) { return 4; }
#pragma omp end assumes

int main(void) {
  int a[10] = {0}, s = 0;
// Constructs that run in parallel compile without a word.
  #pragma omp parallel for reduction(+: s)
  for (int i = 0; i < 10; i++) s += i;
  #pragma omp target teams distribute parallel for MAPS
  for (int i = 0; i < 10; i++) a[i] = i + s;
// Assumptions (a promise the program keeps; ompfe keeps none, which OpenMP allows) and nothing
// compile without a word.
  #pragma omp assume holds(s >= 0) no_parallelism
  for (int i = 0; i < 10; i++) s += i;
  #pragma omp nothing
// WARN-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:51: warning: clause 'ompx_dyn_cgroup_mem' ignored: a hint ompfe does not use [-Wopenmp-clauses]
// WARN-NEXT:{{ *[0-9]* \| }}  #pragma omp target parallel for map(tofrom: a)  ompx_dyn_cgroup_mem(64)
// WARN-NEXT:{{ *[0-9]* \| }}                                                  ^
  #pragma omp target parallel for map(tofrom: a)  ompx_dyn_cgroup_mem(64)
  for (int i = 0; i < 10; i++) a[i] += i;
// WARN-NOT: warning
// WERROR: error: '#pragma omp declare simd' is not supported by ompfe and is ignored

#ifdef ERRORS
// ERR:{{.*}}pragma-classifier.c:[[@LINE+3]]:15: error: unknown OpenMP directive 'frobnicate'
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp frobnicate
// ERR-NEXT:{{ *[0-9]* \| }}              ^
  #pragma omp frobnicate
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:38: error: unknown OpenMP clause 'bogus_clause'
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp target map(tofrom: s)  bogus_clause(3)
// ERR-NEXT:{{ *[0-9]* \| }}                                     ^
  #pragma omp target map(tofrom: s)  bogus_clause(3)
  { s++; }
// A clause on the continuation line is reported there.
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+5]]:8: error: unknown OpenMP clause 'mapp'; did you mean 'map'?
// ERR-NEXT:{{ *[0-9]* \| }}       mapp(tofrom: s)
// ERR-NEXT:{{ *[0-9]* \| }}       ^
// ERR-NEXT:{{ *[0-9]* \| }}       map
  #pragma omp target \
       mapp(tofrom: s)
  { s++; }
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:15: error: '#pragma omp interop' is not supported by ompfe
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp interop
// ERR-NEXT:{{ *[0-9]* \| }}              ^
  #pragma omp interop
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:31: error: expected an assumption clause ('absent', 'contains', 'holds', 'no_openmp', 'no_openmp_routines', 'no_parallelism' or 'ext_...') on '#pragma omp assume'
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp assume holds(1) frobs
// ERR-NEXT:{{ *[0-9]* \| }}                              ^
  #pragma omp assume holds(1) frobs
  s++;
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:23: error: '#pragma omp nothing' takes no clauses
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp nothing nowait
// ERR-NEXT:{{ *[0-9]* \| }}                      ^
  #pragma omp nothing nowait
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:15: error: '#pragma omp end assumes' without a matching '#pragma omp begin assumes'
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp end assumes
// ERR-NEXT:{{ *[0-9]* \| }}              ^
  #pragma omp end assumes
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:3: error: expected an OpenMP directive after '#pragma omp'
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp
// ERR-NEXT:{{ *[0-9]* \| }}  ^
  #pragma omp
// A clause list that is never closed is an error, not a ')' made up at the end of the line.
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE+3]]:35: error: expected ')' at the end of the 'map' clause
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp target map(tofrom: s
// ERR-NEXT:{{ *[0-9]* \| }}                                  ^
  #pragma omp target map(tofrom: s
  { s++; }
// ERR-NEXT:{{.*}}pragma-classifier.c:[[@LINE-2]]:25: note: to match this '('
// ERR-NEXT:{{ *[0-9]* \| }}  #pragma omp target map(tofrom: s
// ERR-NEXT:{{ *[0-9]* \| }}                        ^
// ERR-NEXT:exit=1
#endif
  return s + a[3];
}
