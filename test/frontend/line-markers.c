// Line markers are honoured: a region in a header is named after the header's file ID and
// line, a region after `#line N` after the presumed line, as clang-19 names them (the host
// IR of both compilers has the same kernels); diagnostics name the presumed file and line.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -I %S/Inputs -emit-llvm -S %s -o %t/ompfe.ll
// RUN: %clang -fopenmp -fopenmp-targets=%offload-triple --offload-host-only -I %S/Inputs -S -emit-llvm %s -o %t/clang.ll
// RUN: grep -o "__omp_offloading_[0-9a-f]*_[0-9a-f]*_[a-z_]*_l[0-9]*[_0-9]*" %t/ompfe.ll | sort -u > %t/ompfe.names
// RUN: grep -o "__omp_offloading_[0-9a-f]*_[0-9a-f]*_[a-z_]*_l[0-9]*[_0-9]*" %t/clang.ll | sort -u > %t/clang.names
// RUN: diff %t/clang.names %t/ompfe.names
// RUN: FileCheck %s --input-file=%t/ompfe.names
// CHECK-DAG: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_hdr_fn_l2{{$}}
// CHECK-DAG: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_foo_l[[#FOO:]]{{$}}
// CHECK-DAG: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_bar_l1001{{$}}
// Errors in a header and after #line point there.
// RUN: not %ompfe -fopenmp -I %S/Inputs -DHDR_ERROR -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=HDR
// HDR: region-header.h:6:15: error: use of undeclared identifier 'nope'
// HDR-NEXT: {{ *[0-9]* \|}} int hdr_bad = nope;
// HDR-NEXT: {{^ *[0-9]* \|}} ^
// RUN: not %ompfe -fopenmp -I %S/Inputs -DLINE_ERROR -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=LINE
// LINE: line-markers.c:1004:14: error: use of undeclared identifier 'missing'
// LINE-NEXT: {{^ *[0-9]* \|}} return a + missing;
// LINE-NEXT: {{^ *[0-9]* \|}} ^
#include "region-header.h"

int foo(int a) {
  #pragma omp parallel
  {
    #pragma omp target map(tofrom: a)
    { a++; }
  }
  return hdr_fn(a);
}

#line 1000
int bar(int a) {
  #pragma omp target map(tofrom: a)
  { a++; }
#ifdef LINE_ERROR
  return a + missing;
#endif
  return a;
}
