// RUN: %cmp-clang %s %t
// Covers: two target regions on one source line through a _Pragma macro (same line, count 0 and 1).
int printf(const char *, ...);

#define TGT _Pragma("omp target map(tofrom: a)") { a++; }
#define TGT2 _Pragma("omp target map(tofrom: a)") { a *= 2; }

int bump(int a) {
  TGT TGT
  return a;
}

int main(void) {
  int a = 10;
  TGT TGT2 TGT
  printf("a=%d bump=%d\n", a, bump(a));
  return 0;
}
