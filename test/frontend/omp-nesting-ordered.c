// Where an ordered region may stand (OpenMP 5.2 §15.10.2, §17.1): closely nested in a loop
// region with the ordered clause, or (ordered simd) in a simd one, never in a critical or
// tasking region, checked on the region around it as clang-19 checks it. ompfe looked past
// the regions in between for the loop: it accepted an ordered region in another (whose
// iteration would wait for itself), in a taskloop, task, critical, masked or scope region in
// such a loop. The ordered clause on a distribute parallel for is refused too (OpenMP 5.2
// forbids it and the linear clause there, as clang-19 and gcc do), and on the composites of
// distribute and simd a linear clause may name only the loops' iteration variables (ompfe took
// `distribute parallel for simd linear(x:2)` for any x; clang-19, gcc and Flang refuse it).
// The same comments are checked against clang-19.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
void refused(int n) {
  int x = 0, seq[16];
#pragma omp parallel for ordered
  for (int j = 0; j < n; j++) {
#pragma omp ordered
    {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'ordered' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
  }
#pragma omp parallel for ordered
  for (int j = 0; j < n; j++) {
#pragma omp ordered threads
    {
#pragma omp ordered threads // expected-error {{region cannot be closely nested inside 'ordered' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
#pragma omp critical
    {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'critical' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
#pragma omp task
    {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'task' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
#pragma omp taskloop
    for (int i = 0; i < n; i++) {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'taskloop' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
  }
#pragma omp parallel
  {
#pragma omp masked
    {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'masked' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
      x++;
    }
#pragma omp for ordered
    for (int j = 0; j < n; j++) {
#pragma omp scope // expected-error {{region cannot be closely nested inside 'for' region}}
      {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'scope' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
        x++;
      }
    }
  }
  /* orphaned taskloop */
#pragma omp taskloop
  for (int i = 0; i < n; i++) {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'taskloop' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
    x++;
  }
#pragma omp taskloop simd
  for (int i = 0; i < n; i++) {
#pragma omp ordered simd // expected-error {{region cannot be closely nested inside 'taskloop simd' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
    x++;
  }
  /* a plain ordered region in a simd loop: the simd region's error */
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma omp ordered // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
    x++;
  }
#pragma omp for simd ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered // expected-error {{OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive}}
    x++;
  }
  /* the ordered clause on a distribute parallel for, then the ordered region in it */
#pragma omp target teams distribute parallel for ordered map(tofrom: seq) // expected-error {{unexpected OpenMP clause 'ordered' in directive '#pragma omp target teams distribute parallel for'}}
  for (int i = 0; i < 16; i++) {
#pragma omp ordered // expected-error {{region cannot be closely nested inside 'target teams distribute parallel for' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?}}
    seq[i] = i;
  }
#pragma omp target teams distribute parallel for simd ordered // expected-error {{unexpected OpenMP clause 'ordered' in directive '#pragma omp target teams distribute parallel for simd'}}
  for (int i = 0; i < 16; i++)
    x++;
#pragma omp teams
  {
#pragma omp distribute parallel for ordered // expected-error {{unexpected OpenMP clause 'ordered' in directive '#pragma omp distribute parallel for'}}
    for (int i = 0; i < n; i++)
      x++;
#pragma omp distribute parallel for linear(x) // expected-error {{unexpected OpenMP clause 'linear' in directive '#pragma omp distribute parallel for'}}
    for (int i = 0; i < n; i++)
      x++;
  }
#pragma omp target teams distribute parallel for linear(x) // expected-error {{unexpected OpenMP clause 'linear' in directive '#pragma omp target teams distribute parallel for'}}
  for (int i = 0; i < n; i++)
    x++;
#pragma omp target teams distribute parallel for simd linear(x: 2) // expected-error {{only loop iteration variables are allowed in 'linear' clause in distribute directives}}
  for (int i = 0; i < n; i++)
    x += 2;
#pragma omp target teams distribute simd linear(x) // expected-error {{only loop iteration variables are allowed in 'linear' clause in distribute directives}}
  for (int i = 0; i < n; i++)
    x++;
  int i;
#pragma omp target teams distribute parallel for simd linear(i) /* the loop's own: allowed */
  for (i = 0; i < n; i++)
    x++;
}

/* allowed */
void allowed(int n, int *a) {
#pragma omp ordered /* orphaned: binds at run time */
  a[0] = 0;
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered threads
    {
#pragma omp critical
      a[i]++;
    }
  }
#pragma omp parallel
  {
#pragma omp for ordered
    for (int i = 0; i < n; i++) {
      if (a[i]) {
#pragma omp ordered
        a[i]--;
      }
    }
  }
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma omp ordered simd
    a[i] = i;
  }
#pragma omp for simd ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered threads simd
    a[i]++;
  }
}
