// RUN: %cmp-clang %s %t
// Covers: '#pragma omp target' over a single statement of each kind (expression, if, for, while, do, call, empty block).
int printf(const char *, ...);

int garr[6];

void set_all(int *p, int n, int v) {
  int i;
  for (i = 0; i < n; i++)
    p[i] = v;
}

int main(void) {
  int x = 0;
  int i = -5; // firstprivate in the region below: the loop does not change it
#pragma omp target map(tofrom: x)
  x = 42;
  printf("expr: x=%d\n", x);

#pragma omp target map(tofrom: x)
  if (x > 40)
    x = x - 40;
  else
    x = -1;
  printf("if: x=%d\n", x);

#pragma omp target map(from: garr)
  for (i = 0; i < 6; i++)
    garr[i] = i * i;
  printf("for: %d %d %d %d %d %d i=%d\n", garr[0], garr[1], garr[2], garr[3], garr[4], garr[5], i);

#pragma omp target map(tofrom: x)
  while (x < 1000)
    x = x * 3;
  printf("while: x=%d\n", x);

#pragma omp target map(tofrom: x)
  do
    x = x / 2;
  while (x > 100);
  printf("do: x=%d\n", x);

#pragma omp target
  set_all(garr, 6, 9);
  printf("call: %d %d\n", garr[0], garr[5]);

#pragma omp target
  {
  }
#pragma omp target
  ;
  printf("empty regions done\n");
  return 0;
}
