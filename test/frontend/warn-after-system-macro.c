// gcc's preprocessor flags the expansion of a system header's macro (assert) in the user's
// file as system code (line marker flag 3); that must not make the rest of the user's file a
// system header whose warnings are hidden (it did: nothing after an assert was reported).
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
#include <assert.h>
int f(int x) {
  assert(x > 0);
// CHECK: warn-after-system-macro.c:[[@LINE+1]]:15: warning: shift count >= width of type [-Wshift-count-overflow]
  return x << 40;
}
