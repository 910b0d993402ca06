// A function definition may leave a parameter unnamed (C23 6.9.1; an extension before):
// gcc-12 and clang-19 accept it in gnu11 mode, clang-19 with a -Wc23-extensions warning (on
// by default), and in C2x mode without one; ompfe refused it ("parameter name omitted").
// A block-scope `extern void v;` declares without defining, which gcc-12 and clang-19
// accept; ompfe refused it ("variable has incomplete type 'void'"). The unnamed parameter
// still takes its argument's place (the run below). The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -std=c2x -Werror %s
// RUN: %ompcc -w %s -o %t && %t | FileCheck %s
// CHECK: 7 2.5 3
int printf(const char *, ...);

int f(double) { return 7; } // expected-warning {{omitting the parameter name in a function definition is a C23 extension}}
double second(int, double d, int) { return d; } // expected-warning 2 {{omitting the parameter name in a function definition is a C23 extension}}

extern void file_v;

int g(void) {
  extern void v;
  extern void file_v;
  return 3;
}

int main(void) {
  printf("%d %g %d\n", f(1.0), second(1, 2.5, 3), g());
  return 0;
}
