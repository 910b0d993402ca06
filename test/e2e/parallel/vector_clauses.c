// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: variables of GNU vector types (vector_size) in OpenMP's data-sharing and mapping
// clauses and in target regions. A vector is not a scalar in C's sense, so a target region
// maps it tofrom when no clause names it (clang-19's and gcc's behaviour): the region's
// assignment comes back; firstprivate makes a copy whose changes stay in the region. A team
// really forms: each of the four threads adds its own doubled copy. A declare reduction
// combines vectors; copyprivate hands one thread's vector to the others.
#include <stdio.h>
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
static v4si make(int k) { return (v4si){k, k + 1, k + 2, k + 3}; }
#pragma omp declare target to(make)
#pragma omp declare reduction(vadd : v4si : omp_out += omp_in) initializer(omp_priv = (v4si){0, 0, 0, 0})
int main(void) {
  v4si acc = {0, 0, 0, 0}, step = {1, 2, 3, 4};
  v4sf fs = {0.5f, 1.5f, 2.5f, 3.5f};
  int team = 0, threads = 0;
#pragma omp parallel num_threads(4) shared(acc) firstprivate(step)
  {
    step *= 2;
#pragma omp critical
    { acc += step; threads++; }
  }
  v4si last = {0};
#pragma omp parallel for lastprivate(last) private(fs)
  for (int i = 0; i < 8; i++) { fs = (v4sf){1, 1, 1, 1}; last = (v4si){i, i * 2, i * 3, i * 4}; }
  v4si dev = {1, 2, 3, 4};
  v4sf scale = {2, 2, 2, 2};
#pragma omp target
  { dev = dev * 10 + (v4si)(scale > 1); }
  v4si arr[4] = {{1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}, {4, 4, 4, 4}};
#pragma omp target teams distribute parallel for map(tofrom: arr)
  for (int i = 0; i < 4; i++) arr[i] = arr[i] * arr[i] - i;
  v4si fp = {5, 6, 7, 8};
#pragma omp target firstprivate(fp) map(from: team)
  { fp += 1; team = fp[0] + fp[3]; }
  printf("threads %d acc %d %d %d %d\n", threads, acc[0], acc[1], acc[2], acc[3]);
  printf("last %d %d %d %d\n", last[0], last[1], last[2], last[3]);
  printf("dev %d %d %d %d\n", dev[0], dev[1], dev[2], dev[3]);
  printf("arr %d %d %d %d | fp %d team %d\n", arr[0][0], arr[1][1], arr[2][2], arr[3][3], fp[0], team);
  /* a declared reduction over vectors; copyprivate and task dependences on one */
  v4si s = {0, 0, 0, 0};
#pragma omp parallel for reduction(vadd : s) num_threads(4)
  for (int i = 0; i < 100; i++) s += (v4si){i, 1, 2 * i, -1};
  printf("udr %d %d %d %d\n", s[0], s[1], s[2], s[3]);
  v4si cp = {1, 2, 3, 4};
  int deps = 0;
#pragma omp parallel num_threads(3) firstprivate(cp)
  {
#pragma omp single copyprivate(cp)
    cp *= 5;
    if (cp[3] != 20) deps = -1000;
  }
#pragma omp parallel
#pragma omp single
  {
#pragma omp task depend(out : cp) shared(cp)
    cp += 1;
#pragma omp task depend(in : cp) shared(cp, deps)
    deps += cp[3];
  }
  printf("copyprivate and depend %d %d %d\n", cp[0], cp[3], deps);
  /* elements of vector values (a product, a call's result) inside regions */
  v4si a = {1, 2, 3, 4};
  int sum = 0, dsum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < 8; i++) sum += (a * i)[i % 4] + make(i)[2];
#pragma omp target map(tofrom : dsum)
  for (int i = 0; i < 8; i++) dsum += (a + i)[i % 4] - make(i)[1];
  printf("elements of values %d %d\n", sum, dsum);
  return 0;
}
