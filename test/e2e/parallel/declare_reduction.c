// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// Covers: declare reduction (user-defined reductions) on the host with 4 threads: an operator
// and names as identifiers, a structure type, several types in one directive, initializers
// as `omp_priv = expr`, as braces and as a call given &omp_priv and &omp_orig, none (zero),
// a block-scope declaration hiding an outer one, whole arrays and an array section of a
// structure type, on parallel, for, parallel for, sections, simd, parallel for simd, and in
// task reductions (taskgroup task_reduction with in_reduction tasks, taskloop,
// reduction(task, ...)), and a section of a pointer to a structure type.
#include <stdio.h>
#include <stdlib.h>

struct acc { long sum; int n; double max; };
static void acc_init(struct acc *priv, const struct acc *orig) {
  priv->sum = 0;
  priv->n = 0;
  priv->max = orig->max; /* the original's, which every copy starts from */
}
static void acc_add(struct acc *out, const struct acc *in) {
  out->sum += in->sum;
  out->n += in->n;
  if (in->max > out->max) out->max = in->max;
}
#pragma omp declare reduction(+ : struct acc : acc_add(&omp_out, &omp_in)) initializer(acc_init(&omp_priv, &omp_orig))
#pragma omp declare reduction(merge : struct acc : acc_add(&omp_out, &omp_in)) initializer(omp_priv = {0, 0, -1.0})
#pragma omp declare reduction(lowest : int, long, double : omp_out = omp_in < omp_out ? omp_in : omp_out) \
    initializer(omp_priv = 1000000)
#pragma omp declare reduction(bits : unsigned : omp_out |= omp_in) /* no initializer: zero */

int main(void) {
  struct acc a = {100, 1, 5.0};
  int lo_i = 500;
  long lo_l = 600;
  double lo_d = 700.5;
  unsigned mask = 1u << 31;
#pragma omp parallel for num_threads(4) reduction(+ : a) reduction(lowest : lo_i, lo_l, lo_d) reduction(bits : mask)
  for (int i = 0; i < 1000; i++) {
    a.sum += i;
    a.n++;
    if (i % 97 > a.max) a.max = i % 97;
    if (i + 17 < lo_i) lo_i = i + 17;
    if (i * 3 + 4 < lo_l) lo_l = i * 3 + 4;
    if (i + 0.25 < lo_d) lo_d = i + 0.25;
    mask |= 1u << (i % 20);
  }
  printf("parallel for: %ld %d %.1f %d %ld %.2f %x\n", a.sum, a.n, a.max, lo_i, lo_l, lo_d, mask);

  /* a whole array and a section of one, element by element */
  struct acc hist[4] = {{0}}, part[6] = {{0}};
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(merge : hist) reduction(merge : part[1:4])
    for (int i = 0; i < 400; i++) {
      hist[i % 4].sum += i;
      hist[i % 4].n++;
      part[1 + i % 4].sum += 2;
      if (i > part[1 + i % 4].max) part[1 + i % 4].max = i;
    }
  }
  for (int k = 0; k < 4; k++) printf("hist %ld %d %.1f | ", hist[k].sum, hist[k].n, hist[k].max);
  printf("\n");
  for (int k = 0; k < 6; k++) printf("part %ld %.1f | ", part[k].sum, part[k].max);
  printf("\n");

  /* sections, simd, parallel for simd */
  struct acc s = {0, 0, 0.0};
#pragma omp parallel sections num_threads(3) reduction(merge : s)
  {
#pragma omp section
    { s.sum += 1; s.n++; s.max = 3; }
#pragma omp section
    { s.sum += 10; s.n++; s.max = 7; }
#pragma omp section
    { s.sum += 100; s.n++; }
  }
  printf("sections: %ld %d %.1f\n", s.sum, s.n, s.max);
  int lo = 99;
#pragma omp simd reduction(lowest : lo)
  for (int i = 0; i < 64; i++)
    if (64 - i < lo) lo = 64 - i;
  double dlo = 1e9;
#pragma omp parallel for simd num_threads(4) reduction(lowest : dlo)
  for (int i = 0; i < 300; i++)
    if ((i * 7) % 101 + 0.5 < dlo) dlo = (i * 7) % 101 + 0.5;
  printf("simd: %d %.1f\n", lo, dlo);

  /* a declaration in a block hides the outer one of the same name and type */
  {
#pragma omp declare reduction(lowest : int : omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = -1)
    int hi = 0;
#pragma omp parallel for num_threads(4) reduction(lowest : hi)
    for (int i = 0; i < 50; i++)
      if (i > hi) hi = i;
    printf("block scope: %d\n", hi);
  }

  /* task reductions */
  struct acc t = {0, 0, 0.0};
  int tlo = 1000;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(merge : t) task_reduction(lowest : tlo)
    for (int k = 0; k < 20; k++) {
#pragma omp task in_reduction(merge : t) in_reduction(lowest : tlo)
      {
        t.sum += k;
        t.n++;
        if (k * 2 > t.max) t.max = k * 2;
        if (50 - k < tlo) tlo = 50 - k;
      }
    }
  }
  printf("tasks: %ld %d %.1f %d\n", t.sum, t.n, t.max, tlo);
  struct acc tl = {7, 0, 2.5};
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop reduction(+ : tl) num_tasks(5)
  for (int k = 0; k < 30; k++) {
    tl.sum += k;
    tl.n++;
  }
  printf("taskloop: %ld %d %.1f\n", tl.sum, tl.n, tl.max);
  struct acc r = {5, 0, 0.0};
#pragma omp parallel num_threads(4) reduction(task, merge : r)
  {
#pragma omp single
    for (int k = 0; k < 10; k++) {
#pragma omp task in_reduction(merge : r)
      {
        r.sum += k;
        r.n++;
      }
    }
  }
  printf("reduction(task): %ld %d %.1f\n", r.sum, r.n, r.max);
  struct acc *heap = calloc(6, sizeof *heap);
#pragma omp parallel for num_threads(4) reduction(merge : heap[1:4])
  for (int i = 0; i < 100; i++) {
    heap[1 + i % 4].sum += i;
    heap[1 + i % 4].n++;
  }
  for (int k = 0; k < 6; k++) printf("heap %ld %d %.1f | ", heap[k].sum, heap[k].n, heap[k].max);
  printf("\n");
  free(heap);
  return 0;
}
