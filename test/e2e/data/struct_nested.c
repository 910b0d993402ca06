// RUN: %cmp-clang %s %t
// Structs via pointers and arrays of structs: ps[0:1] + ps->in.p[0:n], ps->k, o.in.p[1:2], arr[2], arr[3].p[0:3].
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

struct inner { int n; int *p; };
struct outer { int k; struct inner in; double w[3]; };

int main(void) {
  int buf[4] = {1, 2, 3, 4};
  int buf2[3] = {7, 8, 9};
  struct outer o = {5, {4, buf}, {0.5, 1.0, 1.5}};
  struct outer *ps = &o;
  struct inner arr[4];
  for (int i = 0; i < 4; i++) {
    arr[i].n = i;
    arr[i].p = buf2;
  }

  #pragma omp target map(tofrom: ps[0:1]) map(tofrom: ps->in.p[0:4])
  {
    ps->k += 1;
    for (int i = 0; i < ps->in.n; i++)
      ps->in.p[i] *= ps->k;
    ps->w[2] = 4.5;
  }
  printf("o.k=%d w[2]=%.1f buf=%d %d %d %d\n", o.k, o.w[2], buf[0], buf[1], buf[2], buf[3]);

  #pragma omp target map(tofrom: ps->k) map(to: ps->w[0:2])
  { ps->k = (int)(ps->k * 10 + ps->w[0] * 2 + ps->w[1]); }
  printf("ps->k=%d\n", o.k);

  /* o.in.p[1:2] alone: clang-19 computes a wrong parent span when another member of the
     nested struct (o.in.n) is mapped too, so n travels as a firstprivate copy */
  int n = o.in.n;
  #pragma omp target map(tofrom: o.in.p[1:2])
  { o.in.p[1] += n; o.in.p[2] += n; }
  printf("buf after o.in.p[1:2]=%d %d %d %d\n", buf[0], buf[1], buf[2], buf[3]);

  int on_dev = -1;
  #pragma omp target map(tofrom: arr[2]) map(from: on_dev)
  { arr[2].n = 20; on_dev = !omp_is_initial_device(); }
  #pragma omp target map(tofrom: arr[0:2])
  {
    arr[0].n = -1;
    arr[1].n = arr[1].n + 100;
  }
  printf("arr.n=%d %d %d %d\n", arr[0].n, arr[1].n, arr[2].n, arr[3].n);

  #pragma omp target map(tofrom: arr[3].n, arr[3].p[0:3])
  {
    for (int i = 0; i < 3; i++)
      arr[3].p[i] += arr[3].n;
    arr[3].n = 0;
  }
  printf("arr[3].n=%d buf2=%d %d %d\n", arr[3].n, buf2[0], buf2[1], buf2[2]);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
