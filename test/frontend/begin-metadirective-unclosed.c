// A begin metadirective whose variant was chosen opens a block: left open, the function's
// closing brace closes it and the file ends early; the unmatched line is named too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls -A %t | count 0
void f(int *a) {
#pragma omp begin metadirective when(user={condition(1)}: parallel)
  a[0] = 1;
}
// CHECK: begin-metadirective-unclosed.c:9:2: error: expected '}'
// CHECK: begin-metadirective-unclosed.c:7:13: error: '#pragma omp begin metadirective' without a matching '#pragma omp end metadirective'
// CHECK: exit=1
