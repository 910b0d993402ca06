// Harmless unknown -f/-m flags (and -mllvm with its value) only warn, once each, so
// that existing builds keep working; the compile goes on without them.
// RUN: %ompcc -### -c %s -o %t.o -fno-math-errno -mno-omit-leaf-frame-pointer -fno-math-errno -mllvm -x 2>&1 | FileCheck %s
// -fno-strict-aliasing is honoured by design: ompfe emits no type-based alias information; so is
// -mfpmath=sse, x86_64's default (-mfpmath=387 is refused: test/driver/codegen-flags.c).
// RUN: %ompcc -### -c %s -o %t.o -pedantic -pipe -Wextra -Wl,-z,now -fno-strict-aliasing -fstrict-aliasing -mfpmath=sse 2>&1 | FileCheck %s --check-prefix=SILENT
// -fno-offload-lto is what ompcc does anyway: the device image is linked from objects.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o -fno-offload-lto 2>&1 | FileCheck %s --check-prefix=SILENT

// CHECK:      ompcc: warning: argument unused: -fno-math-errno
// CHECK-NEXT: ompcc: warning: argument unused: -mno-omit-leaf-frame-pointer
// CHECK-NEXT: ompcc: warning: argument unused: -mllvm -x
// CHECK-NOT:  warning
// CHECK:      ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-obj {{[^ ]*}}unused-flags.c -o {{[^ ]*}}.tmp{{$}}

// clang driver flags real builds pass that do not apply here: accepted with a note.
// RUN: %ompcc -### -c %s -o %t.o -Rpass=inline -Rpass-missed=loop-vectorize -Rpass-analysis=loop-vectorize \
// RUN:   -foffload-lto -foffload-lto=thin -Xopenmp-target -march=sm_80 \
// RUN:   -Xopenmp-target=x86_64-pc-linux-gnu -mavx2 2>&1 | FileCheck %s --check-prefix=NOTES
// NOTES:      ompcc: note: '-Rpass=inline' ignored: ompfe writes no optimization remarks
// NOTES-NEXT: ompcc: note: '-Rpass-missed=loop-vectorize' ignored: ompfe writes no optimization remarks
// NOTES-NEXT: ompcc: note: '-Rpass-analysis=loop-vectorize' ignored: ompfe writes no optimization remarks
// NOTES-NEXT: ompcc: note: '-foffload-lto' ignored: the x86_64 device image is linked from objects, without LTO
// NOTES-NEXT: ompcc: note: '-foffload-lto=thin' ignored: the x86_64 device image is linked from objects, without LTO
// NOTES-NEXT: ompcc: note: '-Xopenmp-target -march=sm_80' ignored: no device argument applies to the x86_64 device
// NOTES-NEXT: ompcc: note: '-Xopenmp-target=x86_64-pc-linux-gnu -mavx2' ignored: no device argument applies to the x86_64 device
// NOTES:      ompfe -triple x86_64-pc-linux-gnu -O0

// SILENT-NOT: {{warning|note}}
// SILENT:     ompfe -triple

int main(void) { return 0; }
