// RUN: %cmp-gcc %s %t
// RUN: %t.ompcc 2>&1 | FileCheck %s
// RUN: %cmp-gcc %s %t2 -O2
// glibc's <error.h> defines error() and error_at_line() as extern inline gnu_inline functions
// that pass their variable arguments on with __builtin_va_arg_pack() when the compiler says it
// is GCC 4.3 or later, as ompcc does: every program including <error.h> failed ("use of
// undeclared identifier '__builtin_va_arg_pack'"; GNU sed's configure then took gnulib's
// replacement). Such a definition is only for inlining and the external one is the same
// function: ompfe drops it and calls the C library's, as gcc does where it does not inline.
// A program's own forwarding wrapper of the same kind works the same way.
#include <error.h>
#include <stdarg.h>
#include <stdio.h>
/* glibc's pattern: an inline-only definition forwarding to the library's, and the external
   definition (here in the same file, after it), which must do the same */
extern __inline __attribute__((__gnu_inline__, __always_inline__)) int
log_line(const char *fmt, ...) {
  if (__builtin_va_arg_pack_len() < 0) __builtin_trap();
  return printf(fmt, __builtin_va_arg_pack());
}
int log_line(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}
int main(void) {
  error(0, 0, "%s %d", "not fatal", 1);
  error_at_line(0, 0, "file.c", 7, "at a line %d", 2);
  // CHECK: not fatal 1
  // CHECK: file.c:7: at a line 2
  // CHECK: forwarded 1 2 3
  log_line("forwarded %d %d %d\n", 1, 2, 3);
  fflush(stdout);
  return 0;
}
