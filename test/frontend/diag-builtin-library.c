// __builtin_<f> for a library function f not declared: f's prototype checks the call (errors
// at the argument); a __builtin_ name ompfe does not know stays an undeclared identifier.
// All in one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
struct s { int a; } v;
double f(void) {
// CHECK: diag-builtin-library.c:[[@LINE+3]]:3: error: use of undeclared identifier '__builtin_nosuch'
// CHECK-NEXT: __builtin_nosuch(1);
// CHECK-NEXT: {{^}}  ^{{$}}
  __builtin_nosuch(1);
// CHECK: diag-builtin-library.c:[[@LINE+2]]:20: error: incompatible types passing 'struct s' to 'void *'
// CHECK: diag-builtin-library.c:[[@LINE+1]]:23: error: incompatible types passing 'struct s' to 'const void *'
  __builtin_memcpy(v, v, 4);
// CHECK: diag-builtin-library.c:[[@LINE+1]]:10: error: too few arguments to function call 'sqrt', expected 1, have 0
  return __builtin_sqrt();
}
// CHECK: exit=1
