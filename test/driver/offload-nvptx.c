// NVPTX offloading, as clang-19 drives it: the device compile writes unlinked bitcode for the
// GPU's architecture (-target-cpu sm_XX, no -fPIC, none of the host CPU's flags), the package
// names the architecture, and clang-19 links with -fopenmp-targets= so that clang-linker-wrapper
// links the image with the DeviceRTL (ptxas, nvlink). -### checks no ptxas: it runs nothing.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// -fopenmp-targets=nvptx64 is nvptx64-nvidia-cuda; -Xopenmp-target -march= is its architecture.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 -Xopenmp-target -march=sm_90 -O2 prog.c -o prog 2>&1 | FileCheck %s
// CHECK:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -O2 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// CHECK-NEXT: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O2 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[DEV_BC:[^ ]*/prog-openmp-nvptx64-nvidia-cuda-[^ /]*\.bc]]{{$}}
// CHECK-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*\.pkg]] --image=file=[[DEV_BC]],triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -O2 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda [[HOST_O]] {{(.*libompfe_rt.a )?}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// CHECK-NOT:  {{.}}

// --offload-arch= with -fopenmp alone offloads to nvptx64-nvidia-cuda, as in clang-19; the
// -Xopenmp-target=<triple> form (nvptx64 normalized) names the same architecture.
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 -O2 prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_90 -O2 prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64 -march=sm_90 --offload-arch=sm_90 -O2 prog.c -o prog 2>&1 | FileCheck %s

// With the x86_64 device too: one device compile each, both images in one package, the
// x86_64 one with no architecture; --offload-arch= is the GPU's alone.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,nvptx64 --offload-arch=sm_80 prog.c -o prog 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,nvptx64 -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 prog.c -o prog 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,nvptx64-nvidia-cuda -O0 {{.*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// BOTH-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o [[DEV_X86:[^ ]*\.o]]{{$}}
// BOTH-NEXT: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_80 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[DEV_BC:[^ ]*\.bc]]{{$}}
// BOTH-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*\.pkg]] --image=file=[[DEV_X86]],triple=x86_64-pc-linux-gnu,arch=,kind=openmp --image=file=[[DEV_BC]],triple=nvptx64-nvidia-cuda,arch=sm_80,kind=openmp{{$}}
// BOTH-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*\.o]]{{$}}
// BOTH-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,nvptx64-nvidia-cuda [[HOST_O]] {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// BOTH-NOT:  {{.}}

// The host CPU's flags (-march=native, -m<isa>, stack protector, CET, frame pointer, PIC) go to
// the host and the x86_64 device, not to the GPU; the preprocessor flags and those that shape
// the language (-fgnu89-inline, -ffreestanding, prefix maps) go to every compile.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,nvptx64 --offload-arch=sm_90 -fPIC -march=native -mavx2 \
// RUN:   -fstack-protector-strong -fcf-protection=full -fno-omit-frame-pointer -ffunction-sections -DX=1 -Iinc \
// RUN:   -fgnu89-inline -ffreestanding -ffile-prefix-map=/a=/b -c prog.c 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS:      ompfe -triple x86_64-pc-linux-gnu -fopenmp {{.*}} -D X=1 -I inc -march=native -mavx2 -fstack-protector-strong -fcf-protection=full -fno-omit-frame-pointer -ffunction-sections -fgnu89-inline -ffreestanding -ffile-prefix-map=/a=/b -emit-llvm-bc prog.c
// FLAGS-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device {{.*}} -D X=1 -I inc -march=native -mavx2 -fstack-protector-strong -fcf-protection=full -fno-omit-frame-pointer -ffunction-sections -fgnu89-inline -ffreestanding -ffile-prefix-map=/a=/b -fPIC -emit-obj prog.c
// FLAGS-NEXT: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path {{[^ ]*}} -O0 -resource-dir {{[^ ]*}} -D X=1 -I inc -fgnu89-inline -ffreestanding -ffile-prefix-map=/a=/b -emit-llvm-bc prog.c -o {{[^ ]*}}{{$}}
// FLAGS-NEXT: clang-offload-packager-19
// FLAGS-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -fPIC -emit-obj -fembed-offload-object=

