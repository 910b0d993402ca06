// RUN: %cmp-gcc %s %t
// Hand-written string routines over char pointers: length, copy, compare, concatenate, find.
int printf(const char *, ...);
int puts(const char *);

int my_len(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (int)(p - s);
}

void my_copy(char *d, const char *s) {
  while ((*d++ = *s++))
    ;
}

int my_cmp(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a - *b;
}

void my_cat(char *d, const char *s) { my_copy(d + my_len(d), s); }

const char *my_find(const char *h, char c) {
  for (; *h; h++)
    if (*h == c)
      return h;
  return 0;
}

int main(void) {
  char buf[64];
  my_copy(buf, "Hello");
  my_cat(buf, ", ");
  my_cat(buf, "world");
  puts(buf);
  printf("len=%d\n", my_len(buf));
  int c1 = my_cmp("abc", "abd"), c2 = my_cmp("abc", "abc"), c3 = my_cmp("b", "abc"), c4 = my_cmp("ab", "abc");
  printf("cmp<0=%d ==0=%d >0=%d prefix<0=%d\n", c1 < 0, c2 == 0, c3 > 0, c4 < 0);
  const char *w = my_find(buf, 'w');
  printf("find w: %s at %ld\n", w, (long)(w - buf));
  printf("find q: %d\n", my_find(buf, 'q') == 0);
  for (char *p = buf; *p; p++)
    if (*p >= 'a' && *p <= 'z')
      *p = *p - 'a' + 'A';
  puts(buf);
  return 0;
}
