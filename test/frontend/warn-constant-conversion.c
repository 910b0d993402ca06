// -Wconstant-conversion (on by default, as in clang-19): an integer constant that an implicit
// conversion (initialization, assignment, argument, return) to a narrower integer type
// changes. Not for the bits of a negative value in an unsigned type of that width, nor between
// types of one width, nor for _Bool, casts or compound assignment. The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-constant-conversion %s 2>&1 | count 0
void take(char);
char back(void) { return 1000; } // expected-warning {{implicit conversion from 'int' to 'char' changes value from 1000 to -24}}
int f(void) {
  char a = 255; // expected-warning {{implicit conversion from 'int' to 'char' changes value from 255 to -1}}
  signed char c = 128; // expected-warning {{changes value from 128 to -128}}
  unsigned char b2 = 256; // expected-warning {{implicit conversion from 'int' to 'unsigned char' changes value from 256 to 0}}
  short d = -32769; // expected-warning {{changes value from -32769 to 32767}}
  unsigned short e2 = 65536; // expected-warning {{changes value from 65536 to 0}}
  int i = 4294967296LL; // expected-warning {{implicit conversion from 'long long' to 'int' changes value from 4294967296 to 0}}
  unsigned u2 = 4294967296LL; // expected-warning {{changes value from 4294967296 to 0}}
  char x = 'a' + 200; // expected-warning {{changes value from 297 to 41}}
  a = 300; // expected-warning {{changes value from 300 to 44}}
  take(512); // expected-warning {{changes value from 512 to 0}}
  unsigned char sm = -200; // expected-warning {{changes value from -200 to 56}}
  /* no warning */
  unsigned char b = -1;
  unsigned short e = 65535;
  _Bool bo = 2;
  unsigned u = -1;
  int sh = 1 << 31;
  int big = 0xFFFFFFFF;
  char cast = (char)300;
  a += 300;
  long long ll = 1ULL << 63;
  signed char lo = -128;
  return a + b + b2 + c + d + e + e2 + bo + i + (int)u + (int)u2 + x + sh + big + cast + (int)ll + sm + lo;
}
