// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2 -DOPTIMIZED
// RUN: %cmp-clang %s %t
// asm goto with output operands (gcc-12 and clang-19 take them; LLVM's callbr with results):
// the outputs hold on the fallthrough and on every label's path. ompfe refused them ("asm
// goto with outputs is not supported by ompfe").
#include <stdio.h>

/* one register output, read on both paths */
static int copy_or_jump(int x) {
  int r;
  asm goto("movl %1, %0\n\tcmpl $5, %0\n\tje %l2" : "=r"(r) : "r"(x) : "cc" : five);
  return r;
five:
  return -r;
}

#ifdef OPTIMIZED
/* two outputs (a structure of results), two labels named: only at -O1 and up, where LLVM 19
 * keeps them on the labels' paths (at -O0 ompfe refuses the asm; clang-19 -O0 prints stale
 * values) */
static long classify(long v, long *twice) {
  long neg, dbl;
  asm goto("movq %2, %0\n\tnegq %0\n\tleaq (%2,%2), %1\n\ttestq %2, %2\n\tjl %l[below]\n\tje %l[zero]"
           : "=&r"(neg), "=&r"(dbl) : "r"(v) : "cc" : below, zero);
  *twice = dbl;
  return neg;
below:
  *twice = dbl;
  return 1000 + neg;
zero:
  *twice = dbl;
  return 2000 + neg;
}
#endif

/* an in-out operand */
static int bump(int x) {
  asm goto("addl $1, %0\n\tcmpl $10, %0\n\tje %l[ten]" : "+r"(x) : : "cc" : ten);
  return x;
ten:
  return x * 100;
}

/* an output in memory */
static int stored(int x) {
  int m = 0;
  asm goto("movl %1, %0\n\ttestl %1, %1\n\tjnz %l2" : "=m"(m) : "r"(x) : "cc" : nonzero);
  return m;
nonzero:
  return m * 10;
}

int main(void) {
  printf("%d %d | %d %d | %d %d\n", copy_or_jump(3), copy_or_jump(5), stored(0), stored(4), bump(3), bump(9));
#ifdef OPTIMIZED
  long t1, t2, t3;
  long c1 = classify(-7, &t1), c2 = classify(0, &t2), c3 = classify(9, &t3);
  printf("%ld %ld %ld %ld %ld %ld\n", c1, t1, c2, t2, c3, t3);
#endif
  return 0;
}
