// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-gcc %s %t -fopenmp -O2
// GNU complex integers in host OpenMP clauses, compared with gcc -fopenmp: reductions with
// + - * && || (identities 0, 1 and 1 + 0i), firstprivate and lastprivate copies, a shared
// one updated under critical; the team really forms (more than one thread took part).
#include <omp.h>
#include <stdio.h>

static void show(const char *what, long re, long im) { printf("%s %ld %ld\n", what, re, im); }

int main(void) {
  _Complex int sum = 0, diff = 10 + 10i, prod = 1, all = 1, any = 0;
  int threads = 0;
#pragma omp parallel for num_threads(4) reduction(+ : sum) reduction(- : diff) reduction(* : prod) reduction(&& : all) \
    reduction(|| : any) reduction(max : threads)
  for (int i = 0; i < 40; i++) {
    sum += i + 2i;
    diff -= 1i;
    if (i % 10 == 0) prod *= 1 + 1i;
    all = all && (i + 1i);
    any = any || (i == 39 ? 3i : 0);
    threads = omp_get_num_threads();
  }
  show("sum", __real__ sum, __imag__ sum);
  show("diff", __real__ diff, __imag__ diff);
  show("prod", __real__ prod, __imag__ prod);
  show("all", __real__ all, __imag__ all);
  show("any", __real__ any, __imag__ any);
  _Complex short base = 3 + 4i, last = 0;
  _Complex long shared = 0;
  int distinct = 0;
#pragma omp parallel for num_threads(4) firstprivate(base) lastprivate(last)
  for (int i = 0; i < 8; i++) {
    base += 1;
    last = base * i;
#pragma omp critical
    shared += 1i + i;
  }
#pragma omp parallel num_threads(4) reduction(+ : distinct)
  distinct = 1;
  show("last", __real__ last, __imag__ last);
  show("shared", __real__ shared, __imag__ shared);
  printf("team %d %d\n", threads == 4, distinct == 4);
  return 0;
}
