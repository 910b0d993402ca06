// RUN: %cmp-gcc %s %t
// Array designators [i] = value: sparse arrays, size inferred from the largest index, continuation after a designator.
#include <stdio.h>

static const char *names[] = {[3] = "three", [0] = "zero", [5] = "five"};
static int squares[10] = {[9] = 81, [2] = 4, 9, 16};

struct entry {
  int key;
  const char *val;
};

int main(void) {
  int n = sizeof names / sizeof names[0];
  printf("names count=%d\n", n);
  for (int i = 0; i < n; i++)
    printf("%d:%s ", i, names[i] ? names[i] : "-");
  printf("\n");
  for (int i = 0; i < 10; i++)
    printf("%d ", squares[i]);
  printf("\n");
  int local[] = {1, [4] = 5, 6, [1] = 2};
  printf("local count=%zu:", sizeof local / sizeof local[0]);
  for (size_t i = 0; i < sizeof local / sizeof local[0]; i++)
    printf(" %d", local[i]);
  printf("\n");
  struct entry table[4] = {[2] = {.key = 20, .val = "twenty"}, [0].key = 1, [0].val = "one"};
  for (int i = 0; i < 4; i++)
    printf("%d=%s ", table[i].key, table[i].val ? table[i].val : "-");
  printf("\n");
  char map[26] = {['a' - 'a'] = 'A', ['z' - 'a'] = 'Z', ['m' - 'a'] = 'M'};
  for (int i = 0; i < 26; i++)
    putchar(map[i] ? map[i] : '.');
  putchar('\n');
  int grid[3][3] = {[1][1] = 5, [2] = {7, 8}, [0][2] = 3};
  for (int i = 0; i < 3; i++)
    printf("%d %d %d\n", grid[i][0], grid[i][1], grid[i][2]);
  return 0;
}
