// __builtin_constant_p of what the front end does not fold: llvm.is.constant at -O1 and up,
// as clang-19 emits it (the optimiser answers; ompfe emitted 0), typed as its operand;
// 0 at -O0 (gcc-12's answer there); 0 without a call for a pointer, a structure or an
// operand with side effects (clang-19 too); 0 where a constant is required (a case label, an
// enumerator, a static initializer), as clang-19 folds it there.
// RUN: %ompfe -O1 -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -O0 -emit-llvm %s -o - | FileCheck %s --check-prefix=O0
int g;
int f(void);
int ints(int n, long l, double d, long double x, unsigned char c) {
  // CHECK-LABEL: llvm.func @ints(
  // CHECK: llvm.call_intrinsic "llvm.is.constant.i32"(%{{.*}}) : (i32)
  // CHECK: llvm.call_intrinsic "llvm.is.constant.i64"(%{{.*}}) : (i64)
  // CHECK: llvm.call_intrinsic "llvm.is.constant.f64"(%{{.*}}) : (f64)
  // CHECK: llvm.call_intrinsic "llvm.is.constant.f80"(%{{.*}}) : (f80)
  // CHECK: llvm.call_intrinsic "llvm.is.constant.i8"(%{{.*}}) : (i8)
  // O0-LABEL: define {{.*}}@ints(
  // O0-NOT: is.constant
  // O0: ret i32 0
  return __builtin_constant_p(n) + __builtin_constant_p(l * 2) + __builtin_constant_p(d) +
         __builtin_constant_p(x) + __builtin_constant_p(c);
}
int others(int *p, int n) {
  // CHECK-LABEL: llvm.func @others(
  // CHECK-NOT: is.constant
  // CHECK: llvm.return
  return __builtin_constant_p(p) + __builtin_constant_p(n++) + __builtin_constant_p(g = 1) +
         __builtin_constant_p(f());
}
int contexts(int n) {
  // CHECK-LABEL: llvm.func @contexts(
  // CHECK-NOT: is.constant
  // CHECK: llvm.mlir.constant(20 : i32)
  // CHECK: llvm.return
  static int s = __builtin_constant_p(n);
  enum { E = __builtin_constant_p(n) + 20 };
  switch (n) {
  case __builtin_constant_p(n): return s + E;
  }
  return 0;
}