// -c, -S and -S -emit-llvm: the GPU's image is always its bitcode; LLVM IR output writes the
// device IR beside the host's, as for the x86_64 device.
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 -S prog.c 2>&1 | FileCheck %s --check-prefix=ASM
// ASM:      ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 {{.*}} -emit-llvm-bc prog.c -o [[DEV_BC:[^ ]*\.bc]]{{$}}
// ASM-NEXT: clang-offload-packager-19 -o [[PKG:[^ ]*]] --image=file=[[DEV_BC]],triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp{{$}}
// ASM-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -S -fembed-offload-object=[[PKG]] {{[^ ]*}}.bc -o ./.prog.s-{{[^ /]*}}.tmp{{$}}
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 -S -emit-llvm prog.c 2>&1 | FileCheck %s --check-prefix=IR
// IR:      ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 {{.*}} -emit-llvm -S prog.c -o ./.prog-openmp-nvptx64-nvidia-cuda.ll-{{[^ /]*}}.tmp{{$}}
// IR-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-llvm -S {{[^ ]*}}.bc -o ./.prog.ll-{{[^ /]*}}.tmp{{$}}

// --offload-device-only: -c writes the bitcode the image would hold (ompcc runs no ptxas);
// -S is ompfe's PTX. --offload-host-only and -E need no architecture.
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 --offload-device-only -c prog.c 2>&1 | FileCheck %s --check-prefix=DEVICE-OBJ
// DEVICE-OBJ:     ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 {{.*}} -emit-llvm-bc prog.c -o ./.prog-openmp-nvptx64-nvidia-cuda.bc-{{[^ /]*}}.tmp{{$}}
// DEVICE-OBJ-NOT: {{.}}
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 --offload-device-only -S prog.c 2>&1 | FileCheck %s --check-prefix=DEVICE-ASM
// DEVICE-ASM:     ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 {{.*}} -S prog.c -o ./.prog-openmp-nvptx64-nvidia-cuda.s-{{[^ /]*}}.tmp{{$}}
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 --offload-host-only -c prog.c 2>&1 | FileCheck %s --check-prefix=HOST-ONLY
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 -E prog.c 2>&1 | FileCheck %s --check-prefix=PREPROCESS
// HOST-ONLY-NOT: nvptx64-nvidia-cuda -target-cpu
// HOST-ONLY:     ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj
// PREPROCESS:    ompfe -E -fopenmp

// Linking objects built before needs no architecture: the package in each object names it.
// RUN: touch prog.o
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 prog.o -o prog 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: {{^}}clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda prog.o {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}

// Device arguments that do not apply are noted, as for the x86_64 device.
// RUN: %ompcc -### -fopenmp --offload-arch=sm_90 -Xopenmp-target -O3 -Xopenmp-target=%offload-triple -mavx2 -c prog.c 2>&1 | FileCheck %s --check-prefix=NOTES
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple --offload-arch=sm_90 -c prog.c 2>&1 | FileCheck %s --check-prefix=NOT-GPU
// RUN: %ompcc -### --offload-arch=sm_90 -c prog.c 2>&1 | FileCheck %s --check-prefix=NO-OPENMP
// NOTES:      ompcc: note: '-Xopenmp-target -O3' ignored: only -march= applies to the nvptx64-nvidia-cuda device
// NOTES-NEXT: ompcc: note: '-Xopenmp-target=x86_64-pc-linux-gnu -mavx2' ignored: no device argument applies to the x86_64 device
// NOTES:      ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp
// NOT-GPU:     ompcc: note: '--offload-arch=sm_90' ignored: no offload target is a GPU
// NOT-GPU-NOT: nvptx64
// NO-OPENMP:     ompcc: warning: argument unused: --offload-arch=sm_90
// NO-OPENMP-NOT: nvptx64

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
