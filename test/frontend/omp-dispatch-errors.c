// dispatch and declare variant's adjust_args / append_args misuse: the errors clang-19 gives,
// at the same places (checked against both), then ompfe's own.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
typedef void *omp_interop_t;
void fv(int *p, int n);
void fv2(int *p, int n, omp_interop_t o);

#pragma omp declare variant(fv) match(construct={target}) adjust_args(need_device_ptr: p) // expected-error {{'adjust_args' clause requires 'dispatch' context selector}}
void b1(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch}) adjust_args(need_device_ptr: q) // expected-error {{use of undeclared identifier 'q'}}
void b3(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch}) adjust_args(foo: p) // expected-error {{incorrect adjust_args type, expected 'need_device_ptr' or 'nothing'}}
void b4(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch}) append_args(interop(targetsync)) // expected-error {{variant in '#pragma omp declare variant' with type 'void (int *, int)' is incompatible with type 'void (int *, int)' with appended arguments}}
void b6(int *p, int n);
#pragma omp declare variant(fv2) match(construct={dispatch}) append_args(interop(foo)) // expected-error {{expected interop type: 'target' and/or 'targetsync'}}
void b7(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch}) adjust_args(need_device_ptr: p) adjust_args(nothing: p) // expected-error {{'adjust_arg' argument 'p' used in multiple clauses}}
void b8(int *p, int n);
#pragma omp declare variant(fv) match(construct={dispatch}) adjust_args(need_device_ptr: p)
void b9(int *p, int n);
#pragma omp declare variant(fv2) match(construct={dispatch}) append_args(interop(target, targetsync))
void b10(int *p, int n);

void g(int *p) {
#pragma omp dispatch
  { b9(p, 1); } // expected-error {{statement after '#pragma omp dispatch' must be a direct call to a target function or an assignment to one}}
#pragma omp dispatch
  p[0] = 1; // expected-error {{statement after '#pragma omp dispatch' must be a direct call to a target function or an assignment to one}}
#pragma omp dispatch private(p) // expected-error {{unexpected OpenMP clause 'private' in directive '#pragma omp dispatch'}}
  b9(p, 1);
}
