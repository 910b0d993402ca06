#include <stdio.h>
struct node { int value; struct node *next; double weight[3]; };
union pun { float f; unsigned u; };
typedef struct { char name[8]; const int id; } tagged;
static int visit(struct node *n, int depth) {
  int total = 0;
  for (struct node *p = n; p; p = p->next) total += p->value * depth;
  return total;
}
int main(int argc, char **argv) {
  struct node second = {2, 0, {0.5, 1.5, 2.5}};
  struct node first = {1, &second, {1, 2, 3}};
  union pun bits = {.f = 1.0f};
  tagged t = {"ompfe", 7};
  const volatile long cv = 42;
  int sum = visit(&first, 3);
  #pragma omp target map(tofrom: sum)
  {
    int inside = sum + 1;
    sum = inside;
  }
  printf("%d %u %s %d %ld %d\n", sum, bits.u, t.name, t.id, cv, argc);
  return 0;
}
