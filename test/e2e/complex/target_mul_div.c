// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -latomic -Xoffload-linker -latomic
// (clang-19 reduces a complex variable with atomic compare-exchange loops on 16 bytes: libatomic)
// Complex * and / inside target regions, float and double, over a table of operands with
// zeros of both signs, infinities, NaNs, huge and tiny values: on the x86_64 device the calls
// go to libgcc's __mul?c3/__div?c3 as clang-19's do; a GPU's device code calls ompfe's own
// helpers instead (offload-info/device_complex.c; this program's images are built for both
// GPUs by test/e2e/gpu-images-constructs.test). Also a declare target function that divides, and
// a '*' reduction of a complex variable in a parallel region whose team size is printed. A NaN
// prints as "nan": its sign is whichever NaN operand an instruction met first, which neither
// compiler promises.
#include <math.h>
#include <omp.h>
#include <stdio.h>

enum { N = 8, PAIRS = N * N * N * N };
static double dv[N] = {0.0, -0.0, 1.5, -2.0, 1e300, 0x1p-1070, INFINITY, NAN};
static float fv[N] = {0.0f, -0.0f, 1.5f, -2.0f, 1e38f, 0x1p-148f, INFINITY, NAN};
static double _Complex dmul[PAIRS], ddiv[PAIRS];
static float _Complex fmul[PAIRS], fdiv[PAIRS];

#pragma omp declare target
static double quotient_re(double a, double b, double c, double d) {
  double _Complex x = __builtin_complex(a, b), y = __builtin_complex(c, d);
  return __real__(x / y);
}
#pragma omp end declare target

static void show(double v) {
  if (isnan(v)) printf(" nan");
  else printf(" %a", v);
}

int main(void) {
  #pragma omp target map(to: dv, fv) map(from: dmul, ddiv, fmul, fdiv)
  for (int p = 0; p < PAIRS; p++) {
    int i = p / (N * N * N), j = p / (N * N) % N, k = p / N % N, l = p % N;
    double _Complex x = __builtin_complex(dv[i], dv[j]), y = __builtin_complex(dv[k], dv[l]);
    float _Complex xf = __builtin_complex(fv[i], fv[j]), yf = __builtin_complex(fv[k], fv[l]);
    dmul[p] = x * y;
    ddiv[p] = x / y;
    fmul[p] = xf * yf;
    fdiv[p] = xf / yf;
  }
  for (int p = 0; p < PAIRS; p++) {
    printf("%d:", p);
    show(__real__ dmul[p]), show(__imag__ dmul[p]), show(__real__ ddiv[p]), show(__imag__ ddiv[p]);
    show(__real__ fmul[p]), show(__imag__ fmul[p]), show(__real__ fdiv[p]), show(__imag__ fdiv[p]);
    printf("\n");
  }
  double q = 0, mixed_re = 0, mixed_im = 0;
  double _Complex prod = 1;
  int team = 0;
  #pragma omp target map(from: q, mixed_re, mixed_im)
  {
    q = quotient_re(1.0, 2.0, 3.0, 4.0);
    double _Complex z = __builtin_complex(1e300, -1e300);
    z = 2.0 / z * (3.0 + z); /* real / complex and complex * complex */
    mixed_re = __real__ z, mixed_im = __imag__ z;
  }
  #pragma omp target parallel for num_threads(4) reduction(* : prod) map(tofrom: prod, team)
  for (int i = 0; i < 8; i++) {
    prod *= __builtin_complex(1.0, 1.0); /* (1 + i)^8 = 16: exact in any order */
    if (omp_get_thread_num() == 0) team = omp_get_num_threads();
  }
  printf("quotient %a mixed %a %a product %a %a team formed %d\n", q, mixed_re, mixed_im, __real__ prod, __imag__ prod,
         team > 1);
  return 0;
}
