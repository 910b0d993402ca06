// RUN: %cmp-clang %s %t
// Covers: arrays captured implicitly (no map clause) are mapped tofrom, local and global.
int printf(const char *, ...);

int garr[4] = {1, 2, 3, 4};
double gd[3];

int main(void) {
  int larr[5] = {5, 4, 3, 2, 1};
  char lc[4] = {'a', 'b', 'c', 0};
  int scale = 3;
#pragma omp target
  {
    int i;
    for (i = 0; i < 5; i++)
      larr[i] *= scale;
    for (i = 0; i < 4; i++)
      garr[i] += larr[i];
    gd[0] = 0.5;
    gd[1] = gd[0] * 3;
    gd[2] = garr[3] / 2.0;
    lc[1] = 'B';
  }
  printf("larr=%d %d %d %d %d\n", larr[0], larr[1], larr[2], larr[3], larr[4]);
  printf("garr=%d %d %d %d\n", garr[0], garr[1], garr[2], garr[3]);
  printf("gd=%.2f %.2f %.2f lc=%s\n", gd[0], gd[1], gd[2], lc);

  // mixed: one array mapped explicitly, another implicitly
  int src[3] = {7, 8, 9};
  long dst[3];
#pragma omp target map(to: src)
  {
    int i;
    for (i = 0; i < 3; i++)
      dst[i] = src[i] * 1000000000L;
  }
  printf("dst=%ld %ld %ld\n", dst[0], dst[1], dst[2]);
  return 0;
}
