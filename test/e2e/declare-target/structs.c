// RUN: %cmp-clang %s %t
// Covers: declare target with struct and typedef globals, arrays of structs, struct parameters and
// returns in device functions, and a mapped struct passed to them.
#include <stdio.h>

typedef struct {
  double x, y;
} vec2;

struct body {
  vec2 pos, vel;
  int id;
};

vec2 gravity = {0.0, -10.0};
struct body bodies[2] = {{{0, 100}, {1, 0}, 1}, {{5, 50}, {0, 2}, 2}};
#pragma omp declare target to(gravity, bodies)

#pragma omp begin declare target
vec2 add(vec2 a, vec2 b) {
  vec2 r = {a.x + b.x, a.y + b.y};
  return r;
}
vec2 scale(vec2 a, double s) { return (vec2){a.x * s, a.y * s}; }
void step(struct body *b, double dt) {
  b->vel = add(b->vel, scale(gravity, dt));
  b->pos = add(b->pos, scale(b->vel, dt));
}
#pragma omp end declare target

int main(void) {
  struct body probe = {{0, 0}, {3, 4}, 9};
  vec2 out[3];
#pragma omp target map(tofrom: probe) map(from: out)
  {
    for (int t = 0; t < 4; t++) {
      step(&bodies[0], 0.5);
      step(&bodies[1], 0.5);
      step(&probe, 0.25);
    }
    out[0] = bodies[0].pos;
    out[1] = bodies[1].vel;
    out[2] = scale(add(bodies[0].pos, bodies[1].pos), 0.5);
  }
  printf("device: b0.pos=(%.3f,%.3f) b1.vel=(%.3f,%.3f) mid=(%.3f,%.3f)\n", out[0].x, out[0].y,
         out[1].x, out[1].y, out[2].x, out[2].y);
  printf("probe: id=%d pos=(%.4f,%.4f) vel=(%.4f,%.4f)\n", probe.id, probe.pos.x, probe.pos.y,
         probe.vel.x, probe.vel.y);
  printf("host bodies untouched: b0.pos.y=%.1f b1.vel.y=%.1f\n", bodies[0].pos.y, bodies[1].vel.y);
  return 0;
}
