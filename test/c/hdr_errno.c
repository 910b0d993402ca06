// RUN: %cmp-gcc %s %t
// errno.h: errno set by strtol overflow, by fopen of a missing file and by math domain errors; reset to zero.
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  errno = 0;
  printf("initial errno=%d\n", errno);
  long v = strtol("99999999999999999999999", NULL, 10);
  printf("strtol=%ld ERANGE=%d\n", v, errno == ERANGE);
  errno = 0;
  v = strtol("123", NULL, 10);
  printf("ok strtol=%ld errno=%d\n", v, errno);
  FILE *f = fopen("/nonexistent-dir-for-ompfe-test/file.txt", "r");
  int e = errno;
  printf("fopen null=%d ENOENT=%d msg=%s\n", f == NULL, e == ENOENT, strerror(e));
  errno = 0;
  volatile double neg = -1.0;
  double r = log(neg);
  printf("log(-1) isnan=%d EDOM=%d\n", isnan(r) != 0, errno == EDOM);
  errno = 0;
  volatile double big = 1000.0;
  r = exp(big);
  printf("exp(1000) isinf=%d ERANGE=%d\n", isinf(r) != 0, errno == ERANGE);
  errno = EINVAL;
  printf("set errno=EINVAL: %d msg=%s\n", errno == EINVAL, strerror(errno));
  printf("distinct=%d\n", EDOM != ERANGE && ERANGE != ENOENT);
  return 0;
}
