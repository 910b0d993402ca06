// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __builtin_choose_expr: the operand its constant selects, with that operand's type (sizeof),
// lvalue-ness and constness (an array size, a static initializer), the other one not evaluated;
// __builtin_classify_type: GCC's type class numbers of the promoted argument, a constant, the
// argument not evaluated. A complex value, floating or GNU integer, is class 9 (ompfe gave -1).
#include <stdio.h>

enum colour { RED, GREEN };
struct pair { int a, b; };
union both { int i; float f; };
static void function(void) {}

#define TYPE_NAME(x) __builtin_choose_expr(__builtin_classify_type(x) == 8, "floating", \
                     __builtin_choose_expr(__builtin_classify_type(x) == 5, "pointer", "other"))

static int chosen_static = __builtin_choose_expr(sizeof(long) == 8, 64, 32);
static char table[__builtin_choose_expr(0, 1, 7)];

int main(void) {
  int i = 0, j = 10;
  double d = 2.5;
  __builtin_choose_expr(1, i, d) = 5; /* an lvalue: i */
  int picked = __builtin_choose_expr(0, i++, j++);
  printf("%d %d %d %d\n", i, j, picked, chosen_static);
  printf("%zu %zu %zu\n", sizeof(__builtin_choose_expr(1, d, i)), sizeof(__builtin_choose_expr(0, d, i)),
         sizeof table);
  printf("%s %s %s\n", TYPE_NAME(d), TYPE_NAME(&i), TYPE_NAME(i));
  char c = 'x';
  short s = 1;
  _Bool b = 1;
  enum colour col = GREEN;
  float f = 1;
  long double ld = 3;
  struct pair p = {1, 2};
  union both u = {1};
  int array[4];
  unsigned long long ull = 7;
  printf("%d %d %d %d %d %d\n", __builtin_classify_type(c), __builtin_classify_type(s), __builtin_classify_type(b),
         __builtin_classify_type(col), __builtin_classify_type(ull), __builtin_classify_type(i++));
  printf("%d %d %d %d %d\n", __builtin_classify_type(f), __builtin_classify_type(d), __builtin_classify_type(ld),
         __builtin_classify_type(p), __builtin_classify_type(u));
  printf("%d %d %d %d %d\n", __builtin_classify_type(array), __builtin_classify_type(function),
         __builtin_classify_type("text"), __builtin_classify_type(&p), i);
  double _Complex z = 1;
  _Complex int zi = 2;
  printf("%d %d %d %d\n", __builtin_classify_type(z), __builtin_classify_type(zi), __builtin_classify_type(1.0fi),
         __builtin_classify_type((_Complex long double)0));
  enum { CLASS = __builtin_classify_type(1.0f), COMPLEX_CLASS = __builtin_classify_type(2i) };
  printf("%d\n", COMPLEX_CLASS);
  return CLASS - 8;
}
