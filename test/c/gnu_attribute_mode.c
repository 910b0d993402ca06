// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// __attribute__((mode(...))) with every integer mode (QI, HI, SI, DI, TI, byte, word, pointer,
// unwind_word, and the __QI__ spellings) before or after the declarator, on typedefs,
// variables, struct members and parameters: the integer of that size, keeping its signedness.
#include <stdio.h>

typedef int i8 __attribute__((mode(QI)));
typedef unsigned int u8 __attribute__((__mode__(__QI__)));
typedef int ib __attribute__((mode(byte)));
typedef unsigned ub __attribute__((mode(__byte__)));
typedef int iw __attribute__((mode(word)));
typedef unsigned uw __attribute__((mode(unwind_word)));
typedef int ip __attribute__((mode(pointer)));
typedef int __attribute__((mode(HI))) i16;
typedef unsigned short __attribute__((mode(SI))) u32;
typedef unsigned int u64 __attribute__((mode(DI)));
typedef int ti __attribute__((mode(TI)));
typedef unsigned uti __attribute__((mode(TI)));
typedef const int ci8 __attribute__((mode(QI)));
int __attribute__((mode(HI))) global = 70000;

struct packed_modes {
  int a __attribute__((mode(QI)));
  unsigned b __attribute__((mode(HI)));
  char c __attribute__((mode(DI)));
};

static long widen(int x __attribute__((mode(QI)))) { return x; }

#define SHOW(T, v) printf("%-4s size %2d signed %d value %lld\n", #T, (int)sizeof(T), (T)-1 < (T)0, (long long)(T)(v))

int main(void) {
  SHOW(i8, 200); SHOW(u8, 300); SHOW(ib, -1); SHOW(ub, -1); SHOW(iw, -1); SHOW(uw, 1ull << 40);
  SHOW(ip, -5); SHOW(i16, 70000); SHOW(u32, -1); SHOW(u64, -1); SHOW(ti, -7); SHOW(uti, 9);
  ci8 k = 130;
  printf("%d %d %d\n", k, global, (int)sizeof global);
  long local __attribute__((mode(SI))) = 0x123456789;
  printf("%d %d\n", (int)sizeof local, (int)local);
  struct packed_modes p = {300, 70000, 1};
  printf("%d %d %d %u %d\n", (int)sizeof p, (int)sizeof p.a, p.a, p.b, (int)sizeof p.c);
  printf("%ld\n", widen(255));
  uti big = (uti)1 << 100;
  printf("%d\n", (int)(big >> 98));
  return 0;
}
