// Two OpenMP 5.2 atomic forms: capture-write `{ v = x; x = expr; }` is one exchange (atomicrmw
// xchg, as clang-19 emits for integers; on float, double and pointers too, where clang-19 loops
// on a compare-exchange), its old value to v, in the construct's memory order; an update or
// capture of a pointer x is the compare-exchange loop of any update, on ptr, whose new value is a
// getelementptr over the pointee type (the step scaled by its size, negated for -), as clang-19's.
// The same in device code for nvptx64 and amdgcn.
// RUN: %ompfe -fopenmp -emit-mlir %s -o - | FileCheck %s --check-prefix=MLIR
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/nv.host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/nv.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %ompfe -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/amd.host.bc
// RUN: %ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/amd.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
struct big { double d[3]; };
#pragma omp declare target
int x; char c; float f; double d; int *p; struct big *sp;

void capture_write(int *vx, char *vc, float *vf, double *vd, int **vp, int *q) {
#pragma omp atomic capture
  { *vx = x; x = 42; }
#pragma omp atomic capture acquire
  { *vc = c; c = 'z'; }
#pragma omp atomic capture acq_rel
  { *vf = f; f = 2.5f; }
#pragma omp atomic capture release
  { *vd = d; d = 0.5; }
#pragma omp atomic capture seq_cst
  { *vp = p; p = q; }
}
// MLIR-LABEL: llvm.func @capture_write(
// MLIR: %[[OLD:[0-9]+]] = llvm.atomicrmw xchg %{{[0-9]+}}, %{{[0-9]+}} monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// MLIR: llvm.store %[[OLD]], %{{[0-9]+}} : i32, !llvm.ptr
// MLIR: llvm.atomicrmw xchg %{{[0-9]+}}, %{{[0-9]+}} acquire {alignment = 1 : i64} : !llvm.ptr, i8
// MLIR: llvm.atomicrmw xchg %{{[0-9]+}}, %{{[0-9]+}} acq_rel {alignment = 4 : i64} : !llvm.ptr, f32
// MLIR: llvm.atomicrmw xchg %{{[0-9]+}}, %{{[0-9]+}} release {alignment = 8 : i64} : !llvm.ptr, f64
// MLIR: llvm.atomicrmw xchg %{{[0-9]+}}, %{{[0-9]+}} seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
// MLIR-NOT: llvm.cmpxchg
// MLIR: llvm.return
// CHECK-LABEL: define void @capture_write(
// CHECK: %[[OLD:[0-9]+]] = atomicrmw xchg ptr @x, i32 42 monotonic, align 4
// CHECK: store i32 %[[OLD]], ptr %{{[0-9]+}}, align 4
// CHECK: atomicrmw xchg ptr @c, i8 122 acquire, align 1
// CHECK: atomicrmw xchg ptr @f, float 2.500000e+00 acq_rel, align 4
// CHECK: atomicrmw xchg ptr @d, double 5.000000e-01 release, align 8
// CHECK: %[[OLDP:[0-9]+]] = atomicrmw xchg ptr @p, ptr %{{[0-9]+}} seq_cst, align 8
// CHECK: store ptr %[[OLDP]], ptr %{{[0-9]+}}, align 8
// CHECK-NOT: cmpxchg
// CHECK: ret void
// DEV-LABEL: define {{.*}}void @capture_write(
// DEV: atomicrmw xchg ptr {{.*}}, i32 42 monotonic
// DEV: atomicrmw xchg ptr {{.*}}, i8 122 acquire
// DEV: atomicrmw xchg ptr {{.*}}, float 2.500000e+00 acq_rel
// DEV: atomicrmw xchg ptr {{.*}}, double 5.000000e-01 release
// DEV: atomicrmw xchg ptr {{.*}}, ptr %{{[0-9]+}} seq_cst

void pointer_update(long n, int **vp, struct big **vsp) {
#pragma omp atomic release
  p += n;
#pragma omp atomic
  p = p - 3;
#pragma omp atomic capture acq_rel
  *vsp = sp--;
#pragma omp atomic capture
  { *vp = p; p = 2 + p; }
}
// MLIR-LABEL: llvm.func @pointer_update(
// MLIR: ^bb1:
// MLIR: %[[O1:[0-9]+]] = llvm.load %[[P1:[0-9]+]] atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// MLIR: %[[N1:[0-9]+]] = llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// MLIR: llvm.cmpxchg %[[P1]], %[[O1]], %[[N1]] release monotonic : !llvm.ptr, !llvm.ptr
// MLIR: llvm.sub
// MLIR: llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// MLIR: llvm.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} monotonic monotonic : !llvm.ptr, !llvm.ptr
// MLIR: llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<24 x i8>
// MLIR: llvm.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} acq_rel acquire : !llvm.ptr, !llvm.ptr
// MLIR: llvm.getelementptr %{{[0-9]+}}[%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// MLIR: llvm.cmpxchg %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}} monotonic monotonic : !llvm.ptr, !llvm.ptr
// MLIR-NOT: llvm.atomicrmw
// MLIR: llvm.return
// CHECK-LABEL: define void @pointer_update(
// CHECK: %[[OLD:[0-9]+]] = load atomic ptr, ptr @p monotonic, align 8
// CHECK: %[[NEW:[0-9]+]] = getelementptr i32, ptr %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK: cmpxchg ptr @p, ptr %[[OLD]], ptr %[[NEW]] release monotonic, align 8
// CHECK: %[[NEG:[0-9]+]] = sub i64 0, %{{[0-9]+}}
// CHECK: getelementptr i32, ptr %{{[0-9]+}}, i64 %[[NEG]]
// CHECK: cmpxchg ptr @p, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} monotonic monotonic, align 8
// CHECK: getelementptr [24 x i8], ptr %{{[0-9]+}}, i64 -1
// CHECK: cmpxchg ptr @sp, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} acq_rel acquire, align 8
// CHECK: getelementptr i32, ptr %{{[0-9]+}}, i64 %{{[0-9]+}}
// CHECK: cmpxchg ptr @p, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} monotonic monotonic, align 8
// CHECK-NOT: atomicrmw
// CHECK: ret void
// DEV-LABEL: define {{.*}}void @pointer_update(
// DEV: cmpxchg ptr {{.*}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} release monotonic
// DEV: cmpxchg ptr {{.*}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} monotonic monotonic
// DEV: cmpxchg ptr {{.*}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} acq_rel acquire
// DEV: cmpxchg ptr {{.*}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}} monotonic monotonic
#pragma omp end declare target

int main(void) {
  int r = 0;
#pragma omp target map(from: r)
  {
    int vx, *vp, q = 1;
    char vc;
    float vf;
    double vd;
    struct big *vsp;
    capture_write(&vx, &vc, &vf, &vd, &vp, &q);
    pointer_update(1, &vp, &vsp);
    r = vx;
  }
  return r;
}
