// RUN: %cmp-clang %s %t
// Covers: recursion and mutual recursion (with prototypes) in device code, explicit and implicit declare target.
int printf(const char *, ...);

#pragma omp declare target
long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
#pragma omp end declare target

int is_odd(int n);
int is_even(int n) {
  if (n == 0)
    return 1;
  return is_odd(n - 1);
}
int is_odd(int n) {
  if (n == 0)
    return 0;
  return is_even(n - 1);
}

int fib(int n) { // reached only from the region: declare target implicitly
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}

void hanoi(int n, int from, int to, int via, int *moves) {
  if (n == 0)
    return;
  hanoi(n - 1, from, via, to, moves);
  *moves = *moves + 1;
  hanoi(n - 1, via, to, from, moves);
}

int main(void) {
  long f[3];
  int r[4];
#pragma omp target map(from: f, r)
  {
    f[0] = fact(1);
    f[1] = fact(10);
    f[2] = fact(20);
    r[0] = fib(20);
    r[1] = is_even(10) * 10 + is_odd(7);
    int m = 0;
    hanoi(10, 1, 3, 2, &m);
    r[2] = m;
    r[3] = is_even(3);
  }
  printf("fact=%ld %ld %ld fib20=%d even/odd=%d %d hanoi10=%d\n", f[0], f[1], f[2], r[0], r[1],
         r[3], r[2]);
  return 0;
}
