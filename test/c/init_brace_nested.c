// RUN: %cmp-gcc %s %t
// Nested brace initializers for arrays of structs containing arrays, with full and partially elided braces.
#include <stdio.h>

struct pt {
  int x, y;
};

struct poly {
  int n;
  struct pt pts[4];
  char name[8];
};

int main(void) {
  struct poly shapes[2] = {
      {3, {{0, 0}, {4, 0}, {0, 3}}, "tri"},
      {4, {{0, 0}, {2, 0}, {2, 2}, {0, 2}}, "square"},
  };
  for (int i = 0; i < 2; i++) {
    printf("%s n=%d:", shapes[i].name, shapes[i].n);
    for (int j = 0; j < 4; j++)
      printf(" (%d,%d)", shapes[i].pts[j].x, shapes[i].pts[j].y);
    printf("\n");
  }
  struct pt flat[3] = {1, 2, 3, 4, 5};
  printf("flat: %d %d %d %d %d %d\n", flat[0].x, flat[0].y, flat[1].x, flat[1].y, flat[2].x, flat[2].y);
  int m[3][3] = {{1}, {2, 3}, {4, 5, 6}};
  for (int i = 0; i < 3; i++)
    printf("%d %d %d\n", m[i][0], m[i][1], m[i][2]);
  struct {
    int a;
    struct {
      double d;
      char c;
    } in;
    int b[2];
  } mixed = {1, {2.5, 'z'}, {7, 8}};
  printf("mixed %d %.1f %c %d %d\n", mixed.a, mixed.in.d, mixed.in.c, mixed.b[0], mixed.b[1]);
  int scalar = {42};
  printf("scalar=%d\n", scalar);
  int x = 3;
  struct pt runtime[2] = {{x, x * 2}, {x + 1}};
  printf("runtime %d %d %d %d\n", runtime[0].x, runtime[0].y, runtime[1].x, runtime[1].y);
  return 0;
}
