// RUN: %cmp-gcc %s %t
// Casts between pointers and integers via intptr_t/uintptr_t round-trip; alignment arithmetic and tagging low bits.
#include <stdint.h>
#include <stdio.h>

int main(void) {
  long arr[4] = {11, 22, 33, 44};
  uintptr_t u = (uintptr_t)&arr[1];
  long *back = (long *)u;
  printf("round trip=%ld equal=%d\n", *back, back == &arr[1]);
  intptr_t diff = (intptr_t)&arr[3] - (intptr_t)&arr[0];
  printf("byte diff=%ld\n", (long)diff);
  uintptr_t next = u + sizeof(long);
  printf("next=%ld\n", *(long *)next);
  printf("aligned to 8=%d\n", (int)(u % 8 == 0));
  uintptr_t tagged = u | 1;
  printf("tag bit=%d\n", (int)(tagged & 1));
  long *untagged = (long *)(tagged & ~(uintptr_t)1);
  printf("untagged=%ld\n", *untagged);
  char buf[64];
  uintptr_t base = (uintptr_t)buf;
  uintptr_t up16 = (base + 15) & ~(uintptr_t)15;
  printf("round up ok=%d within=%d\n", (int)(up16 % 16 == 0), (int)(up16 - base < 16));
  void *null = (void *)(uintptr_t)0;
  printf("null=%d\n", null == NULL);
  intptr_t ip = (intptr_t)(void *)arr;
  printf("nonzero=%d size=%zu\n", ip != 0, sizeof(intptr_t));
  return 0;
}
