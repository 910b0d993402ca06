// Big initialized arrays compile in memory and time that follow the initializers given, not
// the array's length: the zeros after (or between) them are one zeroinitializer field, as
// clang-19 emits them, in globals, static locals and declare target globals on host and
// device. Before, the front end made one byte per element of the whole array and one MLIR
// attribute per element in a stack array, which overflowed the compile stack.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o %t/host.ll
// RUN: FileCheck %s --input-file=%t/host.ll
// RUN: FileCheck %s --check-prefix=LOCAL --input-file=%t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
// A million initializers on a 4 MiB compile stack: one dense attribute made from the bytes.
// RUN: python3 -c "print('int d[1000000] = {' + ','.join(str(i %% 1000 + 1) for i in range(1000000)) + '};')" > %t/dense.c
// RUN: %ompfe -compile-stack-mb=4 -emit-llvm -S %t/dense.c -o - | FileCheck %s --check-prefix=DENSE
// DENSE: @d = global [1000000 x i32] [i32 1, i32 2, i32 3,

// CHECK: @a = global <{ [3 x i32], [19999997 x i32] }> <{ [3 x i32] [i32 1, i32 2, i32 3], [19999997 x i32] zeroinitializer }>, align 16
int a[20000000] = {1, 2, 3};

// Designators in any order: each initialized stretch is a field, the zeros between are others.
// CHECK: @sparse = global <{ [1 x i64], [9999999 x i64], [1 x i64], [9999998 x i64], [1 x i64] }> <{ [1 x i64] [i64 7], [9999999 x i64] zeroinitializer, [1 x i64] [i64 8], [9999998 x i64] zeroinitializer, [1 x i64] [i64 9] }>, align 16
long sparse[20000000] = {[19999999] = 9, [0] = 7, [10000000] = 8};

// All zeros is zeroinitializer, explicit zeros or not.
// CHECK: @zeros = global [20000000 x double] zeroinitializer, align 16
double zeros[20000000] = {0.0, 0, [19999999] = 0};

// Lengths are 64-bit: an 8 GiB array keeps its length, and a string is its bytes and zeros.
// CHECK: @huge = global [8589934592 x i8] zeroinitializer, align 1
char huge[1LL << 33];
// CHECK: @text = global <{ [4 x i8], [8589934588 x i8] }> <{ [4 x i8] c"abc\00", [8589934588 x i8] zeroinitializer }>, align 1
char text[1LL << 33] = "abc";

// An array sized by a designator past 2^31 elements (the count was capped at INT32_MAX).
// CHECK: @far = global <{ [3000000000 x i8], [1 x i8] }> <{ [3000000000 x i8] zeroinitializer, [1 x i8] c"\01" }>, align 1
char far[] = {[3000000000] = 1};

// Relocations and zeros: pointers stay fields between the byte runs.
struct Node { const char *name; int v[1000]; struct Node *next; };
// CHECK: @nodes = global <{ ptr, [8 x i8], [3992 x i8], ptr, [4024 x i8], [4 x i8], [4004 x i8] }> <{ ptr @.str, [8 x i8] c"\01\00\00\00\02\00\00\00", [3992 x i8] zeroinitializer, ptr getelementptr (i8, ptr @nodes, i64 8032), [4024 x i8] zeroinitializer, [4 x i8] c"\03\00\00\00", [4004 x i8] zeroinitializer }>, align 16
struct Node nodes[3] = {{"x", {1, 2}, &nodes[2]}, [2] = {.v = {3}}};

// CHECK: @local.s = internal global <{ [2 x float], [9999998 x float] }> <{ [2 x float] [float 4.000000e+00, float 5.000000e+00], [9999998 x float] zeroinitializer }>, align 16
float *local(void) {
  static float s[10000000] = {4, 5};
  return s;
}

// A local array with a few initializers is a memset and stores, as in clang-19, not a copy of
// an 80 MB constant.
// LOCAL-NOT: @__const.local_array
// LOCAL-LABEL: define i32 @local_array(
// LOCAL: call void @llvm.memset.p0.i64(ptr {{%[0-9]+}}, i8 0, i64 80000000, i1 false)
// LOCAL: store i32 1, ptr
// LOCAL: store i32 2, ptr
// LOCAL-NOT: call void @llvm.memcpy
// LOCAL: ret i32
int use(int *);
int local_array(void) {
  int a[20000000] = {1, [19999999] = 2};
  return use(a);
}

// CHECK: @dt = global <{ [1 x i16], [9999999 x i16] }> <{ [1 x i16] [i16 6], [9999999 x i16] zeroinitializer }>, align 16
// DEV: @dt = {{.*}}global <{ [1 x i16], [9999999 x i16] }> <{ [1 x i16] [i16 6], [9999999 x i16] zeroinitializer }>, align 16
#pragma omp declare target
short dt[10000000] = {6};
#pragma omp end declare target
