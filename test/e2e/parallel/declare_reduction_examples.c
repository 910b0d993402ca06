// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// Covers: the C examples of user-defined reductions in the OpenMP 5.2 examples document
// (udr.1: min and max of points with brace initializers; udr.3: a maximum and its index with
// an initializer that copies omp_orig), written as programs that print their results.
#include <limits.h>
#include <stdio.h>

struct point { int x; int y; };

static void minproc(struct point *out, struct point *in) {
  if (in->x < out->x) out->x = in->x;
  if (in->y < out->y) out->y = in->y;
}
static void maxproc(struct point *out, struct point *in) {
  if (in->x > out->x) out->x = in->x;
  if (in->y > out->y) out->y = in->y;
}
#pragma omp declare reduction(min : struct point : minproc(&omp_out, &omp_in)) initializer(omp_priv = {INT_MAX, INT_MAX})
#pragma omp declare reduction(max : struct point : maxproc(&omp_out, &omp_in)) initializer(omp_priv = {0, 0})

static void find_enclosing_rectangle(int n, struct point points[]) {
  struct point minp = {INT_MAX, INT_MAX}, maxp = {0, 0};
  int i;
#pragma omp parallel for num_threads(4) reduction(min : minp) reduction(max : maxp)
  for (i = 0; i < n; i++) {
    minproc(&minp, &points[i]);
    maxproc(&maxp, &points[i]);
  }
  printf("min = (%d, %d)\n", minp.x, minp.y);
  printf("max = (%d, %d)\n", maxp.x, maxp.y);
}

#define N 100
struct mx_s { float value; int index; };
static void mx_combine(struct mx_s *out, struct mx_s *in) {
  if (out->value < in->value) {
    out->value = in->value;
    out->index = in->index;
  }
}
static void mx_init(struct mx_s *priv, struct mx_s *orig) {
  priv->value = orig->value;
  priv->index = orig->index;
}
#pragma omp declare reduction(mx_reduction : struct mx_s : mx_combine(&omp_out, &omp_in)) initializer(mx_init(&omp_priv, &omp_orig))

int main(void) {
  struct point pts[50];
  for (int i = 0; i < 50; i++) {
    pts[i].x = (i * 37) % 101 + 5;
    pts[i].y = (i * 53) % 89 + 2;
  }
  find_enclosing_rectangle(50, pts);

  struct mx_s mx;
  float val[N], d;
  for (int i = 0; i < N; i++) { /* distinct values: one index has the maximum */
    d = (float)((i * 37) % 101) - 50.0f;
    val[i] = d < 0 ? 100.0f + d : d;
  }
  mx.value = val[0];
  mx.index = 0;
#pragma omp parallel for num_threads(4) reduction(mx_reduction : mx)
  for (int i = 1; i < N; i++) {
    if (mx.value < val[i]) {
      mx.value = val[i];
      mx.index = i;
    }
  }
  printf("max value = %g index = %d\n", mx.value, mx.index);
  return 0;
}
