// Preprocessor flags reach every ompfe command that reads the source, in their order and
// in separate form; the warning flags (-W..., -w) follow in their order, then -g; -std= comes
// after the preprocessor flags (cpp gets it: trigraphs, __STRICT_ANSI__).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -c prog.c -DA=1 -D B -UC -U D -Iinc1 -I inc2 -isystem sys1 -isystemsys2 -include pre.h -includepre2.h -Werror -w -std=c11 -g -Wall -Wno-unused 2>&1 | FileCheck %s
// RUN: %ompcc -### -c prog.c -fopenmp -fopenmp-targets=%offload-triple -DX -Iinc 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// RUN: %ompcc -### -c prog.c -Werror -Wno-error 2>&1 | FileCheck %s --check-prefix=NO-WERROR
// RUN: %ompcc -### -c prog.c '-DMSG="a b"' 2>&1 | FileCheck %s --check-prefix=QUOTED

// CHECK: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}}/lib/ompfe/include -D A=1 -D B -U C -U D -I inc1 -I inc2 -isystem sys1 -isystem sys2 -include pre.h -include pre2.h -std=c11 -Werror -w -Wall -Wno-unused -g -emit-obj prog.c -o ./.prog.o-{{[^ /]*}}.tmp{{$}}

// OFFLOAD:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -D X -I inc -emit-llvm-bc prog.c
// OFFLOAD-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path {{[^ ]*}} -O0 -resource-dir {{[^ ]*}} -D X -I inc -fPIC -emit-obj prog.c
// OFFLOAD-NEXT: clang-offload-packager-19
// The back end reads IR: no preprocessor flags.
// OFFLOAD-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object={{[^ ]*}} {{[^ ]*}}.bc -o ./.prog.o-{{[^ /]*}}.tmp{{$}}

// NO-WERROR: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -Werror -Wno-error -emit-obj prog.c

// -v and -### print commands the way a shell would read them back.
// QUOTED: -resource-dir {{[^ ]*}} -D 'MSG="a b"' -emit-obj

int main(void) { return 0; }
