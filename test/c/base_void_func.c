// RUN: %cmp-gcc %s %t
// void functions with and without parameters, early return from void, and void(void) prototypes.
int printf(const char *, ...);

int counter;

void bump(void) { counter++; }

void add_to(int *dst, int v) {
  if (v < 0)
    return;
  *dst += v;
}

void fill(int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    a[i] = v + i;
}

void print_arr(const int *a, int n) {
  for (int i = 0; i < n; i++)
    printf("%d%s", a[i], i + 1 < n ? "," : "\n");
}

void nothing(void) {}

int main(void) {
  for (int i = 0; i < 7; i++)
    bump();
  printf("counter=%d\n", counter);
  int total = 0;
  add_to(&total, 5);
  add_to(&total, -100);
  add_to(&total, 10);
  printf("total=%d\n", total);
  int arr[6];
  fill(arr, 6, 40);
  print_arr(arr, 6);
  nothing();
  printf("done\n");
  return 0;
}
