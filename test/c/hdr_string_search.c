// RUN: %cmp-gcc %s %t
// strchr, strrchr, strstr, strspn, strcspn and strpbrk, including misses and the terminating NUL.
#include <stdio.h>
#include <string.h>

static long pos(const char *base, const char *p) { return p ? (long)(p - base) : -1; }

int main(void) {
  const char *s = "the quick brown fox jumps over the lazy dog";
  printf("strchr q=%ld z=%ld X=%ld nul=%ld\n", pos(s, strchr(s, 'q')), pos(s, strchr(s, 'z')),
         pos(s, strchr(s, 'X')), pos(s, strchr(s, '\0')));
  printf("strrchr o=%ld t=%ld\n", pos(s, strrchr(s, 'o')), pos(s, strrchr(s, 't')));
  printf("strstr the=%ld 'the l'=%ld fox=%ld cat=%ld empty=%ld\n", pos(s, strstr(s, "the")),
         pos(s, strstr(s, "the l")), pos(s, strstr(s, "fox")), pos(s, strstr(s, "cat")), pos(s, strstr(s, "")));
  printf("strspn=%zu %zu %zu\n", strspn("123abc", "0123456789"), strspn("abc", "xyz"), strspn("aaa", "a"));
  printf("strcspn=%zu %zu %zu\n", strcspn("hello, world", ",;"), strcspn("abc", "xyz"), strcspn("", "a"));
  const char *p = strpbrk(s, "aeiou");
  int vowels = 0;
  while (p) {
    vowels++;
    p = strpbrk(p + 1, "aeiou");
  }
  printf("vowels=%d\n", vowels);
  int count = 0;
  for (const char *q = strstr(s, "o"); q; q = strstr(q + 1, "o"))
    count++;
  printf("o count=%d\n", count);
  char path[] = "/usr/local/lib/libfoo.so.1";
  char *base = strrchr(path, '/');
  printf("basename=%s\n", base + 1);
  *base = 0;
  printf("dirname=%s\n", path);
  return 0;
}
