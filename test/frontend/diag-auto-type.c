// __auto_type (GNU C): the type of its initializer, after lvalue conversion and without
// qualifiers; misuse is an error at the declaration.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
__auto_type global = 1;
// CHECK: diag-auto-type.c:[[@LINE-1]]:13: error: '__auto_type' may only be used with a plain identifier in a block-scope variable declaration
int f(const int c, int arr[3]) {
  __auto_type a = c;          /* int, not const int */
  a = 5;
  __auto_type p = arr;        /* int * */
  _Static_assert(sizeof p == sizeof(int *), "decayed");
  __auto_type none;
// CHECK: diag-auto-type.c:[[@LINE-1]]:15: error: declaration of variable 'none' with deduced type '__auto_type' requires an initializer
  __auto_type *q = &a;
// CHECK: diag-auto-type.c:[[@LINE-1]]:16: error: '__auto_type' may only be used with a plain identifier in a block-scope variable declaration
  __auto_type v = (void)0;
// CHECK: diag-auto-type.c:[[@LINE-1]]:25: error: variable has incomplete type 'void'
  return a + *p;
}
// CHECK: exit=1
