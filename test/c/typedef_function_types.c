// RUN: %cmp-gcc %s %t
// typedefs for function types and function pointer types, used for declarations, parameters and arrays.
#include <stdio.h>

typedef int binop(int, int);
typedef int (*binop_ptr)(int, int);
typedef binop *also_ptr;
typedef void handler_fn(const char *msg, int code);

binop add, sub;
int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static void log_it(const char *msg, int code) { printf("log: %s (%d)\n", msg, code); }

static int fold(binop *f, const int *a, int n, int init) {
  for (int i = 0; i < n; i++)
    init = f(init, a[i]);
  return init;
}

static void run(handler_fn *h, int code) { h("running", code); }

int main(void) {
  binop_ptr ops[3] = {add, sub, mul};
  also_ptr alt = mul;
  int a[5] = {1, 2, 3, 4, 5};
  for (int i = 0; i < 3; i++)
    printf("fold %d = %d\n", i, fold(ops[i], a, 5, i == 2 ? 1 : 0));
  printf("alt=%d\n", alt(6, 7));
  run(log_it, 3);
  handler_fn *h = log_it;
  h("direct", 4);
  printf("sizes %zu %zu\n", sizeof(binop_ptr), sizeof(also_ptr));
  return 0;
}
