// RUN: %cmp-gcc %s %t
// Arbitrary-precision decimal arithmetic on digit arrays: addition, subtraction, small multiplication, factorial and Fibonacci.
#include <stdio.h>
#include <string.h>

#define MAXD 400

struct big {
  int n;
  unsigned char d[MAXD];
};

static void big_from_str(struct big *b, const char *s) {
  int len = (int)strlen(s);
  b->n = len;
  for (int i = 0; i < len; i++)
    b->d[i] = (unsigned char)(s[len - 1 - i] - '0');
}

static void big_from_int(struct big *b, unsigned long v) {
  b->n = 0;
  do {
    b->d[b->n++] = (unsigned char)(v % 10);
    v /= 10;
  } while (v);
}

static void big_print(const char *label, const struct big *b) {
  printf("%s", label);
  for (int i = b->n - 1; i >= 0; i--)
    putchar('0' + b->d[i]);
  printf(" (%d digits)\n", b->n);
}

static struct big big_add(const struct big *a, const struct big *b) {
  struct big r;
  int carry = 0, n = a->n > b->n ? a->n : b->n;
  for (int i = 0; i < n; i++) {
    int s = carry + (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0);
    r.d[i] = (unsigned char)(s % 10);
    carry = s / 10;
  }
  r.n = n;
  if (carry)
    r.d[r.n++] = (unsigned char)carry;
  return r;
}

static int big_cmp(const struct big *a, const struct big *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->d[i] != b->d[i])
      return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

static struct big big_sub(const struct big *a, const struct big *b) {
  struct big r;
  int borrow = 0;
  for (int i = 0; i < a->n; i++) {
    int s = a->d[i] - borrow - (i < b->n ? b->d[i] : 0);
    borrow = s < 0;
    r.d[i] = (unsigned char)(s + (borrow ? 10 : 0));
  }
  r.n = a->n;
  while (r.n > 1 && r.d[r.n - 1] == 0)
    r.n--;
  return r;
}

static void big_mul_small(struct big *a, unsigned m) {
  unsigned carry = 0;
  for (int i = 0; i < a->n; i++) {
    unsigned p = a->d[i] * m + carry;
    a->d[i] = (unsigned char)(p % 10);
    carry = p / 10;
  }
  while (carry) {
    a->d[a->n++] = (unsigned char)(carry % 10);
    carry /= 10;
  }
}

static int digit_sum(const struct big *a) {
  int s = 0;
  for (int i = 0; i < a->n; i++)
    s += a->d[i];
  return s;
}

int main(void) {
  struct big a, b;
  big_from_str(&a, "99999999999999999999999999999999");
  big_from_str(&b, "1");
  struct big c = big_add(&a, &b);
  big_print("a+1 = ", &c);
  big_from_str(&a, "123456789012345678901234567890");
  big_from_str(&b, "987654321098765432109876543210");
  c = big_add(&a, &b);
  big_print("sum = ", &c);
  printf("cmp=%d %d %d\n", big_cmp(&a, &b), big_cmp(&b, &a), big_cmp(&a, &a));
  struct big d = big_sub(&b, &a);
  big_print("diff = ", &d);
  struct big z = big_sub(&a, &a);
  big_print("zero = ", &z);
  struct big f;
  big_from_int(&f, 1);
  for (unsigned i = 2; i <= 100; i++)
    big_mul_small(&f, i);
  big_print("100! = ", &f);
  printf("digit sum of 100! = %d\n", digit_sum(&f));
  struct big x, y;
  big_from_int(&x, 0);
  big_from_int(&y, 1);
  for (int i = 0; i < 300; i++) {
    struct big t = big_add(&x, &y);
    x = y;
    y = t;
  }
  big_print("fib(300) = ", &x);
  big_from_int(&a, 18446744073709551615ul);
  big_mul_small(&a, 1000);
  big_print("u64max*1000 = ", &a);
  return 0;
}
