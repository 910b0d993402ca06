// RUN: %cmp-clang %s %t
// defaultmap: tofrom:scalar, to:aggregate, from:scalar, firstprivate, firstprivate:aggregate, alloc, none.
#include <stdio.h>

struct st { int a, b; };

int main(void) {
  int s = 1;
  double d = 0.5;
  int arr[3] = {1, 2, 3};
  struct st t = {10, 20};
  int out = 0;

  #pragma omp target defaultmap(tofrom: scalar)
  {
    s += 100;
    d *= 4.0;
    arr[0] = 7;                 /* aggregates keep the implicit tofrom */
  }
  printf("tofrom:scalar   s=%d d=%.1f arr0=%d\n", s, d, arr[0]);

  #pragma omp target defaultmap(to: aggregate) map(from: out)
  {
    out = arr[1] + t.b;         /* copied in */
    arr[1] = -2;                /* not copied back */
    t.b = -20;
    s = 0;                      /* scalar: still firstprivate */
  }
  printf("to:aggregate    out=%d arr1=%d t.b=%d s=%d\n", out, arr[1], t.b, s);

  #pragma omp target defaultmap(from: scalar)
  { out = 55; }                 /* written before read */
  printf("from:scalar     out=%d\n", out);

  #pragma omp target defaultmap(firstprivate) map(from: out)
  {
    arr[2] += 1000;
    t.a += 1;
    s = -1;
    out = arr[2] + t.a + s;
  }
  printf("firstprivate    out=%d arr2=%d t.a=%d s=%d\n", out, arr[2], t.a, s);

  #pragma omp target defaultmap(firstprivate: aggregate) defaultmap(tofrom: scalar)
  {
    arr[0] = 99;
    out = arr[0] + t.b;
  }
  printf("fp:aggregate    out=%d arr0=%d\n", out, arr[0]);

  #pragma omp target data map(to: arr)
  {
    #pragma omp target defaultmap(alloc: aggregate) map(from: out)
    { out = arr[1] * 2; }      /* present: the device copy, no allocation */
  }
  printf("alloc:aggregate out=%d\n", out);

  #pragma omp target defaultmap(none) map(to: arr, t) map(tofrom: s) firstprivate(d)
  {
    s = arr[0] + arr[1] + arr[2] + t.a + t.b + (int)d;
  }
  printf("none            s=%d\n", s);

  #pragma omp target defaultmap(none: scalar) map(tofrom: out) firstprivate(d)
  {
    out = (int)(d * 10) + arr[2];   /* arr: aggregate, still implicit */
  }
  printf("none:scalar     out=%d\n", out);
  return 0;
}
