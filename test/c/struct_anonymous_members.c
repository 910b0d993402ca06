// RUN: %cmp-gcc %s %t
// C11 anonymous struct and union members: members accessed directly, nested anonymity, initialization and sizeof.
#include <stdio.h>

struct vec {
  union {
    struct {
      float x, y, z;
    };
    float v[3];
  };
  int kind;
};

struct packet {
  int type;
  union {
    struct {
      short port;
      short flags;
    };
    int raw;
  };
  struct {
    char a, b;
  };
};

int main(void) {
  struct vec p;
  p.x = 1.0f;
  p.y = 2.0f;
  p.z = 3.0f;
  p.kind = 7;
  printf("v=%.1f %.1f %.1f kind=%d size=%zu\n", p.v[0], p.v[1], p.v[2], p.kind, sizeof p);
  p.v[1] = -5.5f;
  printf("y=%.1f\n", p.y);
  struct vec q = {.x = 4, .z = 6, .kind = 1};
  printf("q=%.1f %.1f %.1f %d\n", q.x, q.y, q.z, q.kind);
  struct packet pk;
  pk.type = 2;
  pk.raw = 0;
  pk.port = 80;
  pk.flags = 3;
  pk.a = 'a';
  pk.b = 'b';
  printf("type=%d port=%d flags=%d a=%c b=%c size=%zu\n", pk.type, pk.port, pk.flags, pk.a, pk.b, sizeof pk);
  printf("raw low16=%d\n", pk.raw & 0xffff);
  struct packet *pp = &pk;
  pp->flags++;
  pp->b = 'B';
  printf("flags=%d b=%c\n", pk.flags, pk.b);
  return 0;
}
