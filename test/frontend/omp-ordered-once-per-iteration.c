// An iteration of a loop with the ordered clause runs at most one ordered region (OpenMP 5.2
// §15.10.1). Two ordered regions that every iteration runs (statements of the loop body, or
// of plain blocks in it) are an error at the second, in clang-19's words; before, ompfe built
// the Examples' ordered.2, and libomp let the second region of each iteration run out of
// order (0 100 1 101 4 104 2 102 ... with 4 threads). Regions under conditions that exclude
// each other (the Examples' ordered.3), in a nested construct or in a called function are
// taken, as before: clang-19 refuses the first (so those lines are left out of its run), gcc
// takes it. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -DCLANG -Xclang -verify %s
void work(int);

void refused(int n) {
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    work(i);
#pragma omp ordered // expected-error {{exactly one 'ordered' directive must appear in the loop body of an enclosing directive}}
    work(i + 100); // expected-note@-3 {{previous 'ordered' directive used here}}
  }
#pragma omp for ordered collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      {
#pragma omp ordered threads
        work(i);
      }
    again:
#pragma omp ordered // expected-error {{exactly one 'ordered' directive must appear in the loop body of an enclosing directive}}
      work(j); // expected-note@-5 {{previous 'ordered' directive used here}}
    }
}

#ifndef CLANG
void taken(int n) {
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
    if (i < 10) {
#pragma omp ordered
      work(i);
    } else {
#pragma omp ordered
      work(-i);
    }
  }
}
#endif
