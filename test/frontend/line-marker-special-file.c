// A #line naming something that is not a regular file (a device that never ends, a FIFO, a
// directory) or no file at all: the diagnostics engine reads only regular files, and only as
// much as fstat says, so the compile ends; where there is no file to show, the caret line is
// the preprocessed one. (Before, /dev/zero and /dev/urandom were read until memory ran out,
// and a FIFO blocked in open, even when nothing was reported.)
// RUN: rm -rf %t && mkdir -p %t && mkfifo %t/fifo
// RUN: timeout 60 %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -c %s -o %t/zero.o '-DNAME="/dev/zero"'
// RUN: timeout 60 %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -c %s -o %t/urandom.o '-DNAME="/dev/urandom"'
// RUN: timeout 60 %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -c %s -o %t/fifo.o '-DNAME="%t/fifo"'
// RUN: timeout 60 %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -c %s -o %t/dir.o '-DNAME="%t"'
// RUN: timeout 60 %ompfe -fopenmp -fopenmp-targets=%offload-triple -g -c %s -o %t/none.o '-DNAME="%t/none.c"'
// RUN: not timeout 60 %ompfe -fsyntax-only -DBAD %s '-DNAME="/dev/zero"' 2>&1 | FileCheck %s -DFILE=/dev/zero
// RUN: not timeout 60 %ompfe -fsyntax-only -DBAD %s '-DNAME="/dev/urandom"' 2>&1 | FileCheck %s -DFILE=/dev/urandom
// RUN: not timeout 60 %ompfe -fsyntax-only -DBAD %s '-DNAME="%t/fifo"' 2>&1 | FileCheck %s -DFILE=%t/fifo
// RUN: not timeout 60 %ompfe -fsyntax-only -DBAD %s '-DNAME="%t"' 2>&1 | FileCheck %s -DFILE=%t
// RUN: not timeout 60 %ompfe -fsyntax-only -DBAD %s '-DNAME="%t/none.c"' 2>&1 | FileCheck %s -DFILE=%t/none.c
// CHECK: [[FILE]]:3:27: error: use of undeclared identifier 'y'
// CHECK-NEXT: {{^ *[0-9]* \|}} int f(int x) { return x + y; }
// CHECK-NEXT: {{^ *[0-9]* \|}} ^
#line 1 NAME
int g;
#ifdef BAD
int f(int x) { return x + y; }
#else
int f(int x) {
  #pragma omp target map(tofrom: x)
  x++;
  return x;
}
#endif
