// A device compile against clang-19's host bitcode (--offload-host-only -emit-llvm): the
// device entries take clang's orders, so the device's !omp_offload.info is the host's, entry
// for entry. ompfe's own function-pointer table has no entries in a clang-19 host and is
// left out of the device's (its lookup then finds nothing, as clang-19's device code would).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -fopenmp -fopenmp-targets=%offload-triple --offload-host-only -c -emit-llvm %s -o %t/host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -print-offload-entries \
// RUN:   -emit-llvm -S %s -o %t/dev.ll | FileCheck %s
// RUN: llvm-dis %t/host.bc -o %t/host.ll
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/host.ll | grep -v wchar_size | sed -e "s/^![0-9]* = //" | sort > %t/host.info
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/dev.ll | sed -e "s/^![0-9]* = //" | sort > %t/dev.info
// RUN: diff %t/host.info %t/dev.info
// RUN: FileCheck %s --check-prefix=INFO --input-file=%t/dev.info
// INFO-COUNT-6: !{i32
// INFO-NOT: fptr_map
// RUN: FileCheck %s --check-prefix=DEVLL --input-file=%t/dev.ll
// DEVLL-NOT: @.offloading.entry.__omp_offloading_fptr_map
// DEVLL: define weak_odr hidden ptr @__kmpc_target_translate_fptr(

int g_to = 1;
double g_arr[4] = {1, 2, 3, 4};
int g_link = 3;
static int g_static = 5;
#pragma omp declare target to(g_to, g_arr, g_static)
#pragma omp declare target link(g_link)
#pragma omp begin declare target indirect
int f_ind(int x) { return x + 100; }
#pragma omp end declare target
typedef int (*fp_t)(int);

int main(void) {
  int a = 1;
  fp_t fp = f_ind;
  #pragma omp target map(tofrom: a)
  { a += g_to + g_link + g_static + (int)g_arr[1] + fp(1); }
  return a;
}

// CHECK: device module: 6 offload entries
// CHECK-DAG: region {{.*}}_main_l
// CHECK-DAG: variable {{.*}} g_to
// CHECK-DAG: variable {{.*}} g_arr
// CHECK-DAG: variable {{.*}} g_static
// CHECK-DAG: link {{.*}} g_link_decl_tgt_ref_ptr
// CHECK-DAG: indirect {{.*}}_f_ind_l
// CHECK-NOT: fptr_map
