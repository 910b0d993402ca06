// RUN: %cmp-gcc %s %t
// Subtracting pointers into the same array gives element counts, negative when reversed.
int printf(const char *, ...);

long count_until(const char *s, char stop) {
  const char *p = s;
  while (*p && *p != stop)
    p++;
  return p - s;
}

int main(void) {
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i * i;
  int *p = &a[2], *q = &a[9];
  printf("q-p=%ld p-q=%ld\n", (long)(q - p), (long)(p - q));
  double d[5] = {0, 0, 0, 0, 0};
  double *dp = d + 4;
  printf("dp-d=%ld\n", (long)(dp - d));
  long l[6] = {0, 0, 0, 0, 0, 0};
  printf("&l[5]-&l[1]=%ld\n", (long)(&l[5] - &l[1]));
  char s[] = "find:the:colon";
  printf("colon at %ld\n", count_until(s, ':'));
  printf("x at %ld\n", count_until(s, 'x'));
  int *search = a;
  while (*search < 40)
    search++;
  printf("first >=40 at %ld value %d\n", (long)(search - a), *search);
  int *end = a + 10;
  printf("end-a=%ld\n", (long)(end - a));
  long diff = &a[7] - &a[3];
  int n = (int)diff;
  printf("n=%d\n", n);
  printf("byte diff=%ld\n", (long)((char *)&a[7] - (char *)&a[3]));
  return 0;
}
