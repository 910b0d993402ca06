// A parameter that the body only reads is its argument everywhere: no stack slot, no store at
// entry, no load at each use (sema/value_vars.c). One that is assigned by name and otherwise
// only read is an SSA value that starts as its argument (emit/ssa_vars.c). One whose address is
// taken, that is named where the walk does not look (sizeof, asm, an OpenMP construct) or
// whose type a load would change (_Bool, volatile) keeps its slot, as does every parameter with
// -g (the debug information describes the slot); a K&R parameter that is only read keeps its
// slot too (it arrives promoted and is converted back).
// RUN: %ompfe -fopenmp -emit-mlir %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -g -emit-mlir %s -o - | FileCheck %s --check-prefix=DEBUG

// CHECK-LABEL: llvm.func @read_only(%arg0: !llvm.ptr, %arg1: i32, %arg2: f64) -> f64
// CHECK-NOT:     llvm.alloca {{.*}} x !llvm.ptr
// CHECK-NOT:     llvm.store %arg
// CHECK:         llvm.getelementptr %arg0[
// CHECK:         llvm.intr.fmuladd({{.*}}%arg2
// DEBUG-LABEL: llvm.func @read_only(
// DEBUG:         llvm.store %arg0
// DEBUG:         llvm.store %arg1
// DEBUG:         llvm.store %arg2
double read_only(const int *p, int n, double f) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i] * f;
  return n > 0 ? s : f;
}

// CHECK-LABEL: llvm.func @changed(
// a's address is taken: a slot
// CHECK:         llvm.store %arg0, %[[A:[0-9]+]] : i32
// b, c and d are assigned by name and read: values, from their arguments on
// CHECK-NOT:     llvm.store %arg1
// CHECK-NOT:     llvm.store %arg2
// CHECK-NOT:     llvm.store %arg3
// CHECK:         llvm.add %arg1
// CHECK:         llvm.add %arg2
// CHECK:         llvm.store {{.*}}, %arg3 : i32
// CHECK:         llvm.load %[[A]]
// CHECK:         llvm.return
int changed(int a, int b, int c, int *d) {
  a = 2;
  b++;
  c += 3;
  *d = 4;
  d = &a;
  return a + b + c + *d;
}

// CHECK-LABEL: llvm.func @escapes(
// CHECK:         llvm.store %arg0
// CHECK:         llvm.call @take(
void take(int *);
void escapes(int x) { take(&x); }

// sizeof names it where the walk does not look: kept (a harmless miss)
// CHECK-LABEL: llvm.func @in_sizeof(
// CHECK:         llvm.store %arg0
long in_sizeof(int x) { return x + (long)sizeof x; }

// CHECK-LABEL: llvm.func @in_asm(
// CHECK:         llvm.store %arg0
int in_asm(int x) {
  __asm__("addl $1, %0" : "+r"(x));
  return x;
}

// CHECK-LABEL: llvm.func @in_omp(
// CHECK:         llvm.store %arg0
// n is named only outside the construct: its argument
// CHECK-NOT:     llvm.store %arg1
int in_omp(int x, int n) {
  #pragma omp parallel num_threads(2) firstprivate(x)
  x++;
  return x + n;
}

// CHECK-LABEL: llvm.func @kinds(
// CHECK-DAG:     llvm.store %arg0
// CHECK-DAG:     llvm.store %arg1
// CHECK-NOT:     llvm.store %arg2
int kinds(_Bool b, volatile int v, short s) { return b + v + s; }

// K&R: c arrives as an int and is converted back to char, so it keeps its slot
// CHECK-LABEL: llvm.func @knr(
// CHECK:         llvm.trunc %arg0
// CHECK:         llvm.store
int knr(c) char c; { return c; }

// assigned, a K&R parameter is the value converted back at the entry
// CHECK-LABEL: llvm.func @knr_assigned(
// CHECK:         %[[C:[0-9]+]] = llvm.trunc %arg0
// CHECK-NOT:     llvm.store
// CHECK:         llvm.sext %[[C]]
int knr_assigned(c) char c; { c += 1; return c; }

// with setjmp in the function, every parameter that is assigned keeps its slot
// CHECK-LABEL: llvm.func @assigned_setjmp(
// CHECK:         llvm.store %arg0
int setjmp(void *);
int assigned_setjmp(int x, void *buf) {
  if (setjmp(buf)) return x;
  x++;
  return x;
}
