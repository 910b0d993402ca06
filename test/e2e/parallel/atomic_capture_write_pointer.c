// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.ompcc | FileCheck %s --check-prefix=OUT
// Covers two OpenMP 5.2 atomic forms: capture-write `{ v = x; x = expr; }` (an exchange) on int,
// char, float, double and a pointer, with each memory order; and update and capture on a
// pointer x (x++, --x, x += n, x -= n, x = x + n, x = n + x, x = x - n, v = x += n, v = x--,
// { v = x; x += n; }, { x -= n; v = x; }), whose steps scale by the pointee size (int, double,
// a structure). A team of 4 exchanges values through one variable (the values captured and the
// last one left are a permutation of those written) and claims slots of an array by
// incrementing a shared pointer (each slot once); the same runs in a target region on the device.
// The instructions: test/lowering/atomic_capture_write_pointer.c.
#include <omp.h>
#include <stdio.h>
#define N 1000
struct big { double d[3]; int tag; };
static int arr[64];
static double darr[16];
static struct big sarr[8];

/* serial: every form once, with its value checked against the serial result */
static void serial(void) {
  int x = 5, vx = 0;
  char c = 'a', vc = 0;
  float f = 1.5f, vf = 0;
  double d = 2.25, vd = 0;
  int *p = arr + 8, *vp = 0;
#pragma omp atomic capture
  { vx = x; x = 42; }
#pragma omp atomic capture seq_cst
  { vc = c; c = 'z'; }
#pragma omp atomic capture acq_rel
  { vf = f; f = 3.5f; }
#pragma omp atomic capture release
  { vd = d; d = vx * 0.5; }
#pragma omp atomic capture acquire
  { vp = p; p = arr + 3; }
  printf("cw: %d %d %c %c %.1f %.1f %.2f %.2f %d %d\n", vx, x, vc, c, vf, f, vd, d, (int)(vp - arr), (int)(p - arr));
#pragma omp atomic capture relaxed
  { vp = p; p = arr + 8; }
  printf("cw2: %d %d\n", (int)(vp - arr), (int)(p - arr));

  int step = 3;
#pragma omp atomic
  p -= 2;
#pragma omp atomic update
  p += step;
#pragma omp atomic
  p++;
#pragma omp atomic seq_cst
  --p;
#pragma omp atomic release
  p = p + 4;
#pragma omp atomic
  p = 2 + p;
#pragma omp atomic relaxed
  p = p - 1;
  printf("upd: %d\n", (int)(p - arr)); /* 8 - 2 + 3 + 1 - 1 + 4 + 2 - 1 = 14 */
#pragma omp atomic capture
  vp = p += 1;
  printf("cap1: %d %d\n", (int)(vp - arr), (int)(p - arr));
#pragma omp atomic capture acq_rel
  vp = p--;
  printf("cap2: %d %d\n", (int)(vp - arr), (int)(p - arr));
#pragma omp atomic capture seq_cst
  { vp = p; p += 2; }
  printf("cap3: %d %d\n", (int)(vp - arr), (int)(p - arr));
#pragma omp atomic capture acquire
  { p -= 5; vp = p; }
  printf("cap4: %d %d\n", (int)(vp - arr), (int)(p - arr));
#pragma omp atomic capture
  { vp = p; p = p + 10; }
  printf("cap5: %d %d\n", (int)(vp - arr), (int)(p - arr));

  double *dp = darr + 1, *vdp;
  struct big *sp = sarr, *vsp;
#pragma omp atomic
  dp += 5;
#pragma omp atomic capture
  vdp = ++dp;
#pragma omp atomic
  sp++;
#pragma omp atomic capture
  { vsp = sp; sp += 3; }
  printf("scaled: %d %d %d %d\n", (int)(dp - darr), (int)(vdp - darr), (int)(sp - sarr), (int)(vsp - sarr));
}

#pragma omp declare target
static int slots[4 * N], dgot[N + 1];

/* a team: exchanges through `last` and slot claims through `next` */
static int team_check(int *got) {
  int last = -1, team = 0, ok = 1, *next = slots, *base = slots;
  int *bumps = slots + 2 * N, *walk = bumps;
  for (int i = 0; i < 4 * N; i++) slots[i] = -1;
  for (int i = 0; i <= N; i++) got[i] = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads();
#pragma omp for
    for (int i = 0; i < N; i++) {
      int was, *mine;
#pragma omp atomic capture
      { was = last; last = i; }
      got[was + 1]++; /* distinct values: no race on the counter */
#pragma omp atomic capture seq_cst
      { mine = next; next++; }
      *mine = i;
#pragma omp atomic
      walk += 3;
#pragma omp atomic release
      walk = walk - 2;
#pragma omp atomic capture acq_rel
      mine = --walk;
      (void)mine;
    }
  }
  got[last + 1]++;
  for (int i = 0; i <= N; i++) ok &= got[i] == 1;
  int claimed = 0;
  for (int i = 0; i < N; i++) claimed += base[i] >= 0;
  return (team == 4) * 1000000 + ok * 100000 + claimed * 10 + (int)(next - base == N) * 2 + (int)(walk == bumps);
}
#pragma omp end declare target

int main(void) {
  static int got[N + 1];
  serial();
  printf("host team: %d\n", team_check(got));
  int dev_result = 0, dev_x = 0, dev_v = 0, dev_off = 0, dev_voff = 0;
#pragma omp target map(from: dev_result, dev_x, dev_v, dev_off, dev_voff)
  {
    int x = 7, v = 0;
    double buf[8] = {0};
    double *q = buf, *vq = 0;
#pragma omp atomic capture
    { v = x; x = 9; }
#pragma omp atomic
    q += 3;
#pragma omp atomic capture
    { vq = q; q -= 1; }
    dev_x = x;
    dev_v = v;
    dev_off = (int)(q - buf);
    dev_voff = (int)(vq - buf);
    dev_result = team_check(dgot);
  }
  printf("device: %d %d %d %d %d\n", dev_x, dev_v, dev_off, dev_voff, dev_result);
  return 0;
}
// OUT: cw: 5 42 a z 1.5 3.5 2.25 2.50 8 3
// OUT: cw2: 3 8
// OUT: upd: 14
// OUT: cap1: 15 15
// OUT: cap2: 15 14
// OUT: cap3: 14 16
// OUT: cap4: 11 11
// OUT: cap5: 11 21
// OUT: scaled: 7 7 4 1
// OUT: host team: 1110003
// OUT: device: 9 7 2 3 1110003
