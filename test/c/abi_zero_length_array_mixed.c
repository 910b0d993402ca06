// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_zero_length_array_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_zero_length_array_other.c -O2
// A GNU zero-length array off an eightbyte's boundary still counts in gcc's classification:
// its first element is classified there, so `int z[0]` at offset 1 makes the structure MEMORY
// (struct at1: gcc returns it through a hidden pointer, which ompcc's caller did not pass, and
// gcc's function crashed storing through garbage) and at offset 4 INTEGER (struct at4: {float;
// int z[0]} goes in an integer register, not an SSE one). Found by scripts/abi-diff.py.
#include <stdio.h>
#include "abi_zero_length_array.h"

int main(void) {
  struct at1 a = {'a'}, b = {'\x03'};
  struct at1 r = f_at1(a, 2, b, 1.0f);
  struct at4 c = {1.5f};
  struct at4b d = {4, {}, 2.5f};
  printf("%zu %zu %zu %d %g %g\n", sizeof a, sizeof c, sizeof d, r.c, f_at4(c, 2.5, 7), f_at4b(d, 0.5));
  return 0;
}
