/* (C90 has no // comments)
RUN: %cmp-gcc %s %t -std=c89
RUN: %cmp-gcc %s %t -std=iso9899:199409 -O2
RUN: %cmp-gcc %s %t -std=gnu89 -DGNU89
RUN: %cmp-gcc %s %t -ansi -O2
Before C99, restrict is not a keyword, nor inline in an ISO dialect (gnu89 has it as an
extension), as in gcc and clang-19: a C90 program may name a variable, a function or a member
so (refused before: "syntax error: unexpected '='"). __restrict and __inline stay keywords.
-ansi is -std=c90, as in gcc and clang-19 (refused before as an unknown argument).
*/
#include <stdio.h>
#include <string.h>

struct limits { int restrict; };
static int restrict_of(const struct limits *l) { return l->restrict; }
#ifndef GNU89
static int inline(int x) { return x + 1; }
#else
static inline int inline_(int x) { return x + 1; }
#define inline inline_
#endif
static __inline int twice(int x) { return 2 * x; }

int main(void) {
  int restrict = 3;
  struct limits l;
  char *__restrict text = "text";
  l.restrict = 40;
  printf("%d %d %d %d %lu\n", restrict, restrict_of(&l), inline(restrict), twice(restrict), (unsigned long)strlen(text));
  return 0;
}
