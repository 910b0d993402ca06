// An assignment to a lastprivate(conditional:) variable inside a construct nested in its loop
// (a task, a parallel region) is an error at the assignment: the nested function may reach the
// loop's copy by address, where the iteration that assigned it cannot be noted (it would be a
// silent wrong value). Direct assignments in the loop body are noted (e2e/parallel/lastprivate_conditional.c).
// RUN: not %ompfe -fopenmp -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s
int main(void) {
  int x = 0, y = 0;
#pragma omp parallel for lastprivate(conditional: x)
  for (int i = 0; i < 10; i++) {
    if (i == 2) x = i;
#pragma omp task shared(x)
    // CHECK: errors-conditional-lastprivate.c:[[@LINE+1]]:5: error: an assignment to 'x', a lastprivate(conditional:) variable, inside a construct nested in its loop is not supported by ompfe
    x = i;
#pragma omp taskwait
  }
#pragma omp parallel for lastprivate(conditional: y)
  for (int i = 0; i < 10; i++) {
#pragma omp parallel num_threads(2)
    // CHECK: errors-conditional-lastprivate.c:[[@LINE+1]]:5: error: an assignment to 'y', a lastprivate(conditional:) variable, inside a construct nested in its loop is not supported by ompfe
    y += i;
  }
  return x + y;
}
