// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 5
// Covers: a declare reduction whose initializer reads omp_orig (`omp_priv = omp_orig`), on
// parallel, for and sections: each thread's copy starts from the variable's value before the
// construct. ompfe let a thread that had finished combine into the variable while another was
// still making its copy from it, so that copy started from the first thread's result (34 or
// 23 from run to run for 23 here). Now the team waits before combining when an initializer
// reads omp_orig. clang-19's build races the same way; gcc's does not (compared with gcc).
#include <omp.h>
#include <stdio.h>
#pragma omp declare reduction(add : int : omp_out += omp_in) initializer(omp_priv = omp_orig)

enum { REPS = 200 };

int main(void) {
  int wrong_parallel = 0, wrong_for = 0, wrong_sections = 0, team = 0;
  for (int rep = 0; rep < REPS; rep++) {
    int s = 1;
#pragma omp parallel num_threads(2) reduction(add : s)
    {
      s += 10;
      if (omp_get_num_threads() == 2) team = 1;
    }
    wrong_parallel += s != 1 + 2 * 11;
    int f = 2;
#pragma omp parallel num_threads(2)
#pragma omp for reduction(add : f) schedule(static, 1)
    for (int i = 0; i < 2; i++) f += 100;
    wrong_for += f != 2 + 2 * 102;
    int t = 3;
#pragma omp parallel sections num_threads(2) reduction(add : t)
    {
#pragma omp section
      t += 1;
#pragma omp section
      t += 2;
    }
    /* each thread's copy starts at 3, however the two sections are shared out */
    wrong_sections += t != 3 + 3 + 3 + 1 + 2;
  }
  printf("team=%d wrong: parallel %d, for %d, sections %d\n", team, wrong_parallel, wrong_for, wrong_sections);
  return 0;
}
