// order([reproducible: | unconstrained:] concurrent) is a clause of for, simd, distribute, loop
// and the combined constructs with one of them, checked as clang-19 checks it (OpenMP 5.1's
// rules): ompfe dropped it with a warning ("ignored: a hint ompfe does not use") and so took
// it on taskloop and parallel, with a kind other than concurrent, twice, beside ordered, and
// took any construct and any OpenMP runtime call in its region. The same comments are checked
// against clang-19; omp-order-clause-spec.c has where ompfe follows OpenMP 5.1 instead.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
#include <omp.h>

int omp_user_helper(int);   // an omp_ name is a runtime routine by clang-19's test, omp.h's or not
int OMP_Upper_Helper(int);  // in any case
int helper(int);
int total;

void valid(int n, int *a) {
  int s = 0;
#pragma omp for order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp simd order(reproducible: concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for simd order(unconstrained:concurrent) reduction(+: total)
  for (int i = 0; i < n; i++) total += a[i];
#pragma omp loop bind(thread) order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for num_threads(omp_get_max_threads()) order(concurrent) schedule(static)
  for (int i = 0; i < n; i++) a[i] = helper(i);
#pragma omp parallel for simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel loop order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp taskloop simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp teams
  {
#pragma omp distribute order(concurrent)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp distribute parallel for simd order(concurrent)
    for (int i = 0; i < n; i++) a[i] = i;
  }
#pragma omp teams loop order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target teams distribute parallel for simd order(reproducible: concurrent) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target parallel loop order(concurrent) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
  // parallel (and combined constructs beginning with it), simd and loop may be nested
#pragma omp for order(concurrent)
  for (int i = 0; i < n; i++) {
#pragma omp parallel
    {
#pragma omp critical // a region nested deeper is not checked (clang-19 neither)
      s++;
    }
#pragma omp parallel for
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp parallel sections
    {
      a[0] = 0;
    }
#pragma omp parallel master
    a[0] = 1;
#pragma omp simd
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp loop
    for (int j = 0; j < n; j++) a[j] = j;
  }
  // a function called through a pointer is no runtime call by clang-19's test
  int (*thread_num)(void) = omp_get_thread_num;
#pragma omp simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = thread_num();
  a[0] = omp_get_thread_num(); // outside the construct
}

void clause_errors(int n, int *a) {
#pragma omp taskloop order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp taskloop'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp masked taskloop order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp masked taskloop'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp parallel'}}
  a[0] = 0;
#pragma omp for order(foo) // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(reproducible: foo) // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order() // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(reproducible) // expected-warning {{missing ':' after order modifier - ignoring}} expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp simd order(unconstrained concurrent) // expected-warning {{missing ':' after order modifier - ignoring}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order // expected-error {{expected '(' after 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
// expected-error@+2 {{expected ')'}} expected-note@+2 {{to match this '('}}
// expected-error@+1 {{expected 'concurrent' in OpenMP clause 'order'}}
#pragma omp for order(foo: concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent, concurrent) // expected-error {{expected ')'}} expected-note {{to match this '('}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent) order(concurrent) // expected-error {{directive '#pragma omp for' cannot contain more than one 'order' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for simd order(concurrent) simdlen(4) order(reproducible: concurrent) // expected-error {{directive '#pragma omp parallel for simd' cannot contain more than one 'order' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent) ordered // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for ordered(1) order(reproducible: concurrent) // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for simd ordered order(concurrent) // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
}

void nesting_errors(int n, int *a, omp_depend_t *o) {
  int x = 0;
#pragma omp parallel for order(concurrent)
  for (int i = 0; i < n; i++) {
#pragma omp critical // expected-error {{construct 'critical' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp atomic // expected-error {{construct 'atomic' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp ordered // expected-error {{construct 'ordered' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp task // expected-error {{construct 'task' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp barrier // expected-error {{construct 'barrier' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp single // expected-error {{construct 'single' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp master // expected-error {{construct 'master' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp masked // expected-error {{construct 'masked' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp taskwait // expected-error {{construct 'taskwait' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp taskyield // expected-error {{construct 'taskyield' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp flush // expected-error {{construct 'flush' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp taskgroup // expected-error {{construct 'taskgroup' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp for // expected-error {{construct 'for' not allowed in a region associated with a directive with 'order' clause}}
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp sections // expected-error {{construct 'sections' not allowed in a region associated with a directive with 'order' clause}}
    { x++; }
#pragma omp scope // expected-error {{construct 'scope' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp cancel for // expected-error {{construct 'cancel' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp cancellation point for // expected-error {{construct 'cancellation point' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp target // expected-error {{construct 'target' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp target parallel for // expected-error {{construct 'target parallel for' not allowed in a region associated with a directive with 'order' clause}}
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp target update to(x) // expected-error {{construct 'target update' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp teams // expected-error {{construct 'teams' not allowed in a region associated with a directive with 'order' clause}}
    x++;
#pragma omp masked taskloop simd // expected-error {{construct 'masked taskloop simd' not allowed in a region associated with a directive with 'order' clause}}
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp error at(execution) severity(warning) // expected-error {{construct 'error' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp depobj(*o) depend(in: x) // expected-error {{construct 'depobj' not allowed in a region associated with a directive with 'order' clause}}
#pragma omp unroll partial(2) // expected-error {{construct 'unroll' not allowed in a region associated with a directive with 'order' clause}}
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp tile sizes(2) // expected-error {{construct 'tile' not allowed in a region associated with a directive with 'order' clause}}
    for (int j = 0; j < n; j++) a[j] = j;
  }
  // the loop nest of the construct is in its region too
#pragma omp for order(concurrent)
#pragma omp tile sizes(4) // expected-error {{construct 'tile' not allowed in a region associated with a directive with 'order' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
  // a simd region with order(concurrent) refuses ordered simd and scan, which plain simd takes
#pragma omp simd order(concurrent)
  for (int i = 0; i < n; i++) {
#pragma omp ordered simd // expected-error {{construct 'ordered' not allowed in a region associated with a directive with 'order' clause}}
    a[i] = i;
  }
#pragma omp simd order(concurrent) reduction(inscan, +: x)
  for (int i = 0; i < n; i++) {
    x += a[i];
#pragma omp scan inclusive(x) // expected-error {{construct 'scan' not allowed in a region associated with a directive with 'order' clause}}
    a[i] = x;
  }
#pragma omp for ordered(1) // without order: the ordered directive is fine
  for (int i = 0; i < n; i++) {
#pragma omp ordered depend(source)
  }
}

void runtime_calls(int n, int *a) {
#pragma omp parallel for order(concurrent)
  for (int i = 0; i < omp_get_max_threads(); i++) { // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    a[i] = omp_get_thread_num(); // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    a[i] += helper(omp_get_num_threads()); // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    a[i] += omp_user_helper(i) + OMP_Upper_Helper(i); // expected-error 2 {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    a[i] += (omp_get_thread_num)() + (&omp_get_thread_num)(); // expected-error 2 {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
#pragma omp parallel num_threads(omp_get_max_threads()) // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    {
#pragma omp simd
      for (int j = 0; j < n; j++) a[j] = omp_get_thread_num(); // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
    }
  }
#pragma omp target teams loop order(unconstrained: concurrent) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) {
    omp_lock_t l; // a declaration is no call
    (void)l;
    a[i] = omp_is_initial_device(); // expected-error {{calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent}}
  }
}
