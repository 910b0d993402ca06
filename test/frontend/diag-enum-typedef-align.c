// The errors and warnings of packed, mode and aligned on enums and of aligned on typedefs, as
// clang-19 gives them: a mode enum (signed, as clang makes it) cannot hold a value; _Alignas on
// a typedef; an array whose element is aligned above its size (a typedef's aligned, an enum's);
// packed on a reference to a complete enum is ignored. All in one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: diag-enum-typedef-align.c:[[@LINE+2]]:37: error: enumerator value is not representable in the underlying type 'signed char'
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:48: error: enumerator value is not representable in the underlying type 'signed char'
enum __attribute__((mode(QI))) M1 { M1a = 200, M1b };
// after the '}' too (gcc refuses it; clang-19 truncates the value)
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:21: error: enumerator value is not representable in the underlying type 'short'
enum M2 { M2a = -1, M2b = 40000 } __attribute__((mode(HI)));
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:25: error: '_Alignas' attribute only applies to variables and fields
typedef _Alignas(8) int a8;
typedef int aint __attribute__((aligned(16)));
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:9: error: size of array element of type 'int' (4 bytes) isn't a multiple of its alignment (16 bytes)
aint arr[2];
enum __attribute__((aligned(8))) E8 { E8a };
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:21: error: size of array element of type 'enum E8' (4 bytes) isn't a multiple of its alignment (8 bytes)
struct S { enum E8 e[3]; };
enum P { P0 };
// CHECK: diag-enum-typedef-align.c:[[@LINE+1]]:30: warning: 'packed' attribute ignored
enum __attribute__((packed)) P p;
// CHECK: exit=1
