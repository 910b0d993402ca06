// simd loops ask LLVM to vectorize them as clang-19 does: the back edge of the loop that runs
// the body carries llvm.loop.vectorize.enable, and simdlen(n) gives the width; a worksharing
// loop without simd carries nothing.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
void f(int n, float *a, float *b) {
#pragma omp simd simdlen(8)
  for (int i = 0; i < n; i++) a[i] += b[i];
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[SIMD8:[0-9]+]]
#pragma omp parallel for simd
  for (int i = 0; i < n; i++) a[i] *= 2;
#pragma omp for
  for (int i = 0; i < n; i++) a[i] -= 1;
}
// CHECK: define internal void @f.omp_outlined.0(
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[SIMD:[0-9]+]]
// CHECK-NOT: !llvm.loop
// CHECK: ![[SIMD8]] = distinct !{![[SIMD8]], ![[ENABLE:[0-9]+]], ![[WIDTH:[0-9]+]]}
// CHECK: ![[ENABLE]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK: ![[WIDTH]] = !{!"llvm.loop.vectorize.width", i32 8}
// CHECK: ![[SIMD]] = distinct !{![[SIMD]], ![[ENABLE]]}
