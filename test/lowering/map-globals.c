// Globals: mapped explicitly (35, by address), used without a clause (a scalar is a
// firstprivate literal, 800; an array tofrom, 547), a static and a structure; declare target
// link variables are attached through their reference pointer and are never parameters, after
// the parameters (MAPTYPES §2, docs/offload-abi.md §2.4).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

int gv;
double garr[4];
struct { int lo, hi; } grange;
static int gstatic;
int glink = 1;
int gtable[8];
#pragma omp declare target link(glink, gtable)

void explicit_globals(void) {
  #pragma omp target map(tofrom: gv, garr)
  { gv++; garr[0] = gv; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 35, i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_explicit_globals_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void struct_and_static(void) {
  #pragma omp target map(to: grange, gstatic)
  { gv = grange.hi + gstatic; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 800, i64 33, i64 33]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_struct_and_static_l{{[0-9]+}}(ptr {{%[^,)]+}}, i64 {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void implicit_globals(void) {
  #pragma omp target
  { garr[0] = gv; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 32, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 547, i64 800]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_implicit_globals_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, i64 {{%[^,)]+}})
void link_explicit(int r) {
  #pragma omp target map(tofrom: glink) map(to: gtable) map(from: r)
  { glink += 1; r = gtable[3]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 4, i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 34, i64 19, i64 17]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_link_explicit_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void link_implicit(int r) {
  #pragma omp target map(from: r)
  { r = glink; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 34, i64 531]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_link_implicit_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

