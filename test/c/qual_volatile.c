// RUN: %cmp-gcc %s %t
// volatile objects: every read and write happens, volatile loop counters, pointers to volatile and volatile struct members.
#include <stdio.h>

static volatile int ticks;
static void tick(void) { ticks++; }

struct regs {
  volatile unsigned status;
  unsigned data;
};

int main(void) {
  volatile int v = 0;
  for (volatile int i = 0; i < 10; i++)
    v += i;
  printf("v=%d\n", v);
  for (int i = 0; i < 5; i++)
    tick();
  printf("ticks=%d\n", ticks);
  int plain = 3;
  volatile int *pv = &plain;
  *pv = *pv * 7;
  printf("plain=%d\n", plain);
  struct regs r = {0, 0};
  for (unsigned k = 0; k < 4; k++) {
    r.status |= 1u << k;
    r.data += r.status;
  }
  printf("status=%u data=%u\n", r.status, r.data);
  volatile double d = 0.1;
  double sum = 0;
  for (int i = 0; i < 10; i++)
    sum += d;
  printf("sum=%.17g\n", sum);
  const volatile int cv = 42;
  printf("cv=%d\n", cv);
  volatile char buf[4] = {'a', 'b', 'c', 0};
  buf[1] = 'B';
  printf("buf=%c%c%c\n", buf[0], buf[1], buf[2]);
  return 0;
}
