#include <stdio.h>
int both(int, int);
int either_not(int, int *);
int value(int, int);
int count(int, int);
extern int calls;
int main(void) {
  int x = 0;
  printf("both %d %d %d ", both(1, 1), both(1, 0), both(0, 1));
  printf("either_not %d ", either_not(5, &x));
  printf("value %d %d %d ", value(0, 1), value(2, 0) + value(1, 1) - 1, value(4, 0));
  calls = 0;
  int c1 = count(1, 0);
  calls = 0;
  int c2 = count(0, 1);
  calls = 0;
  printf("count %d %d %d\n", c1, c2, count(0, 0));
  return 0;
}
