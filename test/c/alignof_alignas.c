// RUN: %cmp-gcc %s %t
// _Alignas on variables and struct members raises alignment; struct size and offsets follow; alignas(type) form.
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct over {
  char c;
  _Alignas(16) int i;
  char tail;
};

struct typed {
  char c;
  alignas(double) char d;
};

static _Alignas(32) char g32[5];
static alignas(64) int g64;

int main(void) {
  printf("over: align=%zu size=%zu i@%zu tail@%zu\n", _Alignof(struct over), sizeof(struct over),
         offsetof(struct over, i), offsetof(struct over, tail));
  printf("typed: align=%zu size=%zu d@%zu\n", _Alignof(struct typed), sizeof(struct typed),
         offsetof(struct typed, d));
  _Alignas(128) char local[3] = {1, 2, 3};
  alignas(16) double ld = 2.5;
  printf("g32=%d g64=%d local=%d ld=%d\n", (uintptr_t)g32 % 32 == 0, (uintptr_t)&g64 % 64 == 0,
         (uintptr_t)local % 128 == 0, (uintptr_t)&ld % 16 == 0);
  printf("values %d %d %.1f %d\n", local[0] + local[1] + local[2], g64, ld, g32[4]);
  struct over o = {'a', 5, 'z'};
  printf("o=%c %d %c\n", o.c, o.i, o.tail);
  printf("alignas defined=%d\n", __alignas_is_defined);
  return 0;
}
