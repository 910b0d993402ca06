// The if clause on simd (OpenMP 5.0; ompfe refused it): false asks for one iteration at a
// time, a preference (OpenMP 5.2 §10.4). A constant false turns vectorization off; a run-time
// condition is evaluated and the loop keeps its hints; in a combined construct whose other
// leaf has the clause too, that leaf alone evaluates it (test/e2e/parallel/simd_if.c counts).
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
int cond(int);
void f(int n, float *a) {
#pragma omp simd if(0)
  for (int i = 0; i < n; i++) a[i] += 1;
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[OFF:[0-9]+]]
#pragma omp simd if(simd: cond(n))
  for (int i = 0; i < n; i++) a[i] *= 2;
// CHECK: call i32 @cond(
// CHECK: br label %{{[0-9]+}}, !llvm.loop ![[ON:[0-9]+]]
}
// CHECK: ![[OFF]] = distinct !{![[OFF]], ![[DISABLE:[0-9]+]]}
// CHECK: ![[DISABLE]] = !{!"llvm.loop.vectorize.enable", i1 false}
// CHECK: ![[ON]] = distinct !{![[ON]], ![[ENABLE:[0-9]+]]}
// CHECK: ![[ENABLE]] = !{!"llvm.loop.vectorize.enable", i1 true}
