// A floating constant converted to an integer type out of its range is folded as clang-19
// folds it, saturated to the type's range, NaN as 0 (the conversion is undefined in C).
// Before, the fold converted through int64_t, itself undefined in ompfe for values beyond
// 64 bits (UBSan: "1e+55 is outside the range of representable values of type 'long'",
// found by fuzz_source), and wrapped values within them ((int)3e9 was -1294967296).
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -S -emit-llvm %s -o - | FileCheck %s
// CHECK-DAG: @g = {{.*}}global i64 9223372036854775807
// CHECK-DAG: @h = {{.*}}global i32 2147483647
// CHECK-DAG: @u = {{.*}}global i64 0
// CHECK-DAG: @n = {{.*}}global i32 0
// CHECK-DAG: @m = {{.*}}global i64 -9223372036854775808
// CHECK-DAG: @c = {{.*}}global i8 -1
// CHECK-DAG: @sc = {{.*}}global i8 -128
// CHECK-DAG: @ok = {{.*}}global i32 -2
// CHECK-DAG: @big = {{.*}}global i64 -8446744073709551616
// CHECK-DAG: @inside = {{.*}}global i64 -9223372036854775808
long g = (long)1e55;
int h = (int)3e9;
unsigned long u = (unsigned long)-1.0;
int n = (int)__builtin_nan("");
long m = (long)-1e300;
unsigned char c = (unsigned char)300.0;
signed char sc = (signed char)-200.0;
int ok = (int)-2.5;
unsigned long big = (unsigned long)1e19;
long inside = (long)-9223372036854775808.0;
