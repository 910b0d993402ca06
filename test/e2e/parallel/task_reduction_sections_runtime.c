// RUN: %cmp-gcc %s %t -fopenmp
// Not against clang-19: its build prints other sums for the recursion (depth 3 and 4), since
// it sets its threadprivate length once, where the taskgroup starts (docs/user-guide.md).
// Covers: array sections whose bounds are known only at run time in task reductions: a
// taskgroup's task_reduction with tasks' in_reduction (an array's section, a pointer's), a
// taskloop's reduction, a user-defined reduction with an initializer, and recursion: each
// level's taskgroup reduces a section of a different length at the same construct while
// tasks of other levels run on the same threads (in each taskgroup's end too), so each
// level's initializer and combiner must see its own count. Elements outside the sections
// must stay untouched. A nested level runs in its parent's end (the other thread is kept busy),
// with a shorter section: a parent that combined with the nested level's length would drop
// elements (checked: without the restore after each runtime call, depth 1 to 4 differ).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static long level_sum(long *v, int lo, int len, int depth) {
  for (int k = 0; k < 12; k++) v[k] = 1000;
#pragma omp taskgroup task_reduction(+: v[lo:len])
  {
    for (int i = 0; i < 10; i++) {
#pragma omp task in_reduction(+: v[lo:len]) firstprivate(i)
      {
        usleep(2000); /* keeps the other threads busy: the recursion runs in this level's end */
        for (int k = lo; k < lo + len; k++) v[k] += i + depth;
      }
    }
    if (depth > 0) {
#pragma omp task firstprivate(depth)
      {
        long w[12];
        long s = level_sum(w, depth % 3, depth + 2, depth - 1);
        printf("depth %d: %ld\n", depth - 1, s);
      }
    }
  }
  long s = 0;
  for (int k = 0; k < 12; k++) s += v[k] * (k + 1);
  return s;
}

typedef struct { double lo, hi; } range;
static void empty_range(range *priv, const range *orig) { priv->lo = orig->hi; priv->hi = orig->lo; }
#pragma omp declare reduction(widen: range: omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
                              omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(empty_range(&omp_priv, &omp_orig))

int main(int argc, char **argv) {
  (void)argv;
  int lo = argc, len = 3 + argc; /* 1 and 4 */
  int a[8] = {7, 0, 0, 0, 0, 7, 7, 7};
  long *p = calloc(10, sizeof *p);
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: a[lo:len]) task_reduction(max: p[lo + 2:len * 2 - 1])
    for (int i = 0; i < 50; i++) {
#pragma omp task in_reduction(+: a[lo:len]) in_reduction(max: p[lo + 2:len * 2 - 1]) firstprivate(i)
      {
        a[lo + i % len] += i;
        if (p[lo + 2 + i % 7] < i) p[lo + 2 + i % 7] = i;
      }
    }
  }
  printf("a = %d %d %d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
  printf("p =");
  for (int k = 0; k < 10; k++) printf(" %ld", p[k]);
  printf("\n");

  int b[9] = {0};
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskloop reduction(+: b[lo + 1:len + 2]) num_tasks(7)
  for (int i = 0; i < 60; i++) b[lo + 1 + i % (len + 2)] += i;
  printf("b =");
  for (int k = 0; k < 9; k++) printf(" %d", b[k]);
  printf("\n");

  range r[6];
  for (int k = 0; k < 6; k++) r[k] = (range){100 + k, -100 - k};
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskgroup task_reduction(widen: r[lo:len])
  for (int i = 0; i < 30; i++) {
#pragma omp task in_reduction(widen: r[lo:len]) firstprivate(i)
    {
      range *x = &r[lo + i % len];
      double v = (i * 37 % 23) * 20 - 220;
      if (v < x->lo) x->lo = v;
      if (v > x->hi) x->hi = v;
    }
  }
  for (int k = 0; k < 6; k++) printf("r[%d] = %g %g\n", k, r[k].lo, r[k].hi);

  /* a constant section in the taskgroup, the same one with run-time bounds in the tasks */
  int c[6] = {5, 1, 1, 1, 1, 5};
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskgroup task_reduction(*: c[1:4])
  for (int i = 0; i < 8; i++) {
#pragma omp task in_reduction(*: c[lo:len]) firstprivate(i)
    c[lo + i % len] *= i + 1;
  }
  printf("c = %d %d %d %d %d %d\n", c[0], c[1], c[2], c[3], c[4], c[5]);

  long v[12];
#pragma omp parallel num_threads(2)
#pragma omp single
  printf("depth 4: %ld\n", level_sum(v, 2, 7, 4));
  free(p);
  return 0;
}
