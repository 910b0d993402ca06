// RUN: %cmp-gcc %s %t
// Global scalars of each basic type: initialized, zero-initialized, and modified by several functions.
int printf(const char *, ...);

int gi = 42;
long gl = -9000000000L;
char gc = 'G';
float gf = 1.25f;
double gd = 3.0e-3;
int zi;
double zd;
char *gp;
const char *gs = "global string";
int *gip = &gi;

void step(void) {
  gi++;
  gl /= 2;
  gc++;
  gf *= 2;
  gd += 1;
  zi += gi;
  zd -= 0.5;
}

int main(void) {
  printf("%d %ld %c %f %f %d %f %d\n", gi, gl, gc, gf, gd, zi, zd, gp == 0);
  for (int i = 0; i < 3; i++)
    step();
  printf("%d %ld %c %f %f %d %f\n", gi, gl, gc, gf, gd, zi, zd);
  printf("%s\n", gs);
  *gip = 7;
  printf("gi via pointer=%d\n", gi);
  gp = &gc;
  *gp = 'z';
  printf("gc=%c\n", gc);
  return 0;
}
