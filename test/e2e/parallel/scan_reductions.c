// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: scan reductions (OpenMP 5.2 §5.6; the inclusive and exclusive prefix sums of the
// OpenMP examples' scan examples), `reduction(inscan, ...)` with `#pragma omp scan` on parallel
// for, parallel for simd and simd, over + and max and two variables at once, on the host with
// 4 threads and in a target region on the offload device. They were refused ("reduction
// modifier 'inscan' is not supported"). Each team records which thread ran each iteration,
// so `team=1` shows that more than one thread took part.
#include <omp.h>
#include <stdio.h>
#define N 1000
static int a[N], incl[N], excl[N], most[N], cnt[N];
static long sq[N];
static double half[N];

static int team_formed(const int *who, int n) {
  for (int i = 1; i < n; i++)
    if (who[i] != who[0]) return 1;
  return 0;
}

int main(void) {
  int who[N];
  for (int i = 0; i < N; i++) a[i] = (i * 7) % 13 - 3;
  int x = 0, y = 0;
  // inclusive prefix sum
#pragma omp parallel for num_threads(4) reduction(inscan, + : x)
  for (int i = 0; i < N; i++) {
    x += a[i];
#pragma omp scan inclusive(x)
    incl[i] = x;
    who[i] = omp_get_thread_num();
  }
  int team1 = team_formed(who, N);
  // exclusive prefix sum
#pragma omp parallel for simd num_threads(4) reduction(inscan, + : y)
  for (int i = 0; i < N; i++) {
    excl[i] = y;
#pragma omp scan exclusive(y)
    y += a[i];
  }
  // running maximum and a running count of positive elements, one scan for both
  int m = -100, c = 0;
#pragma omp parallel for num_threads(3) reduction(inscan, max : m) reduction(inscan, + : c)
  for (int i = 0; i < N; i++) {
    m = a[i] > m ? a[i] : m;
    c += a[i] > 0;
#pragma omp scan inclusive(m, c)
    most[i] = m;
    cnt[i] = c;
  }
  // simd: one thread, in order
  long s = 0;
  double h = 0;
#pragma omp simd reduction(inscan, + : s)
  for (int i = 0; i < N; i++) {
    sq[i] = s;
#pragma omp scan exclusive(s)
    s += (long)a[i] * a[i];
  }
#pragma omp simd reduction(inscan, + : h)
  for (int i = 0; i < N; i++) {
    h += a[i] * 0.5;
#pragma omp scan inclusive(h)
    half[i] = h;
  }
  long sum = 0;
  for (int i = 0; i < N; i++) sum += incl[i] + 3L * excl[i] + 5L * most[i] + 7L * cnt[i] + sq[i];
  // CHECK: x=3000 y=3000 m=9 c=692 s=23014 h=1500.0 team=1 sum=19886245 incl=-3,3000 excl=0,2991 half=745.5
  printf("x=%d y=%d m=%d c=%d s=%ld h=%.1f team=%d sum=%ld incl=%d,%d excl=%d,%d half=%.1f\n", x, y, m, c, s, h,
         team1, sum, incl[0], incl[N - 1], excl[0], excl[N - 1], half[N / 2]);

  // on the offload device: a team of 2 in a target region
  int dx = 0, dev[64], dwho[64];
#pragma omp target map(tofrom : dx, dev, dwho)
  {
#pragma omp parallel for num_threads(2) reduction(inscan, + : dx)
    for (int i = 0; i < 64; i++) {
      dx += i;
#pragma omp scan inclusive(dx)
      dev[i] = dx;
      dwho[i] = omp_get_thread_num();
    }
  }
  // CHECK: dev: dx=2016 dev[0]=0 dev[10]=55 dev[63]=2016 team=1
  printf("dev: dx=%d dev[0]=%d dev[10]=%d dev[63]=%d team=%d\n", dx, dev[0], dev[10], dev[63], team_formed(dwho, 64));
  return 0;
}
