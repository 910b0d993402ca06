// Flags that build systems pass, honoured as gcc and clang-19 honour them.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// -fvisibility=hidden: definitions without an attribute are hidden (host code only), so a
// shared library exports just what it marks default.
// RUN: %ompcc -shared -fPIC -fvisibility=hidden %S/Inputs/flags/lib.c -o libhidden.so
// RUN: nm -D --defined-only libhidden.so | FileCheck %s --check-prefix=EXPORTS --implicit-check-not=internal_
// EXPORTS: T lib_api
// RUN: %ompcc -shared -fPIC %S/Inputs/flags/lib.c -o libdefault.so
// RUN: nm -D --defined-only libdefault.so | FileCheck %s --check-prefix=ALL
// ALL-DAG: D internal_table
// ALL-DAG: T internal_helper
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -fvisibility=hidden -fcommon -c prog.c 2>&1 | FileCheck %s --check-prefix=HOST-ONLY
// HOST-ONLY:     -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -fvisibility=hidden -fcommon -emit-llvm-bc
// HOST-ONLY-NOT: -fvisibility

// -fcommon merges tentative definitions at link time; -fno-common (the default, as in gcc 12
// and clang-19) makes them an error.
// RUN: %ompcc -fcommon %S/Inputs/flags/common1.c %S/Inputs/flags/common2.c -o common && ./common | FileCheck %s --check-prefix=COMMON
// COMMON: counter 3
// RUN: not %ompcc -fno-common %S/Inputs/flags/common1.c %S/Inputs/flags/common2.c -o nocommon 2>&1 | FileCheck %s --check-prefix=NO-COMMON
// NO-COMMON: multiple definition of `shared_counter'

// -fsyntax-only checks and writes nothing.
// RUN: %ompcc -fsyntax-only prog.c
// RUN: not %ompcc -fsyntax-only -DBROKEN prog.c 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: prog.c:[[@LINE+22]]:{{[0-9]+}}: error: use of undeclared identifier 'broken'
// RUN: not ls prog.o a.out

// -E output shapes: -P, -dM, -C; a compile rejects them in ompfe and ignores them in ompcc.
// RUN: %ompcc -E -P prog.c | FileCheck %s --check-prefix=NO-MARKERS --implicit-check-not='# 1'
// NO-MARKERS: int main(void)
// RUN: %ompcc -fopenmp -E -dM prog.c | FileCheck %s --check-prefix=MACROS
// MACROS: #define _OPENMP 202011
// RUN: %ompcc -P -dM -c prog.c -o prog.o
// RUN: not %ompfe -dM -emit-llvm prog.c -o x.ll 2>&1 | FileCheck %s --check-prefix=DM-COMPILE
// DM-COMPILE: ompfe: error: -dM is for -E only: it changes the preprocessed text

// Standard input: -x names the language (-E reads C); outputs are named "-.o" as with gcc.
// RUN: cat prog.c | %ompcc -x c -c -
// RUN: ls ./-.o
// RUN: cat prog.c | not %ompcc -DBROKEN -x c -c - 2>&1 | FileCheck %s --check-prefix=STDIN-ERROR
// STDIN-ERROR: <stdin>:[[@LINE+6]]:{{[0-9]+}}: error: use of undeclared identifier 'broken'
// RUN: cat prog.c | not %ompcc -c - 2>&1 | FileCheck %s --check-prefix=STDIN-LANGUAGE
// STDIN-LANGUAGE: ompcc: error: -E or -x required when input is from standard input

int main(void) {
#ifdef BROKEN
  return broken;
#endif
  return 0;
}
