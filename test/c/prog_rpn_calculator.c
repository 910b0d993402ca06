// RUN: %cmp-gcc %s %t --stdin %S/Inputs/rpn.txt
// An RPN calculator reading expressions from stdin, plus shunting-yard conversion of infix to RPN, with error reporting.
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int prec(char op) { return op == '^' ? 3 : (op == '*' || op == '/') ? 2 : (op == '+' || op == '-') ? 1 : 0; }

static void to_rpn(const char *in, char *out) {
  char ops[64];
  int top = 0;
  out[0] = 0;
  for (const char *p = in; *p;) {
    if (isspace((unsigned char)*p)) {
      p++;
    } else if (isdigit((unsigned char)*p) || *p == '.') {
      while (isdigit((unsigned char)*p) || *p == '.')
        strncat(out, p++, 1);
      strcat(out, " ");
    } else if (*p == '(') {
      ops[top++] = *p++;
    } else if (*p == ')') {
      while (top && ops[top - 1] != '(') {
        strncat(out, &ops[--top], 1);
        strcat(out, " ");
      }
      top--;
      p++;
    } else {
      char op = *p++;
      while (top && ops[top - 1] != '(' &&
             (prec(ops[top - 1]) > prec(op) || (prec(ops[top - 1]) == prec(op) && op != '^'))) {
        strncat(out, &ops[--top], 1);
        strcat(out, " ");
      }
      ops[top++] = op;
    }
  }
  while (top) {
    strncat(out, &ops[--top], 1);
    strcat(out, " ");
  }
}

static int eval_rpn(const char *s, double *result) {
  double st[64];
  int sp = 0;
  char buf[256];
  strncpy(buf, s, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  for (char *tok = strtok(buf, " \t\n"); tok; tok = strtok(NULL, " \t\n")) {
    if (isdigit((unsigned char)tok[0]) || (tok[0] == '.' && tok[1]) || (tok[0] == '-' && tok[1])) {
      st[sp++] = strtod(tok, NULL);
      continue;
    }
    if (strcmp(tok, "sqrt") == 0) {
      if (sp < 1)
        return -1;
      st[sp - 1] = sqrt(st[sp - 1]);
      continue;
    }
    if (strcmp(tok, "dup") == 0) {
      if (sp < 1)
        return -1;
      st[sp] = st[sp - 1];
      sp++;
      continue;
    }
    if (sp < 2)
      return -1;
    double b = st[--sp], a = st[--sp];
    switch (tok[0]) {
    case '+': st[sp++] = a + b; break;
    case '-': st[sp++] = a - b; break;
    case '*': st[sp++] = a * b; break;
    case '/':
      if (b == 0)
        return -2;
      st[sp++] = a / b;
      break;
    case '^': st[sp++] = pow(a, b); break;
    default: return -3;
    }
  }
  if (sp != 1)
    return -4;
  *result = st[0];
  return 0;
}

int main(void) {
  char line[256];
  int lineno = 0;
  while (fgets(line, sizeof line, stdin)) {
    lineno++;
    line[strcspn(line, "\n")] = 0;
    if (!line[0])
      continue;
    double r;
    int rc = eval_rpn(line, &r);
    if (rc == 0)
      printf("%d: %s => %.6g\n", lineno, line, r);
    else
      printf("%d: %s => error %d\n", lineno, line, rc);
  }
  const char *infix[5] = {"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "(1 + 2) * (3 + 4)", "10 / 4 - 1.5", "2 ^ 10 - 24",
                          "((7))"};
  for (int i = 0; i < 5; i++) {
    char rpn[256];
    double r;
    to_rpn(infix[i], rpn);
    int rc = eval_rpn(rpn, &r);
    printf("%s -> %s-> %.6g (rc=%d)\n", infix[i], rpn, r, rc);
  }
  return 0;
}
