// __builtin_choose_expr needs an integer constant first; errors in either operand count (as
// in GCC). __builtin_longjmp's value is the constant 1 (GCC's rule). GCC 12 built-ins ompfe
// does not implement (and which its __has_builtin answers 0 for) are errors at the name, never
// calls of an unknown function: __builtin_apply_args. __builtin_nans with a string known only at
// run time is an error (gcc-12 and clang-19 call a 'nans' no library has). __builtin_va_arg_pack
// outside an extern inline gnu_inline variadic function is an error (test/c/gnu_error_h.c has
// the functions it serves). All in one compile, which then fails and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void *jump[5];
int choose(int n) {
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:32: error: first argument to '__builtin_choose_expr' is not an integer constant expression
  return __builtin_choose_expr(n, 1, 2);
}
int unchosen(void) {
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:38: error: use of undeclared identifier 'missing'
  return __builtin_choose_expr(1, 1, missing);
}
double unimplemented(const char *payload) {
  if (__builtin_setjmp(jump))
    return 0;
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:27: error: second argument to '__builtin_longjmp' must be 1
  __builtin_longjmp(jump, 2);
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:32: error: second argument to '__builtin_longjmp' is not an integer constant expression
  __builtin_longjmp(jump, jump != 0);
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:3: error: use of unknown builtin '__builtin_apply_args'
  __builtin_apply_args();
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:25: error: argument to '__builtin_nans' must be a constant string of digits
  return __builtin_nans(payload);
}
int printf(const char *, ...);
int pack(const char *fmt, ...) {
// CHECK: diag-builtin-gnu.c:[[@LINE+1]]:22: error: invalid use of '__builtin_va_arg_pack ()': only an extern inline gnu_inline function with variable arguments may use it
  return printf(fmt, __builtin_va_arg_pack());
}
// CHECK: exit=1
