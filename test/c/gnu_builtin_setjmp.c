// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// GCC's light-weight __builtin_setjmp/__builtin_longjmp (a buffer of 5 words, the value 1):
// back from a deeper frame, and from the same frame in a loop, at -O0 and -O2;
// __builtin_stack_save/__builtin_stack_restore give back what alloca took in a loop.
#include <stdio.h>
static void *buf[5];
static int depth;
static void __attribute__((noinline)) dive(int n) {
  if (n == 0) __builtin_longjmp(buf, 1);
  depth++;
  dive(n - 1);
}
int main(void) {
  volatile int count = 0;
  if (__builtin_setjmp(buf) == 0) {
    count++;
    printf("first %d\n", count);
    dive(5);
    puts("not reached");
  } else {
    count++;
    printf("again %d depth %d\n", count, depth);
  }
  for (int i = 0; i < 3; i++) {
    void *inner[5];
    if (__builtin_setjmp(inner)) { printf("loop %d back\n", i); continue; }
    if (i != 1) __builtin_longjmp(inner, 1);
    printf("loop %d through\n", i);
  }
  unsigned long spread = 0;
  for (int i = 0; i < 1000; i++) {
    void *mark = __builtin_stack_save();
    char *p = __builtin_alloca(4096);
    p[0] = (char)i;
    if (i == 0) spread = (unsigned long)p;
    else if ((unsigned long)p != spread) spread = 0;
    __builtin_stack_restore(mark);
  }
  printf("same place each time: %d\n", spread != 0);
  return count;
}
