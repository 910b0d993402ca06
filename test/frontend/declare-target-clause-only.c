// OpenMP 5.1's clause-only 'declare target': with 'indirect' (and maybe 'device_type') and no
// list it opens a block up to 'end declare target', as 'begin declare target' does and as
// clang-19 reads it; 'device_type' alone names nothing and is an error, as in clang-19.
// RUN: %ompfe -fopenmp -fopenmp-version=52 -ast-dump %s | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-version=51 -fopenmp-targets=%offload-triple -print-offload-entries -emit-llvm -S %s -o %t.ll \
// RUN:   | FileCheck %s --check-prefix=ENTRIES
// RUN: not %ompfe -fopenmp -DERRORS -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR

#pragma omp declare target indirect
int twice(int x) { return 2 * x; }
int table_len = 2;
#pragma omp end declare target
// CHECK: FunctionDecl <declare-target-clause-only.c:[[@LINE-3]]:5> twice 'int (int)' declare_target(device_type=any, to, indirect)
// CHECK: VarDecl <declare-target-clause-only.c:[[@LINE-3]]:5> table_len 'int' declare_target(device_type=any, to)

#pragma omp declare target device_type(nohost) indirect(1)
int dev_inc(int x) { return x + 1; }
#pragma omp end declare target
// CHECK: FunctionDecl <declare-target-clause-only.c:[[@LINE-2]]:5> dev_inc 'int (int)' declare_target(device_type=nohost, to, indirect)

/* indirect(0): the block opens, its functions are not indirect */
#pragma omp declare target indirect(0) device_type(any)
int plain(int x) { return x; }
#pragma omp end declare target
// CHECK: FunctionDecl <declare-target-clause-only.c:[[@LINE-2]]:5> plain 'int (int)' declare_target(device_type=any, to)

/* after the block: no mark */
int after(int x) { return x; }
// CHECK: FunctionDecl <declare-target-clause-only.c:[[@LINE-1]]:5> after 'int (int)'{{$}}

int main(void) {
  int r = 0;
#pragma omp target map(tofrom: r)
  { r = twice(r) + dev_inc(r) + plain(table_len); }
  return r + after(0);
}

// Indirect functions are offload entries (flags 8), the variable an ordinary one.
// ENTRIES: host module: 6 offload entries
// ENTRIES: 0     variable  0     4      table_len {{ *}}declare-target-clause-only.c:11
// ENTRIES: 1     indirect  8     8      {{[^ ]*}}_twice_l10 {{ *}}declare-target-clause-only.c:10
// ENTRIES: 2     indirect  8     8      {{[^ ]*}}_dev_inc_l17 {{ *}}declare-target-clause-only.c:17
// ENTRIES-NOT: plain

#ifdef ERRORS
#pragma omp declare target device_type(nohost)
int lost(int x) { return x; }
#pragma omp end declare target
// ERR: declare-target-clause-only.c:[[@LINE-3]]:{{[0-9]+}}: error: '#pragma omp declare target' with clauses needs a list ('to', 'enter' or 'link') or 'indirect'; use 'begin declare target' for a block
// ERR: declare-target-clause-only.c:[[@LINE-2]]:{{[0-9]+}}: error: unexpected '#pragma omp end declare target'

#pragma omp declare target indirect device_type(host)
int hostly(int x) { return x; }
#pragma omp end declare target
// ERR: declare-target-clause-only.c:[[@LINE-3]]:{{[0-9]+}}: error: 'indirect' cannot be used together with 'device_type(host)'

void in_function(void) {
#pragma omp declare target indirect
}
// ERR: declare-target-clause-only.c:[[@LINE-2]]:{{[0-9]+}}: error: '#pragma omp declare target' blocks must be at file scope
#endif
