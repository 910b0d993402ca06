// Regions OpenMP does not let be closely nested where they stand (5.2 §17.1): each an error at
// the inner directive, with clang-19's words (gcc refuses them too). ompfe built them before:
// a worksharing loop inside a parallel loop's iteration, a barrier in a single (which waits
// forever), nested critical sections of one name (a deadlock), teams outside a target region.
// Also copyprivate of a variable the team shares (5.2 §5.7.2), which both compilers refuse.
// The second half nests what is allowed and must give no error.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -ferror-limit=0 %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// RUN: %ompfe -fopenmp -DVALID_ONLY %s -o %t/valid.o
#ifndef VALID_ONLY
void refused(int n) {
#pragma omp critical
  {
#pragma omp critical
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: cannot nest 'critical' regions having the same name
    n++;
  }
#pragma omp critical(a)
  {
#pragma omp critical(a)
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: cannot nest 'critical' regions having the same name 'a'
    n++;
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp for
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'parallel for' region; perhaps you forget to enclose 'omp for' directive into a parallel region?
    for (int j = 0; j < n; j++)
      ;
#pragma omp barrier
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'parallel for' region
#pragma omp single
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'parallel for' region; perhaps you forget to enclose 'omp single' directive into a parallel region?
    n++;
#pragma omp master
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'parallel for' region
    n++;
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp barrier
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'single' region
  }
#pragma omp parallel
  {
#pragma omp task
    {
#pragma omp sections
      // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'task' region; perhaps you forget to enclose 'omp sections' directive into a parallel region?
      {
        n++;
      }
    }
#pragma omp teams
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'parallel' region; perhaps you forget to enclose 'omp teams' directive into a target region?
    n++;
  }
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma omp parallel
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive
    n++;
  }
#pragma omp target teams
  {
#pragma omp single
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'target teams' region; perhaps you forget to enclose 'omp single' directive into a parallel region?
    n++;
  }
#pragma omp target
  {
#pragma omp distribute
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:1: error: region cannot be closely nested inside 'target' region; perhaps you forget to enclose 'omp distribute' directive into a teams region?
    for (int i = 0; i < n; i++)
      ;
  }
}
/* copyprivate of a variable the team shares: one variable copied into itself */
int shared_global;
void refused_copyprivate(void) {
  int x = 0;
#pragma omp parallel
  {
#pragma omp single copyprivate(x)
    // CHECK: omp-nesting-errors.c:[[@LINE-1]]:32: error: copyprivate variable must be threadprivate or private in the enclosing context
    x = 1;
  }
#pragma omp single copyprivate(shared_global)
  // CHECK: omp-nesting-errors.c:[[@LINE-1]]:32: error: copyprivate variable must be threadprivate or private in the enclosing context
  shared_global = 1;
}
// CHECK: exit=1
#endif

/* allowed: each must compile */
int g, tp;
#pragma omp threadprivate(tp)
void allowed_copyprivate(void) {
  int a = 0, b = 0, l = 0;
#pragma omp parallel private(a) firstprivate(b)
  {
    int c = 0;
#pragma omp single copyprivate(a, b, c, tp)
    a = b = c = tp = 1;
  }
#pragma omp single copyprivate(l) /* orphaned: each thread's own local */
  l = 1;
  static int s;
#pragma omp parallel private(g) firstprivate(s) /* globals the region privatizes (refused before) */
  {
#pragma omp single copyprivate(g, s)
    g = s = 1;
  }
}
void allowed(int n) {
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp critical
      g++;
#pragma omp parallel for
      for (int j = 0; j < n; j++)
        ;
    }
#pragma omp single
    {
#pragma omp task
      {
#pragma omp parallel
#pragma omp single
        g++;
      }
#pragma omp taskloop
      for (int i = 0; i < n; i++)
        ;
    }
#pragma omp master
    {
#pragma omp critical(x)
      {
#pragma omp critical(y)
        g++;
      }
    }
#pragma omp barrier
#pragma omp sections
    {
#pragma omp section
      g++;
    }
  }
#pragma omp teams
  {
#pragma omp distribute
    for (int i = 0; i < n; i++)
      ;
#pragma omp parallel
    {
#pragma omp for simd
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        g++;
      }
    }
  }
#pragma omp target teams distribute parallel for simd
  for (int i = 0; i < n; i++)
    ;
#pragma omp target
  {
#pragma omp teams
    {
#pragma omp distribute
      for (int i = 0; i < n; i++)
        ;
    }
  }
#pragma omp target parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++)
      ;
#pragma omp single
    g++;
  }
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma omp simd
    for (int j = 0; j < n; j++)
      ;
#pragma omp ordered simd
    g++;
  }
#pragma omp distribute
  for (int i = 0; i < n; i++) /* orphaned: binds at run time (clang-19 takes it) */
    ;
}
