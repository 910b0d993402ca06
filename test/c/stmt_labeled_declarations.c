// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Forms gcc 12 and clang-19 accept from C23 and GNU C: a declaration right after a case,
// default or ordinary label, _Static_assert without a message in blocks and struct members,
// qualifiers and static in array parameters, and conditionals with void operands.
#include <stdio.h>

struct two {
  int a;
  _Static_assert(sizeof(int) == 4);
  int b;
};

static int sum(int n, int a[const static 3], int b[static 2], int c[const], int d[restrict 2]) {
  return a[0] + b[1] + c[2] + d[1] + n;
}

static void say(int x) { printf("say %d\n", x); }
static void nothing(void) {}

static int pick(int k) {
  switch (k) {
  case 1:
    int doubled = 2 * k;
    return doubled;
  case 2:
    _Static_assert(sizeof(struct two) == 8);
    return 20;
  default:
    struct two t = {k, k + 1};
    return t.a + t.b;
  }
}

int main(void) {
  int a[3] = {1, 2, 3}, b[2] = {4, 5}, d[2] = {6, 7};
  printf("sum %d\n", sum(1, a, b, a, d));
  for (int k = 0; k < 4; k++) {
    k & 1 ? say(k) : nothing();
    k > 1 ? (void)0 : say(10 + k);
  }
  printf("pick %d %d %d\n", pick(1), pick(2), pick(3));
  int tries = 0;
again:
  int y = tries * 3;
  if (++tries < 3) goto again;
  printf("y %d tries %d\n", y, tries);
  return 0;
}
