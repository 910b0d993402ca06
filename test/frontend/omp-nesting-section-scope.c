// Regions closely nested in a section region, a scope region closely nested anywhere, and
// stand-alone directives in simd and teams regions (OpenMP 5.2 §17.1), which ompfe accepted
// and clang-19 (and gcc) refuse. A section region is part of its sections region: no
// worksharing construct, barrier or masked region may stand in it, as in the first,
// unlabelled section; scope is a worksharing construct. Built, a worksharing construct or a
// barrier in a section or single region hung at run time (the other threads of the team
// never come to it). taskwait, taskyield and flush stand in no simd region. The same comments
// are checked against clang-19.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
void in_section(int n) {
  int x = 0;
#pragma omp parallel
  {
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp for // expected-error {{region cannot be closely nested inside 'section' region; perhaps you forget to enclose 'omp for' directive into a parallel region?}}
        for (int i = 0; i < n; i++) x++;
#pragma omp single // expected-error {{region cannot be closely nested inside 'section' region; perhaps you forget to enclose 'omp single' directive into a parallel region?}}
        x++;
#pragma omp sections // expected-error {{region cannot be closely nested inside 'section' region; perhaps you forget to enclose 'omp sections' directive into a parallel region?}}
        { x++; }
#pragma omp scope // expected-error {{region cannot be closely nested inside 'section' region}}
        x++;
#pragma omp barrier // expected-error {{region cannot be closely nested inside 'section' region}}
#pragma omp masked // expected-error {{region cannot be closely nested inside 'section' region}}
        x++;
#pragma omp master // expected-error {{region cannot be closely nested inside 'section' region}}
        x++;
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'section' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
        x++;
      }
#pragma omp section
#pragma omp for // expected-error {{region cannot be closely nested inside 'section' region; perhaps you forget to enclose 'omp for' directive into a parallel region?}}
      for (int i = 0; i < n; i++) x++;
    }
#pragma omp parallel sections
    {
      x++;
#pragma omp section
      {
#pragma omp barrier // expected-error {{region cannot be closely nested inside 'section' region}}
      }
    }
  }
}

void scope_in(int n) {
  int x = 0;
#pragma omp parallel
  {
#pragma omp single
    {
#pragma omp scope reduction(+: x) // expected-error {{region cannot be closely nested inside 'single' region}}
      x++;
    }
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'for' region}}
      x++;
    }
#pragma omp task
    {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'task' region}}
      x++;
    }
#pragma omp taskloop
    for (int i = 0; i < n; i++) {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'taskloop' region}}
      x++;
    }
#pragma omp masked
    {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'masked' region}}
      x++;
    }
#pragma omp master
    {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'master' region}}
      x++;
    }
#pragma omp critical
    {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'critical' region}}
      x++;
    }
#pragma omp for ordered
    for (int i = 0; i < n; i++) {
#pragma omp ordered
      {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'ordered' region}}
        x++;
      }
    }
#pragma omp loop
    for (int i = 0; i < n; i++) {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'loop' region}}
      x++;
    }
#pragma omp sections
    {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'sections' region}}
      x++;
    }
  }
}

void standalone_in_simd(int n) {
  int x = 0;
#pragma omp simd
  for (int j = 0; j < n; j++) {
#pragma omp taskwait // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
#pragma omp taskyield // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
#pragma omp flush // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
    x++;
  }
#pragma omp parallel for simd
  for (int j = 0; j < n; j++) {
#pragma omp taskwait // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
    x++;
  }
#pragma omp teams
  {
#pragma omp taskwait // expected-error {{region cannot be closely nested inside 'teams' region; perhaps you forget to enclose 'omp taskwait' directive into a parallel region?}}
#pragma omp barrier // expected-error {{region cannot be closely nested inside 'teams' region; perhaps you forget to enclose 'omp barrier' directive into a parallel region?}}
    x++;
  }
}

/* allowed: regions in scope regions (clang-19 takes any), an orphaned scope, taskwait and
 * flush in a parallel loop, a sections region in a parallel one inside a section */
void allowed(int n) {
  int x = 0;
#pragma omp scope
  x++;
#pragma omp parallel
  {
#pragma omp scope
    {
#pragma omp scope
      x++;
#pragma omp for
      for (int i = 0; i < n; i++) x++;
#pragma omp single
      x++;
#pragma omp barrier
#pragma omp masked
      x++;
    }
#pragma omp scope reduction(+: x)
    x++;
#pragma omp sections
    {
#pragma omp section
      {
#pragma omp parallel
        {
#pragma omp for
          for (int i = 0; i < n; i++) x++;
#pragma omp barrier
        }
#pragma omp critical
        x++;
#pragma omp task
        x++;
#pragma omp taskwait
#pragma omp flush
      }
    }
#pragma omp for
    for (int i = 0; i < n; i++) {
#pragma omp taskwait
#pragma omp taskyield
#pragma omp flush
      x++;
    }
  }
}
