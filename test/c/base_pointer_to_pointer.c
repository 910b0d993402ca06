// RUN: %cmp-gcc %s %t
// Pointers to pointers: modifying a caller's pointer, arrays of strings, and double indirection.
int printf(const char *, ...);

void advance(const char **pp, int n) { *pp += n; }

void set_to_max(int **out, int *a, int n) {
  *out = a;
  for (int i = 1; i < n; i++)
    if (a[i] > **out)
      *out = &a[i];
}

int count_chars(char **words, int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    for (char *p = words[i]; *p; p++)
      total++;
  return total;
}

int main(void) {
  const char *s = "abcdefgh";
  advance(&s, 3);
  printf("s=%s\n", s);
  int a[5] = {4, 9, 2, 9, 1};
  int *m = 0;
  set_to_max(&m, a, 5);
  printf("max=%d at %ld\n", *m, (long)(m - a));
  *m = 0;
  set_to_max(&m, a, 5);
  printf("max=%d at %ld\n", *m, (long)(m - a));
  char w1[] = "alpha", w2[] = "be", w3[] = "gamma";
  char *words[3] = {w1, w2, w3};
  printf("chars=%d\n", count_chars(words, 3));
  char **pw = words;
  printf("%c %c %s\n", **pw, *(*(pw + 2) + 1), *(pw + 1));
  pw[1][0] = 'B';
  printf("%s\n", w2);
  int x = 1;
  int *px = &x;
  int **ppx = &px;
  int ***pppx = &ppx;
  ***pppx = 77;
  printf("x=%d\n", x);
  return 0;
}
