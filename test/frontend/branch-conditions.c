// A condition (if, while, do, for, the first operand of ?:, &&, ||) is emitted as branches,
// as clang's EmitBranchOnBoolExpr does (emit_expr.c, ofe_emit_branch): the right operand of
// && and || gets a block of its own placed after the left one's, `!` swaps the two targets,
// and no 0 or 1 is made to be compared again. SQLite's MLIR: 8.9% fewer lines. Where the
// value itself is wanted (`return a && b;`) it is still the join's argument.
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
// RUN: %cmp-gcc %S/Inputs/branch-conditions-main.c %t --mixed %s
// RUN: %cmp-gcc %S/Inputs/branch-conditions-main.c %t -O2 --mixed %s

// CHECK-LABEL: llvm.func @both(
// CHECK:         %[[A:[0-9]+]] = llvm.icmp "sgt" %arg0
// CHECK-NEXT:    llvm.cond_br %[[A]], ^[[RHS:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[RHS]]:
// CHECK-NEXT:    %[[B:[0-9]+]] = llvm.icmp "sgt" %arg1
// CHECK-NEXT:    llvm.cond_br %[[B]], ^[[THEN:bb[0-9]+]], ^[[ELSE]]
// CHECK-NOT:     llvm.zext
// CHECK:       ^[[THEN]]:
// CHECK:       ^[[ELSE]]:
// CHECK:         llvm.return
int both(int a, int b) {
  if (a > 0 && b > 0) return 1;
  return 2;
}

// `!` swaps the targets: no xor, no zext, no compare with 0
// CHECK-LABEL: llvm.func @either_not(
// CHECK:       ^bb1(%[[A:[0-9]+]]: i32):
// CHECK-NEXT:    %[[NEG:[0-9]+]] = llvm.icmp "slt" %[[A]]
// CHECK-NEXT:    llvm.cond_br %[[NEG]], ^[[RHS:bb[0-9]+]], ^[[BODY:bb[0-9]+]]
// CHECK-NEXT:  ^[[RHS]]:
// CHECK-NEXT:    %[[P:[0-9]+]] = llvm.icmp "ne" %arg1
// CHECK-NEXT:    llvm.cond_br %[[P]], ^[[END:bb[0-9]+]], ^[[BODY]]
// CHECK-NOT:     llvm.xor
// CHECK-NOT:     llvm.zext
// CHECK:         llvm.return
int either_not(int a, int *p) {
  while (!(a < 0) || !p) a--;
  return a;
}

// the value of && is still a 0 or 1, made at the join; its left operand branches
// CHECK-LABEL: llvm.func @value(
// CHECK:         llvm.cond_br
// CHECK:         llvm.zext {{.*}} : i1 to i32
// CHECK:         llvm.return
int value(int a, int b) { return a && (b || a > 3); }

// side effects of the right operand happen only when it is evaluated
int calls;
static int bump(int v) { calls++; return v; }
int count(int a, int b) {
  int n = 0;
  for (int i = 0; i < 4 && (bump(a) || bump(b)); i++) n++;
  do n += 10; while (!(n > 30) && bump(1));
  return n * 100 + calls + (a ? b ? 7 : 8 : 9);
}
