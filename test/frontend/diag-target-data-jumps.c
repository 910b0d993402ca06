// A target data region is a structured block like a target region (as in clang-19): return,
// and break, continue, case and goto whose target is outside it (or a goto into it, or
// between it and a region nested in it) are errors at the jump, with clang-19's words. Before,
// they compiled and jumped past the data-end call, so the mapping leaked and `from` data never
// came back. Jumps that stay inside a region are fine, and the data comes back.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -fopenmp-targets=%offload-triple -DBAD %s -o %t/a.o; echo "exit=$?"' 2>&1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace
// RUN: ls -A %t | count 0
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
// OUT: s=30 a=11 b=3

int printf(const char *, ...);

int sum(int *a, int n) {
  int s = 0;
  #pragma omp target data map(tofrom: a[0:n])
  {
    for (int i = 0; i < n; i++) {
      if (i == 1) continue;
      if (i == 7) break;
      s += i;
    }
    switch (n) {
    case 10: s += 10; break;
    default: s = -1;
    }
    if (s) goto done;
    s = -100;
  done:
    #pragma omp target map(tofrom: a[0:n])
    { a[0] += 10; }
    #pragma omp target data map(tofrom: a[0:n])
    {
      #pragma omp target map(tofrom: a[0:n])
      a[1] = 3;
    }
  }
  return s;
}

#ifdef BAD
int bad(int *a, int n) {
  #pragma omp target data map(tofrom: a[0:n])
  {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+3]]:12: error: cannot return from OpenMP region
// CHECK-NEXT:{{ *[0-9]* \| }}    if (n) return 1;
// CHECK-NEXT:{{ *[0-9]* \| }}           ^
    if (n) return 1;
  }
  for (int i = 0; i < n; i++) {
    switch (i) {
    case 0:
      #pragma omp target data map(tofrom: a[0:n])
      {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:16: error: 'break' statement not in loop or switch statement
        if (i) break;
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:16: error: 'continue' statement not in loop statement
        if (i) continue;
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:5: error: 'case' statement not in switch statement
    case 1: a[0]++;
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:9: error: 'default' statement not in switch statement
        default: a[0]++;
      }
    }
  }
before:
  #pragma omp target data map(tofrom: a[0:n])
  {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+2]]:5: error: use of undeclared label 'before'
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE-4]]:1: note: the label is here, across the boundary of an OpenMP structured block
    goto before;
    #pragma omp target data map(tofrom: a[0:n])
    {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:7: error: cannot return from OpenMP region
      return 2;
    }
    #pragma omp target map(tofrom: a[0:n])
    {
      a[0]++;
    outer:
      a[1]++;
    }
    goto inner;
    {
    inner:
      a[2]++;
    }
    #pragma omp target data map(tofrom: a[0:n])
    {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+5]]:7: error: use of undeclared label 'outer'
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE-11]]:5: note: the label is here, across the boundary of an OpenMP structured block
// The label comes later in the function: found when it is defined.
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+3]]:7: error: use of undeclared label 'after'
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+9]]:1: note: the label is here, across the boundary of an OpenMP structured block
      goto outer;
      goto after;
      goto after;
    }
  }
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE-3]]:7: error: use of undeclared label 'after'
// CHECK-NEXT:{{ *[0-9]* \| }}      goto after;
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:1: note: the label is here, across the boundary of an OpenMP structured block
after:
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:3: error: use of undeclared label 'inside'
  goto inside;
  #pragma omp target data map(tofrom: a[0:n])
  {
// CHECK:{{.*}}diag-target-data-jumps.c:[[@LINE+1]]:3: note: the label is here, across the boundary of an OpenMP structured block
  inside:
    a[0]++;
  }
  return 0;
}
#endif

int main(void) {
  int a[10] = {1, 0};
  int s = sum(a, 10);
  printf("s=%d a=%d b=%d\n", s, a[0], a[1]);
  return 0;
}
// CHECK-NOT: error:
// CHECK:exit=1
