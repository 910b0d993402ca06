// RUN: %cmp-gcc %s %t
// bsearch finds keys in sorted int and string tables and returns NULL for absent keys.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *k, const void *e) {
  int a = *(const int *)k, b = *(const int *)e;
  return (a > b) - (a < b);
}

struct entry {
  const char *name;
  int value;
};

static int cmp_entry(const void *k, const void *e) {
  return strcmp((const char *)k, ((const struct entry *)e)->name);
}

int main(void) {
  int table[10];
  for (int i = 0; i < 10; i++)
    table[i] = i * i * 3 - 20;
  int keys[6] = {-20, 7, 55, 223, -21, 500};
  for (int i = 0; i < 6; i++) {
    int *hit = bsearch(&keys[i], table, 10, sizeof table[0], cmp_int);
    if (hit)
      printf("key %d at index %ld\n", keys[i], (long)(hit - table));
    else
      printf("key %d not found\n", keys[i]);
  }
  static const struct entry dict[] = {
      {"alpha", 1}, {"beta", 2}, {"delta", 4}, {"epsilon", 5}, {"gamma", 3}, {"omega", 24},
  };
  size_t n = sizeof dict / sizeof dict[0];
  const char *q[4] = {"gamma", "omega", "alpha", "zeta"};
  for (int i = 0; i < 4; i++) {
    const struct entry *e = bsearch(q[i], dict, n, sizeof dict[0], cmp_entry);
    printf("%s -> %d\n", q[i], e ? e->value : -1);
  }
  int one = 42;
  printf("empty: %d\n", bsearch(&one, table, 0, sizeof(int), cmp_int) == NULL);
  return 0;
}
