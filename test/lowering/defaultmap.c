// defaultmap: the implicit map of each variable category (scalar, aggregate, pointer, or all)
// becomes the behaviour's map type with IMPLICIT (0x200) and TARGET_PARAM: alloc 544, to 545,
// from 546, tofrom 547 (scalars then by address: a ptr parameter); firstprivate keeps scalars
// literals (800) and makes aggregates private copies (PRIVATE|IMPLICIT|TO|TARGET_PARAM 673);
// none leaves only the explicit entries (MAPTYPES §2).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

struct S { int x; double y; int z; int arr[6]; struct { int k; int pad; } in; };

void tofrom_scalar(int s, double d) { int arr[3];
  #pragma omp target defaultmap(tofrom: scalar)
  { s += 1; d *= 2; arr[0] = 7; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 547, i64 547, i64 547]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_tofrom_scalar_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void to_aggregate(int s) { int arr[3]; struct S t;
  #pragma omp target defaultmap(to: aggregate)
  { s = arr[1] + t.x; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 12, i64 56]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 800, i64 545, i64 545]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_to_aggregate_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void from_scalar(int out) {
  #pragma omp target defaultmap(from: scalar)
  { out = 55; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 546]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_from_scalar_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void firstprivate_all(int s) { int arr[3]; struct S t;
  #pragma omp target defaultmap(firstprivate)
  { s = arr[2] + t.x; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 12, i64 56]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 800, i64 673, i64 673]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_all_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void firstprivate_aggregate(int out) { int arr[3];
  #pragma omp target defaultmap(firstprivate: aggregate) defaultmap(tofrom: scalar)
  { out = arr[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 547, i64 673]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_aggregate_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void alloc_aggregate(int out) { int arr[3];
  #pragma omp target defaultmap(alloc: aggregate) map(from: out)
  { out = arr[1]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 34, i64 544]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_alloc_aggregate_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void none(int s, double d) { int arr[3];
  #pragma omp target defaultmap(none) map(to: arr) map(tofrom: s) firstprivate(d)
  { s = arr[0] + (int)d; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 12, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 35, i64 33, i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_none_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void firstprivate_pointer(int *p) {
  #pragma omp target defaultmap(firstprivate: pointer)
  { p = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] zeroinitializer
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 544]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_pointer_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void tofrom_pointer(int *p) {
  #pragma omp target defaultmap(tofrom: pointer)
  { p = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 547]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_tofrom_pointer_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void default_behaviour(int s) { int arr[3];
  #pragma omp target defaultmap(default: scalar)
  { s = arr[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 800, i64 547]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_default_behaviour_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})

/* present: as map(present, alloc:) (OpenMP 5.1), 4640. clang-19 maps the scalar by address
   but declares an i64 parameter, which then receives the device address as the value; the
   parameter here is the address */
void present_scalar(int n) {
  #pragma omp target defaultmap(present: scalar)
  { n = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4640]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_present_scalar_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
