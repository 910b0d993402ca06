// Array sections on arrays and pointers, elements, multi-dimensional sections: base = the
// array (or the pointer's value), begin = the first element, size = the outermost section
// longer than 1 times its element size; 0 in the constant array for run-time sizes (MAPTYPES §2, §4).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

int *gp;
int gm[4][8];

void lo_len(int lo, int len) { int a[12];
  #pragma omp target map(tofrom: a[lo:len])
  { a[lo] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 35, i64 800]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_lo_len_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void colon_n(int n) { int b[12];
  #pragma omp target map(tofrom: b[:n])
  { b[0] = 1; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_colon_n_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void lo_colon(void) { int c[12];
  #pragma omp target map(tofrom: c[7:])
  { c[7] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 20]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_lo_colon_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void element(void) { int a[12];
  #pragma omp target map(tofrom: a[11])
  { a[11] = 7; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_element_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void constant_section(void) { int a[12];
  #pragma omp target map(tofrom: a[3:4])
  { a[3] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_constant_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* a local pointer: based at its value, the kernel gets the translated value */
void local_ptr(int *p, int n) {
  #pragma omp target map(tofrom: p[0:n])
  { p[0] = n; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 35, i64 800]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_local_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void local_ptr_const(int *p) {
  #pragma omp target map(tofrom: p[2:3])
  { p[2] = -2; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_local_ptr_const_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* a global pointer, or one mapped itself: attached, PTR_AND_OBJ based at &p (51) */
void global_ptr(int n) {
  #pragma omp target map(tofrom: gp[1:n])
  { gp[1] = 1; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 51]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_global_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void ptr_and_section(int *p, int n) {
  #pragma omp target map(to: p) map(tofrom: p[0:n])
  { p[0] = 1; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 51]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_ptr_and_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void two_sections(int *d) {
  #pragma omp target map(to: d[0:6]) map(from: d[6:6])
  { d[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 24, i64 24]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 33, i64 2]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_two_sections_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* several dimensions */
void rows_whole(void) {
  #pragma omp target map(tofrom: gm[0:4][0:8])
  { gm[0][0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 128]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_rows_whole_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void two_rows(void) {
  #pragma omp target map(tofrom: gm[1:2][0:8])
  { gm[1][0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 64]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_two_rows_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void part_of_row(void) {
  #pragma omp target map(tofrom: gm[2][3:4])
  { gm[2][3] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_part_of_row_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void one_row_section(void) {
  #pragma omp target map(tofrom: gm[1:1][0:8])
  { gm[1][0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_one_row_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void three_d(void) { int t[2][2][3]; int sum = 0;
  #pragma omp target map(to: t[1][0:2][0:3]) map(from: sum)
  { sum = t[1][0][0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 24]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 34, i64 33]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_three_d_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void rows_of_n(int n) {
  #pragma omp target map(tofrom: gm[0:n][0:8])
  { gm[0][0] = 1; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_rows_of_n_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

