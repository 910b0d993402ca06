// RUN: %cmp-gcc %s %t
// Designated initializers .member = for structs: any order, nested .a.b, mixed with positional, others zeroed.
#include <stdio.h>

struct config {
  int width, height;
  double scale;
  const char *title;
  struct {
    int r, g, b;
  } bg;
  int flags[4];
};

static void show(const char *label, const struct config *c) {
  printf("%s: %dx%d scale=%.2f title=%s bg=%d,%d,%d flags=%d%d%d%d\n", label, c->width, c->height, c->scale,
         c->title ? c->title : "(null)", c->bg.r, c->bg.g, c->bg.b, c->flags[0], c->flags[1], c->flags[2],
         c->flags[3]);
}

int main(void) {
  struct config a = {.title = "A", .height = 480, .width = 640};
  show("a", &a);
  struct config b = {.bg.g = 128, .scale = 1.5, .flags[2] = 1};
  show("b", &b);
  struct config c = {.bg = {1, 2, 3}, .flags = {9, 8}};
  show("c", &c);
  struct config d = {.height = 10, 20.0, "D"};
  show("d", &d);
  struct config e = {100, 200, .title = "E", {5, 6}};
  show("e", &e);
  struct config f = {.bg.b = 7, .bg.r = 5};
  show("f", &f);
  return 0;
}
