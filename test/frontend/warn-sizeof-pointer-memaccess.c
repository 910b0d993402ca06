// -Wsizeof-pointer-memaccess (on by default in clang-19): memset, memcpy and the like given
// `sizeof p` of their own pointer argument as the length, which is the pointer's size; the
// note suggests a dereference, or an explicit length for bytes. Near misses: `sizeof *p`, a
// void pointer (clang's way to ask for nothing), another variable's size, a length that is
// not a sizeof. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-sizeof-pointer-memaccess %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
#include <string.h>

struct buffer { char data[16]; int len; };

void clear(struct buffer *b, char *s, const char *t, void *v, int *ip, struct buffer *other, size_t n) {
  memset(b, 0, sizeof b); // expected-warning {{'memset' call operates on objects of type 'struct buffer' while the size is based on a different type 'struct buffer *'}} expected-note {{did you mean to dereference the argument to 'sizeof' (and multiply it by the number of elements)?}}
  memcpy(s, t, sizeof s); // expected-warning {{'memcpy' call operates on objects of type 'char' while the size is based on a different type 'char *'}} expected-note {{did you mean to provide an explicit length?}}
  memmove(ip, b, sizeof(b)); // expected-warning {{'memmove' call operates on objects of type 'struct buffer' while the size is based on a different type 'struct buffer *'}} expected-note {{did you mean to dereference}}
  if (memcmp(other, b, sizeof other)) return; // expected-warning {{'memcmp' call operates on objects of type 'struct buffer' while the size is based on a different type 'struct buffer *'}} expected-note {{did you mean to dereference}}
  strncpy(s, t, sizeof s); // expected-warning {{'strncpy' call operates on objects of type 'char' while the size is based on a different type 'char *'}} expected-note {{did you mean to provide an explicit length?}}
  memset(b, 0, sizeof *b);
  memset(v, 0, sizeof v);
  memset(s, 0, sizeof ip);
  memset(b, 0, n);
}
