// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __attribute__((constructor)) and ((destructor)), with and without priorities, on static
// and external functions: they run before and after main in priority order (they were
// silently ignored before).
#include <stdio.h>

static int order[8], n;

__attribute__((constructor)) static void init_default(void) { order[n++] = 3; }
__attribute__((constructor(200))) static void init_200(void) { order[n++] = 2; }
__attribute__((constructor(101))) void init_101(void) { order[n++] = 1; }
static void late(void) __attribute__((destructor));
static void late(void) { printf("destructor default, n = %d\n", n); }
__attribute__((destructor(150))) static void early(void) { printf("destructor 150\n"); }

int main(void) {
  printf("constructors ran %d:", n);
  for (int i = 0; i < n; i++) printf(" %d", order[i]);
  printf("\n");
  return 0;
}
