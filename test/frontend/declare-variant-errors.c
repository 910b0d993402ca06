// Misuse of declare variant's function form, and selectors ompfe cannot decide: errors at
// the directive (once, not at each call).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
int v1(int);
long v2(long);
int isa_variant(void);

#pragma omp declare variant(v2) match(device={kind(host)})
int base1(int);
// CHECK: declare-variant-errors.c:[[@LINE-2]]:1: error: variant in '#pragma omp declare variant' with type 'long (long)' is incompatible with type 'int (int)'

#pragma omp declare variant(nothing) match(device={kind(host)})
int base2(int);
// CHECK: declare-variant-errors.c:[[@LINE-2]]:29: error: use of undeclared identifier 'nothing'

#pragma omp declare variant(v1) match(device={isa(amx-tile)})
int base3(int);
#pragma omp declare variant(isa_variant) match(device={arch(x86_64)}, implementation={extension(match_any)})
int base4(void);
int use(void) { return base3(1) + base4(); }
// CHECK: declare-variant-errors.c:[[@LINE-5]]:1: error: context selector 'device={isa(amx-tile)}' is not supported by ompfe
// CHECK: declare-variant-errors.c:[[@LINE-4]]:1: error: context selector 'implementation={extension(match_any)}' is not supported by ompfe
// CHECK-NOT: context selector 'device

#pragma omp declare variant(v1) match(device={kind(host)}) adjust_args(need_device_ptr: x)
int base5(int x);
// CHECK: declare-variant-errors.c:[[@LINE-2]]:60: error: 'adjust_args' clause requires 'dispatch' context selector

#pragma omp declare variant(v1)
int base6(int);
// CHECK: declare-variant-errors.c:[[@LINE-2]]:1: error: expected 'match' clause on 'omp declare variant' directive

#pragma omp declare variant(v1) match(device={kind(host)})
int not_a_function;
// CHECK: declare-variant-errors.c:[[@LINE-2]]:1: error: function declaration is expected after 'declare variant' directive
// CHECK: exit=1
