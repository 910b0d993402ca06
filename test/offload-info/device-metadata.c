// The device module's side of the ABI: the kernel is a weak_odr protected function and its
// entry points at it; a link variable is not even declared (the device reaches it only
// through its reference pointer, a weak null the runtime fills) and has no entry; an indirect function's entry points at a
// protected constant holding the device function; a static variable is exported under its entry's name; the
// module is flagged openmp-device; !omp_offload.info is the host's, entry for entry.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --input-file=%t/dev.ll && FileCheck %s --check-prefix=NOVAR --input-file=%t/dev.ll
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/host.ll | sed -e "s/^![0-9]* = //" > %t/host.info
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/dev.ll | sed -e "s/^![0-9]* = //" > %t/dev.info
// RUN: diff %t/host.info %t/dev.info
// And with a requires directive: the host's table gains clang's { null, "", 0, 16, 8 }
// entry, which is no entry of !omp_offload.info and none on the device.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -DREQ -emit-llvm -S %s -o %t/req.ll
// RUN: FileCheck %s --check-prefix=REQ --input-file=%t/req.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/req.ll -DREQ -emit-llvm -S %s -o %t/reqdev.ll
// RUN: FileCheck %s --check-prefix=REQDEV --input-file=%t/reqdev.ll
#ifdef REQ
#pragma omp requires unified_shared_memory
#endif

int g_to = 1;
int g_link = 3;
static int g_static = 5;
#pragma omp declare target to(g_to, g_static)
#pragma omp declare target link(g_link)
#pragma omp begin declare target indirect
int f_ind(int x) { return x + 100; }
#pragma omp end declare target

int main(void) {
  int a = 1;
  #pragma omp target map(tofrom: a)
  { a += g_to + g_link + g_static; }
  return a;
}

// protected, as in clang-19: the runtime looks the device copy up by name
// CHECK-DAG: @g_to = protected global i32 1
// NOVAR-NOT: @g_link =
// CHECK-DAG: @[[STATIC:__omp_offloading_[0-9a-f]+_[0-9a-f]+_g_static_l25]] = protected global i32 5
// CHECK-DAG: @.offloading.entry.[[STATIC]] = weak constant %struct.__tgt_offload_entry { ptr @[[STATIC]], ptr @{{.*}}, i64 4, i32 0, i32 0 }, section "omp_offloading_entries"
// CHECK-DAG: @g_link_decl_tgt_ref_ptr = weak global ptr null, align 8
// CHECK-DAG: @[[IND:__omp_offloading_[0-9a-f]+_[0-9a-f]+_f_ind_l29]] = protected constant ptr @f_ind, align 8
// CHECK-DAG: @.offloading.entry.g_to = weak constant %struct.__tgt_offload_entry { ptr @g_to, ptr @{{.*}}, i64 4, i32 0, i32 0 }, section "omp_offloading_entries"
// CHECK-DAG: @.offloading.entry.[[IND]] = weak constant %struct.__tgt_offload_entry { ptr @[[IND]], ptr @{{.*}}, i64 8, i32 8, i32 0 }, section "omp_offloading_entries"
// CHECK-DAG: @.offloading.entry.[[K:__omp_offloading_[0-9a-f]+_[0-9a-f]+_main_l34]] = weak constant %struct.__tgt_offload_entry { ptr @[[K]], ptr @{{.*}}, i64 0, i32 0, i32 0 }, section "omp_offloading_entries"
// CHECK-DAG: define weak_odr protected void @[[K]](
// CHECK-DAG: !{i32 7, !"openmp-device", i32 51}
// CHECK-NOT: @.offloading.entry.g_link
// CHECK-NOT: @g_static =

// REQ: @.offloading.entry. = weak constant %struct.__tgt_offload_entry { ptr null, ptr @{{.*}}, i64 0, i32 16, i32 8 }, section "omp_offloading_entries", align 1
// REQ: !omp_offload.info = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
// REQDEV-NOT: i32 16, i32 8 }
