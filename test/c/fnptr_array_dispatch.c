// RUN: %cmp-gcc %s %t
// Arrays of function pointers as dispatch tables indexed by opcode, including a 2-D table and a state machine.
#include <stdio.h>

typedef long (*binop)(long, long);

static long op_add(long a, long b) { return a + b; }
static long op_sub(long a, long b) { return a - b; }
static long op_mul(long a, long b) { return a * b; }
static long op_div(long a, long b) { return b ? a / b : 0; }
static long op_mod(long a, long b) { return b ? a % b : 0; }

enum state { S_START, S_NUM, S_END };
static enum state on_start(char c) { return c >= '0' && c <= '9' ? S_NUM : S_START; }
static enum state on_num(char c) { return c >= '0' && c <= '9' ? S_NUM : S_END; }
static enum state on_end(char c) { return c >= '0' && c <= '9' ? S_NUM : S_END; }

int main(void) {
  binop table[5] = {op_add, op_sub, op_mul, op_div, op_mod};
  const char *names = "+-*/%";
  for (int i = 0; i < 5; i++)
    printf("100 %c 7 = %ld\n", names[i], table[i](100, 7));
  long acc = 1;
  int program[8] = {0, 2, 2, 1, 3, 4, 2, 0};
  long args[8] = {4, 3, 5, 10, 3, 7, -2, 100};
  for (int i = 0; i < 8; i++) {
    acc = table[program[i]](acc, args[i]);
    printf("step %d: %ld\n", i, acc);
  }
  enum state (*machine[3])(char) = {on_start, on_num, on_end};
  const char *input = "ab12 345x6";
  enum state s = S_START;
  int numbers = 0;
  for (const char *p = input; *p; p++) {
    enum state next = machine[s](*p);
    if (s != S_NUM && next == S_NUM)
      numbers++;
    s = next;
  }
  printf("numbers=%d\n", numbers);
  binop grid[2][2] = {{op_add, op_sub}, {op_mul, op_div}};
  printf("grid=%ld %ld %ld %ld\n", grid[0][0](6, 3), grid[0][1](6, 3), grid[1][0](6, 3), grid[1][1](6, 3));
  return 0;
}
