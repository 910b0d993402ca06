// RUN: %cmp-gcc %s %t
// qsort with comparators over ints (both orders), doubles, strings and structs with a tie-breaking key.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int_asc(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int cmp_int_desc(const void *a, const void *b) { return cmp_int_asc(b, a); }

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

struct rec {
  int key;
  int id;
};

static int cmp_rec(const void *a, const void *b) {
  const struct rec *x = a, *y = b;
  if (x->key != y->key)
    return x->key - y->key;
  return x->id - y->id;
}

int main(void) {
  int a[12] = {5, -3, 12, 0, 7, 7, -100, 2147483647, -2147483647 - 1, 1, 9, 4};
  qsort(a, 12, sizeof a[0], cmp_int_asc);
  for (int i = 0; i < 12; i++)
    printf("%d ", a[i]);
  printf("\n");
  qsort(a, 12, sizeof a[0], cmp_int_desc);
  for (int i = 0; i < 12; i++)
    printf("%d ", a[i]);
  printf("\n");
  double d[6] = {3.5, -1.25, 2.0, 1e-9, -1e9, 0.0};
  qsort(d, 6, sizeof d[0], cmp_double);
  for (int i = 0; i < 6; i++)
    printf("%g ", d[i]);
  printf("\n");
  const char *s[7] = {"pear", "apple", "fig", "banana", "Apple", "apple pie", "cherry"};
  qsort(s, 7, sizeof s[0], cmp_str);
  for (int i = 0; i < 7; i++)
    printf("%s|", s[i]);
  printf("\n");
  struct rec r[8];
  for (int i = 0; i < 8; i++) {
    r[i].key = (i * 5) % 3;
    r[i].id = 100 - i;
  }
  qsort(r, 8, sizeof r[0], cmp_rec);
  for (int i = 0; i < 8; i++)
    printf("(%d,%d)", r[i].key, r[i].id);
  printf("\n");
  qsort(a, 0, sizeof a[0], cmp_int_asc);
  qsort(a, 1, sizeof a[0], cmp_int_asc);
  printf("first=%d\n", a[0]);
  return 0;
}
