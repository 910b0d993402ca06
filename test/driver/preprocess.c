// -E: one ompfe -E per source, to stdout or to -o; with -fopenmp, ompfe is told so that
// _OPENMP is defined as in the compile. Non-C inputs are unused.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && touch %t/x.o && cd %t
// RUN: %ompcc -### -E prog.c -DN=3 -I inc 2>&1 | FileCheck %s
// RUN: %ompcc -### -E prog.c -o prog.i 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: %ompcc -### -E prog.c -o - 2>&1 | FileCheck %s --check-prefix=STDOUT
// RUN: %ompcc -### -E -c -S prog.c 2>&1 | FileCheck %s --check-prefix=STDOUT
// RUN: %ompcc -### -E -fopenmp -fopenmp-targets=%offload-triple -fopenmp-version=52 prog.c 2>&1 | FileCheck %s --check-prefix=OPENMP
// RUN: %ompcc -### -E prog.c x.o 2>&1 | FileCheck %s --check-prefix=UNUSED

// CHECK: {{^[^ ]*}}/bin/ompfe -E -resource-dir {{[^ ]*}}/lib/ompfe/include -D N=3 -I inc prog.c{{$}}
// OUT: ompfe -E -resource-dir {{[^ ]*}} prog.c -o ./.prog.i-{{[^ /]*}}.tmp{{$}}
// STDOUT: ompfe -E -resource-dir {{[^ ]*}} prog.c{{$}}
// OPENMP:     ompfe -E -fopenmp -fopenmp-version=52 -resource-dir {{[^ ]*}} prog.c{{$}}
// OPENMP-NOT: ompfe
// UNUSED: ompcc: warning: x.o: linker input unused because linking not done
// UNUSED: ompfe -E -resource-dir {{[^ ]*}} prog.c{{$}}

int main(void) { return 0; }
