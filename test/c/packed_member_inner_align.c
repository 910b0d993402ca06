// RUN: %cmp-gcc %s %t -O2
// RUN: %cmp-gcc %s %t
// A packed member is only as aligned as its offset says, and so is everything inside it: a
// member of it, and an element of a packed array member. ompfe aligned those accesses as
// their own types (16 for an __int128), so at -O2 LLVM compared `p->in.v` with movdqa on an
// address 8 bytes off, and the program crashed where gcc's prints the values (found by
// scripts/abi-diff.py).
#include <stdio.h>

struct wide { __int128 v; };
struct outer { unsigned long k; struct wide in __attribute__((packed)); };
struct arr { unsigned __int128 a[2] __attribute__((packed)); long long k; };
struct __attribute__((packed)) deep { char c; struct { long double x; __int128 y[2]; } in; };

__attribute__((noinline)) static int same_member(const struct outer *p, __int128 want) { return p->in.v == want; }
__attribute__((noinline)) static int same_element(const struct arr *p, int i, unsigned __int128 want) { return p->a[i] == want; }
__attribute__((noinline)) static int same_deep(const struct deep *p, int i, __int128 want) { return p->in.y[i] == want && p->in.x == 2.5L; }
__attribute__((noinline)) static void set_deep(struct deep *p, int i, __int128 v) { p->in.y[i] = v; p->in.x = 2.5L; }

int main(void) {
  static struct outer o[3];
  static struct arr r[3];
  static struct deep d[3];
  volatile int seed = 5;
  for (int i = 0; i < 3; i++) {
    o[i].in.v = (__int128)(seed + i) << 70 | 3;
    r[i].a[1] = (unsigned __int128)(seed * i) << 66 | 9;
    set_deep(&d[i], i % 2, (__int128)(seed - i) << 80 | 1);
  }
  for (int i = 0; i < 3; i++)
    printf("%zu %d %d %d\n", sizeof o[i] + sizeof r[i] + sizeof d[i], same_member(&o[i], (__int128)(seed + i) << 70 | 3),
           same_element(&r[i], 1, (unsigned __int128)(seed * i) << 66 | 9), same_deep(&d[i], i % 2, (__int128)(seed - i) << 80 | 1));
  return 0;
}
