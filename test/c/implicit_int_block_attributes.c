// RUN: %cmp-gcc %s %t -std=gnu89 -w
// RUN: %cmp-gcc %s %t2 -std=gnu89 -O2 -w
// RUN: %t.ompcc | FileCheck %s
// RUN: not %ompcc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=C99
// C89's implicit int after GNU attributes alone at the start of a block item, as gcc-12 reads
// it: `__attribute__((unused)) y = 1;` declares an int y (shadowing an outer y) and
// `__attribute__((unused)) *p = &x;` an int *p, where ompfe took them for attributed
// expression statements ('use of undeclared identifier', or 'attribute cannot be applied to a
// statement'; clang-19 assigns the outer y under `noinline`). `__attribute__((unused)) g();`
// declares g a function returning int and calls nothing, as gcc-12 reads it (ompfe refused it:
// ''unused' attribute cannot be applied to a statement'; clang-19 refuses it too: 'expected
// identifier'); `__attribute__((fallthrough));` stays a statement. In C99 and later it is
// clang-19's implicit-int error, at the name.
#include <stdint.h>
#include <stdio.h>

static int calls;
static int g(void) { return ++calls; }

static int sw(int c) {
  int r = 0;
  switch (c) {
  case 1: r += 1; __attribute__((fallthrough));
  case 2: r += 2; break;
  }
  return r;
}

int main(void) {
  int y = 5;
  {
    // C99: implicit_int_block_attributes.c:[[@LINE+1]]:29: error: type specifier missing, defaults to 'int'
    __attribute__((unused)) y = 1;
    printf("inner %d\n", y);
  }
  printf("outer %d\n", y);
  int x = 3, *p0 = &x;
  {
    __attribute__((noinline)) y = 7;
    __attribute__((unused)) *p0 = &x;
    printf("inner %d %d\n", y, *p0);
  }
  printf("outer %d %d\n", y, *p0);
  __attribute__((unused)) __attribute__((aligned(32))) w = 2, v[3] = {1, 2, 3};
  printf("%d %d %d %d\n", w, v[2], (int)((uintptr_t)&w % 32), (int)sizeof v);
  for (y = 0; y < 2; y++) {
    __attribute__((unused)) k;
    k = y * 10;
    printf("k %d\n", k);
  }
  {
    __attribute__((unused)) g();
    __attribute__((noinline)) g(void), h();
  }
  printf("calls %d\n", calls);
  printf("%d %d\n", sw(1), sw(2));
  return 0;
}
// CHECK: inner 1
// CHECK-NEXT: outer 5
// CHECK-NEXT: inner 7 3
// CHECK-NEXT: outer 5 3
// CHECK-NEXT: 2 3 0 12
// CHECK-NEXT: k 0
// CHECK-NEXT: k 10
// CHECK-NEXT: calls 0
// CHECK-NEXT: 3 2
