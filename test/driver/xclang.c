// -Xclang <arg> goes to every ompfe compile of source, host and device, as clang gives it to
// each cc1 (and to none of the back-end, packaging or link steps), so a stage's dump works
// through the driver; an argument ompfe does not know is ompfe's error, and nothing is linked.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -Xclang -print-offload-entries -Xclang -ftime-report prog.c -o prog 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets={{.*}} -print-offload-entries -ftime-report -emit-llvm-bc prog.c
// JOBS-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device {{.*}} -print-offload-entries -ftime-report -fPIC -emit-obj prog.c
// JOBS-NEXT: clang-offload-packager-19
// JOBS-NOT:  -print-offload-entries
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -Xclang -print-offload-entries prog.c -o prog | FileCheck %s --check-prefix=ENTRIES
// ENTRIES:      host module: 1 offload entry
// ENTRIES:      region {{.*}} __omp_offloading_{{.*}}_main_l[[#@LINE+15]] {{ *}}prog.c:[[#@LINE+15]]
// ENTRIES:      device module: 1 offload entry
// RUN: ./prog | FileCheck %s --check-prefix=OUT
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -c -Xclang -mlir-print-ir-after=mark-declare-target prog.c -o prog.o 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: IR Dump After MarkDeclareTarget (mark-declare-target)
// DUMP: llvm.func @main
// DUMP: IR Dump After MarkDeclareTarget (mark-declare-target)
// DUMP: omp.is_target_device = true
// RUN: not %ompcc -Xclang -no-such-cc1-flag prog.c -o other 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: ls | FileCheck %s --check-prefix=FILES --implicit-check-not=other
// UNKNOWN: ompfe: error: unknown argument: '-no-such-cc1-flag'
// FILES: prog
// RUN: ./prog | FileCheck %s --check-prefix=OUT
int main(void) {
  int x = 41;
  #pragma omp target map(tofrom: x)
  x++;
  __builtin_printf("x=%d\n", x);
  return 0;
}
// OUT: x=42
