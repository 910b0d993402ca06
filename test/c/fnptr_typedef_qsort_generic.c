// RUN: %cmp-gcc %s %t
// Function pointer typedefs for a generic insertion sort taking a comparator over void pointers, used with several element types.
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static void gsort(void *base, size_t n, size_t size, cmp_fn cmp) {
  char *b = base;
  char tmp[64];
  for (size_t i = 1; i < n; i++) {
    memcpy(tmp, b + i * size, size);
    size_t j = i;
    while (j > 0 && cmp(b + (j - 1) * size, tmp) > 0) {
      memcpy(b + j * size, b + (j - 1) * size, size);
      j--;
    }
    memcpy(b + j * size, tmp, size);
  }
}

static int by_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int by_double_desc(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x < y) - (x > y);
}
struct person {
  char name[8];
  int age;
};
static int by_age_then_name(const void *a, const void *b) {
  const struct person *p = a, *q = b;
  if (p->age != q->age)
    return p->age - q->age;
  return strcmp(p->name, q->name);
}

int main(void) {
  int ints[7] = {5, -2, 9, 0, 5, 3, -8};
  gsort(ints, 7, sizeof ints[0], by_int);
  for (int i = 0; i < 7; i++)
    printf("%d ", ints[i]);
  printf("\n");
  double ds[5] = {0.5, 2.25, -1.0, 2.25, 10.0};
  gsort(ds, 5, sizeof ds[0], by_double_desc);
  for (int i = 0; i < 5; i++)
    printf("%.2f ", ds[i]);
  printf("\n");
  struct person ps[5] = {{"eve", 30}, {"bob", 25}, {"amy", 30}, {"dan", 20}, {"cat", 25}};
  cmp_fn c = by_age_then_name;
  gsort(ps, 5, sizeof ps[0], c);
  for (int i = 0; i < 5; i++)
    printf("%s:%d ", ps[i].name, ps[i].age);
  printf("\n");
  return 0;
}
