// RUN: %cmp-gcc %s %t
// A conditional with one void arm (a void call, a void cast) and one of another type (a statement expression) is void (GNU).
#include <stdio.h>

static int x;
static void bump(void) { x += 10; }

int main(int argc, char **argv) {
  (void)argv;
  int c = argc > 5; /* 0 */
  1 ? bump() : ({ x = 1; });
  c ? (void)0 : ({ x += 1; });
  c ? ({ x = 100; }) : bump();
  !c ? ({ x *= 2; }) : (void)0;
  for (int i = 0; i < 3; i++) i % 2 ? bump() : ({ x -= i; });
  printf("x=%d\n", x);
  return 0;
}
