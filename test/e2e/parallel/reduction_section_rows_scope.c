// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// Not against clang-19: it refuses sections whose elements are arrays (m[2:2]) in a reduction,
// and cannot compile a scope construct with a reduction.
// Covers: a section of rows, m[2:2] of int m[4][5] (the rows whole: ten elements), with min
// on parallel for and + on scope; and the element a[3] and the section m[1:2][0:5] on scope,
// where each thread of the team adds into the same elements; the serial results beside.
#include <omp.h>
#include <stdio.h>

int main(void) {
  enum { N = 997 };
  int m[4][5], want[4][5], a[8] = {0}, team = 0;
  for (int i = 0; i < 20; i++) m[i / 5][i % 5] = want[i / 5][i % 5] = i;
#pragma omp parallel for num_threads(4) reduction(min : m[2:2])
  for (int i = 0; i < N; i++)
    if ((i * 37) % 1001 - 500 < m[2 + i % 2][i % 5]) m[2 + i % 2][i % 5] = (i * 37) % 1001 - 500;
  for (int i = 0; i < N; i++)
    if ((i * 37) % 1001 - 500 < want[2 + i % 2][i % 5]) want[2 + i % 2][i % 5] = (i * 37) % 1001 - 500;
#pragma omp parallel num_threads(4)
  {
#pragma omp scope reduction(+ : m[0:2], a[3])
    {
      m[1][4] += 1;
      m[0][0] += 2;
      a[3] += 3;
    }
#pragma omp single
    team = omp_get_num_threads();
  }
  want[1][4] += team;
  want[0][0] += 2 * team;
  int bad = a[3] != 3 * team;
  for (int i = 0; i < 20; i++) bad += m[i / 5][i % 5] != want[i / 5][i % 5];
  printf("m[0][0]=%d m[1][4]=%d m[2][0]=%d m[3][4]=%d a[3]=%d (team of %d) %s\n", m[0][0], m[1][4], m[2][0], m[3][4], a[3], team,
         bad ? "DIFFERS from the serial run" : "as the serial run");
  return 0;
}
