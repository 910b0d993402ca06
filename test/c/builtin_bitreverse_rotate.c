// RUN: %clang -w %s -o %t.clang && %t.clang > %t.want
// RUN: ompcc %s -o %t.O0 && %t.O0 > %t.gotO0 && diff %t.want %t.gotO0
// RUN: ompcc -O2 %s -o %t.O2 && %t.O2 > %t.gotO2 && diff %t.want %t.gotO2
// RUN: FileCheck %s < %t.gotO0
// clang's __builtin_bitreverse8/16/32/64, __builtin_rotateleft8..64 and
// __builtin_rotateright8..64 (llvm.bitreverse, llvm.fshl, llvm.fshr), at run time and folded
// in static initializers, against clang-19's output; ompfe did not know them ('use of
// undeclared identifier').
#include <stdio.h>

static const unsigned long long folded[] = {
  __builtin_bitreverse8(0x01), __builtin_bitreverse16(0x1234), __builtin_bitreverse32(0x12345678u),
  __builtin_bitreverse64(0x0123456789abcdefull), __builtin_rotateleft8(0x81, 1), __builtin_rotateleft16(0x8001, 17),
  __builtin_rotateleft32(0x80000001u, 4), __builtin_rotateleft64(0x8000000000000001ull, 68),
  __builtin_rotateright8(0x81, 9), __builtin_rotateright16(0x8001, 0), __builtin_rotateright32(0x80000001u, 36),
  __builtin_rotateright64(0x8000000000000001ull, 1),
};

int main(void) {
  volatile unsigned long long v = 0x0123456789abcdefull;
  volatile unsigned n = 13, big = 70;
  for (unsigned i = 0; i < sizeof folded / sizeof *folded; i++) printf("%llx\n", folded[i]);
  printf("%x %x %x %lx\n", __builtin_bitreverse8(v), __builtin_bitreverse16(v), __builtin_bitreverse32(v), __builtin_bitreverse64(v));
  printf("%x %x %x %lx\n", __builtin_rotateleft8(v, n), __builtin_rotateleft16(v, n), __builtin_rotateleft32(v, n),
         __builtin_rotateleft64(v, big));
  printf("%x %x %x %lx\n", __builtin_rotateright8(v, n), __builtin_rotateright16(v, n), __builtin_rotateright32(v, big),
         __builtin_rotateright64(v, n));
  printf("%d %d %d\n", (int)sizeof(__builtin_bitreverse8(0)), (int)sizeof(__builtin_rotateleft16(0, 0)),
         _Generic(__builtin_rotateright64(0, 0), unsigned long: 1, default: 0));
  return 0;
}
// CHECK: 80
// CHECK-NEXT: 2c48
// CHECK-NEXT: 1e6a2c48
// CHECK-NEXT: f7b3d591e6a2c480
// CHECK-NEXT: 3
// CHECK-NEXT: 3
// CHECK-NEXT: 18
// CHECK-NEXT: 18
// CHECK-NEXT: c0
// CHECK-NEXT: 8001
// CHECK-NEXT: 18000000
// CHECK-NEXT: c000000000000000
// CHECK: 1 2 1
