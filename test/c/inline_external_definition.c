// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_external_definition_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_external_definition_other.c -O2
// Which `inline` definitions are the external one (C11 6.7.4p7), called from the other unit,
// built by the other compiler: bzip2 declares `extern Int32 BZ2_indexIntoF(Int32, Int32*);` in
// its header and defines it `__inline__` in bzlib.c, and decompress.c links against that. Also
// `extern inline`, a plain declaration after the definition, and GNU89 inline
// (__attribute__((gnu_inline))): plain `inline` is the external definition, `extern inline` is
// for inlining only (the external definition is in the other unit; calls may go there).
#include <stdio.h>

extern int extern_declared_first(int, int *);
inline int extern_declared_first(int i, int *tab) { return tab[i] * 2 + 1; }

int plain_declared_first(int);
inline int plain_declared_first(int x) { return x * 3; }

extern inline int extern_inline_definition(int x) { return x - 7; }

inline int declared_after(int x) { return x << 2; }
int declared_after(int);

inline __attribute__((gnu_inline)) int gnu_plain_inline(int x) { return x ^ 0x55; }

/* the external definition is in Inputs/inline_external_definition_other.c */
extern inline __attribute__((gnu_inline)) int gnu_extern_inline(int x) { return x + 1000; }

/* a C99 inline definition only: the external one is in the other unit */
inline int inline_only(int x) { return x + 11; }

int call_from_other(void);

int main(void) {
  int tab[4] = {3, 5, 7, 9};
  printf("here: %d %d %d %d %d %d %d\n", extern_declared_first(2, tab), plain_declared_first(5),
         extern_inline_definition(10), declared_after(3), gnu_plain_inline(1), gnu_extern_inline(1),
         inline_only(1));
  printf("other: %d\n", call_from_other());
  return 0;
}
