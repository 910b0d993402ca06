// RUN: %cmp-gcc %s %t
// N-queens by backtracking with bitmasks and with arrays, counting solutions for N=1..10 and printing the first 8x8 board.
#include <stdio.h>

static long solve_bits(int n, int row, unsigned cols, unsigned d1, unsigned d2) {
  if (row == n)
    return 1;
  long count = 0;
  unsigned avail = ~(cols | d1 | d2) & ((1u << n) - 1);
  while (avail) {
    unsigned bit = avail & -avail;
    avail ^= bit;
    count += solve_bits(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
  }
  return count;
}

static int pos[16];
static int found_first;
static int first[16];

static int safe(int row, int col) {
  for (int r = 0; r < row; r++) {
    int c = pos[r];
    if (c == col || c - col == r - row || c - col == row - r)
      return 0;
  }
  return 1;
}

static long solve_array(int n, int row) {
  if (row == n) {
    if (!found_first) {
      found_first = 1;
      for (int i = 0; i < n; i++)
        first[i] = pos[i];
    }
    return 1;
  }
  long count = 0;
  for (int col = 0; col < n; col++)
    if (safe(row, col)) {
      pos[row] = col;
      count += solve_array(n, row + 1);
    }
  return count;
}

static int valid(const int *p, int n) {
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (p[i] == p[j] || p[i] - p[j] == i - j || p[i] - p[j] == j - i)
        return 0;
  return 1;
}

static int next_perm(int *a, int n) {
  int i = n - 2;
  while (i >= 0 && a[i] >= a[i + 1])
    i--;
  if (i < 0)
    return 0;
  int j = n - 1;
  while (a[j] <= a[i])
    j--;
  int t = a[i];
  a[i] = a[j];
  a[j] = t;
  for (int l = i + 1, r = n - 1; l < r; l++, r--) {
    t = a[l];
    a[l] = a[r];
    a[r] = t;
  }
  return 1;
}

int main(void) {
  int perm[6] = {0, 1, 2, 3, 4, 5};
  int brute = 0;
  do {
    if (valid(perm, 6)) {
      brute++;
      printf("6-queens:");
      for (int i = 0; i < 6; i++)
        printf(" %d", perm[i]);
      printf("\n");
    }
  } while (next_perm(perm, 6));
  printf("brute force n=6: %d\n", brute);
  for (int n = 1; n <= 10; n++) {
    long a = solve_bits(n, 0, 0, 0, 0);
    found_first = 0;
    long b = solve_array(n, 0);
    printf("n=%2d solutions=%ld agree=%d\n", n, a, a == b);
  }
  found_first = 0;
  solve_array(8, 0);
  for (int r = 0; r < 8; r++) {
    for (int c = 0; c < 8; c++)
      putchar(first[r] == c ? 'Q' : '.');
    putchar('\n');
  }
  return 0;
}
