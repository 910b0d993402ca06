// GNU vectors in the MLIR ompfe makes: MLIR vector types of the elements, LLVM's own
// element-wise operations, a scalar spread by insertelement and a zero shuffle, a comparison's
// i1 vector sign-extended to the mask, an element read through its address, casts as bitcasts.
// RUN: %ompfe -emit-mlir %s -o - | FileCheck %s
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));

v4si add_spread(v4si a, int k) { return a + k; }
// CHECK-LABEL: llvm.func @add_spread(%arg0: vector<4xi32>, %arg1: i32) -> vector<4xi32>
// CHECK: %[[ONE:.*]] = llvm.insertelement %arg1, %{{.*}}[%{{.*}} : i32] : vector<4xi32>
// CHECK: %[[ALL:.*]] = llvm.shufflevector %[[ONE]], %[[ONE]] [0, 0, 0, 0] : vector<4xi32>
// CHECK: llvm.add %{{.*}}, %[[ALL]] : vector<4xi32>

v4si less(v4sf a, v4sf b) { return a < b; }
// CHECK-LABEL: llvm.func @less(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xi32>
// CHECK: %[[LT:.*]] = llvm.fcmp "olt" %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: llvm.sext %[[LT]] : vector<4xi1> to vector<4xi32>

int element(v4si a, int i) { return a[i]; }
// CHECK-LABEL: llvm.func @element
// CHECK: %[[AT:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: llvm.load %[[AT]] : !llvm.ptr -> i32

v4si flip(v4si a) { return ~-a; }
// CHECK-LABEL: llvm.func @flip
// CHECK: %[[Z:.*]] = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
// CHECK: %[[N:.*]] = llvm.sub %[[Z]], %{{.*}} : vector<4xi32>
// CHECK: %[[M:.*]] = llvm.mlir.constant(dense<-1> : vector<4xi32>) : vector<4xi32>
// CHECK: llvm.xor %[[N]], %[[M]] : vector<4xi32>

__int128 bits(v4sf a) { return (__int128)a; }
// CHECK-LABEL: llvm.func @bits
// CHECK: llvm.bitcast %{{.*}} : vector<4xf32> to i128

typedef int v2si __attribute__((vector_size(8)));
v2si pick(v4si a, v4si b) { return __builtin_shufflevector(a, b, 7, 0); }
// CHECK-LABEL: llvm.func @pick
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [7, 0] : vector<4xi32>

v4sf to_float(v4si a) { return __builtin_convertvector(a, v4sf); }
// CHECK-LABEL: llvm.func @to_float
// CHECK: llvm.sitofp %{{.*}} : vector<4xi32> to vector<4xf32>
