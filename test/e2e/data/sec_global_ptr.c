// RUN: %cmp-clang %s %t
// Sections through global pointers: gp[0:n], gq[lo:len], a global pointer into a global array.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int *gp;
double *gq;
int garr[6] = {6, 5, 4, 3, 2, 1};
int *gpa = garr;
int gn = 6;

int main(void) {
  gp = malloc(5 * sizeof *gp);
  gq = malloc(8 * sizeof *gq);
  if (!gp || !gq)
    return 1;
  for (int i = 0; i < 5; i++)
    gp[i] = 3 * i;
  for (int i = 0; i < 8; i++)
    gq[i] = i * 0.5;

  #pragma omp target map(tofrom: gp[0:5]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 5; i++)
      gp[i] += 1;
  }
  printf("gp:");
  for (int i = 0; i < 5; i++)
    printf(" %d", gp[i]);
  printf("\n");

  #pragma omp target map(tofrom: gq[2:4]) map(to: gp[1:1])
  {
    for (int i = 2; i < 6; i++)
      gq[i] = gq[i] * 4.0 + gp[1];
  }
  printf("gq:");
  for (int i = 0; i < 8; i++)
    printf(" %.1f", gq[i]);
  printf("\n");

  #pragma omp target map(tofrom: gpa[0:gn])
  {
    for (int i = 0; i < gn; i++)
      gpa[i] = gpa[i] * 100;
  }
  printf("garr through gpa:");
  for (int i = 0; i < 6; i++)
    printf(" %d", garr[i]);
  printf("\n");
  free(gp);
  free(gq);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
