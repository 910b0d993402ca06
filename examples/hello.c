/* Plain C also goes through ompcc: no OpenMP needed. */
#include <stdio.h>

int main(void) {
  printf("hello from ompcc\n");
  return 0;
}
