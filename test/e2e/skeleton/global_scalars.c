// RUN: %cmp-clang %s %t
// Covers: map(to/from/tofrom:) of global scalars; an unmapped global scalar is firstprivate.
int printf(const char *, ...);

int gi = 10;
long gl = 20;
char gc = 'm';
float gf = 0.25f;
double gd = 0.5;
int gres;

int main(void) {
#pragma omp target map(to: gi, gc) map(from: gres) map(tofrom: gl, gf, gd)
  {
    gres = gi + gc;
    gl = gl * gi;
    gf = gf + 1;
    gd = gd * gd;
    gi = -1; // to: not copied back
  }
  printf("gres=%d gi=%d gl=%ld gf=%.2f gd=%.2f\n", gres, gi, gl, gf, gd);

  int out = 0;
#pragma omp target map(from: out)
  {
    out = gi * 2 + (int)gd; // gi, gd firstprivate here
    gi = 0;
    gd = 9.0;
  }
  printf("out=%d gi=%d gd=%.2f\n", out, gi, gd);
  return 0;
}
