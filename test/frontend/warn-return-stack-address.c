// -Wreturn-stack-address (on by default in clang-19): returning the address of a local
// variable, a parameter or a compound literal, followed through casts, `&`, array decay,
// `&a[i]`, members, pointer arithmetic, `?:` and `,`. What outlives the call is not reported:
// statics, externs, string literals, what a pointer parameter points to, a pointer copied
// into another variable first. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wno-unused-value %s
// RUN: %clang -fsyntax-only -Wno-unused-value -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-unused-value -Wno-return-stack-address %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: not %ompfe -fsyntax-only -Werror=return-stack-address %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: address of stack memory associated with local variable 'x' returned [-Werror,-Wreturn-stack-address]

struct S { int a[3]; int m; };

int *local(void) { int x = 1; return &x; } // expected-warning {{address of stack memory associated with local variable 'x' returned}}
int *array(void) { int a[4] = {0}; return a; } // expected-warning {{address of stack memory associated with local variable 'a' returned}}
int *element(int i) { int a[4] = {0}; return &a[i]; } // expected-warning {{local variable 'a' returned}}
char *cast(void) { int x = 0; return (char *)&x; } // expected-warning {{local variable 'x' returned}}
long as_integer(void) { int x = 0; return (long)&x; } // expected-warning {{local variable 'x' returned}}
int *param(int p) { return &p; } // expected-warning {{address of stack memory associated with parameter 'p' returned}}
int *arith(void) { int a[4] = {0}; return a + 1; } // expected-warning {{local variable 'a' returned}}
int *either(int c) { int x = 0, y = 0; return c ? &x : &y; } // expected-warning {{local variable 'x' returned}} expected-warning {{local variable 'y' returned}}
int *member(void) { struct S s = {0}; return &s.m; } // expected-warning {{local variable 's' returned}}
int *member_array(void) { struct S s = {0}; return s.a; } // expected-warning {{local variable 's' returned}}
int *row(void) { int a[2][2] = {0}; return a[1]; } // expected-warning {{local variable 'a' returned}}
int *vla(int n) { int v[n]; v[0] = 0; return v; } // expected-warning {{local variable 'v' returned}}
int *literal(void) { return (int[3]){1}; } // expected-warning {{address of stack memory associated with compound literal {1} returned}}
struct pt { int x, y; };
struct pt *literal_struct(int n) { return &(struct pt){n, 2}; } // expected-warning {{address of stack memory associated with compound literal {n, 2} returned}}
int *literal_names(int n) { return (int[2]){n, n}; } // expected-warning {{address of stack memory associated with compound literal {n, n} returned}}
int *comma(void) { int x = 0; return (0, &x); } // expected-warning {{local variable 'x' returned}}

// near misses: nothing on the stack escapes
int *keep_static(void) { static int s; return &s; }
int *keep_extern(void) { extern int g; return &g; }
const char *string(void) { return "hi"; }
int *through_param(struct S *p) { return p->a; }
int *copied(void) { int x = 0; int *p = &x; (void)*p; return 0; }
int *static_arm(int c) { static int y; int *p = &y; return c ? &y : p; }
int value(void) { int a[2] = {1, 2}; return a[1]; }
struct S by_value(void) { struct S s = {0}; return s; }
