#include <stdio.h>
int counter;
int table[4] = {1, 2, 3, 4};
const int limits[2] = {10, 20};
const char *const names[2] = {"a", "b"};
_Thread_local int per_thread;
__attribute__((section("chosen"))) int placed = 5;
int unused_function(int x) { return x * 3; }
int main(void) {
  counter += table[1] + limits[0] + placed + per_thread;
  printf("%d %s\n", counter, names[1]);
  return 0;
}
