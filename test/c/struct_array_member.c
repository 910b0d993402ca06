// RUN: %cmp-gcc %s %t
// Structs containing arrays: array members copy with the struct, decay when passed, and index through pointers.
#include <stdio.h>
#include <string.h>

struct stack {
  int data[8];
  int top;
};

struct name {
  char first[8];
  char last[12];
};

static void push(struct stack *s, int v) { s->data[s->top++] = v; }
static int pop(struct stack *s) { return s->data[--s->top]; }

static int sum_arr(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  struct stack s = {{0}, 0};
  for (int i = 1; i <= 5; i++)
    push(&s, i * i);
  printf("top=%d sum=%d\n", s.top, sum_arr(s.data, s.top));
  struct stack copy = s;
  int a = pop(&s), b = pop(&s);
  printf("popped %d %d, s.top=%d copy.top=%d copy.data[4]=%d\n", a, b, s.top, copy.top, copy.data[4]);
  struct name n;
  strcpy(n.first, "Ada");
  strcpy(n.last, "Lovelace");
  struct name m = n;
  m.first[0] = 'I';
  printf("%s %s / %s %s\n", n.first, n.last, m.first, m.last);
  printf("sizeof=%zu %zu len=%zu\n", sizeof n, sizeof n.last, strlen(n.last));
  struct name *pn = &m;
  pn->last[0] = 'l';
  printf("%c%c %s\n", pn->first[0], (*pn).last[1], pn->last);
  struct {
    double grid[2][3];
  } g = {{{1, 2, 3}, {4, 5, 6}}};
  double t = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      t += g.grid[i][j] * (i + 1);
  printf("grid weighted=%.1f\n", t);
  return 0;
}
