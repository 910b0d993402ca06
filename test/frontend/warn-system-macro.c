// A warning inside the expansion of a system header's macro is not shown (clang suppresses it
// too); the same code written out warns. The rest of the file is still the user's (the
// expansion once made the whole file a system header).
// RUN: %verify %s -- %ompfe -fsyntax-only -isystem %S/Inputs/sys-macros %s
// RUN: %clang -fsyntax-only -isystem %S/Inputs/sys-macros -Xclang -verify %s
#include <assert.h>
#include <sysmac.h>

int f(int a) {
  SYS_CMP(a);
  assert(a > 0);
  a == 2; // expected-warning {{equality comparison result unused}} expected-note {{use '='}}
  (a == 2); // expected-warning {{expression result unused}}
  return a << 40; // expected-warning {{shift count >= width of type}}
}
