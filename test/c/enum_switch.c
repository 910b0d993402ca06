// RUN: %cmp-gcc %s %t
// Enums in switch statements, as function parameters and struct members, and enum values computed from constants.
#include <stdio.h>

enum op { OP_ADD = '+', OP_SUB = '-', OP_MUL = '*', OP_DIV = '/' };
enum state { IDLE, RUNNING, DONE, ERROR = 99 };

struct machine {
  enum state st;
  int ticks;
};

static int apply(enum op o, int a, int b) {
  switch (o) {
  case OP_ADD: return a + b;
  case OP_SUB: return a - b;
  case OP_MUL: return a * b;
  case OP_DIV: return b ? a / b : 0;
  }
  return -1;
}

static void step(struct machine *m) {
  switch (m->st) {
  case IDLE:
    m->st = RUNNING;
    break;
  case RUNNING:
    if (++m->ticks == 3)
      m->st = DONE;
    break;
  case DONE:
  case ERROR:
    break;
  }
}

int main(void) {
  enum op ops[4] = {OP_ADD, OP_SUB, OP_MUL, OP_DIV};
  for (int i = 0; i < 4; i++)
    printf("%c -> %d\n", ops[i], apply(ops[i], 17, 5));
  struct machine m = {IDLE, 0};
  for (int i = 0; i < 6; i++) {
    step(&m);
    printf("step %d state=%d ticks=%d\n", i, m.st, m.ticks);
  }
  m.st = ERROR;
  step(&m);
  printf("error state=%d\n", m.st);
  enum op parsed = (enum op)'*';
  printf("parsed=%d\n", apply(parsed, 6, 7));
  return 0;
}
