// -g: DWARF for host and device code, read by gdb and checked by llvm-dwarfdump.
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/debug/* %t/ && cd %t

// In the LLVM module, a C11 compile unit, a subprogram per function defined (kernels included), the
// variables with their types, the DWARF version as clang-19 sets it.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -emit-llvm prog.c -o - | FileCheck %s --check-prefix=IR
// IR-DAG: !DICompileUnit(language: DW_LANG_C11, file: ![[FILE:[0-9]+]], producer: "ompfe version {{.*}}", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, nameTableKind: None)
// IR-DAG: !DISubprogram(name: "visit", scope: ![[FILE]], file: ![[FILE]], line: 5, type: !{{[0-9]+}}, scopeLine: 5, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition
// IR-DAG: !DISubprogram(name: "main", scope: ![[FILE]], file: ![[FILE]], line: 10, {{.*}}spFlags: DISPFlagDefinition
// IR-DAG: !DISubprogram(name: "__omp_offloading_{{.*}}_main_l17", {{.*}}line: 17,
// IR-DAG: !DILocalVariable(name: "depth", arg: 2, {{.*}}line: 5, type: ![[INT:[0-9]+]])
// IR-DAG: ![[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// IR-DAG: !DILocalVariable(name: "first", {{.*}}line: 12, type: ![[NODE:[0-9]+]])
// IR-DAG: ![[NODE]] = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: ![[FILE]], line: 2, size: 320, align: 64, elements: ![[MEMBERS:[0-9]+]])
// IR-DAG: ![[MEMBERS]] = !{![[VALUE:[0-9]+]], ![[NEXT:[0-9]+]], ![[WEIGHT:[0-9]+]]}
// IR-DAG: ![[NEXT]] = !DIDerivedType(tag: DW_TAG_member, name: "next", baseType: ![[NODEPTR:[0-9]+]], size: 64, offset: 64)
// IR-DAG: ![[NODEPTR]] = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: ![[NODE]], size: 64)
// IR-DAG: !DILocalVariable(name: "cv", {{.*}}type: ![[CONST:[0-9]+]])
// IR-DAG: ![[CONST]] = !DIDerivedType(tag: DW_TAG_const_type, baseType: ![[VOLATILE:[0-9]+]])
// IR-DAG: ![[VOLATILE]] = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: ![[LONG:[0-9]+]])
// IR-DAG: !DILocalVariable(name: "inside", {{.*}}line: 19,
// IR-DAG: !"Dwarf Version", i32 5}
// IR-DAG: !"Debug Info Version", i32 3}

// Parameters are stored before the prologue's end (no line, as clang-19 has it), so a
// breakpoint on a function stops where its parameters are readable.
// RUN: %ompfe -g -emit-llvm prog.c -o - | FileCheck %s --check-prefix=PROLOGUE
// PROLOGUE:      define internal i32 @visit(ptr %0, i32 %1) !dbg
// PROLOGUE:      store ptr %0, ptr %{{[0-9]+}}, align 8{{$}}
// PROLOGUE-NEXT: store i32 %1, ptr %{{[0-9]+}}, align 4{{$}}

// -gline-tables-only: lines, no variables; -gdwarf-4: the version; -g0 and none: nothing.
// RUN: %ompfe -gline-tables-only -emit-llvm prog.c -o - | FileCheck %s --check-prefix=LINES --implicit-check-not=DILocalVariable
// LINES: emissionKind: LineTablesOnly
// RUN: %ompfe -gdwarf-4 -emit-llvm prog.c -o - | FileCheck %s --check-prefix=DWARF4
// DWARF4: !"Dwarf Version", i32 4}
// RUN: %ompfe -g -g0 -emit-llvm prog.c -o - | FileCheck %s --check-prefix=NONE
// RUN: %ompfe -emit-llvm prog.c -o - | FileCheck %s --check-prefix=NONE
// NONE-NOT: !dbg

// ompcc gives -g to the host and the device compiles; the device compile verifies in
// llvm-dwarfdump as the host's does.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -g -gdwarf-4 -c prog.c 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: ompfe {{.*}}-fopenmp-targets=x86_64-pc-linux-gnu {{.*}}-g -gdwarf-4
// FLAGS: ompfe {{.*}}-fopenmp-is-target-device {{.*}}-g -gdwarf-4
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -g -c prog.c -o host.o
// RUN: llvm-dwarfdump --verify host.o | FileCheck %s --check-prefix=VERIFY
// VERIFY: No errors.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -emit-llvm-bc prog.c -o host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path host.bc -g -emit-obj prog.c -o device.o
// RUN: llvm-dwarfdump --verify device.o | FileCheck %s --check-prefix=VERIFY
// RUN: llvm-dwarfdump --debug-info device.o | FileCheck %s --check-prefix=DEVICE-INFO
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -O2 -g -c prog.c -o optimized.o
// RUN: llvm-dwarfdump --verify optimized.o | FileCheck %s --check-prefix=VERIFY
// RUN: llvm-dwarfdump --debug-info optimized.o | FileCheck %s --check-prefix=OPTIMIZED
// OPTIMIZED: DW_AT_producer ("ompfe version {{.*}}")
// OPTIMIZED: DW_AT_name ("main")
// DEVICE-INFO: DW_AT_name ("__omp_offloading_{{.*}}_main_l17")
// DEVICE-INFO: DW_AT_name ("inside")

// gdb on the linked program: a breakpoint on a host function shows its parameters and the
// caller's locals by type, records included; one inside the target region stops in the
// kernel running on the x86_64 device (a shared object libomptarget loaded), variables
// mapped into it readable.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -g prog.c -o prog
// RUN: gdb -q -batch -x host.gdb ./prog 2>&1 | FileCheck %s --check-prefix=GDB-HOST --implicit-check-not=warning
// GDB-HOST: Breakpoint 1 at {{.*}}: file prog.c, line 6.
// GDB-HOST: visit (n=0x{{[0-9a-f]+}}, depth=3) at prog.c:6
// GDB-HOST: #1 {{.*}} in main (argc=1, argv=0x{{[0-9a-f]+}}) at prog.c:16
// GDB-HOST: $1 = {value = 1, next = 0x{{[0-9a-f]+}}, weight = {1, 2, 3}}
// GDB-HOST: $2 = {0.5, 1.5, 2.5}
// GDB-HOST: second = {value = 2, next = 0x0, weight = {0.5, 1.5, 2.5}}
// GDB-HOST: bits = {f = 1, u = 1065353216}
// GDB-HOST: t = {name = "ompfe\000\000", id = 7}
// GDB-HOST: cv = 42
// GDB-HOST:      type = struct node {
// GDB-HOST-NEXT:     int value;
// GDB-HOST-NEXT:     struct node *next;
// GDB-HOST-NEXT:     double weight[3];
// GDB-HOST-NEXT: }
// GDB-HOST:      const int id;
// RUN: gdb -q -batch -x device.gdb ./prog 2>&1 | FileCheck %s --check-prefix=GDB-DEVICE
// GDB-DEVICE: Breakpoint 1.2, __omp_offloading_{{.*}}_main_l17 () at prog.c:20
// GDB-DEVICE: $1 = 10
// GDB-DEVICE: $2 = 9
// GDB-DEVICE: __omp_offloading_{{.*}}_main_l17 + {{[0-9]+}} in section .text of /tmp/{{.*}}

// -ffile-prefix-map (Debian's default flags, for reproducible builds) rewrites the paths that
// __FILE__ and the debug information would carry; -fdebug-prefix-map the latter alone.
// RUN: %ompcc -g -ffile-prefix-map=%t=. %t/prog.c -c -o mapped.o
// RUN: llvm-dwarfdump --debug-info mapped.o | FileCheck %s --check-prefix=MAPPED
// MAPPED: DW_AT_name ("./prog.c")
// RUN: not grep -c %t mapped.o
// RUN: printf '#include <stdio.h>\nint main(void) { puts(__FILE__); return 0; }\n' > file.c
// RUN: %ompcc -ffile-prefix-map=%t=/src %t/file.c -o file && ./file | FileCheck %s --check-prefix=FILE-MACRO
// FILE-MACRO: /src/file.c
// RUN: %ompcc -g -fdebug-prefix-map=%t=/src %t/file.c -o debug-only && ./debug-only | FileCheck %s --check-prefix=DEBUG-ONLY -DDIR=%t
// DEBUG-ONLY: [[DIR]]/file.c
