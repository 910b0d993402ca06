// __attribute__((mode(...))): errors for a mode ompfe does not know (vector and unknown
// ones), an integer mode on a type that is not an integer, and a mode on a pointer
// declarator. All in one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: diag-attribute-mode.c:[[@LINE+3]]:33: error: unsupported machine mode 'V4SF'
// CHECK-NEXT: {{ *[0-9]* \|}} typedef float sf __attribute__((mode(V4SF)));
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
typedef float sf __attribute__((mode(V4SF)));
// CHECK: diag-attribute-mode.c:[[@LINE+1]]:15: error: integer machine mode on non-integer type 'float'
typedef float f8 __attribute__((mode(QI)));
// CHECK: diag-attribute-mode.c:[[@LINE+1]]:1: error: integer machine mode on non-integer type 'double'
double __attribute__((mode(DI))) dd;
// CHECK: diag-attribute-mode.c:[[@LINE+1]]:6: error: mode attribute on a pointer, array or function declarator is not supported
int *pointer __attribute__((mode(DI)));
// CHECK: diag-attribute-mode.c:[[@LINE+1]]:35: error: unsupported machine mode 'XYZ'
typedef int nosuch __attribute__((mode(XYZ)));
// CHECK: exit=1
