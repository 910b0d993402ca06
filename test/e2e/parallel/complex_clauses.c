// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -latomic -Xoffload-linker -latomic
// (clang-19 reduces a complex variable with atomic compare-exchange loops on 16 bytes: libatomic)
// Covers: variables of complex type in OpenMP's data-sharing, reduction and mapping clauses and
// in target regions (they were refused). A complex variable is a scalar (C's arithmetic types
// include the complex ones): a target region makes it firstprivate, by value when it fits in 8
// bytes (a complex float, as clang-19) and as a private copy otherwise, so the region's
// assignment does not come back; map() and defaultmap(tofrom: scalar) bring it back.
// Reductions with +, -, *, && and || (identities (0, 0) and (1, 0)), of variables, of arrays
// and of a section; private, firstprivate, lastprivate, copyin, copyprivate, task firstprivate,
// task and taskloop reductions, an inscan reduction. All values are exact in binary, so the
// order the threads combine in cannot change the printed digits. GNU complex integers, too.
#include <complex.h>
#include <omp.h>
#include <stdio.h>

static double complex tp = 1.0 + 1.0 * I;
#pragma omp threadprivate(tp)

static void show(const char *what, double complex z) { printf("%s %g %g\n", what, creal(z) + 0.0, cimag(z) + 0.0) /* no sign of zero: the order of combining may set it */; }

int main(void) {
  double complex z = 1.0 + 2.0 * I, s = 0, p = 1, d = 10;
  float complex fz = 3.0f - 1.0f * I;
  long double complex lz = 0;
  double complex arr[8], sec[6] = {0};
  for (int i = 0; i < 8; i++) arr[i] = i + (8 - i) * I;
  int team = 0, nonzero = 1, anyz = 0;

  #pragma omp parallel for reduction(+ : s, lz) reduction(* : p) reduction(- : d) reduction(max : team) \
      reduction(&& : nonzero) reduction(|| : anyz) num_threads(4)
  for (int i = 0; i < 8; i++) {
    s += arr[i] * z;
    lz += (long double complex)arr[i];
    p *= (1.0 + 0.125 * I);
    d -= I;
    nonzero = nonzero && arr[i];
    anyz = anyz || (i == 3 ? 0.0 * I : 0);
    team = omp_get_num_threads();
  }
  printf("team formed %d nonzero %d anyz %d\n", team > 1, nonzero, anyz);
  show("s", s);
  show("lz", (double complex)lz);
  printf("p %.12g %.12g\n", creal(p), cimag(p));
  show("d", d);

  #pragma omp parallel for reduction(+ : sec[1:4]) num_threads(3)
  for (int i = 0; i < 8; i++) sec[1 + i % 4] += arr[i];
  for (int i = 0; i < 6; i++) show("sec", sec[i]);

  double complex last = 0, fp = 5 + 5 * I, pr = 9;
  #pragma omp parallel for lastprivate(last) firstprivate(fp) num_threads(3)
  for (int i = 0; i < 8; i++) { last = arr[i] + fp; fp += 1; }
  show("last", last);
  show("fp", fp);
  #pragma omp parallel private(pr) num_threads(2)
  { pr = omp_get_thread_num(); }
  show("pr", pr);

  /* target: firstprivate by default (a private copy; a complex float by value) */
  double complex tz = 2 + 3 * I;
  #pragma omp target map(tofrom : arr)
  {
    for (int i = 0; i < 8; i++) arr[i] = arr[i] * tz + fz;
    tz = 100;
    fz = 100;
  }
  show("tz", tz);
  show("fz", fz);
  show("arr7", arr[7]);
  #pragma omp target map(tofrom : tz)
  tz *= I;
  show("tz mapped", tz);
  #pragma omp target defaultmap(tofrom : scalar)
  { tz += 1; fz -= 1; }
  show("tz defaultmap", tz);
  show("fz defaultmap", fz);
  double complex tr = 0, tm = 1;
  #pragma omp target teams distribute parallel for reduction(+ : tr) reduction(* : tm) map(to : arr)
  for (int i = 0; i < 8; i++) { tr += arr[i]; tm *= (i % 2 ? I : 1); }
  show("tr", tr);
  show("tm", tm);

  #pragma omp parallel copyin(tp) num_threads(2)
  { tp += omp_get_thread_num(); }
  show("tp", tp);
  int agree = 0;
  #pragma omp parallel num_threads(2) reduction(+ : agree)
  {
    double complex cp = 0;
    #pragma omp single copyprivate(cp)
    cp = 7 - 7 * I;
    agree += cp == 7 - 7 * I;
  }
  printf("copyprivate agree %d\n", agree);

  double complex tk = 1 + I, tl = 0, tred = 0;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task firstprivate(tk) shared(s)
    s = tk * 2;
    tk = 0; /* after the task was made: its copy keeps 1 + i */
    #pragma omp taskwait
    #pragma omp taskloop reduction(+ : tl)
    for (int i = 0; i < 8; i++) tl += arr[i];
    #pragma omp taskgroup task_reduction(+ : tred)
    for (int i = 0; i < 4; i++) {
      #pragma omp task in_reduction(+ : tred)
      tred += i * I;
    }
  }
  show("task", s);
  show("taskloop", tl);
  show("task_reduction", tred);

  double complex sc = 0, out[8];
  #pragma omp parallel for reduction(inscan, + : sc) num_threads(2)
  for (int i = 0; i < 8; i++) {
    sc += arr[i];
    #pragma omp scan inclusive(sc)
    out[i] = sc;
  }
  for (int i = 0; i < 8; i++) show("scan", out[i]);
  /* GNU complex integers: firstprivate into a target region by value when 8 bytes (_Complex
   * int), as a private copy otherwise (a _Complex short would leave part of the i64 unset) */
  _Complex short cs = 3 + 4i;
  _Complex int ci = 5 - 6i, cout = 0;
  _Complex long cl = 7 + 8i, clout = 0;
  #pragma omp target map(from : cout, clout) firstprivate(cs, ci, cl)
  {
    cout = cs + ci;
    clout = cl * 2 + cs;
    ci = 0;
  }
  _Complex int cred = 0;
  #pragma omp target teams distribute parallel for reduction(+ : cred) map(tofrom : cred)
  for (int i = 0; i < 16; i++) cred += i - 1i;
  printf("complex int %d %d %ld %ld %d %d %d %d\n", __real__ cout, __imag__ cout, __real__ clout, __imag__ clout,
         __real__ ci, __imag__ ci, __real__ cred, __imag__ cred);
  return 0;
}
