// RUN: %cmp-gcc %s %t
// Nested structs: struct members of struct type, inner definitions, multi-level member access and copies.
#include <stdio.h>

struct point {
  int x, y;
};

struct rect {
  struct point tl, br;
  struct {
    unsigned char r, g, b;
  } color;
};

struct scene {
  const char *name;
  struct rect shapes[3];
  struct point origin;
};

static int area(struct rect r) { return (r.br.x - r.tl.x) * (r.br.y - r.tl.y); }

int main(void) {
  struct scene s;
  s.name = "demo";
  s.origin.x = -1;
  s.origin.y = -2;
  for (int i = 0; i < 3; i++) {
    s.shapes[i].tl.x = i;
    s.shapes[i].tl.y = i * 2;
    s.shapes[i].br.x = i + 10;
    s.shapes[i].br.y = i * 2 + 5 + i;
    s.shapes[i].color.r = (unsigned char)(i * 100);
    s.shapes[i].color.g = 255;
    s.shapes[i].color.b = (unsigned char)(200 - i);
  }
  for (int i = 0; i < 3; i++)
    printf("%s[%d] area=%d color=%u,%u,%u\n", s.name, i, area(s.shapes[i]), s.shapes[i].color.r,
           s.shapes[i].color.g, s.shapes[i].color.b);
  struct point p = s.shapes[2].br;
  p.x += s.origin.x;
  printf("p=%d,%d original=%d,%d\n", p.x, p.y, s.shapes[2].br.x, s.shapes[2].br.y);
  struct rect r = s.shapes[1];
  r.tl = s.origin;
  printf("r area=%d\n", area(r));
  printf("sizes point=%zu rect=%zu scene=%zu\n", sizeof(struct point), sizeof(struct rect), sizeof(struct scene));
  return 0;
}
