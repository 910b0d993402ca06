// RUN: %cmp-gcc %s %t -DGCC12_REFUSES
// RUN: %cmp-gcc %s %t -O2 -DGCC12_REFUSES
// RUN: %cmp-clang %s %t
// Static initializers gcc-12 and clang-19 take and ompfe refused ("initializer element is not a
// compile-time constant"): a character of a string literal at a constant index (narrow, wide,
// UTF-16 and UTF-32 literals; a negative char), and an object's or function's address compared
// with a null pointer (never null: a weak symbol's may be, and stays refused). gcc-12 refuses
// some of the forms clang-19 takes (through `*`, wide and UTF-32 literals): those are compared
// with clang-19 only.
#include <stdio.h>
#include <uchar.h>
#include <wchar.h>

static int sx;
static void fn(void) {}
static _Bool is_null = &sx == 0, not_null = &sx != 0, fn_set = fn != 0, elem_set = &(&sx)[0] != (void *)0;
static char c = "hello"[1], last = "hello"[5], high = "\xe9"[0];
static char16_t u16 = u"\u00e9\u20ac"[1];
#ifndef GCC12_REFUSES
static char through = *("abc" + 2);
static wchar_t w = L"xyz"[2];
static char32_t u32 = U"a\U0001F600"[1];
#else
static char through = 'c';
static wchar_t w = L'z';
static char32_t u32 = 0x1F600;
#endif
static int table[] = {"0123"[3] - '0', "ab"[0] * 2};

int main(void) {
  printf("%d %d %d %d\n", is_null, not_null, fn_set, elem_set);
  printf("%c %d %d %c\n", c, last, high, through);
  printf("%d %d %ld\n", (int)w, (int)u16, (long)u32);
  printf("%d %d\n", table[0], table[1]);
  return 0;
}
