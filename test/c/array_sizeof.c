// RUN: %cmp-gcc %s %t
// sizeof applied to arrays, array elements, string literals, arrays of structs, and the element-count idiom.
#include <stdio.h>

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct s {
  int x;
  char c;
};

static int global_arr[37];

int main(void) {
  char c[10];
  short sh[7];
  long l[3];
  double d[2][5];
  struct s st[4];
  char str[] = "sizeof";
  const char *ptr = "sizeof";
  printf("%zu %zu %zu %zu %zu %zu\n", sizeof c, sizeof sh, sizeof l, sizeof d, sizeof d[1], sizeof st);
  printf("counts %zu %zu %zu %zu %zu\n", COUNT(c), COUNT(sh), COUNT(d), COUNT(d[0]), COUNT(global_arr));
  printf("str=%zu ptr=%zu literal=%zu\n", sizeof str, sizeof ptr, sizeof "sizeof");
  printf("element %zu %zu\n", sizeof st[0], sizeof st[0].c);
  printf("&arr=%zu *&arr=%zu\n", sizeof &c, sizeof *&c);
  int total = 0;
  for (size_t i = 0; i < COUNT(global_arr); i++)
    global_arr[i] = (int)i;
  for (size_t i = 0; i < COUNT(global_arr); i++)
    total += global_arr[i];
  printf("total=%d\n", total);
  char *decayed = c;
  printf("decayed pointer=%zu\n", sizeof decayed);
  return 0;
}
