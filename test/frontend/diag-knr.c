// K&R definitions: a declaration naming no parameter of the list, a parameter declared twice,
// a name twice in the list, an initialized parameter, a storage class other than register,
// a prototype before the definition that disagrees in number or (after promotion, and
// without it) in type; each with the line and a caret, all in one compile, which then fails.
// Warnings: an undeclared parameter is an int, names without types in a declaration are
// dropped.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: ls -A %t | count 0

// CHECK:{{.*}}diag-knr.c:[[@LINE+5]]:9: error: declaration for parameter 'c' but no such parameter
// CHECK-NEXT:{{ *[0-9]* \| }}    int c;
// CHECK-NEXT:{{ *[0-9]* \| }}        ^
int no_such(a, b)
    int a;
    int c;
{ return a + b; }
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE-4]]:16: warning: type of 'b' defaults to 'int' [-Wimplicit-int]
// CHECK-NEXT:{{ *[0-9]* \| }}int no_such(a, b)
// CHECK-NEXT:{{ *[0-9]* \| }}               ^

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:26: error: redefinition of parameter 'a'
// CHECK-NEXT:{{ *[0-9]* \| }}int twice(a) int a; long a; { return a; }
// CHECK-NEXT:{{ *[0-9]* \| }}                         ^
int twice(a) int a; long a; { return a; }
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE-1]]:18: note: previous definition is here
// CHECK-NEXT:{{ *[0-9]* \| }}int twice(a) int a; long a; { return a; }
// CHECK-NEXT:{{ *[0-9]* \| }}                 ^

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:21: error: multiple parameters named 'x'
// CHECK-NEXT:{{ *[0-9]* \| }}int listed_twice(x, x) int x; { return x; }
// CHECK-NEXT:{{ *[0-9]* \| }}                    ^
int listed_twice(x, x) int x; { return x; }

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:24: error: parameter 'n' is initialized
// CHECK-NEXT:{{ *[0-9]* \| }}int initialized(n) int n = 3; { return n; }
// CHECK-NEXT:{{ *[0-9]* \| }}                       ^
int initialized(n) int n = 3; { return n; }

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:30: error: storage class specified for parameter 's'
// CHECK-NEXT:{{ *[0-9]* \| }}int storage(s, r) static int s; register int r; { return s + r; }
// CHECK-NEXT:{{ *[0-9]* \| }}                             ^
int storage(s, r) static int s; register int r; { return s + r; }
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:28: error: storage class specified for parameter 't'
// CHECK-NEXT:{{ *[0-9]* \| }}int storage2(t) extern int t; { return t; }
// CHECK-NEXT:{{ *[0-9]* \| }}                           ^
int storage2(t) extern int t; { return t; }

int counted(int, int);
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+6]]:5: error: number of arguments doesn't match prototype
// CHECK-NEXT:{{ *[0-9]* \| }}int counted(a) int a; { return a; }
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE-4]]:5: note: prototype declaration
// CHECK-NEXT:{{ *[0-9]* \| }}int counted(int, int);
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
int counted(a) int a; { return a; }
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE-1]]:5: error: conflicting types for 'counted'
// CHECK:{{.*}}note: previous declaration is here

/* `int` is the promoted `char`, and GNU C lets `float` override the promotion; not `long` */
int typed(int, float, long);
// CHECK:{{.*}}diag-knr.c:[[@LINE+6]]:41: error: argument 'l' doesn't match prototype
// CHECK-NEXT:{{ *[0-9]* \| }}int typed(c, f, l) char c; float f; int l; { return c + l; }
// CHECK-NEXT:{{ *[0-9]* \| }}                                        ^
// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE-4]]:5: note: prototype declaration
// CHECK-NEXT:{{ *[0-9]* \| }}int typed(int, float, long);
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
int typed(c, f, l) char c; float f; int l; { return c + l; }

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:5: error: old-style parameter declarations in prototyped function definition
// CHECK-NEXT:{{ *[0-9]* \| }}int prototyped(int a) int b; { return a; }
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
int prototyped(int a) int b; { return a; }

// CHECK-NEXT:{{.*}}diag-knr.c:[[@LINE+3]]:13: warning: parameter names (without types) in function declaration [-Wdeprecated-non-prototype]
// CHECK-NEXT:{{ *[0-9]* \| }}int declared(a, b);
// CHECK-NEXT:{{ *[0-9]* \| }}            ^
int declared(a, b);

// CHECK-NEXT:exit=1
