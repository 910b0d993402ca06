// A directive name modifier is every word of the directive: if(target data: c),
// if(target update: c), if(target enter data: c), if(target exit data: c) are accepted as
// clang-19 accepts them. The modifier was taken word by word, so that these were rejected
// with "directive name modifier 'target' is incorrect" (found while writing fuzz seeds).
// A modifier naming another directive is still an error, named whole.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -DWRONG %s 2>&1 | FileCheck %s --check-prefix=WRONG
// CHECK: call void @__tgt_target_data_begin_mapper
// CHECK: call void @__tgt_target_data_update_mapper
// WRONG: omp-if-modifier-words.c:28:39: error: directive name modifier 'target update' is incorrect for '#pragma omp target data'
// WRONG: omp-if-modifier-words.c:30:23: error: directive name modifier 'target enter data' is incorrect for '#pragma omp target'
int main(void) {
  int a[4] = {0}, n = 1;
#pragma omp target data map(to: a) if(target data: n)
  { a[0] = 1; }
#pragma omp target update to(a) if(target update: n > 0)
#pragma omp target enter data map(to: a) if(target enter data: n)
#pragma omp target exit data map(from: a) if(target exit data: n)
#pragma omp target if(target: n) map(tofrom: a)
  a[1] = 2;
  return a[0];
}

#ifdef WRONG
void wrong(void) {
  int a[4], n = 1;
#pragma omp target data map(to: a) if(target update: n)
  { a[0] = 1; }
#pragma omp target if(target enter data: n) map(tofrom: a)
  a[1] = 2;
}
#endif
