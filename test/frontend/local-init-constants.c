// A local array or structure whose initializer is only literal numbers and strings is copied
// from a private constant (clang-19's __const.<function>.<variable>), or set by one memset
// when it is all zeros: one op instead of a store per element; with a volatile part the copy
// is volatile, as clang-19 makes it. Anything else (a variable, an address) keeps its
// stores, volatile ones in a volatile object.
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

struct P { double x; int t; char name[6]; unsigned bits : 3; };
int g;

// CHECK-DAG: @__const.literals.a = private unnamed_addr constant [5 x i32] [i32 1, i32 2, i32 -3, i32 120, i32 4], align 16
// CHECK-DAG: @__const.literals.d = private unnamed_addr constant [3 x double] [double 1.500000e+00, double -0.000000e+00, double 2.000000e+00], align 16
// CHECK-DAG: @__const.literals.p = private unnamed_addr constant [24 x i8] c"\00\00\00\00\00\00\04@\07\00\00\00hey\00\00\00\05\00\00\00\00\00", align 8
// CHECK-DAG: @__const.literals.s = private unnamed_addr constant [8 x i8] c"abc\00\00\00\00\00", align 1
// a second variable of the same name in the same function
// CHECK-DAG: @__const.literals.a.1 = private unnamed_addr constant [2 x i32] [i32 7, i32 8], align 4
// CHECK-DAG: @__const.other.a = private unnamed_addr constant [2 x i64] [i64 5, i64 6], align 16
// CHECK-NOT: @__const.{{[a-z_]+}}.zero =
// CHECK-DAG: @__const.not_literal.vol = private unnamed_addr constant [2 x i32] [i32 1, i32 2], align 4
// CHECK-NOT: @__const.{{[a-z_]+}}.{{(vars|addr|vvars)}} =

// CHECK-LABEL: define void @literals(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.literals.a, i64 20, i1 false)
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.literals.d, i64 24, i1 false)
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.literals.p, i64 24, i1 false)
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.literals.s, i64 8, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr [[ZERO:%[0-9]+]], i8 0, i64 16, i1 false)
// CHECK-NOT: store {{.*}} [[ZERO]]
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.literals.a.1, i64 8, i1 false)
void literals(void) {
  int a[5] = {1, 2, -3, 'x', sizeof(int)};
  double d[3] = {1.5, -0.0, 2};
  struct P p = {2.5, 7, "hey", 5};
  char s[8] = "abc";
  int zero[4] = {0, 0};
  g = a[0] + (int)d[0] + p.t + s[0] + zero[1];
  {
    int a[2] = {7, 8};
    g += a[1];
  }
}

// CHECK-LABEL: define void @other(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.other.a, i64 16, i1 false)
void other(void) {
  long a[2] = {5, 6};
  g = (int)a[1];
}

// CHECK-LABEL: define void @not_literal(
// CHECK: call void @llvm.memset.p0.i64(ptr [[VARS:%[0-9]+]], i8 0, i64 8, i1 false)
// CHECK: store i32 %{{[0-9]+}}, ptr [[VARS]]
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.not_literal.vol, i64 8, i1 true)
// CHECK: call void @llvm.memset.p0.i64(ptr [[VVARS:%[0-9]+]], i8 0, i64 8, i1 false)
// CHECK: store volatile i32 %{{[0-9]+}}, ptr [[VVARS]]
// CHECK: store volatile i32 2,
// CHECK: call void @llvm.memset.p0.i64(ptr [[ADDR:%[0-9]+]], i8 0, i64 16, i1 false)
// CHECK-NEXT: store ptr @g, ptr [[ADDR]]
// CHECK: ret void
void not_literal(int n, volatile int k) {
  int vars[2] = {n, 4};
  volatile int vol[2] = {1, 2};
  volatile int vvars[2] = {n, 2};
  int *addr[2] = {&g, 0};
  g = vars[0] + vol[0] + vvars[1] + (addr[0] != 0) + k;
}

// in device code too: the kernel's copy is in the device module
// DEV: @__const.kernel_local.w = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16
// DEV: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr @__const.kernel_local.w, i64 16, i1 false)
void kernel_local(int *out) {
  #pragma omp target map(from: out[0:4])
  {
    int w[4] = {10, 20, 30, 40};
    for (int i = 0; i < 4; i++) out[i] = w[i];
  }
}
