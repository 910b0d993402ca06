// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
struct pair { int a, b; };
typedef int three[3];
_Atomic struct pair ap;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic 'struct pair' is not supported by ompfe (only integers, pointers, float and double)
_Atomic three at;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to array type 'int [3]'
_Atomic(const int) ac;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to qualified type 'const int'
_Atomic long double ald;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic 'long double' is not supported by ompfe
_Atomic(int) ok1;
_Atomic int ok2, *_Atomic ok3;
int (*_Atomic ok4)(void);
// CHECK: exit=1
