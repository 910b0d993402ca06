// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_gnu89_other.c -fgnu89-inline
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_gnu89_other.c -std=gnu89 -O2
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_gnu89_other.c -D NO_GNU89 -std=gnu89 -std=gnu99
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/inline_gnu89_other.c -std=gnu99 -fgnu89-inline -O1
// GNU89's inline (-fgnu89-inline, implied by -std=gnu89/c89 as in gcc): plain `inline` is the
// external definition, `extern inline` for inlining only, its external definition in the other
// unit (built by the other compiler); cpp says so with __GNUC_GNU_INLINE__.
#include <stdio.h>

inline int plain_inline(int x) { return x * 5; }

extern inline int extern_inline(int x) { return x + 300; }

int call_from_other(void);

int main(void) {
#ifdef __GNUC_GNU_INLINE__
  printf("gnu inline: %d %d\n", plain_inline(3), extern_inline(4));
#else
  printf("stdc inline: %d %d\n", plain_inline(3), extern_inline(4));
#endif
  printf("other: %d\n", call_from_other());
  return 0;
}
