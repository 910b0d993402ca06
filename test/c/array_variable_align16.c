// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The x86-64 psABI gives an array variable of 16 bytes or more (global, static or local) an
// alignment of 16, and code built by gcc and clang stores a 16-byte vector into one (GCC
// torture pr92618.c): ompfe kept the element's alignment (8 for double[4]), so the aligned
// vector store into the global faulted. _Alignof still reads the type's alignment.
#include <stdint.h>
#include <stdio.h>

typedef long long V2 __attribute__((vector_size(16), may_alias));

double ga[2] = {1, 2};
double gd = 3;
double gb[2] = {4, 5};
long long gl[4];
char gc[16] = "x";
char gsmall[15] = "y";

static int aligned16(const void *p) { return (int)((uintptr_t)p % 16 == 0); }

__attribute__((noinline)) V2 pair(long long a, long long b) { return (V2){a, b}; }

int main(void) {
  static double sa[2] = {6, 7};
  static double sd = 8;
  static double sb[2] = {9, 10};
  double la[2] = {11, 12};
  double ld = 13;
  double lb[2] = {14, 15};
  printf("%d %d %d %d\n", aligned16(ga), aligned16(gb), aligned16(gl), aligned16(gc));
  printf("%d %d %d %d\n", aligned16(sa), aligned16(sb), aligned16(la), aligned16(lb));
  *(V2 *)&gl[0] = pair(1, 2);
  *(V2 *)&gl[2] = pair(3, 4);
  printf("%lld\n", gl[0] + gl[1] + gl[2] + gl[3]);
  printf("%zu %zu %zu\n", _Alignof(double[2]), __alignof__(ga), __alignof__(gsmall));
  printf("%g %g %g %s %s\n", gd + sd + ld, ga[1] + gb[1], sa[0] + sb[0] + la[0] + lb[0], gc, gsmall);
  return 0;
}
