// An atomic construct on a _Bool, a _Float16 or a bit-field is a compare-exchange loop on the
// integer of its bytes (a bit-field's: its unit's), as clang-19's, not the lock shared by atomic
// constructs: the unit loaded atomically, the new value put into a copy, the copy exchanged
// whole. A read loads the unit atomically. A bit-field of a packed record (its unit not aligned
// as its size) and a GPU's code keep the lock; long double and _Complex x keep it everywhere (clang-19
// calls libatomic for them, which neither clang-19 -fopenmp nor ompcc links), and so does a
// bit-field that promotes to another type than its declared one (`unsigned u : 11` to int: the
// loop's copy of its value would compute as unsigned).
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/nv.host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/nv.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=GPU
// the x86_64 offload device's code is the host's
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t/x86.host.bc
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/x86.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=X86DEV
struct bits { int a : 5, b : 11; unsigned long long w : 40; unsigned u : 11; };
struct __attribute__((packed)) tight { char c; unsigned p : 20; };
#pragma omp declare target
_Bool flag;
_Float16 h;
struct bits bf;

// CHECK-LABEL: define {{.*}}void @update_bool(
// CHECK: load atomic i8, ptr @flag monotonic, align 1
// CHECK: cmpxchg ptr @flag, i8 %{{[0-9]+}}, i8 %{{[0-9]+}} monotonic monotonic
// CHECK-NOT: __kmpc_critical
// X86DEV-LABEL: define {{.*}}void @update_bool(
// X86DEV: cmpxchg ptr @flag, i8
// X86DEV-NOT: __kmpc_critical
// GPU-LABEL: define {{.*}}void @update_bool(
// GPU: call void @omp_set_lock(ptr @"$gomp_critical_user_$atomic_reduction$var")
// GPU-NOT: cmpxchg
void update_bool(int i) {
#pragma omp atomic
  flag |= i;
}

// CHECK-LABEL: define {{.*}}void @update_half(
// CHECK: load atomic i16, ptr @h monotonic, align 2
// CHECK: fadd
// CHECK: cmpxchg ptr @h, i16 %{{[0-9]+}}, i16 %{{[0-9]+}} seq_cst seq_cst
// CHECK-NOT: __kmpc_critical
void update_half(void) {
#pragma omp atomic seq_cst
  h += 1;
}

// the 5-bit field in its 4-byte unit, and the 40-bit one in its 8-byte unit
// CHECK-LABEL: define {{.*}}void @update_bitfields(
// CHECK: load atomic i32, ptr @bf monotonic, align 4
// CHECK: cmpxchg ptr @bf, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} monotonic monotonic
// CHECK: load atomic i64, ptr @bf monotonic, align 8
// CHECK: cmpxchg ptr @bf, i64 %{{[0-9]+}}, i64 %{{[0-9]+}} monotonic monotonic
// CHECK-NOT: __kmpc_critical
// X86DEV-LABEL: define {{.*}}void @update_bitfields(
// X86DEV: cmpxchg ptr @bf, i32
// X86DEV: cmpxchg ptr @bf, i64
// X86DEV-NOT: __kmpc_critical
// GPU-LABEL: define {{.*}}void @update_bitfields(
// GPU: call void @omp_set_lock(ptr @"$gomp_critical_user_$atomic_reduction$var")
// GPU-NOT: cmpxchg
void update_bitfields(void) {
#pragma omp atomic
  bf.a += 3;
#pragma omp atomic
  bf.w++;
}

// read: an atomic load of the unit; write, capture and compare: the loop, acq_rel as ordered
// CHECK-LABEL: define {{.*}}void @other_forms(
// CHECK: load atomic i32, ptr @bf acquire, align 4
// CHECK: cmpxchg ptr @bf, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} release monotonic
// CHECK: cmpxchg ptr @bf, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} acq_rel acquire
// CHECK: cmpxchg ptr @bf, i32 %{{[0-9]+}}, i32 %{{[0-9]+}} monotonic monotonic
// CHECK-NOT: __kmpc_critical
void other_forms(unsigned *v, int e) {
#pragma omp atomic read acquire
  *v = bf.b;
#pragma omp atomic write release
  bf.b = e;
#pragma omp atomic capture acq_rel
  { *v = bf.a; bf.a = bf.a * 2; }
#pragma omp atomic compare
  if (bf.b < e) { bf.b = e; }
}

#pragma omp end declare target

struct tight t;
long double ld;
float _Complex fz;
// CHECK-LABEL: define {{.*}}void @still_locked(
// CHECK-COUNT-4: call void @__kmpc_critical(
// CHECK-NOT: cmpxchg
void still_locked(void) {
#pragma omp atomic
  t.p += 1;
#pragma omp atomic
  ld += 1;
#pragma omp atomic
  fz += 1;
#pragma omp atomic
  bf.u += 1;
}
