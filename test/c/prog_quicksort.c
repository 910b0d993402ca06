// RUN: %cmp-gcc %s %t
// Recursive quicksort (Lomuto and Hoare partitions) and merge sort on pseudo-random data, checked against each other.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned lcg_state = 12345;
static int lcg(void) {
  lcg_state = lcg_state * 1103515245u + 12345u;
  return (int)((lcg_state >> 16) % 1000) - 500;
}

static void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

static long comparisons;

static void quick_lomuto(int *a, int lo, int hi) {
  if (lo >= hi)
    return;
  int pivot = a[hi], i = lo;
  for (int j = lo; j < hi; j++) {
    comparisons++;
    if (a[j] < pivot)
      swap(&a[i++], &a[j]);
  }
  swap(&a[i], &a[hi]);
  quick_lomuto(a, lo, i - 1);
  quick_lomuto(a, i + 1, hi);
}

static void quick_hoare(int *a, int lo, int hi) {
  while (lo < hi) {
    int pivot = a[lo + (hi - lo) / 2];
    int i = lo - 1, j = hi + 1;
    for (;;) {
      do
        i++;
      while (a[i] < pivot);
      do
        j--;
      while (a[j] > pivot);
      if (i >= j)
        break;
      swap(&a[i], &a[j]);
    }
    if (j - lo < hi - j) {
      quick_hoare(a, lo, j);
      lo = j + 1;
    } else {
      quick_hoare(a, j + 1, hi);
      hi = j;
    }
  }
}

static void merge_sort(int *a, int *tmp, int n) {
  if (n < 2)
    return;
  int m = n / 2;
  merge_sort(a, tmp, m);
  merge_sort(a + m, tmp, n - m);
  int i = 0, j = m, k = 0;
  while (i < m && j < n)
    tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < m)
    tmp[k++] = a[i++];
  while (j < n)
    tmp[k++] = a[j++];
  memcpy(a, tmp, (size_t)n * sizeof *a);
}

static int is_sorted(const int *a, int n) {
  for (int i = 1; i < n; i++)
    if (a[i - 1] > a[i])
      return 0;
  return 1;
}

int main(void) {
  enum { N = 2000 };
  int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c), *tmp = malloc(N * sizeof *tmp);
  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = lcg();
  quick_lomuto(a, 0, N - 1);
  quick_hoare(b, 0, N - 1);
  merge_sort(c, tmp, N);
  printf("sorted: %d %d %d\n", is_sorted(a, N), is_sorted(b, N), is_sorted(c, N));
  printf("equal: %d %d\n", memcmp(a, b, N * sizeof *a) == 0, memcmp(b, c, N * sizeof *b) == 0);
  printf("min=%d max=%d median=%d comparisons=%ld\n", a[0], a[N - 1], a[N / 2], comparisons);
  long sum = 0;
  for (int i = 0; i < N; i += 100)
    sum += (long)a[i] * (i + 1);
  printf("checksum=%ld\n", sum);
  int small[7] = {3, 3, 3, 1, 1, 2, 2};
  quick_hoare(small, 0, 6);
  for (int i = 0; i < 7; i++)
    printf("%d", small[i]);
  printf("\n");
  int one[1] = {5};
  quick_lomuto(one, 0, 0);
  printf("one=%d\n", one[0]);
  free(a);
  free(b);
  free(c);
  free(tmp);
  return 0;
}
