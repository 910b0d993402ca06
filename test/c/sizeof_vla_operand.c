// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The operand of sizeof (and of typeof) whose type is variably modified is evaluated; others are not.
#include <stdio.h>

static int calls;
static int next(int v) {
  calls++;
  return v;
}

int main(void) {
  int n = 3, i = 0, j = 0, k = 0, m = 0;
  int a[2][n];
  size_t s = sizeof a[i++];
  printf("i=%d s=%zu\n", i, s);
  s = sizeof a[next(1)];
  printf("calls=%d s=%zu\n", calls, s);
  s = sizeof(int[n++]);
  printf("n=%d s=%zu\n", n, s);
  int (*p)[3] = 0;
  int buf[64] = {0};
  int (*vp)[n] = (int (*)[n])buf;
  int (*start)[n] = vp;
  s = sizeof *vp++;
  printf("advanced=%td s=%zu\n", vp - start, s);
  s = sizeof *p;             /* not variably modified: p stays null and is not read */
  s += sizeof a[i++][0];     /* an int: i++ does not run */
  s += _Alignof(a[k++]);     /* the alignment is the element's: k++ does not run */
  printf("i=%d k=%d s=%zu\n", i, k, s);
  s = sizeof(sizeof a[i++]); /* the inner sizeof is itself not evaluated */
  printf("i=%d s=%zu\n", i, s);
  for (int r = 0; r < 3; r++) {
    __typeof__(a[j++ % 2]) row;  /* evaluated where the declaration is reached, each time */
    __typeof__(vp++) q = vp; /* a pointer to a VLA is variably modified too */
    __typeof__(a[m++][0]) x = r; /* an int: m++ does not run */
    row[0] = x;
    printf("r=%d j=%d m=%d row[0]=%d sizeof row=%zu advanced=%td q=%td\n", r, j, m, row[0], sizeof row, vp - start,
           q - start);
  }
  return 0;
}
