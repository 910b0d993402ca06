// Issue 17's example: a missing ';' in a loop body, then an undeclared variable in a later map
// clause. One run reports both, as clang-19 does, each once and in order; the compile fails
// and writes nothing, and nothing past the parse runs (no MLIR for an AST with errors).
// RUN: %verify %s --in-order -- %ompfe -fopenmp -fsyntax-only %s
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ompfe -fopenmp -emit-llvm -S %s -o %t/out.ll 2> %t/err
// RUN: ls -A %t | FileCheck %s --check-prefix=FILES --implicit-check-not=out
// FILES: err
// RUN: FileCheck %s --input-file %t/err --implicit-check-not=error:
// CHECK: recovery-issue17.c:18:14: error: expected ';' after expression
// CHECK: recovery-issue17.c:20:30: error: use of undeclared identifier 'b'
// RUN: not %ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -c %s -o %t/out.o 2>&1 | FileCheck %s
// RUN: ls -A %t | FileCheck %s --check-prefix=FILES --implicit-check-not=out

int main(void) {
  int a[10] = {0}, s = 0;
  for (int i = 0; i < 10; i++) {
    s += a[i] // expected-error {{expected ';' after expression}}
  }
  #pragma omp target map(to: b) // expected-error {{use of undeclared identifier 'b'}}
  s++;
  return s;
}
