// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Statement attributes and C2x [[...]] attributes: fallthrough in both spellings (also as
// the last statement of an if branch and after a label), and [[...]] on declarations.
#include <stdio.h>
#include <stdlib.h>

[[nodiscard]] static int twice(int x) { return 2 * x; }
[[deprecated("use twice")]] static int old_twice(int x) { return x + x; }
[[gnu::noinline]] static int add3(int x) { return x + 3; }
[[__gnu__::__noinline__, maybe_unused]] static int add4(int x) { return x + 4; }
[[noreturn]] static void stop(int code);
static void stop(int code) {
  printf("stop %d\n", code);
  fflush(stdout);
  exit(code);
}

struct [[gnu::packed]] packed_pair { char c; int i; };
struct [[gnu::aligned(32)]] wide { int i; };
enum level { LOW [[deprecated]] = 1, MID, HIGH };

static int classify(int v, int flag [[maybe_unused]], [[maybe_unused]] int other) {
  int steps = 0;
  switch (v) {
  case 0:
    steps += 1;
    [[fallthrough]];
  case 1:
    steps += 10;
    __attribute__((fallthrough));
  case 2:
    if (v == 2) {
      steps += 100;
      [[fallthrough]];
    } else {
      steps += 1000;
      __attribute__((__fallthrough__));
    }
  case 3:
  again: __attribute__((unused))
    [[fallthrough]];
  case 4:
    steps += 10000;
    break;
  default: {
    [[maybe_unused]] int unused_local = 5;
    steps = -1;
  }
  }
  return steps;
}

int main(void) {
  [[maybe_unused]] int a = 1, b [[gnu::unused]] = 2;
  int aligned_int [[gnu::aligned(16)]] = 7;
  for (int v = 0; v < 6; v++) printf("classify(%d) = %d\n", v, classify(v, 0, 0));
  printf("%d %d %d %d\n", twice(5), add3(1), add4(1), aligned_int);
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  printf("%d %d\n", old_twice(4), (int)LOW + MID);
  printf("sizeof packed_pair %zu, alignof wide %zu\n", sizeof(struct packed_pair), _Alignof(struct wide));
  /* attributes at the start of nested (and abstract) declarators */
  void (__attribute__((noreturn)) *stopper)(int) = (void (__attribute__((noreturn)) *)(int))stop;
  int (*adder)(int (__attribute__((unused)) x)) = (int (*[[gnu::unused]])(int))add3;
  printf("%d\n", adder(10));
  stopper(3);
}
