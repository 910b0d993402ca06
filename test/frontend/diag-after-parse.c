// The source files' text is dropped once the parse is over (it held SQLite's 9.5 MB through
// every later stage); a diagnostic from a later stage reads its file again, so its caret line
// is still the line as written (here with a comment and a macro the preprocessor replaced),
// as it is for one from the parse. One file, one message from each side of the drop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ompfe -fopenmp %s -o %t/a.o 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: ls -A %t | count 0
#define TWO_I (2.0i)
#define TWO_AND_A_HALF 2.5

// CHECK:{{.*}}diag-after-parse.c:[[@LINE+3]]:31: warning: implicit conversion from 'double' to 'int' changes value from 2.5 to 2 [-Wliteral-conversion]
// CHECK-NEXT:{{ *[0-9]* \| }}int g, /* parse */ w =        TWO_AND_A_HALF;
// CHECK-NEXT:{{ *[0-9]* \| }}                              ^
int g, /* parse */ w =        TWO_AND_A_HALF;
// CHECK-NEXT:{{.*}}diag-after-parse.c:[[@LINE+3]]:53: error: initializer element is not a compile-time constant
// CHECK-NEXT:{{ *[0-9]* \| }}static double _Complex /* emission */ prod = (0.1 + TWO_I) * (3.0 + TWO_I);
// CHECK-NEXT:{{ *[0-9]* \| }}                                                    ^
static double _Complex /* emission */ prod = (0.1 + TWO_I) * (3.0 + TWO_I);
// CHECK-NOT:{{.}}
