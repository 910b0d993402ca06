// RUN: %cmp-clang %s %t
// Program: row table + heap payloads put on the device with enter data, device pointers attached by hand.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define ROWS 5

struct row {
  int len;
  int *data;         /* host pointer on the host, device pointer on the device */
  long sum;
};

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  struct row rows[ROWS];
  for (int r = 0; r < ROWS; r++) {
    rows[r].len = 3 + r;
    rows[r].data = malloc(rows[r].len * sizeof(int));
    rows[r].sum = 0;
    for (int i = 0; i < rows[r].len; i++)
      rows[r].data[i] = (r + 1) * 10 + i;
  }

  #pragma omp target enter data map(to: rows)
  for (int r = 0; r < ROWS; r++) {
    int *hp = rows[r].data;
    int len = rows[r].len;
    #pragma omp target enter data map(to: hp[0:len])
    int *dp = omp_get_mapped_ptr(hp, dev);
    /* patch the device copy of rows[r].data */
    struct row *drows = omp_get_mapped_ptr(rows, dev);
    omp_target_memcpy(&drows[r].data, &dp, sizeof dp, 0, 0, dev, host);
  }
  printf("rows present=%d payload 2 present=%d\n", omp_target_is_present(rows, dev) != 0,
         omp_target_is_present(rows[2].data, dev) != 0);

  #pragma omp target
  {
    for (int r = 0; r < ROWS; r++) {
      long s = 0;
      for (int i = 0; i < rows[r].len; i++) {
        rows[r].data[i] *= 2;
        s += rows[r].data[i];
      }
      rows[r].sum = s;
    }
  }

  /* the row table comes back with device pointers in it: save the host pointers first */
  int *hptr[ROWS];
  for (int r = 0; r < ROWS; r++)
    hptr[r] = rows[r].data;
  #pragma omp target exit data map(from: rows)
  for (int r = 0; r < ROWS; r++) {
    int len = rows[r].len;
    int *hp = hptr[r];
    printf("row %d: device pointer came back=%d", r, rows[r].data != hp);
    rows[r].data = hp;
    #pragma omp target exit data map(from: hp[0:len])
    printf(" sum=%ld data:", rows[r].sum);
    for (int i = 0; i < len; i++)
      printf(" %d", rows[r].data[i]);
    printf("\n");
    free(rows[r].data);
  }
  printf("payload 0 present=%d\n", omp_target_is_present(hptr[0], dev) != 0);
  return 0;
}
