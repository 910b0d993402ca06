// RUN: %cmp-gcc %s %t
// extern declarations before definitions, extern inside a block referring to a file-scope object, and repeated compatible declarations.
#include <stdio.h>

extern int shared;
extern int later_array[];
extern const char *greeting;
int compute(int);
extern int compute(int);

int use_before_definition(void) { return shared * 2 + later_array[2]; }

int shared = 21;
int later_array[4] = {1, 2, 3, 4};
const char *greeting = "hello extern";

int compute(int x) { return x + shared; }

int main(void) {
  printf("use_before_definition=%d\n", use_before_definition());
  {
    extern int shared;
    shared += 1;
    printf("block extern shared=%d\n", shared);
  }
  {
    int shared = -5;
    printf("shadowing local=%d\n", shared);
    {
      extern int shared;
      printf("extern inside shadow=%d\n", shared);
    }
  }
  printf("%s compute=%d\n", greeting, compute(8));
  extern int compute(int);
  printf("later_array size known now=%zu\n", sizeof later_array);
  return 0;
}
