// `#pragma GCC diagnostic` and `#pragma clang diagnostic` hold where they are written, as in
// clang-19: `ignored` silences a warning (a group silences its members), `warning` keeps it a
// warning under -Werror, `error` makes it one, `push` and `pop` restore. A warning given once
// the parse has moved on (an unused static function, at the end of the unit) is judged where
// it points (clang-19 leaves unused functions unreported once an error occurred; ompfe does
// not). Without the pragmas, a -Werror build failed on what the code had silenced.
// RUN: not %ompfe -Wall -Wextra -Werror -emit-llvm %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %ompfe -Wall -Wextra -emit-llvm -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

#ifndef BAD
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
int quiet(void) { int unused; return 1; }
#pragma GCC diagnostic ignored "-Wunused"
static void quiet_static(void) {}
// -Wunused has unused-variable and unused-function, not unused-parameter (clang's groups)
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:21: error: unused parameter 'p' [-Werror,-Wunused-parameter]
int quiet_param(int p) { int v; return 0; }
#pragma GCC diagnostic pop
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:23: error: unused variable 'loud' [-Werror,-Wunused-variable]
int noisy(void) { int loud; return quiet(); }
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:13: error: unused function 'loud_static' [-Werror,-Wunused-function]
static void loud_static(void) {}
#pragma clang diagnostic push
#pragma clang diagnostic warning "-Wunused-parameter"
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:21: warning: unused parameter 'p' [-Wunused-parameter]
int still_warns(int p) { return 0; }
#pragma clang diagnostic pop
#pragma GCC diagnostic ignored "-Wunused-parameter"
int silenced(int p) { return 0; }
#pragma GCC diagnostic error "-Wunused-parameter"
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:18: error: unused parameter 'q' [-Werror,-Wunused-parameter]
int an_error(int q) { return 0; }
// A warning located at a byte of a format string (no offset in the preprocessed text) is
// judged by the pragmas in force where its call is read.
int printf(const char *, ...);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-invalid-specifier"
void quiet_format(void) { printf("%y\n"); }
#pragma GCC diagnostic pop
// CHECK-DAG: pragma-diagnostic.c:[[@LINE+1]]:34: error: invalid conversion specifier 'y' [-Werror,-Wformat-invalid-specifier]
void bad_format(void) { printf("%y\n"); }
#else
// BAD: pragma-diagnostic.c:[[@LINE+1]]:1: warning: unknown warning group '-Wno-such-thing', ignored [-Wunknown-warning-option]
#pragma GCC diagnostic ignored "-Wno-such-thing"
// BAD: pragma-diagnostic.c:[[@LINE+1]]:1: warning: pragma diagnostic pop could not pop, no matching push [-Wunknown-pragmas]
#pragma GCC diagnostic pop
// BAD: pragma-diagnostic.c:[[@LINE+1]]:1: warning: pragma diagnostic expected option name (e.g. "-Wundef") [-Wunknown-pragmas]
#pragma GCC diagnostic ignored unused
// BAD: pragma-diagnostic.c:[[@LINE+1]]:1: warning: pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop' [-Wunknown-pragmas]
#pragma clang diagnostic sideways "-Wunused"
int x;
#endif
