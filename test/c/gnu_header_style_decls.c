// RUN: %cmp-gcc %s %t
// Declarations written the way glibc headers write them: __THROW-like attributes, __asm__ redirects, nonnull, restrict params.
extern int printf(const char *__restrict __format, ...) __attribute__((__nonnull__(1)));
extern unsigned long strlen(const char *__s) __attribute__((__nothrow__, __leaf__)) __attribute__((__pure__))
__attribute__((__nonnull__(1)));
extern char *strcpy(char *__restrict __dest, const char *__restrict __src) __attribute__((__nothrow__, __leaf__))
__attribute__((__nonnull__(1, 2)));
extern int my_atoi(const char *__nptr) __asm__("" "atoi") __attribute__((__nothrow__)) __attribute__((__pure__));
extern __inline __attribute__((__gnu_inline__)) int twice(int __x) { return __x * 2; }
extern int twice(int __x);
int twice(int __x);
extern void *malloc(unsigned long __size) __attribute__((__nothrow__, __leaf__)) __attribute__((__malloc__));
extern void free(void *__ptr) __attribute__((__nothrow__, __leaf__));

int main(void) {
  char *buf = malloc(32);
  strcpy(buf, "12345");
  printf("len=%lu atoi=%d\n", strlen(buf), my_atoi(buf));
  printf("twice-ish=%d\n", my_atoi("21") * 2);
  free(buf);
  return 0;
}
