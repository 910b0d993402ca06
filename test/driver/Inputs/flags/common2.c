#include <stdio.h>
int shared_counter;
int bump(void);
int main(void) {
  bump();
  printf("counter %d\n", shared_counter + bump());
  return 0;
}
