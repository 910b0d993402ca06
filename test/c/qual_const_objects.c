// RUN: %cmp-gcc %s %t
// const objects: const scalars, arrays and structs used in expressions, const globals in tables, and const in casts.
#include <stdio.h>

static const int limits[4] = {10, 100, 1000, 10000};
static const struct {
  const char *name;
  double factor;
} units[3] = {{"mm", 0.001}, {"cm", 0.01}, {"km", 1000}};
const double pi_ish = 3.14159;

static int bucket(int v) {
  for (int i = 0; i < 4; i++)
    if (v < limits[i])
      return i;
  return 4;
}

int main(void) {
  const int n = 5;
  int arr[n];
  for (int i = 0; i < n; i++)
    arr[i] = i * i * i * 10;
  for (int i = 0; i < n; i++)
    printf("%d->%d ", arr[i], bucket(arr[i]));
  printf("\n");
  for (int i = 0; i < 3; i++)
    printf("5 %s = %.3f m\n", units[i].name, 5 * units[i].factor);
  const double r = 2;
  printf("area=%.4f\n", pi_ish * r * r);
  const char msg[] = "const array";
  printf("%s %zu\n", msg, sizeof msg);
  const struct {
    int a, b;
  } cs = {3, 4};
  printf("cs=%d\n", cs.a * cs.b);
  int mutable = (const int)7 + n;
  mutable++;
  printf("mutable=%d\n", mutable);
  return 0;
}
