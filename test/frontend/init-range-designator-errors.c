// A GNU range designator [lo ... hi] whose range is empty or runs past the array's end is an
// error, as in gcc-12 and clang-19: ompfe took both and laid out what it could.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s

int empty[4] = {[2 ... 1] = 5}; // expected-error {{array designator range [2, 1] is empty}}
int past[4] = {[2 ... 7] = 5}; // expected-error {{array designator index (7) exceeds array bounds}}
struct P { int x, y; };
struct P inner[3] = {[1 ... 3].y = 1}; // expected-error {{array designator index (3) exceeds array bounds}}
int two[2][3] = {[0 ... 1][2 ... 0] = 1}; // expected-error {{array designator range [2, 0] is empty}}
int fine[4] = {[1 ... 1] = 1, [2 ... 3] = 2};
