// dispatch and declare variant misuse that ompfe refuses where clang-19 does not: a
// need_device_ptr parameter that is no pointer (as gcc refuses it), and what ompfe cannot do
// (clang-19 cannot compile any dispatch: "cannot compile this OpenMP dispatch directive yet").
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
typedef void *omp_interop_t;
void fv(int *p, int n);
void fv2(int *p, int n, omp_interop_t o);
void fi(int n);
#pragma omp declare variant(fi) match(construct={dispatch}) adjust_args(need_device_ptr: n) // expected-error {{'need_device_ptr' argument 'n' is not a pointer (it has type 'int')}}
void b11(int n);
#pragma omp declare variant(fv2) match(construct={dispatch}) append_args(interop(target))
void b12(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch})
void b13(int *p, int n);
void h(int *p, int c) {
#pragma omp dispatch // expected-error {{a dispatch that calls a variant with 'append_args' is not supported by ompfe (its interop objects need a foreign runtime; libomptarget 19 has none for the x86_64 device)}}
  b12(p, 1);
#pragma omp dispatch novariants(c) // expected-error {{a 'novariants' condition that is not an integer constant is not supported by ompfe}}
  b13(p, 1);
  int (*fp)(int *, int) = 0;
#pragma omp dispatch
  fp(p, 1); // expected-error {{statement after '#pragma omp dispatch' must be a direct call to a target function or an assignment to one}}
}
// expected-note@-13 {{the variant is declared here}}
