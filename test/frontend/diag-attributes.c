// Attributes as clang-19 treats them: unknown ones are ignored with a warning (never given a
// meaning), those whose meaning ompfe lacks are errors, fallthrough belongs on an empty statement directly before a case label, inside a
// switch, and declaration attributes are refused on statements.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: sh -c '%ompfe -fopenmp -DOMP %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: sh -c '%ompfe -fopenmp-simd -DOMP %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=OMP
// RUN: ls -A %t | count 0

[[foo]] int a;
// CHECK: diag-attributes.c:[[@LINE-1]]:3: warning: unknown attribute 'foo' ignored
// CHECK-NEXT: {{^ *[0-9]* \| \[\[}}foo]] int a;
// CHECK-NEXT: {{^ *[0-9]* \|}} ^
[[gnu::bar]] int b;
// CHECK: diag-attributes.c:[[@LINE-1]]:3: warning: unknown attribute 'bar' ignored
__attribute__((baz)) int c;
// CHECK: diag-attributes.c:[[@LINE-1]]:16: warning: unknown attribute 'baz' ignored
[[vendor::qux]] int d;
// CHECK: diag-attributes.c:[[@LINE-1]]:3: warning: unknown attribute 'qux' ignored
/* attributes whose meaning ompfe does not implement: refused, not ignored */
__attribute__((ms_abi)) int other_abi(int);
// CHECK: diag-attributes.c:[[@LINE-1]]:16: error: 'ms_abi' attribute is not supported by ompfe
__attribute__((naked)) void bare(void);
// CHECK: diag-attributes.c:[[@LINE-1]]:16: error: 'naked' attribute is not supported by ompfe
__attribute__((constructor(70000))) void too_late(void);
// CHECK: diag-attributes.c:[[@LINE-1]]:16: error: 'constructor' attribute requires a priority between 0 and 65535

int f(int x) {
#ifdef OMP
  [[omp::directive]] x++;
// OMP: diag-attributes.c:[[@LINE-1]]:5: error: OpenMP directives written as attributes ('{{\[\[}}omp::directive]]') are not supported by ompfe
// OMP: exit=1
#endif
  [[fallthrough]];
// CHECK-DAG: diag-attributes.c:[[@LINE-1]]:3: error: fallthrough annotation is outside switch statement
  switch (x) {
  case 0:
    x++;
    [[fallthrough]];
    x++;
// CHECK-DAG: diag-attributes.c:[[@LINE-2]]:5: error: fallthrough annotation does not directly precede switch label
  case 1:
    __attribute__((fallthrough)) x++;
// CHECK-DAG: diag-attributes.c:[[@LINE-1]]:20: error: 'fallthrough' attribute only applies to empty statements
  case 2:
    while (x) {
      x--;
      [[fallthrough]];
    }
// CHECK-DAG: diag-attributes.c:[[@LINE-2]]:7: error: fallthrough annotation does not directly precede switch label
  case 3:
    __attribute__((hot));
// CHECK-DAG: diag-attributes.c:[[@LINE-1]]:20: error: 'hot' attribute cannot be applied to a statement
  case 4:
    static;
// CHECK-DAG: diag-attributes.c:[[@LINE-1]]:5: warning: declaration does not declare anything
  case 5:
    x++;
    [[fallthrough]];
// CHECK-DAG: diag-attributes.c:[[@LINE-1]]:5: error: fallthrough annotation does not directly precede switch label
  }
  return x;
}
// CHECK: exit=1
