// RUN: %cmp-gcc %s %t
// Flexible array members: sizeof excludes the array, heap allocation with extra space, and element access.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct buffer {
  size_t len;
  int data[];
};

struct str {
  int refs;
  char text[];
};

static struct buffer *make(size_t n) {
  struct buffer *b = malloc(sizeof *b + n * sizeof b->data[0]);
  b->len = n;
  for (size_t i = 0; i < n; i++)
    b->data[i] = (int)(i * i) - 5;
  return b;
}

static struct str *make_str(const char *s) {
  size_t n = strlen(s);
  struct str *r = malloc(sizeof *r + n + 1);
  r->refs = 1;
  memcpy(r->text, s, n + 1);
  return r;
}

int main(void) {
  printf("sizeof buffer=%zu str=%zu\n", sizeof(struct buffer), sizeof(struct str));
  struct buffer *b = make(10);
  long sum = 0;
  for (size_t i = 0; i < b->len; i++)
    sum += b->data[i];
  printf("len=%zu sum=%ld last=%d\n", b->len, sum, b->data[b->len - 1]);
  b = realloc(b, sizeof *b + 20 * sizeof b->data[0]);
  for (size_t i = b->len; i < 20; i++)
    b->data[i] = -1;
  b->len = 20;
  printf("grown last=%d data[9]=%d\n", b->data[19], b->data[9]);
  free(b);
  struct str *s = make_str("flexible string");
  s->refs++;
  s->text[0] = 'F';
  printf("%s refs=%d\n", s->text, s->refs);
  free(s);
  return 0;
}
