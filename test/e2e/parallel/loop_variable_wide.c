// RUN: %cmp-clang %s %t
// RUN: %t.ompcc | FileCheck %s
// A volatile or __int128 (or unsigned __int128) loop construct's iteration variable, and a
// 64-bit one compared with an __int128 bound: ompfe refused the first two ("not supported by
// ompfe") and failed LLVM's verifier on the third. Now the bounds, steps and values are
// reckoned in 128 bits (the iteration count in 64), on the host and the x86_64 device, in
// worksharing, simd, taskloop, distribute, non-rectangular, doacross and tiled nests and for
// linear and lastprivate variables; the values cross 2^64 so that a 64-bit reckoning shows.
// Compared with clang-19's build (gcc-12's gets the taskloop, the linear variable and the
// dynamic schedule wrong).
#include <stdio.h>
#define BIG (((__int128)1 << 64) + 10)
static long long lo64(__int128 v) { return (long long)v; }
static long long hi64(__int128 v) { return (long long)(v >> 64); }
int main(void) {
  long long s = 0, acc[20] = {0}, a[10];
  __int128 n = 40, big = BIG;
#pragma omp parallel for reduction(+ : s) schedule(dynamic, 3)
  for (__int128 i = big - 20; i < big; i++) s += lo64(i - big) + 1000 * hi64(i);
  // CHECK: dynamic 9790
  printf("dynamic %lld\n", s);
#pragma omp parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += i;
  // CHECK-NEXT: bound 10570
  printf("bound %lld\n", s);
#pragma omp parallel
#pragma omp single
#pragma omp taskloop reduction(+ : s) grainsize(3)
  for (__int128 i = big - 30; i < big; i += 2) s += lo64(i - big) + hi64(i);
  // CHECK-NEXT: taskloop 10335
  printf("taskloop %lld\n", s);
#pragma omp parallel for collapse(2) reduction(+ : s)
  for (__int128 i = big; i < big + 10; i++)
    for (__int128 j = i; j < big + 10; j++) s += lo64((i - big) * 10 + j - big) + hi64(j);
  // CHECK-NEXT: nonrect 12370
  printf("nonrect %lld\n", s);
#pragma omp parallel for ordered(1)
  for (__int128 i = 1; i < 20; i++) {
#pragma omp ordered depend(sink : i - 1)
    acc[lo64(i)] = acc[lo64(i) - 1] + lo64(i);
#pragma omp ordered depend(source)
  }
  // CHECK-NEXT: doacross 190
  printf("doacross %lld\n", acc[19]);
  __int128 k = big - 2;
#pragma omp parallel for linear(k : 3)
  for (int i = 0; i < 10; i++) a[i] = lo64(k - big) + 100 * hi64(k);
  // CHECK-NEXT: linear 98 125 25 1
  printf("linear %lld %lld %lld %lld\n", a[0], a[9], lo64(k - big), hi64(k));
  __int128 w;
#pragma omp simd reduction(+ : s)
  for (w = big; w > big - 50; w -= 7) s += lo64(w - big);
  // CHECK-NEXT: simd 12174 -56 0
  printf("simd %lld %lld %lld\n", s, lo64(w - big), hi64(w));
#pragma omp parallel for reduction(+ : s)
#pragma omp tile sizes(4)
  for (__int128 i = big - 30; i < big; i += 3) s += lo64(i - big) + 1000 * hi64(i);
  // CHECK-NEXT: tile 15009
  printf("tile %lld\n", s);
  volatile int v = 3;
  volatile unsigned char vc;
#pragma omp parallel for reduction(+ : s)
  for (v = 0; v < 10; v++) s += v;
#pragma omp simd reduction(+ : s)
  for (vc = 250; vc > 200; vc -= 7) s += vc;
  // CHECK-NEXT: volatile 16858 3 194
  printf("volatile %lld %d %d\n", s, v, vc);
#pragma omp target teams distribute parallel for reduction(+ : s) map(tofrom : s)
  for (__int128 i = big; i > big - n; i -= 3) s += lo64(i - big) + hi64(i);
  // CHECK-NEXT: target 16589
  printf("target %lld\n", s);
  volatile long vl;
#pragma omp target teams distribute simd reduction(+ : s) map(tofrom : s)
  for (vl = 0; vl < 100; vl += 9) s += vl;
  // CHECK-NEXT: target volatile 17183
  printf("target volatile %lld\n", s);
  unsigned __int128 u;
#pragma omp target parallel for lastprivate(u) reduction(+ : s) map(tofrom : s, u)
  for (u = 7; u <= big; u += big / 5) s += lo64(u >> 60);
  // CHECK-NEXT: target lastprivate 17213 16 1
  printf("target lastprivate %lld %lld %lld\n", s, lo64(u >> 60), hi64(u));
  return 0;
}
