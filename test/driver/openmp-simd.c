// -fopenmp-simd (gcc's and clang's): ompfe compiles only the simd directives (parse/simd_only.c)
// and the link is plain C's: no -fopenmp, so no libomp. -fopenmp wins over it, and
// -fno-openmp-simd cancels it. Before, ompcc warned "argument unused" and dropped every directive.
// RUN: %ompcc -### -fopenmp-simd %s -o %t 2>&1 | FileCheck %s --check-prefix=SIMD
// RUN: %ompcc -### -fopenmp-simd -E %s 2>&1 | FileCheck %s --check-prefix=PP
// RUN: %ompcc -### -fopenmp-simd -fopenmp -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OPENMP
// RUN: %ompcc -### -fopenmp -fopenmp-simd -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=OPENMP
// RUN: %ompcc -### -fopenmp-simd -fno-openmp-simd -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: %ompcc -fopenmp-simd -E %s | FileCheck %s --check-prefix=MACRO

// SIMD-NOT:  warning
// SIMD:      ompfe -triple x86_64-pc-linux-gnu -fopenmp-simd -O0
// SIMD-NOT:  -fopenmp
// SIMD:      {{^}}clang-19 {{[^ ]*}}.o -o
// SIMD-NOT:  -fopenmp
// PP:        ompfe -E -fopenmp-simd
// OPENMP:    ompfe -triple x86_64-pc-linux-gnu -fopenmp -O0
// OPENMP-NOT: -fopenmp-simd
// NONE:      ompfe -triple x86_64-pc-linux-gnu -O0
// NONE-NOT:  -fopenmp
// MACRO:     int openmp_undefined;
// MACRO:     #pragma omp simd safelen(4)

#ifdef _OPENMP
int openmp_defined;
#else
int openmp_undefined;
#endif
#define LEN 4
void f(int *a) {
#pragma omp simd safelen(LEN)
  for (int i = 0; i < 8; i++) a[i] = i;
}
