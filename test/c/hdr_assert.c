// RUN: %cmp-gcc %s %t
// assert.h: assertions that hold do nothing and their side effects happen; static_assert at file and block scope.
#include <assert.h>
#include <stdio.h>

static_assert(sizeof(int) == 4, "int is 32-bit");
_Static_assert(sizeof(long) == 8, "long is 64-bit");

static int calls;
static int check(int v) {
  calls++;
  return v > 0;
}

int main(void) {
  int x = 5;
  assert(x == 5);
  assert(check(x));
  assert(check(x * 2) && x < 10);
  printf("calls=%d\n", calls);
  static_assert(sizeof(char) == 1, "char is a byte");
  int arr[4] = {1, 2, 3, 4};
  for (int i = 0; i < 4; i++) {
    assert(arr[i] == i + 1);
    printf("arr[%d]=%d ok\n", i, arr[i]);
  }
  const char *s = "non-null";
  assert(s);
  assert(s[0] == 'n' && "message in assertion");
  printf("all assertions passed\n");
  return 0;
}
