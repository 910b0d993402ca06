// Data-sharing and device-address clauses on target: firstprivate scalars are literals
// (LITERAL|TARGET_PARAM 288, an i64 parameter; 800 when implicit), firstprivate aggregates
// are private copies (TO|TARGET_PARAM|PRIVATE 161), a firstprivate pointer is 32, private
// passes nothing, is_device_ptr and has_device_addr pass the pointer or address as a literal
// (288, size 8). A firstprivate variable the body does not use is still a parameter
// (MAPTYPES §2, §3).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

struct S { int x; double y; int z; int arr[6]; struct { int k; int pad; } in; };

void firstprivate_all(int x, double scale) { int arr[4]; struct S pr;
  #pragma omp target firstprivate(x, scale, arr, pr)
  { x += arr[0] + pr.x + (int)scale; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 4, i64 16, i64 56, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 288, i64 161, i64 161, i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_all_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void firstprivate_kinds(char c, short sh, float f, unsigned long long u) {
  #pragma omp target firstprivate(c, sh, f, u)
  { c = (char)(sh + f + u); } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 4, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 288, i64 288, i64 288, i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_kinds_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}})
void firstprivate_pointer(int *p) {
  #pragma omp target firstprivate(p)
  { p = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] zeroinitializer
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_pointer_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void firstprivate_unused(int b, int r) {
  #pragma omp target firstprivate(b) map(from: r)
  { r = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 34, i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_firstprivate_unused_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void private_all(int tmp) { int scratch[5]; struct S bx;
  #pragma omp target private(tmp, scratch, bx)
  { tmp = 0; scratch[0] = tmp; bx.x = 1; } }
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_private_all_l{{[0-9]+}}(ptr {{%[^,)]+}})
void device_ptr(int *d) {
  #pragma omp target is_device_ptr(d)
  { d[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_device_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void device_ptr_array(void) { int arr[6];
  #pragma omp target is_device_ptr(arr)
  { arr[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_device_ptr_array_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void device_addr(void) { int arr[6]; double x;
  #pragma omp target has_device_addr(arr, x)
  { arr[0] = (int)x; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 288, i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_device_addr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void device_addr_section(void) { int arr[6];
  #pragma omp target has_device_addr(arr[1:2])
  { arr[1] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 288]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_device_addr_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* implicit: scalars 800 by value, aggregates 547, a pointer 544 with size 0 */
void implicit_all(char c, long l, int *p) { int arr[6]; double grid[3][3]; struct S s;
  #pragma omp target
  { arr[0] = (int)grid[1][1] + s.x + c + (int)l + p[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [6 x i64] [i64 24, i64 72, i64 56, i64 1, i64 8, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [6 x i64] [i64 547, i64 547, i64 547, i64 800, i64 800, i64 544]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_implicit_all_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}})
/* if, device, nowait and depend do not change the entries */
void with_if_device(int c, int d, int x) {
  #pragma omp target if(c) device(d) map(tofrom: x) nowait depend(inout: x)
  { x++; }
  #pragma omp taskwait
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_with_if_device_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

