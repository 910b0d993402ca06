// RUN: %cmp-gcc %s %t -O0
// RUN: %cmp-gcc %s %t2 -O2
// RUN: %t.ompcc | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %t2.ompcc | FileCheck %s --check-prefixes=CHECK,O2
// __builtin_object_size and __builtin_dynamic_object_size as clang-19 (and gcc-12 here)
// answer them: a pointer into a named object at a constant offset at every -O level (kind 1:
// the innermost member), what LLVM sees through variables and malloc at -O2, unknown
// otherwise; an argument with side effects is not evaluated. ompfe answered "unknown" always.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct S { int a; char b[6]; int c; };
static struct S s;

__attribute__((noinline)) static size_t param_size(char *p) { return __builtin_object_size(p, 0); }

int main(int argc, char **argv) {
  char buf[10];
  char *m = malloc(20), *dyn = malloc(20 + argc);
  int calls = 0;
  (void)argv;
  printf("buf %zu %zu %zu\n", __builtin_object_size(buf, 0), __builtin_object_size(buf + 3, 0), __builtin_object_size(&buf[9], 2));
  printf("member %zu %zu %zu %zu\n", __builtin_object_size(&s.b[1], 1), __builtin_object_size(&s.b[1], 0),
         __builtin_object_size(&s.c, 3), __builtin_object_size(buf + 12, 0));
  printf("literal %zu\n", __builtin_object_size("abc", 0));
  printf("malloc %zu %zu %zu\n", __builtin_object_size(m, 0), __builtin_object_size(m, 2), __builtin_dynamic_object_size(dyn, 0));
  printf("unknown %zu %zu %zu\n", __builtin_object_size(buf + calls++, 0), __builtin_object_size(buf + calls++, 2), param_size(buf));
  printf("calls %d\n", calls);
  char *end = __builtin___memcpy_chk(buf, "123456789", 10, __builtin_object_size(buf, 0));
  printf("%s %d\n", end, (int)__builtin___strcpy_chk(m, "copied", __builtin_object_size(m, 1)) - (int)(long)m);
  free(m);
  free(dyn);
  return 0;
}
// CHECK: buf 10 7 1
// CHECK-NEXT: member 5 11 4 0
// CHECK-NEXT: literal 4
// O0-NEXT: malloc 18446744073709551615 0 18446744073709551615
// O2-NEXT: malloc 20 20 21
// CHECK-NEXT: unknown 18446744073709551615 0 18446744073709551615
// CHECK-NEXT: calls 0
// CHECK-NEXT: 123456789 0
