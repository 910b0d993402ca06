// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Structs with bit-fields copied, passed and returned by value; callee updates do not leak back.
#include <stdio.h>

struct date {
  unsigned day : 5;
  unsigned month : 4;
  unsigned year : 12;
  signed offset : 6;
};

static struct date next_day(struct date d) {
  static const int days[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  int leap = (d.year % 4 == 0 && d.year % 100 != 0) || d.year % 400 == 0;
  int dim = days[d.month] + (d.month == 2 && leap);
  if (d.day < dim) {
    d.day++;
  } else {
    d.day = 1;
    if (d.month == 12) {
      d.month = 1;
      d.year++;
    } else {
      d.month++;
    }
  }
  return d;
}

static void print(const char *label, struct date d) {
  printf("%s %04u-%02u-%02u offset=%d\n", label, d.year, d.month, d.day, d.offset);
}

static unsigned pack(struct date d) { return d.year * 10000u + d.month * 100u + d.day; }

int main(void) {
  struct date d = {28, 2, 2024, -5};
  print("start", d);
  for (int i = 0; i < 3; i++) {
    d = next_day(d);
    print("next", d);
  }
  struct date e = {31, 12, 1999, 31};
  struct date f = next_day(e);
  print("e", e);
  print("f", f);
  struct date copy = f;
  copy.offset = -32;
  print("copy", copy);
  print("f again", f);
  printf("pack=%u sizeof=%zu\n", pack(f), sizeof f);
  return 0;
}
