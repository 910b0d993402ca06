// A block that only passes values on to another (`continue` with a local held as an SSA value)
// goes: the branch into it goes to its target with those values (tidy_blocks.c). SQLite's
// amalgamation: 9% fewer blocks. The loop's result checks the values still arrive.
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -verify-each -emit-llvm %s -o /dev/null
// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2

#include <stdio.h>

// CHECK-LABEL: llvm.func @sum_odd(
// CHECK:         llvm.cond_br %{{[0-9]+}}, ^[[STEP:bb[0-9]+]](%{{[0-9]+}} : i32), ^[[ODD:bb[0-9]+]]
// CHECK:       ^[[STEP]](%{{[0-9]+}}: i32):  // 2 preds
// CHECK:       ^[[ODD]]:
// CHECK-NEXT:    llvm.add
// CHECK-NEXT:    llvm.br ^[[STEP]](
int sum_odd(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0) continue;
    s += i;
  }
  return s;
}

// both arms pass values on to the same block: the conditional branch keeps one of its edges
// through a block of its own (two edges to one block would need a block again to tell them
// apart in LLVM's phis)
// CHECK-LABEL: llvm.func @same_target(
// CHECK:         llvm.cond_br %{{[0-9]+}}, ^[[STEP:bb[0-9]+]](%{{[0-9]+}} : i32), ^[[ELSE:bb[0-9]+]]
// CHECK:       ^[[ELSE]]:
// CHECK-NEXT:    llvm.br ^[[STEP]](
int same_target(int n) {
  int a = 0, b = 0;
  for (int i = 0; i < n; i++) {
    b += a;
    if (i & 1) { a = i; continue; }
    else { a = 0; continue; }
  }
  return a * 1000 + b;
}

int main(void) {
  printf("%d %d %d\n", sum_odd(10), sum_odd(0), same_target(9));
  return 0;
}
