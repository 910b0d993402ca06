// Static declare target variables (file scope and function scope) have offload entries: the
// entry's name, `__omp_offloading_<dev>_<file>_<symbol>_l<line>` with the main file's IDs, is
// what the host registers for its internal copy and what the device exports its copy as
// (protected), so that 'target update' and map clauses reach the device copy. The same source
// compiled as another file gets other names: two units' same-named statics stay apart. A
// clang-19 host lists a static under its own name with no entry; the device then does as
// clang-19's does (no entry; the copy keeps its name and stays internal).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/other.c
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEV --input-file=%t/dev.ll
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/host.ll | sed -e "s/^![0-9]* = //" > %t/host.info
// RUN: grep -E "^![0-9]+ = !{i32 [01], " %t/dev.ll | sed -e "s/^![0-9]* = //" > %t/dev.info
// RUN: diff %t/host.info %t/dev.info
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %t/other.c -o %t/other.ll
// RUN: grep -o "__omp_offloading_[0-9a-f_]*_counter_l[0-9]*" %t/host.ll | sort -u > %t/names
// RUN: grep -o "__omp_offloading_[0-9a-f_]*_counter_l[0-9]*" %t/other.ll | sort -u >> %t/names
// RUN: sort -u %t/names | wc -l | FileCheck %s --check-prefix=TWO
// TWO: 2
// RUN: %clang -fopenmp -fopenmp-targets=%offload-triple --offload-host-only -c -emit-llvm %s -o %t/clang-host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/clang-host.bc -emit-llvm -S %s -o %t/clang-dev.ll
// RUN: FileCheck %s --check-prefix=CLANG --input-file=%t/clang-dev.ll

static int counter = 5;
#pragma omp declare target(counter)

int next(void) {
  static double scale[2] = {1, 2};
#pragma omp declare target(scale)
  int r = 0;
#pragma omp target map(from: r)
  r = counter++ + (int)scale[1];
  return r;
}

// HOST-DAG: @counter = internal global i32 5
// HOST-DAG: @next.scale = internal global [2 x double]
// HOST-DAG: @.offloading.entry.[[C:__omp_offloading_[0-9a-f]+_[0-9a-f]+_counter_l25]] = weak constant %struct.__tgt_offload_entry { ptr @counter, ptr @{{.*}}, i64 4, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// HOST-DAG: @.offloading.entry.[[S:__omp_offloading_[0-9a-f]+_[0-9a-f]+_next.scale_l29]] = weak constant %struct.__tgt_offload_entry { ptr @next.scale, ptr @{{.*}}, i64 16, i32 0, i32 0 }, section "omp_offloading_entries", align 1
// HOST-DAG: !{i32 1, !"[[C]]", i32 0, i32 0}
// HOST-DAG: !{i32 1, !"[[S]]", i32 0, i32 1}

// DEV-DAG: @[[C:__omp_offloading_[0-9a-f]+_[0-9a-f]+_counter_l25]] = protected global i32 5
// DEV-DAG: @[[S:__omp_offloading_[0-9a-f]+_[0-9a-f]+_next.scale_l29]] = protected global [2 x double]
// DEV-DAG: @.offloading.entry.[[C]] = weak constant %struct.__tgt_offload_entry { ptr @[[C]], ptr @{{.*}}, i64 4, i32 0, i32 0 }
// DEV-DAG: @.offloading.entry.[[S]] = weak constant %struct.__tgt_offload_entry { ptr @[[S]], ptr @{{.*}}, i64 16, i32 0, i32 0 }
// DEV-NOT: @counter =
// DEV-NOT: @next.scale =

// CLANG-DAG: @counter = internal global i32 5
// CLANG-DAG: !{i32 1, !"counter", i32 0, i32 0}
// CLANG-NOT: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_counter
// CLANG-NOT: .offloading.entry.counter

// A static link variable's reference pointer is named as clang-19 names it, with the declaring
// file's inode number in hex, so two units' stay apart and clang-19's host IR matches (above).
static int g_link_static[4];
#pragma omp declare target link(g_link_static)

int read_link(void) {
  int r = 0;
#pragma omp target map(from: r)
  r = g_link_static[1];
  return r;
}

// HOST-DAG: @[[L:g_link_static_[0-9a-f]+_decl_tgt_ref_ptr]] = weak global ptr @g_link_static
// HOST-DAG: @.offloading.entry.[[L]] = weak constant %struct.__tgt_offload_entry { ptr @[[L]], ptr @{{.*}}, i64 8, i32 1, i32 0 }
// HOST-NOT: @g_link_static_decl_tgt_ref_ptr
// RUN: FileCheck %s --check-prefix=LINK --input-file=%t/dev.ll
// RUN: FileCheck %s --check-prefix=LINK --input-file=%t/clang-dev.ll
// LINK: @{{g_link_static_[0-9a-f]+_decl_tgt_ref_ptr}} = weak global ptr null
