// RUN: %cmp-gcc %s %t --mixed %S/Inputs/transparent_union_other.c -I%S/Inputs
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/transparent_union_other.c -I%S/Inputs -O2
// GCC's transparent_union: a parameter of such a union type takes an argument of a member's
// type (the member it initializes), a null pointer constant or a void pointer for a pointer
// member, a pointer with qualifiers added; it is passed as its first member is, between this
// file and Inputs/transparent_union_other.c built by the other compiler. glibc's socket functions take their addresses as one
// (__SOCKADDR_ARG under _GNU_SOURCE). An argument no member takes is an error (below).
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "transparent_union_other.h"

static long local(any_ptr p) { return p.ip ? *p.ip : -1; }

/* the attribute after the closing brace of a union declared alone belongs to the union too */
union trailing { long *lp; unsigned long *up; } __attribute__((transparent_union));
static long trail(union trailing t) { return *t.lp; }

int main(void) {
  int i = 5;
  long l = 7;
  const long cl = 8;
  void *v = &l;
  printf("local: %ld %ld %ld\n", local(&i), local(0), local((void *)&i));
  printf("deref: %ld %ld %ld %ld\n", deref(&l), deref(&cl), deref(v), deref(NULL));
  any_ptr whole = {.lp = &l};
  printf("whole: %ld\n", deref(whole));
  unsigned long ul = 9;
  printf("trailing: %ld %ld\n", trail(&l), trail(&ul));
  printf("wide: %g %ld\n", wide_double(2.5), take(1, 20L, 300.0, 4000UL));
  long total = 0;
  for (long k = 0; k < 4; k++) total += take((int)k, k, 0.5, k * 10);
  printf("loop: %ld\n", total);

  /* glibc: getsockname's address is a __SOCKADDR_ARG */
  int fd = socket(AF_UNIX, SOCK_DGRAM, 0);
  struct sockaddr_un un;
  memset(&un, 0, sizeof un);
  un.sun_family = AF_UNIX;
  socklen_t n = sizeof un;
  int r = getsockname(fd, &un, &n);
  printf("getsockname: %d family %d\n", r, un.sun_family);
  close(fd);
#ifdef WRONG
  local(5);          /* not a null pointer constant */
  wide_double(3);    /* an int: no member has its type (GCC refuses it; clang-19 would make it the long) */
#endif
  return 0;
}
// RUN: not %ompcc -fsyntax-only -I%S/Inputs -DWRONG %s 2>&1 | FileCheck %s
// CHECK: transparent_union.c:[[@LINE-6]]:9: error: incompatible types passing 'int' to 'any_ptr'
// CHECK: transparent_union.c:[[@LINE-6]]:15: error: incompatible types passing 'int' to 'union wide'
// Where gcc or clang-19 ignores the attribute (with a warning), so does ompfe.
// RUN: %ompcc -fsyntax-only %S/Inputs/transparent_union_ignored.c 2>&1 | FileCheck %S/Inputs/transparent_union_ignored.c --check-prefix=IGNORED
