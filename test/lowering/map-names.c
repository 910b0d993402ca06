// The map names (map_names.c): with -g (any kind) each offload array set gets clang-19's
// .offload_mapnames, one ";item;file;line;column;;" per entry, the item printed as clang-19
// prints it, at the declaration of the member a member path ends in, else of the variable (a
// declare mapper's: at its type); a structure's parent entry is named after the variable,
// but ";unknown;unknown;0;0;;" when it is a kernel parameter. The strings are clang-19's.
// Kernel arguments, data mapper calls (8th) and __tgt_push_mapper_component (last) get the
// arrays and strings; without -g all of these are null, as in clang-19.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -g -emit-llvm -S %s -o - | FileCheck %s --check-prefix=G
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -gline-tables-only -emit-llvm -S %s -o - | FileCheck %s --check-prefix=G
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=NOG
struct In { int k; int *p; };
struct S { int n; int arr[8]; int *p; struct In in; };
struct Q { int v[4]; };
#pragma omp declare mapper(struct Q mq) map(tofrom: mq.v[0:4])
int gv, garr[8], t[2][4][6];
int *gp;
void f(struct S *ps, int n, int lo) {
  struct S s = {0};
  int a[20] = {0}, x = 1, m[4][8];
  struct Q q;
  #pragma omp target map(tofrom: s.n, s.arr[1:3]) map(to: a[lo + 1:n * 2], a[:n]) map(x)
  { s.n += a[lo] + x; }
  #pragma omp target map(ps->arr[0:5]) map(tofrom: ps->n, ps->p[2:3]) map(to: m[1:2][0:8], t[1][0:2][0:6])
  { ps->n++; m[1][1]++; t[1][0][0]++; }
  #pragma omp target map(tofrom: q) firstprivate(x)
  { q.v[0] += x + gv + garr[0] + *gp + s.in.k + n; }
  #pragma omp target enter data map(to: a[7:], s.p[0:n], gp[1:n], s.in.k)
  #pragma omp target update from(t[0:1][1][2:3])
  #pragma omp target update to(garr[0:4L], garr[1U:2ul], garr[0x3:n], garr[2LL:3])
}
// G: @.offload_mapnames = private constant [7 x ptr] [ptr @".omp.mapname;unknown;unknown;0;0;;", ptr @".omp.mapname;s.n;{{.*}}map-names.c;12;16;;", ptr @".omp.mapname;s.arr[1:3];{{.*}}map-names.c;18;12;;", ptr @".omp.mapname;a[lo + 1:n * 2];{{.*}}map-names.c;19;7;;", ptr @".omp.mapname;a[:n];{{.*}}map-names.c;19;7;;", ptr @".omp.mapname;lo;{{.*}}map-names.c;17;33;;", ptr @".omp.mapname;x;{{.*}}map-names.c;19;20;;"]
// G: c";unknown;unknown;0;0;;\00"
// G: @.offload_mapnames.1 = private constant [6 x ptr] [ptr @".omp.mapname;unknown;unknown;0;0;;", ptr @".omp.mapname;ps->arr[0:5];{{.*}}map-names.c;17;18;;", ptr @".omp.mapname;ps->n;{{.*}}map-names.c;12;16;;", ptr @".omp.mapname;ps->p[2:3];{{.*}}map-names.c;17;18;;", ptr @".omp.mapname;m[1:2];{{.*}}map-names.c;19;27;;", ptr @".omp.mapname;t[1][0:2];{{.*}}map-names.c;15;18;;"]
// G: @.offload_mapnames.2 = private constant [{{[0-9]+}} x ptr] [ptr @".omp.mapname;q;{{.*}}map-names.c;20;12;;", ptr @".omp.mapname;x;{{.*}}map-names.c;19;20;;", ptr @".omp.mapname;gv;{{.*}}map-names.c;15;5;;", ptr @".omp.mapname;garr;{{.*}}map-names.c;15;9;;", ptr @".omp.mapname;gp;{{.*}}map-names.c;16;6;;", ptr @".omp.mapname;s;{{.*}}map-names.c;18;12;;", ptr @".omp.mapname;n;{{.*}}map-names.c;17;26;;"]
// G: @.offload_mapnames.3 = private constant [{{[0-9]+}} x ptr] [ptr @".omp.mapname;a[7:];{{.*}}map-names.c;19;7;;", ptr @".omp.mapname;s;{{.*}}map-names.c;18;12;;", ptr @".omp.mapname;s.p[0:n];{{.*}}map-names.c;18;12;;", ptr @".omp.mapname;s.in.k;{{.*}}map-names.c;11;17;;", ptr @".omp.mapname;gp[1:n];{{.*}}map-names.c;16;6;;"]
// G: @.offload_mapnames.4 = private constant [1 x ptr] [ptr @".omp.mapname;t[0:1][1][2:3];{{.*}}map-names.c;15;18;;"]
// Section bounds as clang-19 prints them: in decimal, with their type's suffix.
// G: @.offload_mapnames.5 = private constant [4 x ptr] [ptr @".omp.mapname;garr[0:4L];{{.*}}map-names.c;15;9;;", ptr @".omp.mapname;garr[1U:2UL];{{.*}}map-names.c;15;9;;", ptr @".omp.mapname;garr[3:n];{{.*}}map-names.c;15;9;;", ptr @".omp.mapname;garr[2LL:3];{{.*}}map-names.c;15;9;;"]
// G-LABEL: define void @f(
// G: store ptr @.offload_mapnames, ptr
// G: call i32 @__tgt_target_kernel(
// G: call void @__tgt_target_data_begin_mapper({{.*}}, ptr @.offload_maptypes.3, ptr @.offload_mapnames.3, ptr null)
// G: call void @__tgt_target_data_update_mapper({{.*}}, ptr @.offload_maptypes.4, ptr @.offload_mapnames.4, ptr null)
// G-LABEL: define {{.*}}@.omp_mapper.
// G: call void @__tgt_push_mapper_component({{.*}}, ptr @".omp.mapname;mq;{{.*}}map-names.c;14;28;;")
// G: call void @__tgt_push_mapper_component({{.*}}, ptr @".omp.mapname;mq.v[0:4];{{.*}}map-names.c;14;28;;")
// NOG-NOT: mapname
// NOG: call void @__tgt_target_data_begin_mapper({{.*}}, ptr @.offload_maptypes.3, ptr null, ptr null)
