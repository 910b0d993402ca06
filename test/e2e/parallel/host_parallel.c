// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// Covers: parallel with num_threads (a real team: thread numbers and team size), if (false:
// a team of one), private (the enclosing variable keeps its value), firstprivate, shared,
// default(none), reduction with every operator on int and double, proc_bind, a worksharing
// loop orphaned in a called function, and nested parallel regions.
#include <omp.h>
#include <stdio.h>

static int orphan_total;

/* Called by every thread of a team: the loop's iterations are shared among them. */
static void orphan_sum(int n) {
#pragma omp for reduction(+ : orphan_total)
  for (int i = 1; i <= n; i++) orphan_total += i;
}

int main(void) {
  int seen[4] = {0, 0, 0, 0}, size[4] = {0, 0, 0, 0};
  int p = 7, fp = 5;
#pragma omp parallel num_threads(4) private(p) firstprivate(fp) shared(seen, size)
  {
    int t = omp_get_thread_num();
    p = t;
    fp += t;
    seen[t] = fp;
    size[t] = omp_get_num_threads();
  }
  printf("private p=%d firstprivate fp=%d\n", p, fp);
  for (int t = 0; t < 4; t++) printf("thread %d: fp %d, team of %d\n", t, seen[t], size[t]);

  int one = 0;
#pragma omp parallel if (0) num_threads(4)
  one = omp_get_num_threads();
  printf("if(0): team of %d\n", one);

  int isum = 0, iprod = 1, idiff = 0, iand = ~0, ior = 0, ixor = 0, iland = 1, ilor = 0, imin = 1000, imax = -1000;
  double dsum = 0.5, dprod = 1, dmin = 1e9, dmax = -1e9;
#pragma omp parallel num_threads(3) default(none) reduction(+ : isum, dsum) reduction(* : iprod, dprod) \
    reduction(- : idiff) reduction(& : iand) reduction(| : ior) reduction(^ : ixor) reduction(&& : iland) \
    reduction(|| : ilor) reduction(min : imin, dmin) reduction(max : imax, dmax)
  {
    int t = omp_get_thread_num() + 1;
    isum += t; dsum += t * 0.25; iprod *= t + 1; dprod *= t * 0.5; idiff -= t;
    iand &= ~(1 << t); ior |= 1 << t; ixor ^= 3 << t; iland = iland && t < 3; ilor = ilor || t == 2;
    imin = imin < t * 7 ? imin : t * 7; imax = imax > t * 7 ? imax : t * 7;
    dmin = dmin < t * 1.5 ? dmin : t * 1.5; dmax = dmax > t * 1.5 ? dmax : t * 1.5;
  }
  printf("int: + %d * %d - %d & %d | %d ^ %d && %d || %d min %d max %d\n", isum, iprod, idiff, iand, ior, ixor, iland,
         ilor, imin, imax);
  printf("double: + %.2f * %.3f min %.1f max %.1f\n", dsum, dprod, dmin, dmax);

  int total = 0, team = 0;
#pragma omp parallel num_threads(2) proc_bind(close)
  {
    orphan_sum(100);
#pragma omp master
    {
      total = orphan_total;
      team = omp_get_num_threads();
    }
  }
  printf("orphaned for: %d, team of %d\n", total, team);

  int inner[2] = {0, 0};
  /* one active level by default: the inner teams have one thread, at level 2 */
#pragma omp parallel num_threads(2)
  {
    int outer = omp_get_thread_num();
#pragma omp parallel num_threads(2)
    {
#pragma omp atomic
      inner[outer] += omp_get_num_threads() * 10 + omp_get_level();
    }
  }
  printf("nested: %d %d\n", inner[0], inner[1]);
  return 0;
}
