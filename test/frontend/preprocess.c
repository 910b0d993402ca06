// -E prints the preprocessed source: macros inside `#pragma omp` are expanded (also across
// continued lines and in _Pragma), the pragma lines survive, __FILE__ and __LINE__ name the
// source, and -D/-U/-I/-include reach the preprocessor. _OPENMP is defined only with
// -fopenmp, as the OpenMP version ompfe implements.
// RUN: %ompfe -fopenmp -E %s -I %S/Inputs/pp-inc -include %S/Inputs/pp-pre.h -DONE=1 -DGONE -UGONE -D TWO=2 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,OMP
// RUN: %ompfe -E %s -I%S/Inputs/pp-inc -include %S/Inputs/pp-pre.h -DONE=1 -DTWO=2 | FileCheck %s --check-prefixes=CHECK,NOOMP
// RUN: %ompfe -fopenmp -fopenmp-version=52 -E %s -I %S/Inputs/pp-inc -include %S/Inputs/pp-pre.h -DONE -DTWO=2 \
// RUN:   | FileCheck %s --check-prefix=V52
// -o writes the same text to a file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -E %s -I %S/Inputs/pp-inc -include %S/Inputs/pp-pre.h -DONE=1 -DTWO=2 -o %t/out.i
// RUN: FileCheck %s --check-prefixes=CHECK,OMP --input-file=%t/out.i
// A missing header is the preprocessor's error, and the compile fails.
// RUN: not %ompfe -fopenmp -E %s -I %S/Inputs/pp-inc -DMISSING -o %t/missing.i 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: test ! -e %t/missing.i
#include "pp-header.h"
#ifdef MISSING
#include "no-such-header.h"
// MISSING: no-such-header.h
#endif

#define DEV 0
#define MAPS map(tofrom: x) \
             map(to: y)
#define P(x) _Pragma(#x)

int f(int x, int y) {
// CHECK: int f(int x, int y) {
// Without -fopenmp, pragmas are not expanded (as in clang and gcc).
// OMP: #pragma omp target device(0) map(tofrom: x) map(to: y)
// NOOMP: #pragma omp target device(DEV) MAPS
  #pragma omp target device(DEV) MAPS
  { x += y; }
// OMP: #pragma omp target map(tofrom: x) if(1)
  P(omp target map(tofrom: x) if(ONE))
  { x++; }
// OMP: #pragma omp target map(tofrom: x) map(to: y)
// CHECK-NOT: \{{$}}
  #pragma omp target map(tofrom: x) \
     map(to: y)
  { x++; }
// CHECK: return x + [[@LINE+1]] + 42 + 7 + 1 + 2;
  return x + __LINE__ + FROM_HEADER + PRE_INCLUDED + ONE + TWO;
}
// CHECK: const char *file = "{{.*}}preprocess.c";
const char *file = __FILE__;
#ifdef GONE
int gone;
#endif
// CHECK-NOT: gone
// OMP: int openmp = 202011;
// NOOMP: int openmp = 0;
// V52: int openmp = 202111;
#ifdef _OPENMP
int openmp = _OPENMP;
#else
int openmp = 0;
#endif
