// RUN: %cmp-gcc %s %t
// Struct declaration, member read/write of mixed types, struct tags vs variables, and sizeof with padding.
#include <stdio.h>

struct person {
  char initial;
  int age;
  double height;
  const char *name;
  short code;
};

struct person global_p;

int main(void) {
  struct person p;
  p.initial = 'J';
  p.age = 30;
  p.height = 1.82;
  p.name = "Jane";
  p.code = -7;
  printf("%c %d %.2f %s %d\n", p.initial, p.age, p.height, p.name, p.code);
  p.age += 5;
  p.height *= 2;
  p.code--;
  printf("%d %.2f %d\n", p.age, p.height, p.code);
  printf("sizeof=%zu\n", sizeof(struct person));
  printf("global zero: %d %d %f %d %d\n", global_p.initial, global_p.age, global_p.height, global_p.name == 0,
         global_p.code);
  global_p.age = p.age * 2;
  printf("global age=%d\n", global_p.age);
  struct person {
    int different;
  } inner;
  inner.different = 5;
  printf("inner shadowing tag=%d size=%zu\n", inner.different, sizeof inner);
  struct {
    int x, y;
  } anon_var = {3, 4};
  printf("anon var=%d,%d\n", anon_var.x, anon_var.y);
  return 0;
}
