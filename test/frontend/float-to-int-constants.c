// A floating constant converted to an integer type folds as clang-19 folds it, toward zero and
// saturated at the type's bounds (C leaves an out-of-range value undefined; before, ompfe's own
// conversion was undefined behaviour and gave 0 or wrapped values), and a floating literal
// that an implicit conversion changes gets clang-19's -Wliteral-conversion warning. Address
// constants whose offset overflows wrap as in clang-19 instead of overflowing in ompfe
// (`&arr[0x4000000000000001]` is also -Warray-bounds, as in clang-19: not this test's concern).
// RUN: %ompfe -Wno-array-bounds -emit-llvm -S %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=WARN --match-full-lines --strict-whitespace
// RUN: FileCheck %s --input-file=%t.ll

// WARN:{{.*}}float-to-int-constants.c:[[@LINE+4]]:9: warning: implicit conversion of out of range value from 'double' to 'int' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}int x = 1e30;
// WARN-NEXT:{{ *[0-9]* \| }}        ^
// CHECK-DAG: @x = global i32 2147483647, align 4
int x = 1e30;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:14: warning: implicit conversion of out of range value from 'double' to 'unsigned int' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}unsigned u = -1.0;
// WARN-NEXT:{{ *[0-9]* \| }}             ^
// CHECK-DAG: @u = global i32 0, align 4
unsigned u = -1.0;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:10: warning: implicit conversion of out of range value from 'double' to 'long' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}long l = 1e300;
// WARN-NEXT:{{ *[0-9]* \| }}         ^
// CHECK-DAG: @l = global i64 9223372036854775807, align 8
long l = 1e300;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:10: warning: implicit conversion of out of range value from 'double' to 'int' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}int nx = -(1e30);
// WARN-NEXT:{{ *[0-9]* \| }}         ^
// CHECK-DAG: @nx = global i32 -2147483648, align 4
int nx = -(1e30);
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:20: warning: implicit conversion of out of range value from 'float' to 'unsigned long' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}unsigned long ul = 2e19f;
// WARN-NEXT:{{ *[0-9]* \| }}                   ^
// CHECK-DAG: @ul = global i64 -1, align 8
unsigned long ul = 2e19f;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+8]]:20: warning: implicit conversion of out of range value from 'double' to 'unsigned char' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}unsigned char uc = 300.0, uc2 = -5.5;
// WARN-NEXT:{{ *[0-9]* \| }}                   ^
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+5]]:33: warning: implicit conversion of out of range value from 'double' to 'unsigned char' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}unsigned char uc = 300.0, uc2 = -5.5;
// WARN-NEXT:{{ *[0-9]* \| }}                                ^
// CHECK-DAG: @uc = global i8 -1, align 1
// CHECK-DAG: @uc2 = global i8 0, align 1
unsigned char uc = 300.0, uc2 = -5.5;
// In range, but not whole: the value the conversion gives, in clang-19's digits.
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:10: warning: implicit conversion from 'double' to 'long' changes value from 3.9 to 3 [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}long k = 3.9;
// WARN-NEXT:{{ *[0-9]* \| }}         ^
// CHECK-DAG: @k = global i64 3, align 8
long k = 3.9;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:9: warning: implicit conversion from 'double' to 'int' changes value from 2147483647.5 to 2147483647 [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}int h = 2147483647.5;
// WARN-NEXT:{{ *[0-9]* \| }}        ^
// CHECK-DAG: @h = global i32 2147483647, align 4
int h = 2147483647.5;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:23: warning: implicit conversion from 'double' to 'unsigned long' changes value from -0.5 to 0 [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}unsigned long small = -0.5;
// WARN-NEXT:{{ *[0-9]* \| }}                      ^
// CHECK-DAG: @small = global i64 0, align 8
unsigned long small = -0.5;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:11: warning: implicit conversion from 'double' to '_Bool' changes value from 1.0E+300 to true [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}_Bool b = 1e300;
// WARN-NEXT:{{ *[0-9]* \| }}          ^
// CHECK-DAG: @b = global {{.*}}1
_Bool b = 1e300;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:15: warning: implicit conversion from 'double' to 'int' changes value from 0.001 to 0 [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}int tiny[] = {0.001, 1.0, 2};
// WARN-NEXT:{{ *[0-9]* \| }}              ^
// CHECK-DAG: @tiny = global [3 x i32] [i32 0, i32 1, i32 2], align 4
int tiny[] = {0.001, 1.0, 2};
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+3]]:32: warning: implicit conversion of out of range value from 'double' to 'int' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}int ret(void) { int z = 0; z = 1e10; return z; }
// WARN-NEXT:{{ *[0-9]* \| }}                               ^
int ret(void) { int z = 0; z = 1e10; return z; }
// 128-bit types hold the whole part of 1e30, and saturate at 2^127 - 1.
// CHECK-DAG: @u128 = global i128 1000000000000000019884624838656, align 16
unsigned __int128 u128 = 1e30;
// WARN-NEXT:{{.*}}float-to-int-constants.c:[[@LINE+4]]:17: warning: implicit conversion of out of range value from 'double' to '__int128' is undefined [-Wliteral-conversion]
// WARN-NEXT:{{ *[0-9]* \| }}__int128 i128 = 1e40;
// WARN-NEXT:{{ *[0-9]* \| }}                ^
// CHECK-DAG: @i128 = global i128 170141183460469231731687303715884105727, align 16
__int128 i128 = 1e40;
// WARN-NOT: warning
// No warning where the operand is not a literal or the cast is explicit; the values saturate.
// CHECK-DAG: @e = global i32 2147483647, align 4
int e = 1e30 * 2;
// CHECK-DAG: @c = global i32 -2147483648, align 4
int c = (int)-1e30;
// CHECK-DAG: @s = global i16 32767, align 2
short s = (short)1e6;
// CHECK-DAG: @n = global i32 0, align 4
int n = (int)__builtin_nan("");

// Address constants wrap: clang-19's values.
int arr[4];
// CHECK-DAG: @p = global [8 x i8] c"\FC\FF\FF\FF\FF\FF\FF\FF", align 8
char *p = (char *)0 + 0x7fffffffffffffff * 4;
// CHECK-DAG: @q = global ptr getelementptr (i8, ptr @arr, i64 4), align 8
int *q = &arr[0x4000000000000001];
// CHECK-DAG: @r = global ptr getelementptr (i8, ptr @arr, i64 -4), align 8
int *r = arr + 0x7fffffffffffffff;
// CHECK-DAG: @t = global ptr getelementptr (i8, ptr @arr, i64 -9223372036854775808), align 8
char *t = (char *)arr - 0x7fffffffffffffff - 1;
