// -emit-llvm with offloading: the host IR goes to -o, each device's IR beside it as
// <stem>-openmp-<triple>.ll/.bc; nothing is packaged. --offload-host-only and
// --offload-device-only build one side (the device side still needs the host bitcode).
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -S -emit-llvm prog.c -o out/host.ll 2>&1 | FileCheck %s --check-prefix=LL
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -c -emit-llvm prog.c 2>&1 | FileCheck %s --check-prefix=BC
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -S -emit-llvm --offload-host-only prog.c 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -S -emit-llvm --offload-device-only prog.c 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -S -emit-llvm --offload-device-only prog.c -o dev.ll 2>&1 | FileCheck %s --check-prefix=DEVICE-O
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple --offload-device-only prog.c 2>&1 | FileCheck %s --check-prefix=DEVICE-OBJ

// LL:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// LL-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -fPIC -emit-llvm -S prog.c -o out/.prog-openmp-x86_64-pc-linux-gnu.ll-{{[^ /]*}}.tmp{{$}}
// LL-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-llvm -S [[HOST_BC]] -o out/.host.ll-{{[^ /]*}}.tmp{{$}}
// LL-NOT:  {{.}}

// The host bitcode is the result itself; the device compile reads it before it is renamed.
// BC:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:./.prog.bc-[^ /]*\.tmp]]{{$}}
// BC-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -fPIC -emit-llvm-bc prog.c -o ./.prog-openmp-x86_64-pc-linux-gnu.bc-{{[^ /]*}}.tmp{{$}}
// BC-NOT:  {{.}}

// HOST:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// HOST-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-llvm -S [[HOST_BC]] -o ./.prog.ll-{{[^ /]*}}.tmp{{$}}
// HOST-NOT:  {{.}}

// DEVICE:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// DEVICE-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] {{.*}} -emit-llvm -S prog.c -o ./.prog-openmp-x86_64-pc-linux-gnu.ll-{{[^ /]*}}.tmp{{$}}
// DEVICE-NOT:  {{.}}

// DEVICE-O: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device {{.*}} -emit-llvm -S prog.c -o ./.dev.ll-{{[^ /]*}}.tmp{{$}}

// Device-only never links: it stops at the device object, as clang does.
// DEVICE-OBJ:      -emit-llvm-bc prog.c
// DEVICE-OBJ-NEXT: -fopenmp-is-target-device {{.*}} -fPIC -emit-obj prog.c -o ./.prog-openmp-x86_64-pc-linux-gnu.o-{{[^ /]*}}.tmp{{$}}
// DEVICE-OBJ-NOT:  {{.}}

int main(void) { return 0; }
