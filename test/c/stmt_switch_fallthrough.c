// RUN: %cmp-gcc %s %t
// switch with fallthrough between cases, grouped case labels, default in the middle, and no matching case.
#include <stdio.h>

static int days_left_trick(int month) {
  int total = 0;
  switch (month) {
  case 1: total += 31;
  case 2: total += 28;
  case 3: total += 31;
  case 4: total += 30;
  default: total += 1;
  case 5: total += 31;
  }
  return total;
}

static const char *kind(int c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u':
    return "vowel";
  case ' ':
  case '\t':
    return "space";
  default:
    if (c >= '0' && c <= '9')
      return "digit";
    return "other";
  }
}

int main(void) {
  for (int m = 0; m <= 6; m++)
    printf("month %d -> %d\n", m, days_left_trick(m));
  const char *s = "io 7x\t";
  for (const char *p = s; *p; p++)
    printf("'%c' %s\n", *p == '\t' ? 'T' : *p, kind(*p));
  int hits = 0;
  for (int i = 0; i < 5; i++) {
    switch (i) {
    case 10:
      hits += 100;
      break;
    }
    hits++;
  }
  printf("hits=%d\n", hits);
  int x = 3;
  switch (x) {
  }
  switch (x)
  case 3:
    printf("single statement switch\n");
  return 0;
}
