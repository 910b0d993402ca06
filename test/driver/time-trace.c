// -ftime-trace: each compile's stage times as a Chrome trace, the format clang-19 writes (JSON,
// traceEvents of complete events in microseconds, ExecuteCompiler around the stages, a Total
// row per stage, the process's name). Through ompcc, one file per compile: the host's as named,
// each device's and the host code generation's beside it; a bare -ftime-trace names them after
// the object (-c -o) or the source. A file that cannot be written is an error; so is one name
// for two sources.
// RUN: rm -rf %t && mkdir -p %t/obj %t/cwd
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -ftime-trace=%t/t.json -ftime-trace-granularity=50 %s -o %t/prog
// RUN: python3 %srcroot/test/tools/time-trace-check.py %t/t.json %t/t.x86_64-pc-linux-gnu.json %t/t.backend.json | FileCheck %s
// CHECK: t.json: ompfe: preprocess, parse + sema, emit MLIR, passes, {{.*}}translate{{.*}}write
// CHECK-NEXT: t.x86_64-pc-linux-gnu.json: ompfe: preprocess, parse + sema, emit MLIR, passes, {{.*}}write
// CHECK-NEXT: t.backend.json: ompfe: read IR, embed offload object, write
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

int main(void) {
  int x = 1;
#pragma omp target map(tofrom: x)
  x += 1;
  printf("%d\n", x);
  return 0;
}
