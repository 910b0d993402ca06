// Needs the compiler proper (build/bin/ompfe): plain C, compiled and linked by ompcc, runs.
// RUN: %ompcc %s -o %t && %t | FileCheck %s
// RUN: %ompcc -O2 -c %s -o %t.o && %ompcc %t.o -o %t.2 && %t.2 | FileCheck %s
#include <stdio.h>

int main(void) {
  // CHECK: hello, world
  printf("hello, %s\n", "world");
  return 0;
}
