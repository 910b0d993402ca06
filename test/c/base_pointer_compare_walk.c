// RUN: %cmp-gcc %s %t
// Walking arrays with two pointers toward each other; pointer relational comparisons control loops.
int printf(const char *, ...);

int is_palindrome(const char *s, int n) {
  const char *l = s, *r = s + n - 1;
  while (l < r) {
    if (*l != *r)
      return 0;
    l++;
    r--;
  }
  return 1;
}

void partition(int *lo, int *hi, int pivot) {
  while (lo <= hi) {
    if (*lo < pivot)
      lo++;
    else {
      int t = *lo;
      *lo = *hi;
      *hi = t;
      hi--;
    }
  }
}

int main(void) {
  printf("%d %d %d %d\n", is_palindrome("racecar", 7), is_palindrome("abca", 4), is_palindrome("a", 1),
         is_palindrome("abba", 4));
  int a[9] = {5, 1, 8, 3, 9, 2, 7, 4, 6};
  partition(a, a + 8, 5);
  for (int *p = a; p < a + 9; p++)
    printf("%d ", *p);
  printf("\n");
  int below = 0;
  for (int *p = a; p <= &a[8]; p++)
    if (*p < 5)
      below++;
  printf("below=%d\n", below);
  double d[4] = {1, 2, 3, 4};
  double *hi = &d[3];
  double *lo = &d[0];
  printf("hi>lo=%d hi>=hi=%d lo>hi=%d\n", hi > lo, hi >= d + 3, lo > hi);
  return 0;
}
