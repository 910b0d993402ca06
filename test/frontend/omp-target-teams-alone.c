// A target region with a teams region closely nested in it holds nothing but that teams
// construct (OpenMP 5.2 §10.2); ompfe accepted a statement beside it, which clang-19 refuses
// (gcc-12 accepts it). The error is at the target construct, with clang-19's notes at the
// (last) teams construct and at the first statement that is not one.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int c) {
  int x = 0;
#pragma omp target // expected-error {{target construct with nested teams region contains statements outside of the teams construct}}
  {
    int z = 1; // expected-note {{statement outside teams construct here}}
    (void)z;
#pragma omp teams // expected-note {{nested teams construct here}}
    x++;
  }
#pragma omp target map(tofrom: x) // expected-error {{target construct with nested teams region contains statements outside of the teams construct}}
  {
#pragma omp teams // expected-note {{nested teams construct here}}
    x++;
    x--; // expected-note {{statement outside teams construct here}}
  }
#pragma omp target // expected-error {{target construct with nested teams region contains statements outside of the teams construct}}
  {
    ; // expected-note {{statement outside teams construct here}}
#pragma omp teams distribute // expected-note {{nested teams construct here}}
    for (int i = 0; i < 4; i++) x++;
  }
#pragma omp target // expected-error {{target construct with nested teams region contains statements outside of the teams construct}}
  if (c) { // expected-note {{statement outside teams construct here}}
#pragma omp teams // expected-note {{nested teams construct here}}
    x++;
  }
#pragma omp target // expected-error {{target construct with nested teams region contains statements outside of the teams construct}}
  {
#pragma omp teams // expected-note {{directive outside teams construct here}}
    x++;
#pragma omp teams // expected-note {{nested teams construct here}}
    x++;
  }
  // valid: the teams construct alone, in braces or not; statements in a target region without
  // teams; statements inside the teams region
#pragma omp target
  {
#pragma omp teams
    {
      int z = x;
      x = z + 1;
    }
  }
#pragma omp target
  {{
#pragma omp teams num_teams(2)
    x++;
  }}
#pragma omp target
#pragma omp teams
  x++;
#pragma omp target
  {
    int z = 1;
#pragma omp parallel
    {
      x += z;
    }
  }
}
