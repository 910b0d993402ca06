// RUN: %cmp-gcc %s %t --arg 42 --arg hello --arg -7 --arg 3.5
// main(argc, argv): the argument count, the strings, the terminating NULL, and converting arguments with strtol/strtod.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  printf("argc=%d argv[argc]==NULL: %d\n", argc, argv[argc] == NULL);
  long isum = 0;
  double dsum = 0;
  for (int i = 1; i < argc; i++) {
    char *end;
    long v = strtol(argv[i], &end, 10);
    if (*end == 0) {
      printf("arg %d int %ld\n", i, v);
      isum += v;
      continue;
    }
    double d = strtod(argv[i], &end);
    if (*end == 0) {
      printf("arg %d double %.2f\n", i, d);
      dsum += d;
      continue;
    }
    printf("arg %d string '%s' len %zu\n", i, argv[i], strlen(argv[i]));
  }
  printf("isum=%ld dsum=%.2f\n", isum, dsum);
  return argc;
}
