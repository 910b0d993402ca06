// A structure or union member of a variably modified type is an error, a pointer to a VLA as
// well as a VLA, as in clang-19: ompfe took `struct S { double (*e)[x][y]; } s;` and crashed
// emitting the first use of s.e (gcc.dg/20050527-1.c), the lengths never evaluated. gcc-12
// evaluates them where the record is defined; the same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
typedef unsigned long size_t;

size_t f(int x, int y) {
  struct S { double (*e)[x][y]; int ok; } s; // expected-error {{fields must have a constant size}}
  union U { int (*p)[x]; } u;                 // expected-error {{fields must have a constant size}}
  struct T { int a[x]; } t;                   // expected-error {{fields must have a constant size}}
  int (*fine)[x] = 0;                         // a local pointer to a VLA is fine
  return sizeof(struct { int (*q)[y]; }) +    // expected-error {{fields must have a constant size}}
         sizeof s.ok + sizeof u + sizeof t + sizeof *fine;
}
