// __builtin_strlen of a weak const array is no constant: another unit's definition may win
// (clang-19 says so with a note, gcc-12 also refuses to fold it).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
__attribute__((weak)) const char overridable[] = "xyz";
const char later[] = "xyz";
#pragma weak later
enum { WEAK = __builtin_strlen(overridable) };   // expected-error {{is not an integer constant expression}}
enum { PRAGMA = __builtin_strlen(later) };       // expected-error {{is not an integer constant expression}}
