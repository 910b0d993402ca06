// RUN: %cmp-gcc %s %t
// exit() with a computed status runs atexit handlers in reverse registration order and flushes stdout.
#include <stdio.h>
#include <stdlib.h>

static int total;

static void first(void) { printf("handler first, total=%d\n", total); }
static void second(void) { printf("handler second\n"); }
static void third(void) {
  total += 100;
  printf("handler third, total=%d\n", total);
}

static void finish(int code) {
  printf("exiting with %d\n", code);
  exit(code);
}

int main(void) {
  atexit(first);
  atexit(second);
  atexit(third);
  for (int i = 1; i <= 5; i++)
    total += i;
  printf("buffered output without newline... ");
  printf("total=%d\n", total);
  finish(total % 7 + EXIT_FAILURE);
  printf("not reached\n");
  return 0;
}
