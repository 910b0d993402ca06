// -trigraphs reads trigraphs in a GNU dialect as gcc and clang-19 do, through ompcc (forwarded to
// every compile, host and device) and ompfe; without it the GNU dialects leave them as they are,
// the ISO ones read them anyway.
// RUN: %ompcc -trigraphs %s -o %t.on && %t.on | FileCheck %s --check-prefix=ON
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -trigraphs %s -o %t.offload && %t.offload | FileCheck %s --check-prefix=ON
// RUN: %ompcc -std=c99 %s -o %t.iso && %t.iso | FileCheck %s --check-prefix=ON
// RUN: %ompcc -w %s -o %t.off && %t.off | FileCheck %s --check-prefix=OFF
// RUN: %clang -trigraphs -w %s -o %t.clang && %t.clang | FileCheck %s --check-prefix=ON
// RUN: %ompfe -trigraphs -E %s | FileCheck %s --check-prefix=CPP
// ON: #[]|^~
// OFF: ??=??(??)??!??'??-
// CPP: puts("#[]|^~")
#include <stdio.h>
int main(void) {
  puts("??=??(??)??!??'??-");
  return 0;
}
