// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %ompfe -fopenmp -fsyntax-only -march=skylake-avx512 %s 2>&1 | FileCheck --check-prefix=CPU %s
// What ompfe cannot decide of device={isa(...)} is an error that names it: a name it does not
// know (clang-19 knows some more, e.g. amx-tile, and would call the variant where the target
// has it), any isa with a -march= processor other than x86-64 and native (whose instruction
// sets ompfe does not know). A name clang-19 does not know never holds, with clang-19's warning
// at each call of the base function (core-avx512 was an error; the warning was at the directive).
void f(void);
void t(void);
void g(void);
void h(void);
void v(void);
#pragma omp declare variant(v) match(device = {isa("amx-tile")})
void f(void) {}
// CHECK: omp-declare-variant-isa-errors.c:[[@LINE-2]]:1: error: context selector 'device={isa(amx-tile)}' is not supported by ompfe (an instruction set it does not know)
#pragma omp declare variant(v) match(device = {isa("3dnow")})
void g(void) {}
#pragma omp declare variant(v) match(device = {isa("core-avx512")})
void t(void) {}
void calls(void) {
  g();
// CHECK: omp-declare-variant-isa-errors.c:[[@LINE-1]]:3: warning: isa trait '3dnow' is not known to the current target; verify the spelling or consider restricting the context selector with the 'arch' selector further [-Wsource-uses-openmp]
  t();
// CHECK: omp-declare-variant-isa-errors.c:[[@LINE-1]]:3: warning: isa trait 'core-avx512' is not known to the current target; verify the spelling or consider restricting the context selector with the 'arch' selector further [-Wsource-uses-openmp]
}
#pragma omp declare variant(v) match(device = {isa("avx2")})
void h(void) {}
// CHECK-NOT: error:
// CPU: omp-declare-variant-isa-errors.c:[[@LINE-3]]:1: error: context selector 'device={isa(avx2)}' with -march=skylake-avx512 is not supported by ompfe (it does not know that processor's instruction sets)
