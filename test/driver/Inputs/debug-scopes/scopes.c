/* What -g must let gdb see as clang-19's build shows it (../../debug-scopes.c). */
#include <stdio.h>

int g_counter = 7;
static double g_static = 2.5;
static const char *g_name = "ompfe";
int g_table[3] = {1, 2, 3};

static int bump(int by) {
  static int calls = 40;
  calls += by;
  return calls; /* line 12: bump's static */
}

int main(void) {
  int v = 1;
  {
    int v = 2;
    {
      int v = 3;
      printf("%d\n", v); /* line 21: the innermost v */
    }
    printf("%d\n", v); /* line 23: the middle v */
  }
  for (int i = 0; i < 2; i++) {
    int v = 10 + i;
    g_counter += v; /* line 27: the loop's v and i */
  }
  bump(2);
  printf("%d %d %g %s %d\n", v, g_counter, g_static, g_name, g_table[1]); /* line 30: the outer v */
  return 0;
}
