// RUN: %cmp-gcc %s %t
// Static locals keep their values across calls, are independent per function and per block, and work recursively.
#include <stdio.h>

static int next_id(void) {
  static int id;
  return ++id;
}

static int other_counter(void) {
  static int id = 1000;
  return id++;
}

static int fib_memo(int n) {
  static long memo[50];
  static int computed[50];
  if (n < 2)
    return n;
  if (!computed[n]) {
    memo[n] = fib_memo(n - 1) + fib_memo(n - 2);
    computed[n] = 1;
  }
  return (int)memo[n];
}

static int depth_tracker(int n) {
  static int max_depth, depth;
  depth++;
  if (depth > max_depth)
    max_depth = depth;
  if (n > 0)
    depth_tracker(n - 1);
  depth--;
  return max_depth;
}

static const char *toggle(void) {
  static int state;
  state = !state;
  return state ? "on" : "off";
}

int main(void) {
  for (int i = 0; i < 3; i++) {
    int id = next_id();
    int other = other_counter();
    printf("id=%d other=%d\n", id, other);
  }
  printf("fib(40)=%d fib(45)=%d\n", fib_memo(40), fib_memo(45));
  int d1 = depth_tracker(5);
  int d2 = depth_tracker(2);
  printf("depth=%d then %d (max is remembered)\n", d1, d2);
  for (int i = 0; i < 4; i++)
    printf("%s ", toggle());
  printf("\n");
  for (int i = 0; i < 3; i++) {
    static int block_static = 50;
    int automatic = 50;
    block_static += 5;
    automatic += 5;
    printf("block_static=%d automatic=%d\n", block_static, automatic);
  }
  return 0;
}
