// A target region's body is a function of its own for jumps (as in clang-19): return, and
// break, continue, case and goto whose target is outside the region (or a goto into one),
// are errors at the jump, in every compile and already in -fsyntax-only; jumps that stay
// inside the region are fine. (These compiled before: a return silently ended the kernel,
// and a goto out of a region made an MLIR module that does not verify.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -fopenmp-targets=%offload-triple -DBAD %s -o %t/a.o; echo "exit=$?"' 2>&1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -DBAD -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: ls -A %t | count 0
// Without BAD every jump stays in its region: the program builds and runs.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
// DEVICE: error: cannot return from OpenMP region
// OUT: s=23 k=3 g=1

int printf(const char *, ...);

int main(void) {
  int s = 0, k = 0, g = 0;
  #pragma omp target map(tofrom: s, k, g)
  {
    for (int i = 0; i < 10; i++) {
      if (i == 5) continue;
      if (i == 8) break;
      s += i;
    }
    switch (s) {
    case 23: k = 3; break;
    default: k = -1;
    }
    if (s) goto done;
    g = -1;
  done:
    g++;
  }
#ifdef BAD
  #pragma omp target map(tofrom: s)
  {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+3]]:5: error: cannot return from OpenMP region
// CHECK-NEXT:{{ *[0-9]* \| }}    return s;
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
    return s;
  }
  for (int i = 0; i < 3; i++) {
    switch (i) {
    case 0:
      #pragma omp target map(tofrom: s)
      {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:9: error: 'break' statement not in loop or switch statement
        break;
      }
      #pragma omp target map(tofrom: s)
      {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:9: error: 'continue' statement not in loop statement
        continue;
      }
      #pragma omp target map(tofrom: s)
      {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:5: error: 'case' statement not in switch statement
    case 1: s++;
      }
    }
  }
before:
  #pragma omp target map(tofrom: s)
  {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:5: error: use of undeclared label 'before'
    goto before;
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:5: error: use of undeclared label 'after'
    goto after;
  }
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:1: note: the label is here, across the boundary of an OpenMP structured block
after:
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:3: error: use of undeclared label 'inside'
  goto inside;
  #pragma omp target map(tofrom: s)
  {
// CHECK:{{.*}}diag-region-jumps.c:[[@LINE+1]]:3: note: the label is here, across the boundary of an OpenMP structured block
  inside:
    s++;
  }
#endif
  printf("s=%d k=%d g=%d\n", s, k, g);
  return 0;
}
// CHECK-NOT: error:
// CHECK:exit=1
