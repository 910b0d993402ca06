// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU labels as values: &&label, goto *p, a static dispatch table (lua's computed-goto
// interpreter style), an automatic table, label differences added back to a label's address,
// and label addresses stored, compared and passed through another function. (Not compared
// across calls of a function: gcc -O2 clones functions, and each copy has its own labels.)
#include <stdio.h>

enum { OP_PUSH, OP_ADD, OP_MUL, OP_DUP, OP_JNZ, OP_DEC, OP_SWAP, OP_PRINT, OP_HALT };

/* A stack machine whose dispatch is one computed goto per instruction. */
static long interpret(const int *code) {
  static void *const dispatch[] = {&&op_push, &&op_add, &&op_mul, &&op_dup, &&op_jnz,
                                   &&op_dec,  &&op_swap, &&op_print, &&op_halt};
  long stack[16];
  int sp = 0;
  const int *pc = code;
#define NEXT goto *dispatch[*pc++]
  NEXT;
op_push:
  stack[sp++] = *pc++;
  NEXT;
op_add:
  sp--;
  stack[sp - 1] += stack[sp];
  NEXT;
op_mul:
  sp--;
  stack[sp - 1] *= stack[sp];
  NEXT;
op_dup:
  stack[sp] = stack[sp - 1];
  sp++;
  NEXT;
op_jnz: {
  int target = *pc++;
  if (stack[--sp]) pc = code + target;
  NEXT;
}
op_dec:
  stack[sp - 1]--;
  NEXT;
op_swap: {
  long t = stack[sp - 1];
  stack[sp - 1] = stack[sp - 2];
  stack[sp - 2] = t;
  NEXT;
}
op_print:
  printf("  top = %ld\n", stack[sp - 1]);
  NEXT;
op_halt:
  return sp ? stack[sp - 1] : -1;
#undef NEXT
}

static void *identity(void *p) { return p; }

/* An automatic table, and a jump through an address that went through another function. */
static int classify(int k) {
  void *table[] = {&&zero, &&one, &&many};
  void *target = identity(table[k < 2 ? k : 2]);
  if (target == &&many) printf("  (many)\n");
  goto *target;
zero:
  return 100;
one:
  return 200;
many:
  return 300 + k;
}

/* Label differences in a static table (as wide as an address, as clang-19 requires), added
 * back to the first label's address: GCC's manual's position-independent dispatch. */
static int static_offsets(int k) {
  static const long offs[] = {&&first - &&first, &&second - &&first, &&third - &&first};
  int r = 0;
  goto *(&&first + offs[k]);
first:
  r += 1;
second:
  r += 10;
third:
  r += 100;
  return r;
}

/* Label differences: offsets from one label, added back to its address. */
static int offsets(int k) {
  long offs[3];
  offs[0] = &&first - &&first;
  offs[1] = &&second - &&first;
  offs[2] = &&third - &&first;
  int r = 0;
  goto *(&&first + offs[k]);
first:
  r += 1;
second:
  r += 10;
third:
  r += 100;
  return r;
}

int main(void) {
  /* factorial of 6 by a loop: acc n -- */
  const int prog[] = {OP_PUSH, 1, OP_PUSH, 6,
                      /* 4: */ OP_DUP, OP_JNZ, 8, OP_HALT,
                      /* 8: */ OP_SWAP, OP_PUSH, 0, OP_ADD, OP_SWAP, OP_DUP, OP_PRINT,
                      OP_SWAP, OP_SWAP, OP_DUP, OP_PUSH, 0, OP_ADD, OP_SWAP, OP_DEC, OP_DUP,
                      OP_JNZ, 4, OP_HALT};
  printf("interpret: %ld\n", interpret(prog));
  const int mul[] = {OP_PUSH, 6, OP_PUSH, 7, OP_MUL, OP_PRINT, OP_HALT};
  printf("interpret: %ld\n", interpret(mul));
  for (int k = 0; k < 4; k++) printf("classify(%d) = %d\n", k, classify(k));
  for (int k = 0; k < 3; k++) printf("offsets(%d) = %d, static %d\n", k, offsets(k), static_offsets(k));
  void *a = &&end, *b = &&end;
  printf("same label equal: %d, differs from another: %d\n", a == b, a == (void *)&&other);
  goto *a;
other:
  printf("not reached\n");
end:
  return 0;
}
