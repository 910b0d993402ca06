// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): several regions in several functions (static ones too),
// two regions on one line through a macro, and a region in a loop: every host entry must find
// the kernel the other compiler generated.
int printf(const char *, ...);

#define TGT _Pragma("omp target map(tofrom: a)") { a++; }

static int twice(int x) {
#pragma omp target map(tofrom: x)
  { x = x * 2; }
  return x;
}

int add3(int x) {
#pragma omp target map(tofrom: x)
  { x = x + 1; }
#pragma omp target map(tofrom: x)
  { x = x + 2; }
  return x;
}

int bump2(int a) {
  TGT TGT
  return a;
}

int main(void) {
  int v = 1;
  int i;
  for (i = 0; i < 3; i++) {
#pragma omp target map(tofrom: v) map(to: i)
    { v = v * 3 + i; }
  }
  printf("loop v=%d\n", v);
  printf("twice=%d add3=%d bump2=%d\n", twice(v), add3(v), bump2(v));
  return 0;
}
