// RUN: %cmp-gcc %s %t
// stddef.h: size_t, ptrdiff_t, NULL, offsetof on nested and array members, and max_align_t.
#include <stddef.h>
#include <stdio.h>

struct inner {
  char c;
  double d;
};

struct outer {
  char tag;
  int arr[5];
  short s;
  struct inner in;
  long tail;
};

int main(void) {
  printf("offsets: tag=%zu arr=%zu s=%zu in=%zu in.d=%zu tail=%zu size=%zu\n", offsetof(struct outer, tag),
         offsetof(struct outer, arr), offsetof(struct outer, s), offsetof(struct outer, in),
         offsetof(struct outer, in.d), offsetof(struct outer, tail), sizeof(struct outer));
  printf("arr[3]=%zu\n", offsetof(struct outer, arr[3]));
  size_t sz = sizeof(struct inner);
  printf("sizeof inner=%zu sizeof size_t=%zu sizeof ptrdiff_t=%zu\n", sz, sizeof(size_t), sizeof(ptrdiff_t));
  int a[20];
  ptrdiff_t d = &a[3] - &a[17];
  printf("ptrdiff=%td\n", d);
  int *p = NULL;
  printf("NULL is null=%d\n", p == NULL);
  size_t big = (size_t)-1;
  printf("size_t max=%zu\n", big);
  struct outer o;
  char *base = (char *)&o;
  o.s = 77;
  short *sp = (short *)(base + offsetof(struct outer, s));
  printf("via offset=%d\n", *sp);
  printf("max_align_t align=%zu\n", _Alignof(max_align_t));
  wchar_t w = L'A';
  printf("wchar=%d size=%zu\n", (int)w, sizeof(wchar_t));
  return 0;
}
