// RUN: %cmp-clang %s %t
// Program: struct-of-arrays particle update through pointer-member sections ps->x[0:n], exact dyadic steps.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

struct particles {
  int n;
  double *x, *y, *vx, *vy;
  int *bounces;
};

static struct particles make(int n) {
  struct particles p;
  p.n = n;
  p.x = malloc(n * sizeof(double));
  p.y = malloc(n * sizeof(double));
  p.vx = malloc(n * sizeof(double));
  p.vy = malloc(n * sizeof(double));
  p.bounces = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) {
    p.x[i] = i;
    p.y[i] = 10.0 + (i % 4);
    p.vx[i] = 0.5 * (i % 3);
    p.vy[i] = 0.0;
    p.bounces[i] = 0;
  }
  return p;
}

static void step(struct particles *ps, double dt, int steps) {
  int n = ps->n;
  #pragma omp target map(to: ps->vx[0:n]) map(tofrom: ps->x[0:n], ps->y[0:n], ps->vy[0:n]) \
                     map(tofrom: ps->bounces[0:n]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int s = 0; s < steps; s++)
      for (int i = 0; i < n; i++) {
        ps->vy[i] -= 1.0 * dt;
        ps->x[i] += ps->vx[i] * dt;
        ps->y[i] += ps->vy[i] * dt;
        if (ps->y[i] < 0.0) {
          ps->y[i] = -ps->y[i];
          ps->vy[i] = -ps->vy[i] * 0.5;
          ps->bounces[i]++;
        }
      }
  }
}

static double energy(struct particles p) {
  double e = 0.0;
  #pragma omp target map(to: p.n, p.y[0:p.n], p.vx[0:p.n], p.vy[0:p.n]) map(tofrom: e)
  {
    for (int i = 0; i < p.n; i++)
      e += 0.5 * (p.vx[i] * p.vx[i] + p.vy[i] * p.vy[i]) + p.y[i];
  }
  return e;
}

int main(void) {
  struct particles p = make(12);
  printf("energy before=%.6f\n", energy(p));
  step(&p, 0.125, 40);
  int total = 0;
  for (int i = 0; i < p.n; i++)
    total += p.bounces[i];
  printf("after 40 steps: x[0]=%.4f x[11]=%.4f y[3]=%.6f bounces=%d\n", p.x[0], p.x[11], p.y[3], total);
  step(&p, 0.125, 40);
  for (int i = 0; i < p.n; i += 4)
    printf("p%-2d x=%.4f y=%.6f vy=%.6f b=%d\n", i, p.x[i], p.y[i], p.vy[i], p.bounces[i]);
  printf("energy after=%.6f\n", energy(p));
  free(p.x);
  free(p.y);
  free(p.vx);
  free(p.vy);
  free(p.bounces);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
