// Variable-length arrays: each run-time length of a captured variably modified variable is an
// i64 literal kernel parameter (800, size 8) right before the variable's own, outermost first,
// as clang-19 passes them; the array's size is computed at run time (MAPTYPES §2).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

void explicit_vla(int n, int m) { double g[n][m]; int v[n];
  #pragma omp target map(tofrom: g) map(to: v[1:n - 2])
  { g[1][0] = v[1]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [5 x i64] [i64 8, i64 8, i64 0, i64 8, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [5 x i64] [i64 800, i64 800, i64 35, i64 800, i64 33]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_explicit_vla_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})
void implicit_vla(int n) { int v[n];
  #pragma omp target
  { v[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 800, i64 547]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_implicit_vla_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})
void vla_row(int n, int m) { double g[n][m];
  #pragma omp target map(tofrom: g[n - 1][0:m])
  { g[n - 1][0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 8, i64 8, i64 0, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 800, i64 800, i64 35, i64 800]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_vla_row_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
/* a private one is allocated by the kernel from its lengths; a firstprivate one is copied */
void private_vla(int n) { int v[n];
  #pragma omp target private(v)
  { v[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 800]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_private_vla_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void firstprivate_vla(int n) { int v[n];
  #pragma omp target firstprivate(v)
  { v[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 800, i64 161]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_vla_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})
/* a constant inner dimension has no parameter */
void vla_of_rows(int n) { int r[n][4];
  #pragma omp target map(tofrom: r)
  { r[0][3] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 800, i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_vla_of_rows_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})

