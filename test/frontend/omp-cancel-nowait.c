// A worksharing construct that is canceled has no nowait clause (OpenMP 5.2 §16.1): the
// threads that finished their part of a nowait loop go on without waiting for the
// cancellation to reach the others. ompfe accepted `cancel for` in a `for nowait` loop (gcc
// does too); clang-19 refuses it, with these words. clang-19 is checked against the same
// comments but for two cases, which -DCLANG leaves out: a cancel sections in a section of
// a nowait sections construct, which OpenMP forbids as well and ompfe refuses (clang-19 only
// sees it directly in the sections construct); and a cancellation point in a nowait loop,
// which OpenMP does not forbid (no cancel can reach that loop: it never acts) and ompfe
// takes (clang-19 refuses it).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify -DCLANG %s
void refused(int n) {
  int c = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp for nowait
    for (int i = 0; i < n; i++) {
#pragma omp cancel for if(i == 2) // expected-error {{parent region for 'omp cancel' construct cannot be nowait}}
#pragma omp atomic
      c++;
    }
#pragma omp sections nowait
    {
      {
#pragma omp cancel sections // expected-error {{parent region for 'omp cancel' construct cannot be nowait}}
        c++;
      }
    }
#ifndef CLANG
#pragma omp sections nowait
    {
#pragma omp section
      {
#pragma omp cancel sections // expected-error {{parent region for 'omp cancel' construct cannot be nowait}}
        c++;
      }
    }
#endif
  }
}

/* allowed */
void allowed(int n) {
  int c = 0;
#pragma omp parallel
  {
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp cancel for if(i == 2)
      c++;
    }
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp cancel sections
        c++;
      }
    }
#pragma omp for nowait
    for (int i = 0; i < n; i++) {
#pragma omp parallel
      {
#pragma omp cancel parallel
      }
      c++;
    }
#ifndef CLANG
#pragma omp for nowait
    for (int i = 0; i < n; i++) {
#pragma omp cancellation point for
      c++;
    }
#endif
  }
}
