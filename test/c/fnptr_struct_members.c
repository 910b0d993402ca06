// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Function pointers as struct members: a vtable-style interface, calls through s.f, p->f and arrays of such structs.
#include <math.h>
#include <stdio.h>

struct shape;
struct shape_ops {
  const char *name;
  double (*area)(const struct shape *);
  double (*perimeter)(const struct shape *);
  void (*scale)(struct shape *, double);
};

struct shape {
  const struct shape_ops *ops;
  double a, b;
};

static double rect_area(const struct shape *s) { return s->a * s->b; }
static double rect_perim(const struct shape *s) { return 2 * (s->a + s->b); }
static void rect_scale(struct shape *s, double k) {
  s->a *= k;
  s->b *= k;
}
static double circ_area(const struct shape *s) { return 3.0 * s->a * s->a; }
static double circ_perim(const struct shape *s) { return 6.0 * s->a; }
static void circ_scale(struct shape *s, double k) { s->a *= k; }

static const struct shape_ops rect_ops = {"rect", rect_area, rect_perim, rect_scale};
static const struct shape_ops circ_ops = {.name = "circle", .area = circ_area, .perimeter = circ_perim,
                                          .scale = circ_scale};

struct button {
  const char *label;
  int clicks;
  void (*on_click)(struct button *);
};
static void count_click(struct button *b) { b->clicks++; }
static void double_click(struct button *b) { b->clicks += 2; }

int main(void) {
  struct shape shapes[3] = {{&rect_ops, 2, 3}, {&circ_ops, 1.5, 0}, {&rect_ops, 0.5, 8}};
  for (int i = 0; i < 3; i++) {
    struct shape *s = &shapes[i];
    printf("%s area=%.2f perim=%.2f\n", s->ops->name, s->ops->area(s), (*s->ops->perimeter)(s));
    s->ops->scale(s, 2);
    printf("  scaled area=%.2f\n", s->ops->area(s));
  }
  struct button btns[2] = {{"ok", 0, count_click}, {"fast", 0, double_click}};
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < 2; i++)
      btns[i].on_click(&btns[i]);
  printf("%s=%d %s=%d\n", btns[0].label, btns[0].clicks, btns[1].label, btns[1].clicks);
  btns[0].on_click = btns[1].on_click;
  btns[0].on_click(&btns[0]);
  printf("swapped handler clicks=%d\n", btns[0].clicks);
  return 0;
}
