// Map types and modifiers on target: the maptype bits, sizes and kernel parameters clang-19
// gives each (test/e2e/data/MAPTYPES.md §2), and the order of first use in the body (§3).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

/* TO 1, FROM 2, TARGET_PARAM 0x20: to 33, from 34, tofrom (or no map-type) 35, alloc 32 */
void to_array(void) { int a[8];
  #pragma omp target map(to: a)
  { a[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 33]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_to_array_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void from_array(void) { int a[8];
  #pragma omp target map(from: a)
  { a[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 34]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_from_array_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void tofrom_array(void) { int a[8];
  #pragma omp target map(tofrom: a)
  { a[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_tofrom_array_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void no_map_type(void) { int a[8];
  #pragma omp target map(a)
  { a[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_no_map_type_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void alloc_array(void) { int a[8];
  #pragma omp target map(alloc: a)
  { a[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_alloc_array_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* entries and parameters follow the first use in the body, not the clauses */
void first_use_order(int a, int b, int c) {
  #pragma omp target map(to: a) map(from: b) map(alloc: c)
  { b = a + c; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 34, i64 33, i64 32]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_first_use_order_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void scalars(int i, double d) {
  #pragma omp target map(to: i) map(tofrom: d)
  { d += i; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 35, i64 33]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_scalars_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* ALWAYS 0x4, CLOSE 0x400, PRESENT 0x1000, OMPX_HOLD 0x2000; an implicit pointer is 544 */
void always_to(int *x) { int a[4];
  #pragma omp target map(always, to: a)
  { x[0] = a[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 544, i64 37]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_always_to_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void always_tofrom(int y) {
  #pragma omp target map(always, tofrom: y)
  { y++; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 39]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_always_tofrom_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void close_maps(void) { double v[6]; int w;
  #pragma omp target map(close, to: v) map(close, tofrom: w)
  { w = (int)v[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 48]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 1059, i64 1057]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_close_maps_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void always_close(int r) {
  #pragma omp target map(always, close, tofrom: r)
  { r = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 1063]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_always_close_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void present(int s) { int a[10];
  #pragma omp target map(present, tofrom: a) map(present, to: s)
  { a[0] += s; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 40, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4131, i64 4129]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_present_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void hold(int h) {
  #pragma omp target map(ompx_hold, tofrom: h)
  { h = 2; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8227]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_hold_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* one variable in several items: present ones first, then alloc, then the rest */
void present_alloc_first(int a) { int d[12];
  #pragma omp target map(alloc: d[0:6]) map(present, to: d[6:6]) map(tofrom: a)
  { d[0] = a; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 24, i64 24, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4129, i64 0, i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_present_alloc_first_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* mapped but not used in the body: no TARGET_PARAM, after the parameters */
void unused_maps(int a, int b, int c) {
  #pragma omp target map(to: a) map(tofrom: b) map(from: c)
  { b = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 35, i64 1, i64 2]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_unused_maps_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

