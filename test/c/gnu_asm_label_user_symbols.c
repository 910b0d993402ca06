// RUN: %cmp-gcc %s %t
// __asm__ labels on user definitions: a function and a global defined under a chosen symbol, reached through a second C name.
#include <stdio.h>

int real_name_impl(int x) __asm__("ompfe_test_renamed_fn");
int real_name_impl(int x) { return x * 7; }
extern int alias_view(int) __asm__("ompfe_test_renamed_fn");

int counter_storage __asm__("ompfe_test_renamed_counter") = 41;
extern int counter_view __asm__("ompfe_test_renamed_counter");

static int hidden_helper(int v) __asm__("ompfe_test_static_helper");
static int hidden_helper(int v) { return v + 1000; }

int main(void) {
  printf("impl=%d alias=%d\n", real_name_impl(3), alias_view(5));
  counter_view++;
  printf("counter=%d %d\n", counter_storage, counter_view);
  counter_storage *= 2;
  printf("counter=%d %d\n", counter_storage, counter_view);
  printf("hidden=%d\n", hidden_helper(1));
  return 0;
}
