// `#pragma pack` is refused at its location: ignoring it lays the structs out unpacked, a
// silent difference from gcc and clang (csmith seed 8624 at -O2: a union of a packed struct
// read through a wider member gave another checksum). No output file is written.
// RUN: rm -f %t.ll
// RUN: not %ompfe -emit-llvm -S %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll
// CHECK: pragma-pack.c:[[@LINE+3]]:1: error: '#pragma pack' is not supported
// CHECK-NEXT: #pragma pack(push)
// CHECK-NEXT: ^
#pragma pack(push)
// CHECK: pragma-pack.c:[[@LINE+1]]:1: error: '#pragma pack' is not supported
#pragma pack(1)
struct S0 {
  unsigned char f0;
  long f1;
};
// CHECK: pragma-pack.c:[[@LINE+1]]:1: error: '#pragma pack' is not supported
_Pragma("pack(pop)")
// a pragma whose name only starts with "pack" is another pragma: skipped, as before
// CHECK-NOT: error
#pragma packed_thing
int size = sizeof(struct S0);
