// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// Not against gcc: it refuses non-contiguous sections in reductions, and its build of a simd
// reduction over array sections loses iterations.
// Covers: reductions over array sections whose elements are not one run, as clang-19 takes
// them: m[1:2][1:3] (nonzero offsets in both dimensions), s[0:2][1:2][1:2], and pm[1:2][2:2]
// through a pointer to arrays (a private buffer from the first element to the last); with +,
// max and a declare reduction; and a simd reduction over s[2][0:3][0:4]. Only the section's
// own elements are set and combined: the elements between its rows (which the body never
// touches) must keep their values, whatever the operator's identity. Four threads add into the
// same elements; the serial results are printed beside.
#include <stdio.h>

#pragma omp declare reduction(twice : int : omp_out = omp_out + 2 * omp_in) initializer(omp_priv = 0)

static int same(const char *what, const int *got, const int *want, int n) {
  int bad = 0;
  for (int i = 0; i < n; i++) bad += got[i] != want[i];
  printf("%s: %d %d %d %s\n", what, got[0], got[n / 2], got[n - 1], bad ? "DIFFERS from the serial run" : "as the serial run");
  return bad != 0;
}

int main(void) {
  enum { N = 1001 };
  int fails = 0;
  int m[4][5], want_m[4][5];
  for (int i = 0; i < 20; i++) m[i / 5][i % 5] = want_m[i / 5][i % 5] = 1000 + i;
#pragma omp parallel for num_threads(4) reduction(+ : m[1:2][1:3])
  for (int i = 0; i < N; i++) m[1 + i % 2][1 + i % 3] += i;
  for (int i = 0; i < N; i++) want_m[1 + i % 2][1 + i % 3] += i;
  fails += same("m[1:2][1:3] +", &m[0][0], &want_m[0][0], 20);
  for (int r = 0; r < 4; r++) printf("  %d %d %d %d %d\n", m[r][0], m[r][1], m[r][2], m[r][3], m[r][4]);

#pragma omp parallel for num_threads(4) reduction(max : m[1:2][1:3])
  for (int i = 0; i < N; i++)
    if (i * 7 % 2003 > m[1 + i % 2][1 + i % 3]) m[1 + i % 2][1 + i % 3] = i * 7 % 2003;
  for (int i = 0; i < N; i++)
    if (i * 7 % 2003 > want_m[1 + i % 2][1 + i % 3]) want_m[1 + i % 2][1 + i % 3] = i * 7 % 2003;
  fails += same("m[1:2][1:3] max", &m[0][0], &want_m[0][0], 20);

  int s[3][3][4], want_s[3][3][4];
  for (int i = 0; i < 36; i++) s[i / 12][i / 4 % 3][i % 4] = want_s[i / 12][i / 4 % 3][i % 4] = i;
#pragma omp parallel for num_threads(4) reduction(twice : s[0:2][1:2][1:2])
  for (int i = 0; i < N; i++) s[i % 2][1 + i % 2][1 + i / 2 % 2] += 1;
  for (int i = 0; i < N; i++) want_s[i % 2][1 + i % 2][1 + i / 2 % 2] += 2;
  fails += same("s[0:2][1:2][1:2] twice", &s[0][0][0], &want_s[0][0][0], 36);
#pragma omp simd reduction(+ : s[2][0:3][0:4])
  for (int i = 0; i < N; i++) s[2][i % 3][i % 4] += 1;
  for (int i = 0; i < N; i++) want_s[2][i % 3][i % 4] += 1;
  fails += same("simd s[2][0:3][0:4]", &s[0][0][0], &want_s[0][0][0], 36);

  int (*pm)[5] = m;
#pragma omp parallel for num_threads(4) reduction(+ : pm[1:2][2:2])
  for (int i = 0; i < N; i++) pm[1 + i % 2][2 + i % 2] += 3;
  for (int i = 0; i < N; i++) want_m[1 + i % 2][2 + i % 2] += 3;
  fails += same("pm[1:2][2:2] +", &m[0][0], &want_m[0][0], 20);
  printf("%s\n", fails ? "FAILED" : "all as the serial runs");
  return 0;
}
