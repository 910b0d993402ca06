// The order of one variable's map entries (offload_arrays.c, bucket_of): `present` first,
// then the entries that copy, then `alloc`; on exit data `release`/`delete` first. On target,
// for a variable the region uses, that is clang-19's order (the arrays below are what
// clang-19 emits); on data directives clang-19 puts `alloc` first and keeps the clause order
// of `release` and `from`, which loses the copy (test/e2e/data/map_alloc_and_to_data.c).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s

void alloc_then_to(void) { int x[4], y = 0;
  #pragma omp target map(alloc: x) map(to: x) map(from: y)
  y = x[0];
}
// CHECK: @.offload_maptypes = private unnamed_addr constant [3 x i64] [i64 34, i64 33, i64 0]
void to_then_alloc(void) { int x[4], y = 0;
  #pragma omp target map(to: x) map(alloc: x) map(from: y)
  y = x[0];
}
// CHECK: @.offload_maptypes.1 = private unnamed_addr constant [3 x i64] [i64 34, i64 33, i64 0]
void present_alloc_tofrom(void) { int x[4];
  #pragma omp target map(alloc: x) map(tofrom: x) map(present, alloc: x)
  x[0] = 1;
}
// clang-19: [4128, 3, 0] (present 0x1000 | TARGET_PARAM, then tofrom, then alloc)
// CHECK: @.offload_maptypes.2 = private unnamed_addr constant [3 x i64] [i64 4128, i64 3, i64 0]

/* data directives: clang-19 gives [0, 1], [0, 1], [2, 0], [2, 8] */
void data_alloc_to(void) { int x[4];
  #pragma omp target data map(alloc: x) map(to: x)
  ;
}
// CHECK: @.offload_maptypes.3 = private unnamed_addr constant [2 x i64] [i64 1, i64 0]
void enter_alloc_to(void) { int x[4];
  #pragma omp target enter data map(alloc: x) map(to: x)
}
// CHECK: @.offload_maptypes.4 = private unnamed_addr constant [2 x i64] [i64 1, i64 0]
void exit_from_release(void) { int x[4];
  #pragma omp target exit data map(from: x) map(release: x)
}
// CHECK: @.offload_maptypes.5 = private unnamed_addr constant [2 x i64] [i64 0, i64 2]
void exit_from_delete(void) { int x[4];
  #pragma omp target exit data map(from: x) map(delete: x)
}
// CHECK: @.offload_maptypes.6 = private unnamed_addr constant [2 x i64] [i64 8, i64 2]
