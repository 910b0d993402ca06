// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Arrays whose elements (or a run of them) are all -0.0 keep the sign: MLIR 19 translated such
// a dense splat as zeroinitializer, so 1 / g[1] was inf for -inf (global, static, constant and
// automatic arrays, multi-dimensional, ranges, runs before zeros).
#include <stdio.h>
double g[2] = { -0.0, -0.0 };
double h[6] = { -0.0, -0.0, [4] = 1.0 };
float m[2][3] = { { -0.0f, -0.0f, -0.0f }, { -0.0f, -0.0f, -0.0f } };
double r[8] = { [0 ... 7] = -0.0 };
double big[100] = { -0.0, -0.0, -0.0 };
double *p = &g[1];
struct { double d[3]; int x; } s = { { -0.0, -0.0, -0.0 }, 1 };
int main(void) {
  double l[1] = { -0.0 };
  float f[3] = { -0.0f, -0.0f, -0.0f };
  double l2[50] = { -0.0, -0.0 };
  static double sl[4] = { -0.0, -0.0, -0.0, -0.0 };
  printf("%g %g %g %g %g\n", 1 / g[1], 1 / l[0], 1 / f[2], 1 / h[1], 1 / h[2]);
  printf("%g %g %g %g %g\n", 1 / m[1][2], 1 / r[7], 1 / big[2], 1 / big[3], 1 / *p);
  printf("%g %g %g %g %d\n", 1 / s.d[2], 1 / l2[1], 1 / l2[2], 1 / sl[3], s.x);
  return 0;
}
