// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// GCC's object-size-checking built-ins (glibc's _FORTIFY_SOURCE headers call them): each does
// what the plain function does, with the destination's size unknown ((size_t)-1) or large
// enough, through the printf family's flag too; a size too small for the copy ends the program
// in the C library's __chk_fail (SIGABRT), as the gcc build does, after what it printed.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static int format(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = __builtin___vsnprintf_chk(buf, size, 1, size, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  char other[64];
  int m = __builtin___vsprintf_chk(other, 0, (size_t)-1, fmt, ap);
  va_end(ap);
  return n + m + (strcmp(buf, other) != 0);
}

static void print(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  __builtin___vprintf_chk(1, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  __builtin___vfprintf_chk(stdout, 0, fmt, ap);
  va_end(ap);
}

int main(int argc, char **argv) {
  char buf[32], out[64];
  size_t unknown = (size_t)-1;
  char *end = __builtin___mempcpy_chk(buf, "hello", 5, sizeof buf);
  *end = 0;
  __builtin___memcpy_chk(out, buf, 6, unknown);
  __builtin___memmove_chk(out + 1, out, 5, sizeof out);
  __builtin___memset_chk(out + 6, '!', 2, -1);
  out[8] = 0;
  printf("%s %s\n", buf, out);
  __builtin___strcpy_chk(buf, "abc", sizeof buf);
  __builtin___strcat_chk(buf, "def", -1);
  __builtin___strncat_chk(buf, "ghijkl", 2, sizeof buf);
  char *stop = __builtin___stpcpy_chk(out, buf, sizeof out);
  stop = __builtin___stpncpy_chk(stop, "xyz", 5, -1);
  __builtin___strncpy_chk(out + 20, "tail", 8, 12);
  printf("%s %s %d %s\n", buf, out, (int)(stop - out), out + 20);
  int n = __builtin___sprintf_chk(out, 1, sizeof out, "%d-%s", 42, buf);
  int k = __builtin___snprintf_chk(buf, 6, 0, -1, "%s", out);
  printf("%s %d %s %d\n", out, n, buf, k);
  printf("%d %s\n", format(out, sizeof out, "<%d %s>", argc, "args"), out);
  __builtin___printf_chk(1, "checked %d\n", 7);
  __builtin___fprintf_chk(stdout, 0, "plain %s\n", "fprintf");
  print("va %d %s\n", 3, "list");
  fflush(stdout);
  /* 9 bytes into a destination the call says has 4: the C library's check stops the program */
  __builtin___memcpy_chk(buf, argv[0], 9, 4);
  puts("not reached");
  return 0;
}
