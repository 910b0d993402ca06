// -print-offload-entries prints the module's offload entry table, in order: declare target
// variables (to/enter: flags 0, their size; a static one named after the file and its line), link
// variables as their <var>_decl_tgt_ref_ptr (flags 1, size 8), indirect functions (flags 8,
// size 8, named after the definition's line), target regions, and ompfe's function-pointer
// table. The device compile prints the same table, in the host's order.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -print-offload-entries -emit-llvm -S %s -o %t/host.ll \
// RUN:   | FileCheck %s --check-prefixes=CHECK,HOST --match-full-lines
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -print-offload-entries \
// RUN:   -emit-llvm -S %s -o %t/dev.ll | FileCheck %s --check-prefixes=CHECK,DEVICE --match-full-lines
// The same from a host compile to bitcode.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -print-offload-entries \
// RUN:   -emit-llvm -S %s -o %t/dev2.ll | FileCheck %s --check-prefixes=CHECK,DEVICE --match-full-lines
// Without -fopenmp the pragmas are ignored: no entries.
// RUN: %ompfe -print-offload-entries -emit-llvm -S %s -o %t/plain.ll | FileCheck %s --check-prefix=PLAIN
// PLAIN: host module: 0 offload entries

int g_to = 1;
double g_arr[4] = {1, 2, 3, 4};
int g_link = 3;
static int g_static = 5;
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

// HOST:host module: 8 offload entries
// DEVICE:device module: 8 offload entries
// CHECK-NEXT:order kind      flags size   name source
// CHECK-NEXT:0     variable  0     4      g_to print-entries.c:19
// CHECK-NEXT:1     variable  0     32     g_arr print-entries.c:20
// CHECK-NEXT:2     link      1     8      g_link_decl_tgt_ref_ptr print-entries.c:21
// CHECK-NEXT:3     variable  0     4      __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_g_static_l22 print-entries.c:22
// CHECK-NEXT:4     indirect  8     8      __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_f_ind_l26 print-entries.c:26
// CHECK-NEXT:5     region    0     0      __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_main_l31 print-entries.c:31
// CHECK-NEXT:6     variable  0     8      __omp_offloading_fptr_map_p <ompfe runtime>:0
// CHECK-NEXT:7     variable  0     8      __omp_offloading_fptr_map_size <ompfe runtime>:0
