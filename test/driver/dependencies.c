// The -M family as gcc and clang-19 read it: the host compile's preprocessor writes the make
// rule (never a device compile), to -MF or <output>.d (else <stem>.d), for target -MT/-MQ or
// the output (else <stem>.o); -M and -MM imply -E. CMake and automake builds depend on it.
// RUN: rm -rf %t && mkdir -p %t/out && cp %s %t/prog.c && cd %t

// Which command gets which flags.
// RUN: %ompcc -### -MD -c prog.c -o out/prog.o -I %S/Inputs/deps 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: ompfe -triple {{.*}} -MD -MFout/prog.d -MTout/prog.o -emit-obj prog.c
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -MMD -MP -MT t1 -MQ 't$2' -c prog.c -I %S/Inputs/deps 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// OFFLOAD:      ompfe {{.*}} -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -MMD -MFprog.d -MP -MT t1 -MQ 't$2' -emit-llvm-bc prog.c
// OFFLOAD-NOT:  -MMD
// OFFLOAD-NOT:  -MF
// RUN: %ompcc -### -MD -MF deps.txt prog.c -o app 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: ompfe {{.*}} -MD -MTapp -MFdeps.txt -emit-obj prog.c
// RUN: %ompcc -### -M prog.c 2>&1 | FileCheck %s --check-prefix=RULE-ONLY
// RULE-ONLY: ompfe -E -resource-dir {{.*}} -M prog.c

// What is written: an offloading compile with -MD, next to its object, with the output as target.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -MD -c prog.c -o out/prog.o -I %S/Inputs/deps
// RUN: FileCheck %s --check-prefix=MD < out/prog.d
// MD: out/prog.o: prog.c
// MD: stdio.h
// MD: {{.*}}deps/scale.h
// RUN: %ompcc -MMD -MP -c prog.c -I %S/Inputs/deps
// RUN: FileCheck %s --check-prefix=MMD-MP --implicit-check-not=stdio.h < prog.d
// MMD-MP:      prog.o: prog.c {{.*}}deps/scale.h
// MMD-MP-NEXT: {{.*}}deps/scale.h:
// RUN: %ompcc -M prog.c -I %S/Inputs/deps | FileCheck %s --check-prefix=M
// M: prog.o: prog.c {{.*}}stdc-predef.h {{.*}}
// RUN: %ompcc -MM -MT first -MQ 'second$' prog.c -I %S/Inputs/deps -o rule.mk
// RUN: FileCheck %s --check-prefix=MM --implicit-check-not=stdio.h --implicit-check-not=has_builtin < rule.mk
// MM: first second$$: prog.c
// MM: deps/scale.h
// The program itself is still right.
// RUN: %ompcc -MD prog.c -o app -I %S/Inputs/deps
// RUN: ./app | FileCheck %s --check-prefix=OUTPUT
// OUTPUT: scaled 6
// RUN: FileCheck %s --check-prefix=LINK-RULE < app.d
// LINK-RULE: app: prog.c
// Several sources linked with -o: the rule goes to <output>.d, named after the output, and is
// the last source's, as gcc and clang-19 leave it (each writes it in turn); the earlier sources
// write none, and none is written beside the sources.
// RUN: printf 'int unused_second(void) { return 0; }\n' > second.c && rm -f *.d out/*
// RUN: %ompcc -MMD prog.c second.c -o out/both -I %S/Inputs/deps
// RUN: FileCheck %s --check-prefix=TWO-SOURCES < out/both.d
// RUN: ls | FileCheck %s --check-prefix=NO-STEM-DEPS
// TWO-SOURCES: out/both: second.c
// NO-STEM-DEPS-NOT: .d
// RUN: %ompcc -### -MMD prog.c second.c -o out/both -I %S/Inputs/deps 2>&1 | FileCheck %s --check-prefix=TWO-SOURCES-FLAGS
// TWO-SOURCES-FLAGS:     ompfe {{.*}} -emit-obj prog.c
// TWO-SOURCES-FLAGS-NOT: -MF
// TWO-SOURCES-FLAGS:     ompfe {{.*}} -MMD -MFout/both.d -MTout/both -emit-obj second.c

// ompfe, the compiler proper, takes the flags only where they make sense.
// RUN: not %ompfe -M -emit-llvm prog.c -o x.ll 2>&1 | FileCheck %s --check-prefix=ERR-M
// ERR-M: ompfe: error: -M and -MM need -E: the rule takes the place of the preprocessed text
// RUN: not %ompfe -MD -emit-llvm prog.c -o x.ll 2>&1 | FileCheck %s --check-prefix=ERR-MD
// ERR-MD: ompfe: error: -MD and -MMD need -MF <file> (ompcc names it)

#include <stdio.h>
#include "scale.h"
int main(void) {
  printf("scaled %d\n", 2 * SCALE);
  return 0;
}
