// The scalar value of &&, || and ?: is the argument of the block where the arms join (a phi,
// as clang-19 makes at -O0): no slot stored in each arm and loaded after. A struct result
// goes through a temporary. A join that also gets a local's phi (emit/ssa_vars.c) takes the
// operator's value first, then the local's.
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR

// CHECK-LABEL: llvm.func @cond(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.br ^[[END:bb[0-9]+]](%{{[0-9]+}} : i32)
// CHECK:         llvm.br ^[[END]](%{{[0-9]+}} : i32)
// CHECK:       ^[[END]](%[[V:[0-9]+]]: i32):
// CHECK:         llvm.return %[[V]]
// IR-LABEL: define i32 @cond(
// IR-NOT:     alloca
// IR:         phi i32
// IR-NOT:     alloca
// IR-LABEL: define i32 @logical(
int cond(int c, int a, int *p) { return c ? a + 1 : *p; }

// CHECK-LABEL: llvm.func @logical(
// CHECK-NOT:     llvm.alloca
// CHECK:       ^{{bb[0-9]+}}(%{{[0-9]+}}: i32):
// CHECK:       ^{{bb[0-9]+}}(%{{[0-9]+}}: i32):
// CHECK:         llvm.return
int logical(int a, int b) { return (a && b) + (a || b); }

// GNU `c ?: d` reuses the condition's value
// CHECK-LABEL: llvm.func @elvis(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.cond_br
// CHECK:       ^{{bb[0-9]+}}(%{{[0-9]+}}: !llvm.ptr):
char *elvis(char *p, char *q) { return p ?: q; }

// CHECK-LABEL: llvm.func @structs(
// CHECK:         "llvm.intr.memcpy"(%[[T:[0-9]+]],
// CHECK:         llvm.br
// CHECK:         "llvm.intr.memcpy"(%[[T]],
// CHECK:         llvm.getelementptr %[[T]][4]
struct three { int a, b, c; };
int structs(int c, struct three x, struct three y) { return (c ? x : y).b; }

// The join of the ?: also joins x's two values: the ?: value is the first argument.
// CHECK-LABEL: llvm.func @with_local(
// CHECK:         llvm.br ^[[J:bb[0-9]+]](%{{[0-9]+}}, %{{[0-9]+}} : i32, i32)
// CHECK:         llvm.br ^[[J]](%{{[0-9]+}}, %{{[0-9]+}} : i32, i32)
// CHECK:       ^[[J]](%[[R:[0-9]+]]: i32, %[[X:[0-9]+]]: i32):
// CHECK:         llvm.mul %[[R]], %[[X]]
int with_local(int c, int n) {
  int x = n;
  int r = c ? (x = 3, n + 10) : (x = 4, n + 20);
  return r * x;
}
