// RUN: %cmp-gcc %s %t
// Enumeration constants: implicit numbering, explicit and negative values, repeats, use as int and array index.
#include <stdio.h>

enum color { RED, GREEN, BLUE, COLOR_COUNT };
enum level { LOW = -10, MID, HIGH = 10, TOP, ALSO_MID = MID, BIG = 1 << 20 };
enum { ANON_A = 5, ANON_B = ANON_A * 3, ANON_C };

static const char *color_names[COLOR_COUNT] = {"red", "green", "blue"};

static enum color next(enum color c) { return (enum color)((c + 1) % COLOR_COUNT); }

int main(void) {
  printf("%d %d %d %d\n", RED, GREEN, BLUE, COLOR_COUNT);
  printf("%d %d %d %d %d %d\n", LOW, MID, HIGH, TOP, ALSO_MID, BIG);
  printf("%d %d %d\n", ANON_A, ANON_B, ANON_C);
  enum color c = BLUE;
  for (int i = 0; i < 4; i++) {
    printf("%s ", color_names[c]);
    c = next(c);
  }
  printf("\n");
  enum level l = MID;
  l++;
  printf("l=%d\n", l);
  int as_int = HIGH + TOP;
  printf("as_int=%d\n", as_int);
  printf("sizeof enum=%zu constant=%zu\n", sizeof(enum color), sizeof(RED));
  printf("compare %d %d\n", LOW < MID, TOP > HIGH);
  enum color arr[3] = {GREEN, RED, BLUE};
  int sum = 0;
  for (int i = 0; i < 3; i++)
    sum += arr[i] * 10;
  printf("sum=%d\n", sum);
  return 0;
}
