// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
struct triple { int a, b, c; };
struct pair { int a, b; };
typedef int three[3];
_Atomic struct triple ap;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic 'struct triple' is not supported by ompfe (only integers, pointers, float, double, long double, and structures or unions of 1, 2, 4 or 8 bytes)
_Atomic three at;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to array type 'int [3]'
_Atomic(const int) ac;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic cannot be applied to qualified type 'const int'
_Atomic __int128 ai128;
// CHECK: diag-atomic.c:[[@LINE-1]]:1: error: _Atomic '__int128' is not supported by ompfe
_Atomic(int) ok1;
_Atomic int ok2, *_Atomic ok3;
int (*_Atomic ok4)(void);
_Atomic struct pair whole, other;
int members(void) {
  whole = other;
// CHECK: diag-atomic.c:[[@LINE-1]]:9: error: assigning an _Atomic structure or union is not supported by ompfe
  return whole.a;
// CHECK: diag-atomic.c:[[@LINE-1]]:16: error: accessing a member of an atomic structure or union is undefined behavior
}
// CHECK: exit=1
