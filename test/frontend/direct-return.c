// A scalar result goes back from each return statement itself (llvm.return at the statement,
// after its cleanups and VLA stack restore): no result slot, no store, no shared exit block.
// Records, _Bool and long double results, and every function with -g, keep the slot and the
// single exit. Falling off the end of main returns 0; of another function, an undefined value.
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -g -emit-mlir %s -o - | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: llvm.func @pick(%arg0: i32) -> i32
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return %{{[0-9]+}} : i32
// CHECK:         llvm.return %{{[0-9]+}} : i32
// CHECK:         llvm.return %{{[0-9]+}} : i32
// CHECK-NEXT:  }
// DEBUG-LABEL: llvm.func @pick(
// DEBUG:         llvm.alloca
// DEBUG:         llvm.return
// DEBUG-NOT:     llvm.return
// DEBUG-LABEL: llvm.func @cleaned(
int pick(int k) {
  if (k < 0) return -1;
  if (k == 0) return 0;
  return 1;
}

// a cleanup runs after the value is taken, before the return
void done(int *p);
// CHECK-LABEL: llvm.func @cleaned(
// CHECK:         %[[V:[0-9]+]] = llvm.load
// CHECK:         llvm.call @done(
// CHECK-NEXT:    llvm.return %[[V]] : i32
int cleaned(void) {
  int x __attribute__((cleanup(done))) = 5;
  return x;
}

// CHECK-LABEL: llvm.func @vla(
// CHECK:         llvm.intr.stacksave
// CHECK:         llvm.intr.stackrestore
// CHECK-NEXT:    llvm.return
double vla(int n) {
  double a[n];
  for (int i = 0; i < n; i++) a[i] = i;
  return a[n - 1];
}

// CHECK-LABEL: llvm.func @no_return(
// CHECK:         %[[U:[0-9]+]] = llvm.mlir.undef : !llvm.ptr
// CHECK-NEXT:    llvm.return %[[U]] : !llvm.ptr
char *no_return(int k) {
  if (k) return "yes";
}

// CHECK-LABEL: llvm.func @truth(
// CHECK:         llvm.alloca {{.*}} x i8
_Bool truth(int k) { return k > 2; }

struct pair { long a, b, c; };
// CHECK-LABEL: llvm.func @record(
// CHECK:         llvm.br ^bb[[EXIT:[0-9]+]]
struct pair record(int k) {
  struct pair p = {k, k, k};
  if (k) return p;
  return (struct pair){0};
}

// CHECK-LABEL: llvm.func @main(
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[Z:[0-9]+]] = llvm.mlir.constant(0 : i32) : i32
// CHECK:         llvm.return %[[Z]] : i32
int main(void) {
  if (pick(3) > 5) return 7;
}
