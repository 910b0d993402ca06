// RUN: %cmp-gcc %s %t
// GNU statement expressions ({ ... }): value of the last expression, locals, loops inside, use in conditions.
#include <stdio.h>

#define SQUARE_ONCE(x) ({ int _v = (x); _v * _v; })

int main(void) {
  int a = ({ int t = 5; t * 2; });
  printf("a=%d\n", a);
  int calls = 0;
  int sq = SQUARE_ONCE(++calls + 2);
  printf("sq=%d calls=%d\n", sq, calls);
  int sum = ({
    int s = 0;
    for (int i = 1; i <= 10; i++)
      s += i;
    s;
  });
  printf("sum=%d\n", sum);
  double d = ({ double x = 1.5; x * x; }) + 1;
  printf("d=%f\n", d);
  if (({ int z = sum % 7; z == 6; }))
    printf("condition via statement expression\n");
  int nested = ({ int o = 2; ({ int in = o * 10; in + 1; }) + o; });
  printf("nested=%d\n", nested);
  int arr[3] = {7, 8, 9};
  int *p = ({ int *q = arr; q + 1; });
  printf("*p=%d\n", *p);
  const char *msg = ({ const char *m = sum > 50 ? "big" : "small"; m; });
  printf("msg=%s\n", msg);
  int x = 0;
  x = ({ x += 3; x * 2; });
  printf("x=%d\n", x);
  return 0;
}
