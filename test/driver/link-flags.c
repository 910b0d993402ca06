// The link keeps objects, libraries and linker flags in their command-line order. OpenMP
// links add LLVM 19's library directory as rpath (so that libomp 19 wins over the system's
// libomp 14) after everything else; plain C links do not.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c && cp %s %t/b.c && touch %t/lib.a %t/x.o && cd %t
// RUN: %ompcc -### a.c -lm -L/opt/lib x.o -Wl,--as-needed b.c -l foo lib.a -L /opt/l2 -Xlinker -z -Xlinker now -pthread -rdynamic -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -shared -fPIC a.c -o liba.so 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: %ompcc -### -static a.c 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: %ompcc -### -fopenmp a.c -lm -o prog 2>&1 | FileCheck %s --check-prefix=OPENMP-HOST
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple x.o -Wl,--gc-sections lib.a -Xoffload-linker -latomic -Xoffload-linker-%offload-triple -lm -o prog 2>&1 | FileCheck %s --check-prefix=OFFLOAD-LINK
// RUN: %ompcc -### -c a.c x.o -lm 2>&1 | FileCheck %s --check-prefix=NOT-LINKING

// CHECK:      ompfe {{.*}} -emit-obj a.c -o [[A:[^ ]*/a-[^ /]*\.o]]{{$}}
// CHECK-NEXT: ompfe {{.*}} -emit-obj b.c -o [[B:[^ ]*/b-[^ /]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-19 [[A]] -lm -L/opt/lib x.o -Wl,--as-needed [[B]] -lfoo lib.a -L/opt/l2 -Xlinker -z -Xlinker now -pthread -rdynamic -o ./.prog-{{[^ /]*}}.tmp{{$}}

// SHARED:      ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -fPIC -emit-obj a.c
// SHARED-NEXT: {{^}}clang-19 -shared {{[^ ]*}}.o -o ./.liba.so-{{[^ /]*}}.tmp{{$}}

// STATIC: {{^}}clang-19 -static {{[^ ]*}}.o -o ./.a.out-{{[^ /]*}}.tmp{{$}}

// Without offload targets the regions run on the host: one compile straight to the object.
// OPENMP-HOST:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -O0 -resource-dir {{[^ ]*}} -emit-obj a.c -o [[A:[^ ]*\.o]]{{$}}
// OPENMP-HOST-NEXT: {{^}}clang-19 -fopenmp [[A]] -lm {{(.*libompfe_rt.a )?}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// OPENMP-HOST-NOT:  {{.}}

// The devices' linker flags go to clang-19's link, which gives them to clang-linker-wrapper.
// OFFLOAD-LINK:     {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu x.o -Wl,--gc-sections lib.a -Xoffload-linker -latomic -Xoffload-linker-x86_64-pc-linux-gnu -lm {{(.*libompfe_rt.a )?}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// OFFLOAD-LINK-NOT: {{.}}

// NOT-LINKING:     ompcc: warning: x.o: linker input unused because linking not done
// NOT-LINKING:     ompfe {{.*}} -emit-obj a.c -o ./.a.o-{{[^ /]*}}.tmp{{$}}
// NOT-LINKING-NOT: clang-19

int main(void) { return 0; }
