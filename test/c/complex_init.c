// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Complex static initializers folded by ompfe (glibc's I and CMPLX, real scaling, signed zeros,
// conversions between complex types and to real ones), arrays and structure members of complex
// type, static and automatic, compared with gcc.
#include <complex.h>
#include <stdio.h>

static double _Complex z = 1.0 + 2.0 * I;
static double _Complex zneg = -2.0 * I, zsub = 1.0 - 0.0i, zminus = -(1.0 + 2.0i), zconj = ~(3.0 + 4.0i);
float _Complex fz = 3.0f, fdiv = (1.0f + 3.0fi) / 2.0f, fnarrow = (float _Complex)(0.1 + 0.2i);
long double _Complex lz = 2.0iL + 1, lwide = 0.1 + 0.3i;
__complex__ double arr[3] = {1, 2.0i, [2] = CMPLX(-0.0, 5.5)};
struct s { char c; float _Complex f; double _Complex d; long double _Complex l; } st = {'a', 1.0f - 1.0fi, CMPLX(1.0, -2.0), 7.0Li};
double re = (double)(3.0 + 4.0i);
int ire = (int)(9.75 + 4.0i);
double _Complex zero; /* zero-initialized */

static void pd(const char *s, double _Complex v) { printf("%s %a %a\n", s, creal(v), cimag(v)); }

int main(void) {
  static double _Complex local_static = 0.5 - 0.25i;
  _Bool b = 1.0i, b0 = 0.0i + 0.0; /* gcc folds no complex to _Bool statically */
  double _Complex autov = z * 2 + zneg, autoarr[2] = {zsub, 3.0i};
  struct s autos = {'b', fz, autov, lz};
  pd("z", z); pd("zneg", zneg); pd("zsub", zsub); pd("zminus", zminus); pd("zconj", zconj);
  printf("fz %a %a fdiv %a %a fnarrow %a %a\n", (double)crealf(fz), (double)cimagf(fz), (double)crealf(fdiv),
         (double)cimagf(fdiv), (double)crealf(fnarrow), (double)cimagf(fnarrow));
  printf("lz %La %La lwide %La %La\n", creall(lz), cimagl(lz), creall(lwide), cimagl(lwide));
  for (int i = 0; i < 3; i++) pd("arr", arr[i]);
  printf("st %c %a %a\n", st.c, (double)crealf(st.f), (double)cimagf(st.f));
  pd("st.d", st.d);
  printf("st.l %La %La\n", creall(st.l), cimagl(st.l));
  printf("re %a ire %d b %d b0 %d\n", re, ire, b, b0);
  pd("zero", zero); pd("local_static", local_static); pd("autov", autov);
  pd("autoarr0", autoarr[0]); pd("autoarr1", autoarr[1]);
  printf("autos %c %a %La\n", autos.c, (double)crealf(autos.f), cimagl(autos.l));
  pd("autos.d", autos.d);
  return 0;
}
