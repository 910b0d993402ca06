// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __builtin_constant_p on operands of every kind, where gcc and clang-19 agree: 1 for integer,
// floating and complex constants, null pointers and integers cast to pointers, and the start of
// a string literal (also cast to another pointer or an integer); 0 for other addresses
// (&global, arrays, functions, compound literals, a string literal past its start), variables,
// side effects and structures. ompfe said 0 for everything but integer constants.
#include <stdio.h>

int g;
int arr[4];
static char buf[8];
void fn(void) {}
struct S { int a; } gs;

#define P(...) printf("%-26s %d\n", #__VA_ARGS__, __builtin_constant_p((__VA_ARGS__)))
/* the result is an integer constant expression */
_Static_assert(__builtin_constant_p(1.5) && __builtin_constant_p((void *)0) && __builtin_constant_p("abc"), "constant");
_Static_assert(!__builtin_constant_p(&g) && !__builtin_constant_p("abc" + 1), "not constant");
static int in_static = __builtin_constant_p(2.5f) + 2 * __builtin_constant_p((char *)"x");
char sized[__builtin_constant_p(1.0 / 3) ? 3 : 1];

int main(void) {
  int loc = 5;
  static int sl;
  P(1); P(1.5); P(1.5f); P(2.0L); P(1.0 / 3); P((float)1); P((int)2.5); P(1.5 > 1);
  P(__builtin_inf()); P(__builtin_nan("")); P((_Bool)1.5); P(!1.5); P(1 ? 2.5 : loc);
  P(1.0i); P(2 + 3i); P((_Complex float)1); P((__int128)5); P((char)300);
  P((void *)0); P((int *)1234); P((char *)0 + 4); P((long)(void *)8); P(0 ? (void *)0 : (void *)0);
  P("abc"); P((char *)"x"); P(&"abc"[0]); P((long)"abc"); P((const void *)"abc"); P(sizeof "abc");
  P("abc" + 1); P(&g); P(arr); P(&arr[0]); P(&arr[1]); P(buf); P(fn); P(&fn); P(&gs); P(&gs.a);
  P((long)&g); P(&sl); P((int[]){1, 2}); P(&(int){3}); P(gs); P((struct S){1});
  P(g); P((loc = 2, 3));
  printf("loc %d in_static %d sized %zu\n", loc, in_static, sizeof sized);
  return 0;
}
