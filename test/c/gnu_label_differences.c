// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU label differences in static initializers, as gcc's manual writes them: a table of
// `&&label - &&base` as int (the difference truncated to 32 bits, as gcc and clang-19 emit it)
// or as long, in an array and in a structure, jumped to as `goto *(&&base + table[i])`. The
// table holds no address, so it needs no relocation at load time: the reason for the idiom.
#include <stdio.h>

__attribute__((noinline)) static int run(int op, int acc) {
  static const int offsets[] = {&&do_add - &&do_add, &&do_sub - &&do_add, &&do_mul - &&do_add, &&done - &&do_add};
  goto *(&&do_add + offsets[op]);
do_add:
  acc += 5;
  goto *(&&do_add + offsets[3]);
do_sub:
  acc -= 3;
  goto done;
do_mul:
  acc *= 7;
done:
  return acc;
}

struct step { const char *name; int delta; long wide; };

__attribute__((noinline)) static long walk(int k) {
  static const struct step steps[] = {
      {"first", &&first - &&base, &&first - &&base},
      {"second", &&second - &&base, &&second - &&base},
      {"last", &&last - &&base, &&last - &&base},
  };
  static const long wide[] = {&&second - &&base, &&last - &&base};
  long v = k;
  printf("  %s\n", steps[k].name);
  if (k == 0) goto *(&&base + steps[0].delta);
  if (k == 1) goto *(&&base + steps[1].wide);
  goto *(&&base + wide[1]);
base:
  v = -1;
first:
  v += 100;
second:
  v += 20;
last:
  return v + 3;
}

int main(void) {
  for (int op = 0; op < 4; op++) printf("run(%d) = %d\n", op, run(op, 10));
  for (int k = 0; k < 3; k++) printf("walk(%d) = %ld\n", k, walk(k));
  return 0;
}
