// RUN: %cmp-clang %s %t
// Covers: 'declare target link' globals mapped explicitly (to, from, tofrom), used from a declare
// target function, kept across regions by enter/exit data; link with device_type(any).
#include <stdio.h>

int glink = 1;
int table[8];
#pragma omp declare target link(glink, table) device_type(any)

#pragma omp begin declare target
int read_link(void) { return glink * 100 + table[3]; } // needs glink and table mapped
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < 8; i++)
    table[i] = i;
  int r = 0;
#pragma omp target map(tofrom: glink) map(to: table) map(from: r)
  {
    glink += 1;
    table[3] = 50; // map(to:): not copied back
    r = read_link();
  }
  printf("tofrom/to: glink=%d table[3]=%d r=%d\n", glink, table[3], r);

#pragma omp target map(from: table) map(to: glink)
  {
    for (int i = 0; i < 8; i++)
      table[i] = glink * i;
    glink = -1; // map(to:): not copied back
  }
  printf("from: table=%d %d %d glink=%d\n", table[1], table[3], table[7], glink);

#pragma omp target enter data map(to: glink, table)
  glink = 999; // host copy only; the device copy stays mapped
#pragma omp target map(from: r)
  { r = read_link(); glink = 7; }
#pragma omp target map(tofrom: r)
  { r = r + read_link(); } // glink is not named here: the mapping from enter data is used
#pragma omp target exit data map(from: glink) map(release: table)
  printf("enter/exit data: r=%d glink=%d\n", r, glink);
  return 0;
}
