/* What -g must let gdb see of the types as clang-19's build shows them (../../debug-types.c). */
#include <stdio.h>

typedef int count_t;
typedef count_t total_t; /* a typedef of a typedef */
typedef struct { int x, y; } point_t;
enum color { RED, GREEN = 5, BLUE };
enum sign { NEGATIVE = -1, ZERO, POSITIVE };
struct flags { unsigned ready : 1, mode : 3; int : 2; int level : 5; char tag; long wide : 40; };

total_t g_total = 5;

int main(void) {
  count_t n = 3;
  const count_t limit = 4;
  point_t p = {1, 2};
  count_t *np = &n;
  count_t pair[2] = {6, 7};
  enum color c = GREEN;
  enum sign s = NEGATIVE;
  struct flags f = {1, 5, -7, 'q', 123456789012};
  int len = n + 1;
  count_t vla[len];
  for (int i = 0; i < len; i++) vla[i] = i * i;
#pragma omp target map(tofrom: n)
  n += limit;
  printf("%d %d %d %d %d %d %d %d %d\n", n, limit, p.x, *np, pair[1], g_total, c, s, f.level + vla[2]); /* line 27 */
  return 0;
}
