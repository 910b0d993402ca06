// A block comment that spans lines joins them into one preprocessed line (inside a pragma with
// both preprocessors; clang-19 -E joins ordinary code too), so the column of what follows the
// comment is found on the line where the comment ends.
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -DPRAGMA %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRAGMA --match-full-lines --strict-whitespace
// RUN: env OMPFE_CPP="clang-19 -E" not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -DPRAGMA %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PRAGMA --match-full-lines --strict-whitespace
// RUN: not %ompfe -DCODE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CODE --match-full-lines --strict-whitespace
// RUN: env OMPFE_CPP="clang-19 -E" not %ompfe -DCODE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CODE --match-full-lines --strict-whitespace
// RUN: not %ompfe -DTWO %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO --match-full-lines --strict-whitespace
// RUN: env OMPFE_CPP="clang-19 -E" not %ompfe -DTWO %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO --match-full-lines --strict-whitespace
int a;
int main(void) {
#ifdef PRAGMA
  #pragma omp target map(to: a) /* a comment
     over two lines */ map(bogus: a)
  { a++; }
// PRAGMA:{{.*}}diag-comment-lines.c:[[#@LINE-2]]:28: error: incorrect map type modifier 'bogus'; {{.*}}
// PRAGMA-NEXT:{{ *[0-9]* \| }}     over two lines */ map(bogus: a)
// PRAGMA-NEXT:{{ *[0-9]* \| }}                           ^
#endif
#ifdef CODE
  int b = 1; /* a comment
  over two lines */ b = c;
// CODE:{{.*}}diag-comment-lines.c:[[#@LINE-1]]:25: error: use of undeclared identifier 'c'
// CODE-NEXT:{{ *[0-9]* \| }}  over two lines */ b = c;
// CODE-NEXT:{{ *[0-9]* \| }}                        ^
#endif
#ifdef TWO
  int b = 1; /* one
  */ b++; /* two
  */ b = d;
// TWO:{{.*}}diag-comment-lines.c:[[#@LINE-1]]:10: error: use of undeclared identifier 'd'
// TWO-NEXT:{{ *[0-9]* \| }}  */ b = d;
// TWO-NEXT:{{ *[0-9]* \| }}         ^
#endif
  return 0;
}
