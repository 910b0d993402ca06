// RUN: %cmp-gcc %s %t -std=c11
// RUN: %cmp-gcc %s %t -std=c99 -O2
// RUN: %cmp-gcc %s %t -std=gnu11 -DGNU -w
// -std= is an ISO dialect's as in gcc and clang-19: trigraphs are replaced ("what??!" printed
// "what??!", gcc "what|"), __STRICT_ANSI__ and the standard's __STDC_VERSION__ are defined, and
// typeof and asm are identifiers (refused before); __typeof__ and __asm__ stay. -std=gnu11
// keeps GNU C (trigraphs ignored, typeof a keyword).
#include <stdio.h>
int main(void) {
#ifndef GNU
  int typeof = 3, asm = 4;
  __typeof__(typeof) x = typeof + asm;
#else
  int a = 3;
  typeof(a) x = a + 4;
#endif
  __asm__ volatile("" ::: "memory");
  puts("what??! ??( ??) ??< ??> ??- ??' ??=");
#ifdef __STRICT_ANSI__
  printf("strict %ld\n", (long)__STDC_VERSION__);
#else
  printf("gnu %ld\n", (long)__STDC_VERSION__);
#endif
  printf("%d\n", x);
  return 0;
}
