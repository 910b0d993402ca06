// -g against clang-19's -g, by what gdb shows: the same script on both builds must give the
// same answers (a debugger that shows a wrong value is worse than one that shows none).
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/debug-scopes/* %t/ && cd %t
// RUN: %clang -g scopes.c -o clang.out
// RUN: %ompcc -g scopes.c -o ompcc.out
// RUN: gdb -q -batch -x scopes.gdb ./clang.out 2>&1 | grep -E '^\$[0-9]+ = |^type = |^    |^}|No symbol|unknown type' > clang.txt
// RUN: gdb -q -batch -x scopes.gdb ./ompcc.out 2>&1 | grep -E '^\$[0-9]+ = |^type = |^    |^}|No symbol|unknown type' > ompcc.txt
// RUN: diff clang.txt ompcc.txt
// RUN: FileCheck %s --input-file=ompcc.txt

// Lexical blocks: inside each `{}` the innermost v, the loop's own v and i, the outer v after.
// CHECK:      $1 = 3
// CHECK-NEXT: $2 = 2
// CHECK-NEXT: $3 = 10
// CHECK-NEXT: $4 = 0
// Function-scope statics in their function (and by bump::calls outside), the parameter beside.
// CHECK-NEXT: $5 = 42
// CHECK-NEXT: $6 = 2
// CHECK-NEXT: $7 = 28
// CHECK-NEXT: $8 = 1
// Globals and file-scope statics, with their types.
// CHECK-NEXT: $9 = 28
// CHECK-NEXT: $10 = 2.5
// CHECK-NEXT: $11 = "ompfe"
// CHECK-NEXT: $12 = {1, 2, 3}
// CHECK-NEXT: type = int [3]
// CHECK-NEXT: $13 = 42

// The LLVM module has a block for each `{}` that declares locals and for a `for` that declares its
// variable, each local in its block; none for the function's body.
// RUN: %ompfe -g -emit-llvm scopes.c -o - | FileCheck %s --check-prefix=IR
// IR-DAG: ![[SP:[0-9]+]] = distinct !DISubprogram(name: "main"
// IR-DAG: ![[OUTER:[0-9]+]] = distinct !DILexicalBlock(scope: ![[SP]], file: !{{[0-9]+}}, line: 17, column: 3)
// IR-DAG: ![[INNER:[0-9]+]] = distinct !DILexicalBlock(scope: ![[OUTER]], file: !{{[0-9]+}}, line: 19, column: 5)
// IR-DAG: ![[FOR:[0-9]+]] = distinct !DILexicalBlock(scope: ![[SP]], file: !{{[0-9]+}}, line: 25, column: 3)
// IR-DAG: ![[BODY:[0-9]+]] = distinct !DILexicalBlock(scope: ![[FOR]], file: !{{[0-9]+}}, line: 25, column: 31)
// IR-DAG: !DILocalVariable(name: "v", scope: ![[SP]], {{.*}}line: 16,
// IR-DAG: !DILocalVariable(name: "v", scope: ![[OUTER]], {{.*}}line: 18,
// IR-DAG: !DILocalVariable(name: "v", scope: ![[INNER]], {{.*}}line: 20,
// IR-DAG: !DILocalVariable(name: "i", scope: ![[FOR]], {{.*}}line: 25,
// IR-DAG: !DILocalVariable(name: "v", scope: ![[BODY]], {{.*}}line: 26,

// Each global defined here has its DIGlobalVariableExpression, listed in the compile unit's
// globals; a function's static is in the function's scope; the carrier of their types is gone.
// RUN: %ompfe -g -emit-llvm scopes.c -o - | FileCheck %s --check-prefix=GLOBALS --implicit-check-not=ompfe.debug.globals
// GLOBALS-DAG: @g_counter = global i32 7, align 4, !dbg ![[COUNTER:[0-9]+]]
// GLOBALS-DAG: @bump.calls = internal global i32 40, align 4, !dbg ![[CALLS:[0-9]+]]
// GLOBALS-DAG: !DICompileUnit({{.*}}globals: ![[LIST:[0-9]+]]
// GLOBALS-DAG: ![[LIST]] = !{![[COUNTER]], ![[STATIC:[0-9]+]], ![[NAME:[0-9]+]], ![[TABLE:[0-9]+]], ![[CALLS]]}
// GLOBALS-DAG: ![[COUNTER]] = !DIGlobalVariableExpression(var: ![[COUNTER_VAR:[0-9]+]], expr: !DIExpression())
// GLOBALS-DAG: ![[COUNTER_VAR]] = distinct !DIGlobalVariable(name: "g_counter", scope: !{{[0-9]+}}, file: !{{[0-9]+}}, line: 4, type: !{{[0-9]+}}, isLocal: false, isDefinition: true)
// GLOBALS-DAG: distinct !DIGlobalVariable(name: "g_static", {{.*}}line: 5, {{.*}}isLocal: true, isDefinition: true)
// GLOBALS-DAG: ![[CALLS]] = !DIGlobalVariableExpression(var: ![[CALLS_VAR:[0-9]+]]
// GLOBALS-DAG: ![[CALLS_VAR]] = distinct !DIGlobalVariable(name: "calls", scope: ![[BUMP:[0-9]+]], {{.*}}line: 10, {{.*}}isLocal: true
// GLOBALS-DAG: ![[BUMP]] = distinct !DISubprogram(name: "bump"

// The blocks and globals verify in llvm-dwarfdump, at -O0 and -O2, with OpenMP outlined regions inside them.
// RUN: %ompcc -g -c scopes.c -o scopes.o && llvm-dwarfdump --verify scopes.o | FileCheck %s --check-prefix=VERIFY
// RUN: %ompcc -O2 -g -c scopes.c -o scopes-o2.o && llvm-dwarfdump --verify scopes-o2.o | FileCheck %s --check-prefix=VERIFY
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -g -c omp.c -o omp.o && llvm-dwarfdump --verify omp.o | FileCheck %s --check-prefix=VERIFY
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -emit-llvm-bc omp.c -o omp-host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path omp-host.bc -g -emit-obj omp.c -o omp-device.o
// RUN: llvm-dwarfdump --verify omp-device.o | FileCheck %s --check-prefix=VERIFY
// VERIFY: No errors.
