// __builtin_<f> for a library function f not declared: f's prototype checks the call (errors
// at the argument); a __builtin_ name ompfe does not know is an unknown builtin (clang-19's error);
// __builtin_frame_address and __builtin_return_address need a constant level, and only 0 is
// supported; __builtin_alloca_with_align's alignment is a constant power of 2 bits. All in
// one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
struct s { int a; } v;
double f(void) {
// CHECK: diag-builtin-library.c:[[@LINE+3]]:3: error: use of unknown builtin '__builtin_nosuch'
// CHECK-NEXT: {{ *[0-9]* \|}} __builtin_nosuch(1);
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  __builtin_nosuch(1);
// CHECK: diag-builtin-library.c:[[@LINE+2]]:20: error: incompatible types passing 'struct s' to 'void *'
// CHECK: diag-builtin-library.c:[[@LINE+1]]:23: error: incompatible types passing 'struct s' to 'const void *'
  __builtin_memcpy(v, v, 4);
// CHECK: diag-builtin-library.c:[[@LINE+1]]:10: error: too few arguments to function call 'sqrt', expected 1, have 0
  return __builtin_sqrt();
}
void *frames(int n) {
// CHECK: diag-builtin-library.c:[[@LINE+1]]:27: error: frame level is not an integer constant expression
  __builtin_frame_address(n);
// CHECK: diag-builtin-library.c:[[@LINE+1]]:35: error: '__builtin_return_address' with a level other than 0 is not supported
  return __builtin_return_address(1);
}
void *aligned(int n) {
// CHECK: diag-builtin-library.c:[[@LINE+1]]:41: error: requested alignment must be a power of 2 bits, from 8
  return __builtin_alloca_with_align(n, 12);
}
// CHECK: exit=1
