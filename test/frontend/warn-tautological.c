// -Wtautological-compare (on by default in clang-19): a value compared with itself;
// -Wtautological-constant-out-of-range-compare (on by default): a constant the other
// operand's type cannot hold; -Wself-assign (-Wall): `x = x`. Near misses: floats (NaN),
// `*p`, computed values, bit-fields, constants the type can hold, an equality at the type's
// limit, volatile, a comparison written by a macro, an assignment whose operand a macro's
// expansion wrote (SQLite's `n = ROUND8P(n)`, ROUND8P(x) being (x)).
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Wno-for-loop-analysis -Xclang -verify=expected,clang %s
// RUN: %ompfe -fsyntax-only -Wall -Wno-tautological-compare -Wtautological-constant-out-of-range-compare -Wno-self-assign %s 2>&1 | FileCheck %s --implicit-check-not=self-
// RUN: not %ompfe -fsyntax-only -Werror=tautological-compare %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK: result of comparison of constant 300 with expression of type 'unsigned char' is always false [-Wtautological-constant-out-of-range-compare]
// ERR: error: self-comparison always evaluates to true [-Werror,-Wtautological-compare]

struct P { int a; unsigned b : 3; } gp, *pp;
volatile int vv;
#define SAME(a) ((a) == (a))

int self(int x, float f, int *q, int arr[4], int i) {
  int r = 0;
  r += x == x; // expected-warning {{self-comparison always evaluates to true}}
  r += x != x; // expected-warning {{self-comparison always evaluates to false}}
  r += x < x; // expected-warning {{self-comparison always evaluates to false}}
  r += x >= (x); // expected-warning {{self-comparison always evaluates to true}}
  r += gp.a <= gp.a; // expected-warning {{self-comparison always evaluates to true}}
  r += pp->a > pp->a; // expected-warning {{self-comparison always evaluates to false}}
  r += arr[i] == arr[i]; // expected-warning {{self-comparison always evaluates to true}}
  r += arr[1] == arr[1]; // expected-warning {{self-comparison always evaluates to true}}
  r += q == q; // expected-warning {{self-comparison always evaluates to true}}
  r += f == f;
  r += *q == *q;
  r += x + 1 == x + 1;
  r += arr[1] == arr[2];
  r += SAME(x);
  r += 2 == 2;
  r += &*q == q;
  return r;
}

int ranges(unsigned char c, signed char s, short h, unsigned u, int i, _Bool b, long l) {
  int r = 0;
  r += c > 300; // expected-warning {{result of comparison of constant 300 with expression of type 'unsigned char' is always false}}
  r += c == 256; // expected-warning {{result of comparison of constant 256 with expression of type 'unsigned char' is always false}}
  r += c < 256; // expected-warning {{result of comparison of constant 256 with expression of type 'unsigned char' is always true}}
  r += c != -1; // expected-warning {{result of comparison of constant -1 with expression of type 'unsigned char' is always true}}
  r += 300 < c; // expected-warning {{result of comparison of constant 300 with expression of type 'unsigned char' is always false}}
  r += s == 200; // expected-warning {{result of comparison of constant 200 with expression of type 'signed char' is always false}}
  r += h > 40000; // expected-warning {{result of comparison of constant 40000 with expression of type 'short' is always false}}
  r += i < 4294967296L; // expected-warning {{result of comparison of constant 4294967296 with expression of type 'int' is always true}}
  r += u > 4294967296L; // expected-warning {{result of comparison of constant 4294967296 with expression of type 'unsigned int' is always false}}
  r += b == 2; // expected-warning {{result of comparison of constant 2 with expression of type '_Bool' is always false}}
  r += c == 255;
  r += c > 200;
  r += l < 2147483648;
  r += (c + 1) > 300;
  r += pp->b > 9;
  return r;
}

#define PAREN(v) (v)
#define SELF_ASSIGN(v) v = v
void assigns(int x, struct P p, int *q) {
  x = x; // expected-warning {{explicitly assigning value of variable of type 'int' to itself}}
  x = (x); // expected-warning {{explicitly assigning value of variable of type 'int' to itself}}
  p = p; // expected-warning {{explicitly assigning value of variable of type 'struct P' to itself}}
  gp = gp; // expected-warning {{explicitly assigning value of variable of type 'struct P' to itself}}
  vv = vv;
  p.a = p.a;
  *q = *q;
  x += x;
  x = PAREN(x);
  SELF_ASSIGN(x);
  (void)x;
  (void)p;
}
