// The conversion of an integer constant is a constant of the new type, and a zero converted to
// a pointer is the function's null (emit_expr.c, ofe_emit_convert): no sext, zext, trunc or
// inttoptr is made for them. LLVM's IRBuilder folds such casts anyway, so the LLVM IR checked
// here is what it was; the MLIR is smaller (SQLite's amalgamation: 2.3% fewer lines).
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -emit-llvm %s -o - | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: llvm.func @is_null(
// CHECK:         %[[NULL:[0-9]+]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NOT:     llvm.inttoptr
// CHECK:         llvm.icmp "eq" %arg0, %[[NULL]] : !llvm.ptr
// CHECK-NOT:     llvm.inttoptr
// CHECK:         llvm.return
// LLVM-LABEL: define {{.*}} @is_null(
// LLVM:         icmp eq ptr %0, null
int is_null(char *p) { return p == 0 || p == (char *)0L; }

// CHECK-LABEL: llvm.func @widen_signed(
// CHECK:         llvm.mlir.constant(-5 : i64) : i64
// CHECK-NOT:     llvm.sext
// CHECK:         llvm.return
// LLVM-LABEL: define {{.*}} @widen_signed(
// LLVM:         add i64 %0, -5
long widen_signed(long x) { return x + -5; }

// CHECK-LABEL: llvm.func @widen_unsigned(
// CHECK:         llvm.mlir.constant(4294967295 : i64) : i64
// CHECK-NOT:     llvm.zext
// CHECK:         llvm.return
// LLVM-LABEL: define {{.*}} @widen_unsigned(
// LLVM:         add i64 %0, 4294967295
unsigned long widen_unsigned(unsigned long x) { return x + 4294967295u; }

// CHECK-LABEL: llvm.func @narrow(
// CHECK:         llvm.mlir.constant(44 : i8) : i8
// CHECK-NOT:     llvm.trunc
// CHECK:         llvm.return
// LLVM-LABEL: define {{.*}} @narrow(
// LLVM:         i8 44
signed char narrow(void) { return (signed char)300; }

// a non-zero integer converted to a pointer keeps its inttoptr
// CHECK-LABEL: llvm.func @minus_one(
// CHECK:         llvm.inttoptr
// LLVM-LABEL: define {{.*}} @minus_one(
// LLVM:         ret ptr inttoptr (i64 -1 to ptr)
void *minus_one(void) { return (void *)-1; }
