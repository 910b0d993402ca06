// A local that the body only reads and assigns by name is held as SSA values (sema/value_vars.c,
// emit/ssa_vars.c): no stack slot, a block argument where control flow joins. One whose address
// is taken, that is volatile, named in an OpenMP construct, or in a function that calls setjmp
// keeps its slot, as does every local with -g (the debug information describes the slot).
// RUN: %ompfe -fopenmp -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -g -emit-mlir %s -o - | FileCheck %s --check-prefix=DEBUG
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR

// The loop head takes i and s as block arguments; nothing is stored.
// CHECK-LABEL: llvm.func @sum(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.br ^bb1(%[[ZERO:[0-9]+]], %[[ZERO]] : i32, i32)
// CHECK:       ^bb1(%[[I:[0-9]+]]: i32, %[[S:[0-9]+]]: i32):
// CHECK:         llvm.icmp "slt" %[[I]], %arg1
// CHECK:         llvm.add %[[S]],
// CHECK-NOT:     llvm.store
// CHECK:         llvm.return %[[S]] : i32
// IR-LABEL: define i32 @sum(
// IR-NOT:     alloca
// IR:         phi i32
// IR:         phi i32
int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}

// if/else: one argument at the join, one value per arm (the arm that only passes `a` on is
// no block of its own: the condition's branch passes it, tidy_blocks.c).
// CHECK-LABEL: llvm.func @join(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.cond_br %{{[0-9]+}}, ^bb[[J:[0-9]+]](%arg1 : i32), ^bb
// CHECK:       ^bb[[J]](%[[R:[0-9]+]]: i32):
// CHECK-NEXT:    llvm.return %[[R]] : i32
// CHECK:         %[[NEG:[0-9]+]] = llvm.sub
// CHECK-NEXT:    llvm.br ^bb[[J]](%[[NEG]] : i32)
int join(int c, int a) {
  int r;
  if (c) r = a;
  else r = -a;
  return r;
}

// A label reached by a backward goto; the block after the goto is unreachable and passes
// nothing: the exit has no argument.
// CHECK-LABEL: llvm.func @labels(
// CHECK-NOT:     llvm.alloca
// CHECK-NOT:     llvm.mlir.undef
// CHECK:       ^bb1(%[[L:[0-9]+]]: i32):
// CHECK:         %[[NEXT:[0-9]+]] = llvm.add %[[L]],
// CHECK:         llvm.cond_br %{{[0-9]+}}, ^bb1(%[[NEXT]] : i32), ^bb
// CHECK:         llvm.return %[[NEXT]] : i32
int labels(int n) {
  int i = 0;
top:
  i += 2;
  if (i < n) goto top;
  return i;
}

// Read where it may not have been assigned: undefined there, as the slot's garbage would be.
// CHECK-LABEL: llvm.func @maybe_unset(
// CHECK:         %[[U:[0-9]+]] = llvm.mlir.undef : i32
// CHECK:         llvm.cond_br %{{[0-9]+}}, ^bb1, ^bb2(%[[U]] : i32)
int maybe_unset(int c) {
  int u;
  if (c) u = 1;
  return u;
}

// Address taken, volatile: slots, loads and stores as before.
// CHECK-LABEL: llvm.func @kept(
// CHECK:         llvm.alloca {{.*}} x i32
// CHECK:         llvm.alloca {{.*}} x i32
// CHECK:         llvm.store volatile
// CHECK:         llvm.return
int kept(int n) {
  int x = n, *p = &x;
  volatile int v = n;
  *p += v;
  return x;
}

// The operands of built-ins that only evaluate them (__builtin_expect, as SQLite's likely(),
// __builtin_abs, __builtin_popcount) are reads; __builtin_object_size's is not walked: a slot.
// CHECK-LABEL: llvm.func @in_builtins(
// CHECK-NOT:     llvm.alloca
// CHECK:         "llvm.ctpop.i32"
// CHECK:         llvm.return
// CHECK-LABEL: llvm.func @in_object_size(
// CHECK:         llvm.alloca {{.*}} x !llvm.ptr
int in_builtins(int n) {
  int hits = 0, i;
  for (i = 0; i < n; i++)
    if (__builtin_expect(i % 3 == 0, 0)) hits += __builtin_abs(i - n);
  return hits + __builtin_popcount(hits);
}
long in_object_size(char *q) {
  char *p = q + 1;
  return __builtin_object_size(p, 0);
}

// Named in an OpenMP construct: captured by address.
// CHECK-LABEL: llvm.func @in_construct(
// CHECK:         %[[X:[0-9]+]] = llvm.alloca {{.*}} x i32
// CHECK:         llvm.call @__kmpc_fork_call({{.*}}%[[X]])
int in_construct(int n) {
  int x = 0;
#pragma omp parallel for reduction(+ : x)
  for (int i = 0; i < 8; i++) x += i;
  return x + n;
}

// A function that calls setjmp keeps every local in memory: a longjmp returns into the middle.
// CHECK-LABEL: llvm.func @jumps_back(
// CHECK:         llvm.alloca {{.*}} x i32
// CHECK:         llvm.call @_setjmp
typedef long jmp_buf[25];
int _setjmp(jmp_buf);
int jumps_back(jmp_buf b) {
  int count = 0;
  _setjmp(b);
  count++;
  return count;
}

// DEBUG-LABEL: llvm.func @sum(
// DEBUG:         llvm.alloca {{.*}} x i32
// DEBUG:         llvm.intr.dbg.declare
// DEBUG-LABEL: llvm.func @join(
// DEBUG:         llvm.alloca {{.*}} x i32
