// RUN: %cmp-gcc %s %t
// Enum constants have type int; enum variables hold out-of-list values; constant expressions and scoping of enumerators.
#include <stdio.h>

enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
enum sizes { S_CHAR = sizeof(char), S_INT = sizeof(int), S_SUM = S_CHAR + S_INT };
enum neg { N_MIN = -2147483647 - 1, N_MAX = 2147483647 };

static const char *describe(enum flags f) {
  static char buf[4];
  buf[0] = f & F_READ ? 'r' : '-';
  buf[1] = f & F_WRITE ? 'w' : '-';
  buf[2] = f & F_EXEC ? 'x' : '-';
  buf[3] = 0;
  return buf;
}

int main(void) {
  printf("F_ALL=%d\n", F_ALL);
  for (int f = 0; f <= F_ALL; f++)
    printf("%d=%s ", f, describe((enum flags)f));
  printf("\n");
  enum flags combo = F_READ | F_EXEC;
  printf("combo=%d %s\n", combo, describe(combo));
  printf("sizes %d %d %d\n", S_CHAR, S_INT, S_SUM);
  printf("neg %d %d\n", N_MIN, N_MAX);
  int arr[S_SUM];
  printf("array from enum size=%zu\n", sizeof arr);
  {
    enum { F_READ = 100 };
    printf("shadowed F_READ=%d\n", F_READ);
  }
  printf("outer F_READ=%d\n", F_READ);
  printf("expr: %d %d\n", F_WRITE * 10 + F_EXEC, -F_ALL);
  _Generic(F_READ, int: printf("enumerator has type int\n"), default: printf("other\n"));
  return 0;
}
