// RUN: %cmp-gcc %s %t
// A tagged union (struct with an enum tag and a union payload) passed by value and dispatched on the tag.
#include <stdio.h>
#include <string.h>

enum kind { K_INT, K_REAL, K_TEXT, K_PAIR };

struct value {
  enum kind kind;
  union {
    long i;
    double r;
    char text[16];
    struct {
      int a, b;
    } pair;
  } as;
};

static struct value mk_int(long v) {
  struct value x;
  x.kind = K_INT;
  x.as.i = v;
  return x;
}
static struct value mk_real(double v) {
  struct value x;
  x.kind = K_REAL;
  x.as.r = v;
  return x;
}
static struct value mk_text(const char *s) {
  struct value x;
  x.kind = K_TEXT;
  strncpy(x.as.text, s, sizeof x.as.text - 1);
  x.as.text[sizeof x.as.text - 1] = 0;
  return x;
}

static void print(struct value v) {
  switch (v.kind) {
  case K_INT: printf("int %ld\n", v.as.i); break;
  case K_REAL: printf("real %.3f\n", v.as.r); break;
  case K_TEXT: printf("text '%s'\n", v.as.text); break;
  case K_PAIR: printf("pair (%d, %d)\n", v.as.pair.a, v.as.pair.b); break;
  }
}

static double as_number(struct value v) {
  switch (v.kind) {
  case K_INT: return (double)v.as.i;
  case K_REAL: return v.as.r;
  case K_TEXT: return (double)strlen(v.as.text);
  case K_PAIR: return v.as.pair.a + v.as.pair.b;
  }
  return 0;
}

int main(void) {
  struct value vs[5];
  vs[0] = mk_int(-7);
  vs[1] = mk_real(2.75);
  vs[2] = mk_text("a rather long text value");
  vs[3].kind = K_PAIR;
  vs[3].as.pair.a = 3;
  vs[3].as.pair.b = 4;
  vs[4] = mk_int(1L << 35);
  double total = 0;
  for (int i = 0; i < 5; i++) {
    print(vs[i]);
    total += as_number(vs[i]);
  }
  printf("total=%.3f sizeof=%zu\n", total, sizeof(struct value));
  return 0;
}
