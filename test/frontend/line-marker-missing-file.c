// After `#line N "file"` naming a file that does not exist, clang-19 names the region after
// the real file and its *physical* line (_l<line in this file>), not the presumed _l1001:
// ompfe must name it the same, or a device compiled by one compiler has no kernel for a host
// compiled by the other.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/ompfe.ll
// RUN: %clang -fopenmp -fopenmp-targets=%offload-triple --offload-host-only -S -emit-llvm %s -o %t/clang.ll
// RUN: grep -o "__omp_offloading_[0-9a-f]*_[0-9a-f]*_[a-z_]*_l[0-9]*" %t/ompfe.ll | sort -u > %t/ompfe.names
// RUN: grep -o "__omp_offloading_[0-9a-f]*_[0-9a-f]*_[a-z_]*_l[0-9]*" %t/clang.ll | sort -u > %t/clang.names
// RUN: diff %t/clang.names %t/ompfe.names
// RUN: FileCheck %s --input-file=%t/ompfe.names
// CHECK: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_foo_l[[#@LINE+3]]{{$}}
#line 1000 "no_such_file.c"
int foo(int a) {
  #pragma omp target map(tofrom: a)
  { a++; }
  return a; }
