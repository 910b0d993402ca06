// RUN: %cmp-gcc %s %t
// ++ and -- on pointers of several element types, *p++ vs (*p)++ vs *++p, and pointer stepping in loops.
#include <stdio.h>

struct rec {
  int a;
  char tag;
};

int main(void) {
  int ia[4] = {10, 20, 30, 40};
  int *p = ia;
  int v1 = *p++;
  int v2 = (*p)++;
  int v3 = *++p;
  int v4 = ++*p;
  printf("%d %d %d %d | %d %d %d %d\n", v1, v2, v3, v4, ia[0], ia[1], ia[2], ia[3]);
  printf("p index=%ld\n", (long)(p - ia));
  p--;
  printf("after -- *p=%d\n", *p);
  double da[3] = {0.5, 1.5, 2.5};
  double *dp = da + 3;
  double sum = 0;
  while (dp > da)
    sum += *--dp;
  printf("sum=%.1f\n", sum);
  struct rec rs[3] = {{1, 'x'}, {2, 'y'}, {3, 'z'}};
  struct rec *rp = rs;
  rp++;
  printf("rp=%d %c\n", rp->a, rp->tag);
  (rp++)->a += 100;
  printf("rs[1].a=%d now rp=%d\n", rs[1].a, rp->a);
  char s[] = "pointer";
  char *cp = s;
  while (*cp)
    cp++;
  printf("len=%ld\n", (long)(cp - s));
  char *rev = s + (cp - s) - 1;
  char *fwd = s;
  while (fwd < rev) {
    char t = *fwd;
    *fwd++ = *rev;
    *rev-- = t;
  }
  printf("reversed=%s\n", s);
  long la[3] = {1, 2, 3};
  long *lp = la;
  lp += 2;
  lp -= 1;
  printf("*lp=%ld\n", *lp);
  return 0;
}
