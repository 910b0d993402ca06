int main(void) {
  int x = 1;
#pragma omp target map(tofrom : x)
  x++;
  return x == 2 ? 0 : 1;
}
