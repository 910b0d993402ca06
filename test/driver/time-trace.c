// -ftime-trace: each compile's stage times as a Chrome trace, the format clang-19 writes (JSON,
// traceEvents of complete events in microseconds, ExecuteCompiler around the stages, a Total
// row per stage, the process's name). Through ompcc, one file per compile: the host's as named,
// each device's and the host code generation's beside it; a bare -ftime-trace names them after
// the object (-c -o) or the source. Each function's emission is a "CodeGen Function" event (its
// name in the detail, clang's event) inside the emit MLIR stage, when it takes at least
// -ftime-trace-granularity microseconds (500 by default, as clang's; 100 s: none). A file
// that cannot be written is an error; so is one name for two sources, and a bad granularity.
// RUN: rm -rf %t && mkdir -p %t/obj %t/cwd
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -ftime-trace=%t/t.json -ftime-trace-granularity=0 %s -o %t/prog
// RUN: python3 %srcroot/test/tools/time-trace-check.py %t/t.json %t/t.x86_64-pc-linux-gnu.json %t/t.backend.json | FileCheck %s
// CHECK: t.json: ompfe: preprocess, parse + sema, emit MLIR, passes, {{.*}}translate{{.*}}write
// CHECK-NEXT: functions: helper, main
// CHECK-NEXT: t.x86_64-pc-linux-gnu.json: ompfe: preprocess, parse + sema, emit MLIR, passes, {{.*}}write
// CHECK-NEXT: functions: helper, main
// CHECK-NEXT: t.backend.json: ompfe: read IR, embed offload object, write
// RUN: %ompfe -fopenmp -ftime-trace=%t/coarse.json -ftime-trace-granularity=100000000 -emit-llvm -S %s -o %t/coarse.ll
// RUN: python3 %srcroot/test/tools/time-trace-check.py %t/coarse.json | FileCheck %s --check-prefix=COARSE
// COARSE: coarse.json: ompfe: preprocess, parse + sema, emit MLIR
// COARSE-NOT: functions:
// RUN: not %ompfe -fsyntax-only -ftime-trace -ftime-trace-granularity=x %s 2>&1 | FileCheck %s --check-prefix=GRAIN
// GRAIN: error: invalid value 'x' in '-ftime-trace-granularity=' (expected a number of microseconds)
// RUN: %ompcc -c -ftime-trace %s -o %t/obj/x.o
// RUN: python3 %srcroot/test/tools/time-trace-check.py %t/obj/x.json | FileCheck %s --check-prefix=OBJ
// OBJ: x.json: ompfe: preprocess, parse + sema
// RUN: cd %t/cwd && %ompfe -fsyntax-only -ftime-trace %s
// RUN: python3 %srcroot/test/tools/time-trace-check.py %t/cwd/time-trace.json | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: time-trace.json: ompfe: preprocess, parse + sema{{$}}
// RUN: not %ompfe -fsyntax-only -ftime-trace= %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: '-ftime-trace=' needs the name of the file to write
// RUN: not %ompfe -fsyntax-only -ftime-trace=%t/no/such/dir/t.json %s 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: error: cannot write the time trace '{{.*}}no/such/dir/t.json': No such file or directory
// RUN: not %ompcc -fsyntax-only -ftime-trace=%t/two.json %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: error: '-ftime-trace=' names the trace of one translation unit
#include <stdio.h>

#pragma omp declare target
int helper(int v) { return v + 1; }
#pragma omp end declare target

int main(void) {
  int x = 1;
#pragma omp target map(tofrom: x)
  x = helper(x);
  printf("%d\n", x);
  return 0;
}
