// RUN: %cmp-gcc %s %t
// Static local variables: initialized once with constants, zero by default, arrays and structs, address of a global.
#include <stdio.h>

static int global_target = 10;

static int counter(void) {
  static int n = 100;
  return n++;
}

static const char *name_of(int i) {
  static const char *const names[] = {"zero", "one", "two"};
  return i >= 0 && i < 3 ? names[i] : "many";
}

static int *pointer_init(void) {
  static int *p = &global_target;
  return p;
}

struct acc {
  long total;
  int count;
};

static struct acc *accumulate(long v) {
  static struct acc a;
  a.total += v;
  a.count++;
  return &a;
}

static double running_average(double x) {
  static double sum = 0.0, n;
  sum += x;
  n += 1;
  return sum / n;
}

int main(void) {
  for (int i = 0; i < 3; i++)
    printf("counter=%d\n", counter());
  for (int i = -1; i < 5; i++)
    printf("%s ", name_of(i));
  printf("\n");
  *pointer_init() += 5;
  printf("global_target=%d via=%d\n", global_target, *pointer_init());
  struct acc *a = NULL;
  for (int i = 1; i <= 4; i++)
    a = accumulate(i * 1000000000L);
  printf("total=%ld count=%d\n", a->total, a->count);
  double avg = 0;
  for (int i = 1; i <= 4; i++)
    avg = running_average(i * 1.5);
  printf("avg=%.3f\n", avg);
  {
    static char buf[16] = "buffer";
    buf[0] = 'B';
    printf("buf=%s\n", buf);
  }
  return 0;
}
