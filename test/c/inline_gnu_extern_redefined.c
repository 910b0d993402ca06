// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// RUN: %ompcc -S -emit-llvm %s -o - | FileCheck %s
// A GNU `extern inline` definition (gnu_inline) is only for inlining: a later plain
// definition of the function is its external one. gcc-12 and clang-19 accept the pair and
// use the later body for the symbol (the address taken below, and every call at -O0);
// ompfe refused the later one ("redefinition of 'twice'").
#include <stdio.h>

extern inline __attribute__((gnu_inline)) int twice(int x) { return x * 3; }
int twice(int x) { return x * 2; }
int (*fp)(int) = twice;

extern inline __attribute__((gnu_inline)) int plus_one(int x);
extern inline __attribute__((gnu_inline)) int plus_one(int x) { static int calls; calls++; return x + 100; }
int plus_one(int x) { return x + 1; }

int main(void) {
  printf("%d %d %d\n", twice(21), fp(5), plus_one(41));
  return 0;
}
// CHECK: define {{.*}}i32 @twice(
// CHECK: mul
// CHECK-NOT: define {{.*}}@twice(
