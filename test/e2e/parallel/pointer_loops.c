// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && env OMP_TARGET_OFFLOAD=MANDATORY %t.offload | FileCheck %s
// Covers: pointer loop variables in worksharing loops (up and down, a step of several
// elements, `!=`, structures and chars, a pointer to const), lastprivate of the pointer, a
// static schedule giving each thread its block of elements, dynamic, taskloop and a target
// teams distribute parallel for. clang-19 refuses `r -= 2` on a pointer: it gets `r = r - 2`.
#include <omp.h>
#include <stdio.h>
struct rec { int a; double b; };
int main(void) {
  int arr[100];
  struct rec recs[50];
  int *p, owner[100];
  for (int i = 0; i < 100; i++) arr[i] = i;
#pragma omp parallel for num_threads(4) schedule(static) lastprivate(p)
  for (p = arr; p < arr + 100; p++) {
    *p *= 2;
    owner[p - arr] = omp_get_thread_num();
  }
  long s = 0;
#pragma omp parallel for reduction(+: s) num_threads(3)
#ifdef CLANG19
  for (struct rec *r = recs + 49; r >= recs; r = r - 2) {
#else
  for (struct rec *r = recs + 49; r >= recs; r -= 2) {
#endif
    r->a = (int)(r - recs);
    s += r->a;
  }
  char buf[64];
  int cnt = 0;
#pragma omp parallel for reduction(+: cnt) schedule(dynamic, 3)
  for (char *c = buf; c != buf + 64; c++) {
    *c = 'x';
    cnt++;
  }
  long t = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(+: t) grainsize(7)
  for (const int *q = arr + 99; q > arr; q--) t += *q;
  // CHECK: p-arr=100 arr[99]=198 owner=0123 s=625 cnt=64 t=9900
  printf("p-arr=%ld arr[99]=%d owner=%d%d%d%d s=%ld cnt=%d t=%ld\n", (long)(p - arr), arr[99], owner[0], owner[25], owner[50],
         owner[75], s, cnt, t);
  double v[256], dsum = 0;
  for (int i = 0; i < 256; i++) v[i] = i;
#if defined(__OMPFE_MAJOR__) || defined(__clang__)
#pragma omp target teams distribute parallel for map(tofrom: v) reduction(+: dsum) num_teams(2)
#else /* gcc 12's build of the target version crashes: gcc runs the loop on the host */
#pragma omp parallel for reduction(+: dsum)
#endif
  for (double *d = v; d < v + 256; d += 4) {
    *d = -*d;
    dsum += *d;
  }
  // CHECK: dsum=-8064 v[4]=-4 v[5]=5
  printf("dsum=%g v[4]=%g v[5]=%g\n", dsum, v[4], v[5]);
  return 0;
}
