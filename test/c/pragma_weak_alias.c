// RUN: %cmp-gcc %s %t
// `#pragma weak` and the alias attribute, as gcc makes them: a weak function declared and
// defined nowhere is null; `#pragma weak` before or after the definition makes it weak; an
// alias (attribute or `#pragma weak a = b`) is b under another name, for functions and
// variables, a static target included (emitted although nothing else uses it), the alias
// declared before, after or never. The alias attribute used to be accepted and ignored.
#include <stdio.h>

extern int missing(void);
#pragma weak missing
extern int missing_var;
#pragma weak missing_var

int defined_later(void);
#pragma weak defined_later
int defined_later(void) { return 5; }

int weak_after(void) { return 6; }
#pragma weak weak_after

int base(void) { return 7; }
#pragma weak other = base
int other(void);
#pragma weak never_declared = base

static int hidden_base(int x) { return x * 3; }
int via_attribute(int) __attribute__((alias("hidden_base")));

int counter = 40;
extern int counter_alias __attribute__((alias("counter")));
int table[4] = {1, 2, 3, 4};
#pragma weak table_alias = table
extern int table_alias[4];

int main(void) {
  printf("%d %d\n", missing ? missing() : -1, &missing_var ? missing_var : -1);
  printf("%d %d %d\n", defined_later(), weak_after(), other());
  printf("%d\n", via_attribute(5));
  counter_alias += 2;
  table_alias[2] = 30;
  printf("%d %d %d\n", counter, table[2], &counter_alias == &counter);
  printf("%d\n", (void *)other == (void *)base);
  return 0;
}
