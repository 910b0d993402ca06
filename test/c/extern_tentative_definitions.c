// RUN: %cmp-gcc %s %t
// Tentative definitions: repeated file-scope declarations without initializer, one later initializer, and zero-initialized leftovers.
#include <stdio.h>

int counter;
int counter;
int counter = 5;
int counter;

double ratio;
double ratio;

int arr[];
int arr[3];

static int hidden;
static int hidden;

struct point {
  int x, y;
} origin;
struct point origin;

char *name;

int main(void) {
  printf("counter=%d ratio=%f\n", counter, ratio);
  printf("arr=%d %d %d size=%zu\n", arr[0], arr[1], arr[2], sizeof arr);
  printf("hidden=%d origin=%d,%d name null=%d\n", hidden, origin.x, origin.y, name == NULL);
  counter++;
  ratio = counter / 4.0;
  arr[1] = counter;
  hidden = arr[1] * 2;
  origin.y = -1;
  name = "set";
  printf("counter=%d ratio=%f arr[1]=%d hidden=%d origin.y=%d name=%s\n", counter, ratio, arr[1], hidden, origin.y,
         name);
  return 0;
}
