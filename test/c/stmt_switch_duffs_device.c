// RUN: %cmp-gcc %s %t
// Case labels inside a nested do-while (Duff's device) and inside blocks; switch jumping into loop bodies.
#include <stdio.h>

static void duff_copy(int *to, const int *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
}

static int weird(int k) {
  int r = 0;
  int i = 0;
  switch (k) {
    {
    case 1:
      r += 1;
    }
    for (; i < 2; i++) {
      r += 10;
    case 2:
      r += 100;
    }
    break;
  default:
    r = -1;
  }
  return r;
}

int main(void) {
  int src[20], dst[20];
  for (int i = 0; i < 20; i++)
    src[i] = i * i;
  for (int count = 1; count <= 17; count += 4) {
    for (int i = 0; i < 20; i++)
      dst[i] = -1;
    duff_copy(dst, src, count);
    int ok = 1;
    for (int i = 0; i < count; i++)
      ok &= dst[i] == src[i];
    printf("count=%d ok=%d next=%d\n", count, ok, dst[count]);
  }
  printf("weird %d %d %d\n", weird(1), weird(2), weird(3));
  return 0;
}
