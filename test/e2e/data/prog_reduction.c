// RUN: %cmp-clang %s %t
// Program: sum/min/max/argmax/histogram/checksum reduced by hand in one target region over a section.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

#define N 500

struct stats {
  long sum;
  int min, max, argmax;
  int hist[8];
  unsigned check;
};

static void host_stats(const int *v, int n, struct stats *s) {
  s->sum = 0;
  s->min = v[0];
  s->max = v[0];
  s->argmax = 0;
  s->check = 0;
  for (int b = 0; b < 8; b++)
    s->hist[b] = 0;
  for (int i = 0; i < n; i++) {
    s->sum += v[i];
    if (v[i] < s->min)
      s->min = v[i];
    if (v[i] > s->max) {
      s->max = v[i];
      s->argmax = i;
    }
    s->hist[(v[i] >> 4) & 7]++;
    s->check = s->check * 31u + (unsigned)v[i];
  }
}

int main(void) {
  int v[N];
  unsigned seed = 12345u;
  for (int i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    v[i] = (int)((seed >> 16) % 1000) - 300;
  }

  struct stats d, h;
  int lo = 50, len = 400;
  #pragma omp target map(to: v[lo:len]) map(from: d) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    d.sum = 0;
    d.min = v[lo];
    d.max = v[lo];
    d.argmax = lo;
    d.check = 0;
    for (int b = 0; b < 8; b++)
      d.hist[b] = 0;
    for (int i = lo; i < lo + len; i++) {
      d.sum += v[i];
      if (v[i] < d.min)
        d.min = v[i];
      if (v[i] > d.max) {
        d.max = v[i];
        d.argmax = i;
      }
      d.hist[(v[i] >> 4) & 7]++;
      d.check = d.check * 31u + (unsigned)v[i];
    }
  }
  host_stats(v + lo, len, &h);
  h.argmax += lo;

  printf("device: sum=%ld min=%d max=%d argmax=%d check=%u\n", d.sum, d.min, d.max, d.argmax, d.check);
  printf("hist:");
  for (int b = 0; b < 8; b++)
    printf(" %d", d.hist[b]);
  printf("\nmatch host: sum=%d min=%d max=%d argmax=%d check=%d\n", d.sum == h.sum, d.min == h.min,
         d.max == h.max, d.argmax == h.argmax, d.check == h.check);

  /* a running reduction across several regions with a mapped accumulator */
  long total = 0;
  #pragma omp target data map(tofrom: total)
  {
    for (int part = 0; part < 5; part++) {
      int off = part * 100;
      #pragma omp target map(to: v[off:100]) map(tofrom: total)
      {
        for (int i = off; i < off + 100; i++)
          total += v[i];
      }
    }
  }
  long ht = 0;
  for (int i = 0; i < N; i++)
    ht += v[i];
  printf("total=%ld host=%ld\n", total, ht);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
