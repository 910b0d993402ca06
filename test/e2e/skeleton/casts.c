// RUN: %cmp-clang %s %t
// Covers: explicit casts and usual arithmetic conversions among char, int, long, float and double on the device.
int printf(const char *, ...);

int main(void) {
  double d = -7.9;
  float f = 2.75f;
  long big = 3000000000L;
  int i = 65;
  char c = 'z';
  long lr[6];
  double dr[6];
#pragma omp target map(from: lr, dr) map(to: d, f, big, i, c)
  {
    lr[0] = (int)d;                  // truncation toward zero
    lr[1] = (long)(f * 4);
    lr[2] = (char)i;                 // 'A', in range
    lr[3] = (int)(big / 1000) + c;   // long -> int in range
    lr[4] = (long)(int)(char)100 * big;
    lr[5] = (long)((float)big / 2);  // 1.5e9 is exact in float
    dr[0] = (double)i / 2;           // 32.5, not 32
    dr[1] = i / 2;                   // integer division first
    dr[2] = (float)1 / 3 * 3;
    dr[3] = d + f + i + c + big;     // everything converted to double
    dr[4] = (double)(long)(d * 100) / 100;
    dr[5] = 'a' + 1.5f;
  }
  int k;
  for (k = 0; k < 6; k++)
    printf("lr[%d]=%ld dr[%d]=%.4f\n", k, lr[k], k, dr[k]);
  return 0;
}
