// Aliases that cannot be made are errors at their location, with no output file: a target
// not defined in the unit, an alias with a body, `#pragma weak a = b` with b undeclared (as
// gcc; clang only warns). Pragmas whose meaning ompfe does not implement are refused at the
// '#': redefine_extname, scalar_storage_order big-endian (little-endian is the machine's),
// ms_struct on (clang's MSVC layout; gcc ignores it on Linux).
// RUN: rm -f %t.ll
// RUN: not %ompfe -emit-llvm -S %s -o %t.ll 2>&1 | FileCheck %s
// RUN: not test -e %t.ll
int g(void) { return 1; }
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:5: error: alias 'f' must point to a function defined in this unit
int f(void) __attribute__((alias("nothere")));
extern int declared_only(void);
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:5: error: alias 'f2' must point to a function defined in this unit
int f2(void) __attribute__((alias("declared_only")));
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:5: error: alias 'v' must point to a variable defined in this unit
int v __attribute__((alias("g")));
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:5: error: definition 'h' cannot also be an alias
int h(void) __attribute__((alias("g")));
int h(void) { return 2; }
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:1: error: '#pragma weak a = undeclared_b': 'undeclared_b' is not a function or variable declared in this unit
#pragma weak a = undeclared_b
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:1: error: '#pragma redefine_extname' is not supported: the symbols it renames would keep their names
#pragma redefine_extname old new
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:1: error: '#pragma scalar_storage_order big-endian' is not supported by ompfe
#pragma scalar_storage_order big-endian
#pragma scalar_storage_order little-endian
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:1: error: '#pragma ms_struct on' is not supported: clang lays records out as MSVC does after it, gcc ignores it
#pragma ms_struct on
#pragma ms_struct off
// CHECK-DAG: alias-and-pragma-errors.c:[[@LINE+1]]:1: warning: malformed '#pragma weak' - ignored
#pragma weak
