// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The length of a variably modified typedef is evaluated once, where the typedef is reached (C11 6.7.8p3), not again at each use.
#include <stdio.h>
#include <string.h>

static int length_calls;

static int counted_length(int n) {
  length_calls++;
  return n;
}

/* Fills every element of an object of a VLA typedef declared after its length variable grew:
 * an object sized by the new value would be written past its end. */
static long fill_after_change(int w) {
  typedef int row[w];
  w = 1000;
  row r;
  for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
    r[i] = (int)i + 1;
  long sum = 0;
  for (size_t i = 0; i < sizeof r / sizeof r[0]; i++)
    sum += r[i];
  return sum * 1000 + w;
}

int main(void) {
  int w = 6;
  typedef int row[w];
  w = 100;
  printf("sizeof(row)=%zu w=%d\n", sizeof(row), w);
  row r, *rp = &r, pair[2];
  memset(r, 0, sizeof r);
  printf("sizeof r=%zu sizeof *rp=%zu sizeof pair=%zu count=%zu\n", sizeof r, sizeof *rp, sizeof pair,
         sizeof r / sizeof r[0]);
  (void)pair;

  int m = 3;
  typedef int grows[m++];
  printf("m after the typedef=%d\n", m);
  grows a, b;
  grows *pa = &a;
  printf("sizeof a=%zu sizeof(grows)=%zu sizeof *pa=%zu m=%d\n", sizeof a, sizeof(grows), sizeof *pa, m);
  (void)b;

  typedef int fixed_by_call[counted_length(5)];
  fixed_by_call x1, x2;
  printf("calls=%d sizeof x1=%zu sizeof x2=%zu sizeof(fixed_by_call)=%zu calls=%d\n", length_calls, sizeof x1,
         sizeof x2, sizeof(fixed_by_call), length_calls);

  typedef row *row_ptr;
  row_ptr p = &r;
  printf("sizeof *p=%zu p+1 is %td ints on\n", sizeof *p, (int *)(p + 1) - (int *)p);

  int n = 3;
  typedef int mat[n][n];
  n = 50;
  mat mm;
  printf("sizeof(mat)=%zu sizeof mm=%zu sizeof mm[0]=%zu\n", sizeof(mat), sizeof mm, sizeof mm[0]);

  int k = 4;
  typedef row rows[k];
  k = 1;
  rows rr;
  printf("sizeof(rows)=%zu sizeof rr=%zu sizeof rr[0]=%zu\n", sizeof(rows), sizeof rr, sizeof rr[0]);

  int cells[6] = {1, 2, 3, 4, 5, 6};
  printf("cast: sizeof *(row *)cells=%zu last=%d\n", sizeof *(row *)cells, (*(row *)cells)[5]);
  printf("sizeof(row[3])=%zu sizeof(row *)=%zu\n", sizeof(row[3]), sizeof(row *));

  int len = 2;
  for (int it = 0; it < 3; it++) {
    typedef char chunk[len++];
    len += 10;
    chunk c;
    memset(c, 'a' + it, sizeof c);
    printf("iteration %d: sizeof c=%zu sizeof(chunk)=%zu len=%d last=%c\n", it, sizeof c, sizeof(chunk), len,
           c[sizeof c - 1]);
  }

  printf("fill_after_change(4)=%ld\n", fill_after_change(4));
  return 0;
}
