// RUN: %cmp-gcc %s %t.O0 -O0 -fopenmp-simd
// RUN: %cmp-gcc %s %t.O2 -O2 -fopenmp-simd
// RUN: %ompcc -fopenmp-simd -O2 -c %s -o %t.o && nm -u %t.o | FileCheck --check-prefix=NM %s
// RUN: %ompcc -fopenmp-simd -O2 %s -o %t.exe && readelf -d %t.exe | FileCheck --check-prefix=LINK %s
// -fopenmp-simd (gcc's, without -fopenmp): the simd directives are honoured, simd parts of
// combined constructs run as simd on one thread, every other directive is ignored, _OPENMP
// is undefined and no runtime is called or linked.
// NM-NOT: __kmpc_
// NM-NOT: omp_
// LINK-NOT: libomp
// LINK: libc.so
#include <stdio.h>

#pragma omp declare reduction(maxi : int : omp_out = omp_out > omp_in ? omp_out : omp_in) initializer(omp_priv = -1000)

static int twice(int x) { return 2 * x; }
static int n; /* shared, as an orphaned for's lastprivate needs */

int main(void) {
#ifdef _OPENMP
  printf("_OPENMP defined\n");
#else
  printf("_OPENMP undefined\n");
#endif
  int a[64], b[64];
  for (int k = 0; k < 64; k++) a[k] = (k * 37) % 29, b[k] = 0;
  int i, j;

  int u = 5;
#pragma omp simd private(u)
  for (i = 0; i < 3; i++) u = i;
  printf("private: u=%d\n", u);

  int l = -1;
#pragma omp simd lastprivate(l)
  for (i = 0; i < 10; i++) l = i * 3;
  printf("lastprivate: l=%d i=%d\n", l, i);

  int x = 100;
#pragma omp simd linear(x : 2)
  for (i = 0; i < 8; i++) { b[i] = x; x += 2; }
  printf("linear: x=%d b[7]=%d\n", x, b[7]);

  int s = 0;
#pragma omp simd reduction(+ : s)
  for (i = 0; i < 64; i++) s += a[i];
  printf("reduction: s=%d\n", s);

  int c = 0;
#pragma omp simd collapse(2) reduction(+ : c) lastprivate(j)
  for (i = 0; i < 8; i++)
    for (j = 0; j < 8; j++) c += a[i * 8 + j] * (j + 1);
  printf("collapse: c=%d j=%d\n", c, j);

  int m = -1000;
#pragma omp simd reduction(maxi : m)
  for (i = 0; i < 64; i++) m = m > a[i] ? m : a[i];
  printf("declare reduction: m=%d\n", m);

  int t = 7;
#pragma omp parallel private(t) num_threads(4)
  { t = 42; }
  printf("parallel ignored: t=%d\n", t);

  int f = 0;
#pragma omp parallel for simd reduction(+ : s) private(u) num_threads(4) schedule(static) firstprivate(f)
  for (i = 0; i < 64; i++) { u = a[i]; s += u; f++; }
  printf("parallel for simd: s=%d u=%d f=%d\n", s, u, f);

#pragma omp for simd lastprivate(n)
  for (i = 0; i < 16; i++) n = twice(i);
  printf("for simd: n=%d\n", n);

  int r = 0;
#pragma omp single
  r++;
#pragma omp critical
  r++;
  printf("single, critical ignored: r=%d\n", r);

  int o = 0;
#pragma omp simd
  for (i = 0; i < 8; i++) {
#pragma omp ordered simd
    o = o * 2 + (i & 1);
  }
  printf("ordered simd: o=%d\n", o);
  /* ordered threads simd in a parallel for simd ordered: the simd part and the lanes' order;
   * threads has no team to order (before, ompcc called __kmpc_ordered and failed to link) */
  o = 0;
#pragma omp parallel for simd ordered
  for (i = 0; i < 8; i++) {
#pragma omp ordered threads, simd
    o = o * 3 + (i & 1);
  }
#pragma omp for simd ordered
  for (i = 0; i < 4; i++) {
#pragma omp ordered simd, threads
    o = o * 2 + i;
  }
  printf("ordered threads simd: o=%d\n", o);

  int acc = 0;
#pragma omp simd reduction(inscan, + : acc)
  for (i = 0; i < 16; i++) {
    acc += a[i];
#pragma omp scan inclusive(acc)
    b[i] = acc;
  }
  printf("scan: acc=%d b[15]=%d b[3]=%d\n", acc, b[15], b[3]);
  return 0;
}
