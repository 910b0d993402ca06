// The host module's offload ABI, as clang-19 writes it: one weak constant
// __tgt_offload_entry per entry in section omp_offloading_entries (the address, the name,
// the size, the flags), and !omp_offload.info numbering the entries (kind 0: a region's
// device and file IDs, parent, line, count, order; kind 1: a global's name, flags, order).
// A static variable's entry is named after the file, symbol and line; a link variable's is its reference
// pointer (initialized to the variable, flags 1); an indirect function's entry points at the
// function (flags 8); the region's at its region_id.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o - | FileCheck %s

int g_to = 1;
double g_arr[4] = {1, 2, 3, 4};
int g_link = 3;
static int g_static = 5;
int g_enter = 9;
#pragma omp declare target to(g_to, g_arr, g_static)
#pragma omp declare target link(g_link)
#pragma omp begin declare target indirect
int f_ind(int x) { return x + 100; }
#pragma omp end declare target

int main(void) {
  int a = 1;
  #pragma omp target map(tofrom: a)
  { a += g_to + g_link + g_static + (int)g_arr[1]; }
  return a;
}

// CHECK:     %struct.__tgt_offload_entry = type { ptr, ptr, i64, i32, i32 }
// CHECK:     @g_link_decl_tgt_ref_ptr = weak global ptr @g_link, align 8
// The kernel's name spells its identity in hex; the metadata has it in decimal.
// CHECK:     @.__omp_offloading_[[#%x,DEV:]]_[[#%x,FILE:]]_main_l23.region_id = weak constant i8 0
// CHECK-DAG: @.offloading.entry.g_to = weak constant %struct.__tgt_offload_entry { ptr @g_to, ptr @[[N0:.offloading.entry_name[.0-9]*]], i64 4, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-DAG: @[[N0]] = internal unnamed_addr constant [5 x i8] c"g_to\00"
// CHECK-DAG: @.offloading.entry.g_arr = weak constant %struct.__tgt_offload_entry { ptr @g_arr, ptr @{{.*}}, i64 32, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-DAG: @.offloading.entry.g_link_decl_tgt_ref_ptr = weak constant %struct.__tgt_offload_entry { ptr @g_link_decl_tgt_ref_ptr, ptr @{{.*}}, i64 8, i32 1, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-DAG: @.offloading.entry.__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_f_ind_l18 = weak constant %struct.__tgt_offload_entry { ptr @f_ind, ptr @{{.*}}, i64 8, i32 8, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-DAG: @.offloading.entry.__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_main_l23 = weak constant %struct.__tgt_offload_entry { ptr @.__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_main_l23.region_id, ptr @{{.*}}, i64 0, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-DAG: @.offloading.entry.__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_g_static_l13 = weak constant %struct.__tgt_offload_entry { ptr @g_static, ptr @{{.*}}, i64 4, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// CHECK-NOT: @.offloading.entry.g_static
// CHECK-NOT: @.offloading.entry.g_enter
// CHECK:     !omp_offload.info = !{![[M0:[0-9]+]], ![[M1:[0-9]+]], ![[M2:[0-9]+]], ![[M3:[0-9]+]], ![[M4:[0-9]+]], ![[M5:[0-9]+]], !{{[0-9]+}}, !{{[0-9]+}}}
// CHECK-DAG: ![[M0]] = !{i32 1, !"g_to", i32 0, i32 0}
// CHECK-DAG: ![[M1]] = !{i32 1, !"g_arr", i32 0, i32 1}
// CHECK-DAG: ![[M2]] = !{i32 1, !"g_link_decl_tgt_ref_ptr", i32 1, i32 2}
// CHECK-DAG: ![[M3]] = !{i32 1, !"__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_g_static_l13", i32 0, i32 3}
// CHECK-DAG: ![[M4]] = !{i32 1, !"__omp_offloading_[[#%x,DEV]]_[[#%x,FILE]]_f_ind_l18", i32 8, i32 4}
// CHECK-DAG: ![[M5]] = !{i32 0, i32 [[#%u,DEV]], i32 [[#%u,FILE]], !"main", i32 23, i32 0, i32 5}
// CHECK-DAG: !{i32 7, !"openmp", i32 51}
