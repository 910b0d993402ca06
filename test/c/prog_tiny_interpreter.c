// RUN: %cmp-gcc %s %t
// A tiny stack-based bytecode VM with a compiler from a small expression language with variables, loops and prints.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum op { PUSH, LOAD, STORE, ADD, SUB, MUL, DIV, MOD, LT, EQ, JMP, JZ, PRINT, HALT };
static const char *op_names[] = {"PUSH", "LOAD", "STORE", "ADD", "SUB", "MUL", "DIV", "MOD", "LT", "EQ", "JMP", "JZ", "PRINT", "HALT"};

struct instr {
  enum op op;
  long arg;
};

static struct instr code[256];
static int ncode;

static int emit(enum op op, long arg) {
  code[ncode].op = op;
  code[ncode].arg = arg;
  return ncode++;
}

static const char *src;
static void skip(void) {
  while (isspace((unsigned char)*src))
    src++;
}
static int accept(char c) {
  skip();
  if (*src == c) {
    src++;
    return 1;
  }
  return 0;
}
static int var_index(char c) { return c - 'a'; }

static void expr(void);
static void primary(void) {
  skip();
  if (isdigit((unsigned char)*src)) {
    emit(PUSH, strtol(src, (char **)&src, 10));
  } else if (islower((unsigned char)*src)) {
    emit(LOAD, var_index(*src++));
  } else if (accept('(')) {
    expr();
    accept(')');
  }
}
static void term(void) {
  primary();
  for (;;) {
    if (accept('*')) { primary(); emit(MUL, 0); }
    else if (accept('/')) { primary(); emit(DIV, 0); }
    else if (accept('%')) { primary(); emit(MOD, 0); }
    else return;
  }
}
static void sum(void) {
  term();
  for (;;) {
    if (accept('+')) { term(); emit(ADD, 0); }
    else if (accept('-')) { term(); emit(SUB, 0); }
    else return;
  }
}
static void expr(void) {
  sum();
  if (accept('<')) { sum(); emit(LT, 0); }
  else if (accept('=')) { sum(); emit(EQ, 0); }
}

/* statements: x:=e;  ?e;  while e { ... }  */
static void block(void);
static void statement(void) {
  skip();
  if (strncmp(src, "while", 5) == 0) {
    src += 5;
    int top = ncode;
    expr();
    int jz = emit(JZ, 0);
    block();
    emit(JMP, top);
    code[jz].arg = ncode;
  } else if (accept('?')) {
    expr();
    emit(PRINT, 0);
    accept(';');
  } else {
    int v = var_index(*src++);
    accept(':');
    accept('=');
    expr();
    emit(STORE, v);
    accept(';');
  }
}
static void block(void) {
  accept('{');
  while (!accept('}'))
    statement();
}

static long run(int trace_limit) {
  long stack[64], vars[26] = {0};
  int sp = 0, pc = 0;
  long steps = 0;
  for (;;) {
    struct instr in = code[pc++];
    if (steps++ < trace_limit)
      printf("  %3d %-5s %ld sp=%d\n", pc - 1, op_names[in.op], in.arg, sp);
    switch (in.op) {
    case PUSH: stack[sp++] = in.arg; break;
    case LOAD: stack[sp++] = vars[in.arg]; break;
    case STORE: vars[in.arg] = stack[--sp]; break;
    case ADD: sp--; stack[sp - 1] += stack[sp]; break;
    case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
    case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
    case DIV: sp--; stack[sp - 1] = stack[sp] ? stack[sp - 1] / stack[sp] : 0; break;
    case MOD: sp--; stack[sp - 1] = stack[sp] ? stack[sp - 1] % stack[sp] : 0; break;
    case LT: sp--; stack[sp - 1] = stack[sp - 1] < stack[sp]; break;
    case EQ: sp--; stack[sp - 1] = stack[sp - 1] == stack[sp]; break;
    case JMP: pc = (int)in.arg; break;
    case JZ: if (!stack[--sp]) pc = (int)in.arg; break;
    case PRINT: printf("out: %ld\n", stack[--sp]); break;
    case HALT: return steps;
    }
  }
}

int main(void) {
  src = "{ n := 10; a := 0; b := 1; i := 0;"
        "  while i < n { t := a + b; a := b; b := t; i := i + 1; }"
        "  ?a; ?b * 2 - (a % 7);"
        "  s := 0; k := 1; while k < 101 { s := s + k * k; k := k + 1; } ?s;"
        "  p := 2; c := 0; while p < 60 { d := 2; q := 1;"
        "    while d * d < p + 1 { q := q * (0 < p % d); d := d + 1; }"
        "    c := c + q; p := p + 1; } ?c; }";
  block();
  emit(HALT, 0);
  printf("compiled %d instructions\n", ncode);
  long steps = run(12);
  printf("executed %ld steps\n", steps);
  return 0;
}
