// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_int128_last_register_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_int128_last_register_other.c -O2
// An __int128 argument that finds one integer register left goes on the stack, and the next
// INTEGER argument still takes that register (SysV §3.2.3, as gcc passes it). LLVM 19 burns
// the register when it puts an i128 on the stack (so does clang-19's build), so a call from
// ompcc's code put the int after it on the stack, and gcc's callee read r9's garbage: `v(3,
// a, b, c, 523)` printed 1095894736 for the 523 (found by scripts/abi-diff.py).
#include <stdio.h>

void v(int n, ...);
void f(int n, __int128 a, __int128 b, __int128 c, int d);
void g(long a, long b, long c, long d, long e, __int128 x, long y, __int128 z, char w);
unsigned __int128 h(int a, int b, int c, int d, int e, unsigned __int128 x, int y);

/* called from the other half with the same shapes */
int mine(int a, int b, int c, int d, int e, __int128 x, int y) {
  printf("mine %d %d %d %d %d %llx %d\n", a, b, c, d, e, (unsigned long long)(x >> 64), y);
  return y;
}
void call_mine(int (*)(int, int, int, int, int, __int128, int));

int main(void) {
  __int128 k = (__int128)0x1234 << 80 | 77;
  v(3, k, k + 1, k + 2, 523);
  f(3, k, k * 2, k * 3, 524);
  g(1, 2, 3, 4, 5, k, 6, k + 9, 'w');
  void (*fp)(int, __int128, __int128, __int128, int) = f;
  fp(4, k, k, k, 525);
  unsigned __int128 r = h(1, 2, 3, 4, 5, (unsigned __int128)k << 3, 526);
  printf("h %llx %llx\n", (unsigned long long)(r >> 64), (unsigned long long)r);
  call_mine(mine);
  return 0;
}
