// RUN: %cmp-clang %s %t
// Covers: map(to/from/tofrom/alloc:) of whole one-dimensional local and global arrays.
int printf(const char *, ...);

int gin[5] = {1, 2, 3, 4, 5};
double gout[5];
long gacc[3] = {100, 200, 300};

int main(void) {
  int lin[4] = {10, 20, 30, 40};
  int lout[4];
  char word[6] = "hello";
  double scratch[8];
  int k;
#pragma omp target map(to: gin, lin) map(from: gout, lout) map(tofrom: gacc, word) map(alloc: scratch)
  {
    int i;
    for (i = 0; i < 8; i++)
      scratch[i] = i * 0.5;
    for (i = 0; i < 5; i++)
      gout[i] = gin[i] + scratch[i];
    for (i = 0; i < 4; i++)
      lout[i] = lin[i] * lin[i];
    for (i = 0; i < 3; i++)
      gacc[i] += i;
    word[0] = 'j';
    gin[0] = 99; // map(to:): not copied back
    lin[0] = 99;
  }
  for (k = 0; k < 5; k++)
    printf("gout[%d]=%.1f\n", k, gout[k]);
  for (k = 0; k < 4; k++)
    printf("lout[%d]=%d\n", k, lout[k]);
  printf("gacc=%ld %ld %ld word=%s gin[0]=%d lin[0]=%d\n", gacc[0], gacc[1], gacc[2], word,
         gin[0], lin[0]);
  return 0;
}
