// RUN: %cmp-clang %s %t
// Implicit maps: arrays, structs and 2-D arrays referenced without a clause are tofrom; pointer members copied as is.
#include <stdint.h>
#include <omp.h>
#include <stdio.h>

struct acc { int n; long sum; int hist[4]; };
struct holder { int *p; int k; };

int main(void) {
  int arr[6] = {5, 4, 3, 2, 1, 0};
  double grid[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  struct acc a = {0, 0, {0, 0, 0, 0}};
  struct { char name[8]; int id; } tag = {"dev", 1};
  int target_of_p = 5;
  struct holder hd = {&target_of_p, 0};
  uintptr_t hostp = (uintptr_t)hd.p;
  int where[1] = {-1};

  #pragma omp target
  {
    for (int i = 0; i < 6; i++) {
      a.n++;
      a.sum += arr[i];
      a.hist[arr[i] % 4]++;
      arr[i] = arr[i] * arr[i];
    }
    for (int r = 0; r < 3; r++)
      grid[r][r] = 0.0;
    tag.name[3] = '!';
    tag.name[4] = '\0';
    tag.id += 41;
    where[0] = omp_is_initial_device();
    hd.k = ((uintptr_t)hd.p == hostp);   /* a pointer member is copied bit for bit, not attached */
  }

  printf("arr:");
  for (int i = 0; i < 6; i++)
    printf(" %d", arr[i]);
  printf("\nacc n=%d sum=%ld hist=%d %d %d %d\n", a.n, a.sum, a.hist[0], a.hist[1], a.hist[2], a.hist[3]);
  printf("grid diag/offdiag: %.0f %.0f %.0f / %.0f %.0f\n", grid[0][0], grid[1][1], grid[2][2], grid[0][2], grid[2][0]);
  printf("tag=%s id=%d\n", tag.name, tag.id);
  printf("struct pointer member unchanged on device=%d initial device=%d\n", hd.k, where[0]);
  return 0;
}
