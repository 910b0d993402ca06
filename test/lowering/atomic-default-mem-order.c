// RUN: %ompfe -fopenmp -DORDER=seq_cst -S -emit-llvm %s -o - | FileCheck %s --check-prefix=SEQ
// RUN: %ompfe -fopenmp -DORDER=acq_rel -S -emit-llvm %s -o - | FileCheck %s --check-prefix=ACQREL
// RUN: %ompfe -fopenmp -DORDER=relaxed -S -emit-llvm %s -o - | FileCheck %s --check-prefix=RELAXED
// RUN: not %ompfe -fopenmp -DORDER=seq_cst -DTWICE -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TWICE
// requires atomic_default_mem_order gives the atomic constructs after it that name no memory
// order theirs (OpenMP 5.2 §15.8.4), as clang-19 makes them: ompfe ignored it, so they were all
// relaxed (monotonic) where clang-19 and gcc-12 make them seq_cst, or acquire/release/acq_rel.
// A construct that names its order keeps it (the last one, relaxed).
#pragma omp requires atomic_default_mem_order(ORDER)
#ifdef TWICE
// TWICE: atomic-default-mem-order.c:[[@LINE+1]]:22: error: only one atomic_default_mem_order clause can appear on a requires directive in a single translation unit
#pragma omp requires atomic_default_mem_order(relaxed)
#endif
int x, v;
void f(void) {
  // SEQ: load atomic i32, ptr @x seq_cst
  // ACQREL: load atomic i32, ptr @x acquire
  // RELAXED: load atomic i32, ptr @x monotonic
#pragma omp atomic read
  v = x;
  // SEQ: store atomic i32 1, ptr @x seq_cst
  // ACQREL: store atomic i32 1, ptr @x release
  // RELAXED: store atomic i32 1, ptr @x monotonic
#pragma omp atomic write
  x = 1;
  // SEQ: cmpxchg ptr @x, {{.*}} seq_cst seq_cst
  // ACQREL: cmpxchg ptr @x, {{.*}} release monotonic
  // RELAXED: cmpxchg ptr @x, {{.*}} monotonic monotonic
#pragma omp atomic
  x += 1;
  // SEQ: cmpxchg ptr @x, {{.*}} seq_cst seq_cst
  // ACQREL: cmpxchg ptr @x, {{.*}} acq_rel acquire
  // RELAXED: cmpxchg ptr @x, {{.*}} monotonic monotonic
#pragma omp atomic capture
  v = x++;
  // SEQ: cmpxchg ptr @x, {{.*}} monotonic monotonic
  // ACQREL: cmpxchg ptr @x, {{.*}} monotonic monotonic
#pragma omp atomic relaxed
  x += 2;
}
