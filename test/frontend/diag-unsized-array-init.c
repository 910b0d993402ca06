// An array sized by its initializer is laid out twice, once to count its elements: only the
// second layout converts and checks them, so each message comes once and in the conversion's
// words ('not a compile-time constant' came first for a struct, and warnings came twice).
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

int g;
struct S { int x; } s;
// CHECK:{{.*}}diag-unsized-array-init.c:[[@LINE+3]]:12: error: incompatible types initializing 'struct S' to 'int'
// CHECK-NEXT:{{ *[0-9]* \| }}int c[] = {s};
// CHECK-NEXT:{{ *[0-9]* \| }}           ^
int c[] = {s};
// CHECK-NEXT:{{.*}}diag-unsized-array-init.c:[[@LINE+6]]:12: warning: incompatible pointer to integer conversion initializing 'int *' to 'int' [-Wint-conversion]
// CHECK-NEXT:{{ *[0-9]* \| }}int b[] = {&g, 1};
// CHECK-NEXT:{{ *[0-9]* \| }}           ^
// CHECK-NEXT:{{.*}}diag-unsized-array-init.c:[[@LINE+3]]:12: error: initializer element is not a compile-time constant
// CHECK-NEXT:{{ *[0-9]* \| }}int b[] = {&g, 1};
// CHECK-NEXT:{{ *[0-9]* \| }}           ^
int b[] = {&g, 1};
// CHECK-NEXT:{{.*}}diag-unsized-array-init.c:[[@LINE+3]]:12: warning: implicit conversion from 'double' to 'int' changes value from 2.5 to 2 [-Wliteral-conversion]
// CHECK-NEXT:{{ *[0-9]* \| }}int w[] = {2.5, 1};
// CHECK-NEXT:{{ *[0-9]* \| }}           ^
int w[] = {2.5, 1};
// CHECK-NEXT:{{.*}}diag-unsized-array-init.c:[[@LINE+3]]:13: warning: incompatible pointer types: initializing 'char *' to 'int *' [-Wincompatible-pointer-types]
// CHECK-NEXT:{{ *[0-9]* \| }}int *q[] = {"x", 0};
// CHECK-NEXT:{{ *[0-9]* \| }}            ^
int *q[] = {"x", 0};
// CHECK-NOT:{{.}}
