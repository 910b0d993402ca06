// RUN: %cmp-gcc %s %t
// A C-like tokenizer: identifiers, keywords, integer/float/char/string literals, multi-character operators and comments.
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum tok_kind { T_IDENT, T_KEYWORD, T_INT, T_FLOAT, T_CHAR, T_STRING, T_OP, T_EOF, T_ERROR };

static const char *kind_names[] = {"IDENT", "KEYWORD", "INT", "FLOAT", "CHAR", "STRING", "OP", "EOF", "ERROR"};

struct token {
  enum tok_kind kind;
  int line;
  char text[32];
  long ival;
  double fval;
};

static const char *keywords[] = {"int", "return", "if", "else", "while", "for", "char", "double", NULL};
static const char *ops3[] = {"<<=", ">>=", "...", NULL};
static const char *ops2[] = {"==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "->", "<<", ">>", NULL};

struct lexer {
  const char *p;
  int line;
};

static int is_keyword(const char *s) {
  for (int i = 0; keywords[i]; i++)
    if (strcmp(keywords[i], s) == 0)
      return 1;
  return 0;
}

static void skip_space(struct lexer *lx) {
  for (;;) {
    if (*lx->p == '\n') {
      lx->line++;
      lx->p++;
    } else if (isspace((unsigned char)*lx->p)) {
      lx->p++;
    } else if (lx->p[0] == '/' && lx->p[1] == '/') {
      while (*lx->p && *lx->p != '\n')
        lx->p++;
    } else if (lx->p[0] == '/' && lx->p[1] == '*') {
      lx->p += 2;
      while (*lx->p && !(lx->p[0] == '*' && lx->p[1] == '/')) {
        if (*lx->p == '\n')
          lx->line++;
        lx->p++;
      }
      if (*lx->p)
        lx->p += 2;
    } else {
      return;
    }
  }
}

static void copy_text(struct token *t, const char *start, const char *end) {
  size_t n = (size_t)(end - start);
  if (n >= sizeof t->text)
    n = sizeof t->text - 1;
  memcpy(t->text, start, n);
  t->text[n] = 0;
}

static struct token next(struct lexer *lx) {
  struct token t = {T_EOF, 0, "", 0, 0};
  skip_space(lx);
  t.line = lx->line;
  const char *s = lx->p;
  if (!*s)
    return t;
  if (isalpha((unsigned char)*s) || *s == '_') {
    while (isalnum((unsigned char)*lx->p) || *lx->p == '_')
      lx->p++;
    copy_text(&t, s, lx->p);
    t.kind = is_keyword(t.text) ? T_KEYWORD : T_IDENT;
  } else if (isdigit((unsigned char)*s) || (*s == '.' && isdigit((unsigned char)s[1]))) {
    char *end;
    long iv = strtol(s, &end, 0);
    if (*end == '.' || *end == 'e' || *end == 'E') {
      t.fval = strtod(s, &end);
      t.kind = T_FLOAT;
    } else {
      t.ival = iv;
      t.kind = T_INT;
    }
    lx->p = end;
    copy_text(&t, s, lx->p);
  } else if (*s == '\'') {
    lx->p++;
    if (*lx->p == '\\') {
      lx->p++;
      t.ival = *lx->p == 'n' ? '\n' : *lx->p == 't' ? '\t' : *lx->p == '0' ? 0 : *lx->p;
    } else {
      t.ival = *lx->p;
    }
    lx->p++;
    t.kind = *lx->p == '\'' ? T_CHAR : T_ERROR;
    if (*lx->p == '\'')
      lx->p++;
    copy_text(&t, s, lx->p);
  } else if (*s == '"') {
    lx->p++;
    while (*lx->p && *lx->p != '"') {
      if (*lx->p == '\\' && lx->p[1])
        lx->p++;
      lx->p++;
    }
    t.kind = *lx->p == '"' ? T_STRING : T_ERROR;
    if (*lx->p)
      lx->p++;
    copy_text(&t, s, lx->p);
  } else {
    t.kind = T_OP;
    for (int i = 0; ops3[i]; i++)
      if (strncmp(s, ops3[i], 3) == 0) {
        lx->p += 3;
        copy_text(&t, s, lx->p);
        return t;
      }
    for (int i = 0; ops2[i]; i++)
      if (strncmp(s, ops2[i], 2) == 0) {
        lx->p += 2;
        copy_text(&t, s, lx->p);
        return t;
      }
    lx->p++;
    copy_text(&t, s, lx->p);
  }
  return t;
}

int main(void) {
  const char *src = "int main(void) {\n"
                    "  // line comment\n"
                    "  double x = 3.25e2, y = .5; /* block\n comment */\n"
                    "  int n = 0x1F + 017 - 42;\n"
                    "  char c = '\\n', d = 'z';\n"
                    "  if (n >= 10 && x != y) n <<= 2; else n--;\n"
                    "  return p->next == \"str\\\"ing\";\n"
                    "}\n";
  struct lexer lx = {src, 1};
  int counts[9] = {0};
  long int_sum = 0;
  double float_sum = 0;
  for (;;) {
    struct token t = next(&lx);
    counts[t.kind]++;
    if (t.kind == T_EOF)
      break;
    printf("%2d %-7s %s", t.line, kind_names[t.kind], t.text);
    if (t.kind == T_INT || t.kind == T_CHAR) {
      printf(" = %ld", t.ival);
      int_sum += t.ival;
    } else if (t.kind == T_FLOAT) {
      printf(" = %g", t.fval);
      float_sum += t.fval;
    }
    printf("\n");
  }
  for (int k = 0; k < 9; k++)
    printf("%s=%d ", kind_names[k], counts[k]);
  printf("\nint_sum=%ld float_sum=%.2f lines=%d\n", int_sum, float_sum, lx.line);
  return 0;
}
