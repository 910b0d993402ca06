// -Wunused-variable, -Wunused-parameter (-Wextra), -Wunused-but-set-variable, -Wunused-value,
// -Wunused-comparison and -Wunused-function, checked against the expected-* comments; the
// same comments pass clang-19's own -verify, so the warnings are clang's, line for line.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp -Wall -Wextra %s
// RUN: %clang -fsyntax-only -fopenmp -Wall -Wextra -Xclang -verify %s
// Without -Wall only clang's default warnings remain (unused-value, unused-comparison).
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=unused-variable --implicit-check-not=unused-parameter --implicit-check-not=unused-function --implicit-check-not=set-but
// DEFAULT: warning: expression result unused [-Wunused-value]
#include <stdio.h>
#include <assert.h>

static int never_called(void) { return 1; } // expected-warning {{unused function 'never_called'}}
static int called(void) { return 2; }
static inline int inline_unused(void) { return 3; } // expected-warning {{unused function 'inline_unused'}}
__attribute__((unused)) static int marked_unused(void) { return 4; }
static int unused_static_var_ok_when_used = 1;

int locals(int used, int unused_param) { // expected-warning {{unused parameter 'unused_param'}}
  int never; // expected-warning {{unused variable 'never'}}
  int only_set = 0; // expected-warning {{variable 'only_set' set but not used}}
  int incremented = 0; // expected-warning {{variable 'incremented' set but not used}}
  int read = used;
  int via_pointer = 0;
  int in_sizeof = 0;
  int attr __attribute__((unused));
  int voided;
  int post = 0;
  only_set = used;
  incremented++;
  int *p = &via_pointer;
  *p = 1;
  (void)voided;
  read == 1; // expected-warning {{equality comparison result unused}} expected-note {{use '=' to turn this equality comparison into an assignment}}
  read != 1; // expected-warning {{inequality comparison result unused}} expected-note {{use '|=' to turn this inequality comparison into an or-assignment}}
  read < 1; // expected-warning {{relational comparison result unused}}
  read + 1; // expected-warning {{expression result unused}}
  read; // expected-warning {{expression result unused}}
  (void)read;
  assert(read >= 0);
  printf("%d\n", read);
  int value = ({ int t = read; t + 1; }); /* a statement expression's last value is used */
  return value + called() + (int)sizeof in_sizeof + via_pointer + post++ + unused_static_var_ok_when_used;
}

void no_params_unused(int a, int b) { (void)a; (void)b; }

/* an assignment whose value is used reads the variable (clang: no warning) */
int assigned_in_call(double src) {
  int i;
  printf("%d\n", i = src);
  int a, b;
  a = (b = 4) + 1;
  return a;
}

/* a store inside an OpenMP construct counts as a use, as in clang */
void in_construct(void) {
  int *d;
  int arr[4] = {0};
#pragma omp parallel
  { d = arr; }
}

/* __attribute__((unused)) on a parameter, before or after its declarator */
int marked_params(int x __attribute__((unused)), __attribute__((unused)) int y) { return 0; }
int main(int argc, char **argv __attribute__((unused))) { return argc; }

/* the comma operator: a left operand without effect, and a right one thrown away */
int commas(int x) {
  int y = (x, 2); // expected-warning {{left operand of comma operator has no effect}}
  int m = (0, 0, 7) + (1, 2); // expected-warning 2 {{left operand of comma operator has no effect}}
  for (x = 0, y; x < 1; x++) // expected-warning {{expression result unused}}
    y++;
  for (; x < 3; x + 1) /* clang says nothing of a for's increment */
    break;
  (void)(x, y); // expected-warning {{left operand of comma operator has no effect}}
  int k = (x++, y = 2, x); /* each left operand has an effect */
  return y + m + k;
}

// Only a bare assignment, ++ or -- whose value is thrown away (a statement, a for loop's init
// or step, a comma's left operand) stores without reading: sqlite3.c counts indexes with
// `for(nIdx=0, ...; ...; pIdx=pIdx->pNext, nIdx++)`, which neither clang nor gcc warns about.
int store_contexts(int x, int *p) {
  int comma_rhs; // expected-warning {{variable 'comma_rhs' set but not used}}
  int read_rhs;
  for (comma_rhs = 0, read_rhs = 0; p; p++, read_rhs++) {}
  int cond_arm = 0;
  int cast_void, parens, logical_rhs, stmt_result, nested_mid, nested_last;
  (void)(cast_void = 1);
  (parens = 1);
  x ? cond_arm++ : cond_arm--;
  x && (logical_rhs = 1);
  ({ stmt_result = 1; });
  int nested_first; // expected-warning {{variable 'nested_first' set but not used}}
  nested_first = 1, nested_mid = 2, nested_last = 3;
  int in_stmt_expr; // expected-warning {{variable 'in_stmt_expr' set but not used}}
  (void)({ in_stmt_expr = 1; 0; });
  return 0;
}
