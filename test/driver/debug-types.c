// -g's types against clang-19's -g, by what gdb shows: the same script on both builds must give
// the same answers (typedef names, enumerators, bit-fields, variable length arrays).
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/debug-types/* %t/ && cd %t
// RUN: %clang -g types.c -o clang.out
// RUN: %ompcc -g types.c -o ompcc.out
// RUN: gdb -q -batch -x types.gdb ./clang.out 2>&1 | grep -E '^\$[0-9]+ = |^type = |^    |^}|No symbol|unknown type' > clang.txt
// RUN: gdb -q -batch -x types.gdb ./ompcc.out 2>&1 | grep -E '^\$[0-9]+ = |^type = |^    |^}|No symbol|unknown type' > ompcc.txt
// RUN: diff clang.txt ompcc.txt
// RUN: FileCheck %s --input-file=ompcc.txt

// Typedef names: a variable's type is named as written, qualified, through a pointer or an
// array, and a typedef of a typedef resolves to the type underneath.
// CHECK:      type = count_t
// CHECK-NEXT: type = int
// CHECK-NEXT: $1 = 7
// CHECK-NEXT: type = const count_t
// CHECK-NEXT: type = point_t
// CHECK-NEXT: type = struct {
// CHECK-NEXT:     int x;
// CHECK-NEXT:     int y;
// CHECK-NEXT: }
// CHECK-NEXT: $2 = {x = 1, y = 2}
// CHECK-NEXT: type = count_t *
// CHECK-NEXT: type = count_t [2]
// CHECK-NEXT: $3 = {6, 7}
// CHECK-NEXT: type = total_t
// CHECK-NEXT: type = int
// CHECK-NEXT: $4 = 5
// Enumerations: a value by its enumerator's name, the type with its enumerators.
// CHECK-NEXT: $5 = GREEN
// CHECK-NEXT: type = enum color {RED, GREEN = 5, BLUE}
// CHECK-NEXT: $6 = NEGATIVE
// CHECK-NEXT: type = enum sign {NEGATIVE = -1, ZERO, POSITIVE}
// CHECK-NEXT: $7 = BLUE
// Bit-fields: their values and widths, the unnamed one left out, beside a plain member.
// CHECK-NEXT: $8 = {ready = 1, mode = 5, level = -7, tag = 113 'q', wide = 123456789012}
// CHECK-NEXT: type = struct flags {
// CHECK-NEXT:     unsigned int ready : 1;
// CHECK-NEXT:     unsigned int mode : 3;
// CHECK-NEXT:     int level : 5;
// CHECK-NEXT:     char tag;
// CHECK-NEXT:     long wide : 40;
// CHECK-NEXT: }
// CHECK-NEXT: $9 = -7
// CHECK-NEXT: $10 = 123456789012
// A variable length array: its length as it is at run time.
// CHECK-NEXT: $11 = {0, 1, 4, 9}
// CHECK-NEXT: type = int [4]
// CHECK-NEXT: $12 = 16

// RUN: %ompfe -g -emit-llvm types.c -o - | FileCheck %s --check-prefix=IR
// IR-DAG: !DILocalVariable(name: "n", {{.*}}type: ![[COUNT:[0-9]+]])
// IR-DAG: ![[COUNT]] = !DIDerivedType(tag: DW_TAG_typedef, name: "count_t", baseType: ![[INT:[0-9]+]])
// IR-DAG: ![[INT]] = !DIBasicType(name: "int"
// IR-DAG: !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", {{.*}}line: 7, {{.*}}elements: ![[COLORS:[0-9]+]])
// IR-DAG: ![[COLORS]] = !{![[RED:[0-9]+]], ![[GREEN:[0-9]+]], ![[BLUE:[0-9]+]]}
// IR-DAG: ![[RED]] = !DIEnumerator(name: "RED", value: 0, isUnsigned: true)
// IR-DAG: ![[GREEN]] = !DIEnumerator(name: "GREEN", value: 5, isUnsigned: true)
// IR-DAG: !DIEnumerator(name: "NEGATIVE", value: -1)
// IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "level", scope: !{{[0-9]+}}, baseType: ![[INT]], size: 5, offset: 6, flags: DIFlagBitField, extraData: i64 0)
// IR-DAG: ![[LENGTH:[0-9]+]] = !DILocalVariable(name: "__vla_expr0", {{.*}}line: 23, type: ![[ULONG:[0-9]+]])
// IR-DAG: ![[ULONG]] = !DIBasicType(name: "unsigned long"
// IR-DAG: !DILocalVariable(name: "vla", {{.*}}line: 23, type: ![[VLA:[0-9]+]])
// IR-DAG: ![[VLA]] = !DICompositeType(tag: DW_TAG_array_type, baseType: ![[COUNT]], elements: ![[VLA_ELEMENTS:[0-9]+]])
// IR-DAG: ![[VLA_ELEMENTS]] = !{![[VLA_RANGE:[0-9]+]]}
// IR-DAG: ![[VLA_RANGE]] = {{.*}}!DISubrange(count: ![[LENGTH]])
// IR-DAG: !DIDerivedType(tag: DW_TAG_member, name: "tag", baseType: !{{[0-9]+}}, size: 8, offset: 16)

// The types verify in llvm-dwarfdump, the x86_64 device object's too.
// RUN: %ompcc -g -c types.c -o types.o && llvm-dwarfdump --verify types.o | FileCheck %s --check-prefix=VERIFY
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -g -c types.c -o omp.o && llvm-dwarfdump --verify omp.o | FileCheck %s --check-prefix=VERIFY
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -emit-llvm-bc types.c -o omp-host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path omp-host.bc -g -emit-obj types.c -o omp-device.o
// RUN: llvm-dwarfdump --verify omp-device.o | FileCheck %s --check-prefix=VERIFY
// VERIFY: No errors.
