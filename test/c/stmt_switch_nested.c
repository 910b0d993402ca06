// RUN: %cmp-gcc %s %t
// Nested switch statements, break leaving only the inner switch, continue in a switch inside a loop, and case values from constant expressions.
#include <stdio.h>

enum { BASE = 10 };

int main(void) {
  for (int a = 0; a < 3; a++) {
    for (int b = 0; b < 3; b++) {
      switch (a) {
      case 0:
        switch (b) {
        case 0: printf("00 "); break;
        case 1: printf("01 "); continue;
        default: printf("0x ");
        }
        printf("after-inner ");
        break;
      case 1:
        if (b == 2)
          break;
        printf("1%d ", b);
        break;
      default:
        switch (a * 10 + b) {
        case BASE * 2: printf("20 "); break;
        case BASE * 2 + 1:
        case BASE * 2 + 2: printf("2y "); break;
        }
      }
    }
    printf("| end a=%d\n", a);
  }
  int total = 0;
  for (int i = 0; i < 20; i++) {
    switch (i % 4) {
    case 0:
      continue;
    case 1:
      total += 1;
      break;
    case 2 + 0:
      total += 10;
      /* fallthrough */
    case 3:
      total += 100;
      break;
    }
    total += 1000;
  }
  printf("total=%d\n", total);
  return 0;
}
