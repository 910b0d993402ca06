// AMDGPU offloading, as clang-19 drives it and as for nvptx64 (offload-nvptx.c): the device
// compile writes unlinked bitcode for the GPU's architecture (-target-cpu gfxNNN, no -fPIC,
// none of the host CPU's flags), the package names the architecture, and clang-19 links with
// -fopenmp-targets= so that clang-linker-wrapper links the image with the DeviceRTL and
// ld.lld-19. -### checks neither the DeviceRTL nor lld: it runs nothing.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// -fopenmp-targets=amdgcn-amd-amdhsa with -Xopenmp-target -march= (the one target), with
// -Xopenmp-target=<triple> -march=, or --offload-arch=gfxNNN, which alone implies the target.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target -march=gfx90a -O2 prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx90a -O2 prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp --offload-arch=gfx90a -O2 prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa --offload-arch=gfx90a -Xopenmp-target -march=gfx90a -O2 prog.c -o prog 2>&1 | FileCheck %s
// CHECK:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -O2 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// CHECK-NEXT: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O2 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[DEV_BC:[^ ]*/prog-openmp-amdgcn-amd-amdhsa-[^ /]*\.bc]]{{$}}
// CHECK-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*\.pkg]] --image=file=[[DEV_BC]],triple=amdgcn-amd-amdhsa,arch=gfx90a,kind=openmp{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -O2 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa [[HOST_O]] {{(.*libompfe_rt.a )?}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// CHECK-NOT:  {{.}}

// Other spellings of AMD processors: gfx + three or four digits and hex letters.
// RUN: %ompcc -### -fopenmp --offload-arch=gfx1030 -c prog.c 2>&1 | FileCheck %s --check-prefix=GFX1030
// RUN: %ompcc -### -fopenmp --offload-arch=gfx942 -c prog.c 2>&1 | FileCheck %s --check-prefix=GFX942
// GFX1030: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx1030 -fopenmp
// GFX1030: --image=file={{[^ ]*}},triple=amdgcn-amd-amdhsa,arch=gfx1030,kind=openmp{{$}}
// GFX942:  ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx942 -fopenmp

// Both GPUs and the x86_64 device in one executable: one device compile and one image per
// target, in -fopenmp-targets= order, each GPU with its own architecture.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa,nvptx64 --offload-arch=gfx90a,sm_90 prog.c -o prog 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa,nvptx64 --offload-arch=sm_90 --offload-arch=gfx90a prog.c -o prog 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa,nvptx64-nvidia-cuda -Xopenmp-target=nvptx64 -march=sm_90 \
// RUN:   -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx90a prog.c -o prog 2>&1 | FileCheck %s --check-prefix=ALL
// ALL:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,amdgcn-amd-amdhsa,nvptx64-nvidia-cuda -O0 {{.*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// ALL-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o [[DEV_X86:[^ ]*\.o]]{{$}}
// ALL-NEXT: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[DEV_AMD:[^ ]*\.bc]]{{$}}
// ALL-NEXT: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[DEV_NV:[^ ]*\.bc]]{{$}}
// ALL-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*\.pkg]] --image=file=[[DEV_X86]],triple=x86_64-pc-linux-gnu,arch=,kind=openmp --image=file=[[DEV_AMD]],triple=amdgcn-amd-amdhsa,arch=gfx90a,kind=openmp --image=file=[[DEV_NV]],triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp{{$}}
// ALL-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*\.o]]{{$}}
// ALL-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,amdgcn-amd-amdhsa,nvptx64-nvidia-cuda [[HOST_O]] {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// ALL-NOT:  {{.}}

// --offload-arch= alone makes each GPU it names a target, in the order named, as clang-19.
// RUN: %ompcc -### -fopenmp --offload-arch=gfx90a,sm_80 -c prog.c 2>&1 | FileCheck %s --check-prefix=IMPLIED
// RUN: %ompcc -### -fopenmp --offload-arch=gfx90a --offload-arch=sm_80 --offload-arch=gfx90a -c prog.c 2>&1 | FileCheck %s --check-prefix=IMPLIED
// IMPLIED:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa,nvptx64-nvidia-cuda -O0
// IMPLIED-NEXT: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp
// IMPLIED-NEXT: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_80 -fopenmp
// IMPLIED-NEXT: --image={{[^ ]*}},triple=amdgcn-amd-amdhsa,arch=gfx90a,kind=openmp --image={{[^ ]*}},triple=nvptx64-nvidia-cuda,arch=sm_80,kind=openmp{{$}}

// The host CPU's flags go to the host and the x86_64 device, not to the AMD GPU; the
// preprocessor flags and those that shape the language go to every compile.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa --offload-arch=gfx90a -fPIC -march=native -mavx2 \
// RUN:   -fstack-protector-strong -fno-omit-frame-pointer -DX=1 -Iinc -ffreestanding -c prog.c 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS:      ompfe -triple x86_64-pc-linux-gnu -fopenmp {{.*}} -D X=1 -I inc -march=native -mavx2 -fstack-protector-strong -fno-omit-frame-pointer -ffreestanding -emit-llvm-bc prog.c
// FLAGS-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device {{.*}} -march=native -mavx2 {{.*}} -fPIC -emit-obj prog.c
// FLAGS-NEXT: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path {{[^ ]*}} -O0 -resource-dir {{[^ ]*}} -D X=1 -I inc -ffreestanding -emit-llvm-bc prog.c -o {{[^ ]*}}{{$}}

// --offload-device-only -c writes the bitcode the image would hold; -S -emit-llvm the device
// IR beside the host's; --offload-host-only needs no architecture.
// RUN: %ompcc -### -fopenmp --offload-arch=gfx90a --offload-device-only -c prog.c 2>&1 | FileCheck %s --check-prefix=DEVICE-OBJ
// DEVICE-OBJ:     ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a {{.*}} -emit-llvm-bc prog.c -o ./.prog-openmp-amdgcn-amd-amdhsa.bc-{{[^ /]*}}.tmp{{$}}
// DEVICE-OBJ-NOT: {{.}}
// RUN: %ompcc -### -fopenmp --offload-arch=gfx90a -S -emit-llvm prog.c 2>&1 | FileCheck %s --check-prefix=IR
// IR: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a {{.*}} -emit-llvm -S prog.c -o ./.prog-openmp-amdgcn-amd-amdhsa.ll-{{[^ /]*}}.tmp{{$}}
// RUN: %ompcc -### -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa --offload-host-only -c prog.c 2>&1 | FileCheck %s --check-prefix=HOST-ONLY
// HOST-ONLY-NOT: -target-cpu
// HOST-ONLY:     ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj

// Linking objects built before needs no architecture: the package in each object names it.
// RUN: touch prog.o
// RUN: %ompcc -### -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa prog.o -o prog 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: {{^}}clang-19 -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa prog.o {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}

// An architecture for a GPU that is not a target is noted and ignored, each of a list apart.
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 --offload-arch=gfx90a,sm_90 -c prog.c 2>&1 | FileCheck %s --check-prefix=NOTES
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple --offload-arch=gfx90a -c prog.c 2>&1 | FileCheck %s --check-prefix=NOT-GPU
// RUN: %ompcc -### -fopenmp -fopenmp-targets=nvptx64 --offload-arch=sm_90 -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx90a -c prog.c 2>&1 | FileCheck %s --check-prefix=NOT-TARGET
// NOTES:      ompcc: note: 'gfx90a' in '--offload-arch=gfx90a,sm_90' ignored: amdgcn-amd-amdhsa is not an offload target (-fopenmp-targets=)
// NOTES:      ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp
// NOTES-NOT:  amdgcn
// NOT-GPU:     ompcc: note: '--offload-arch=gfx90a' ignored: no offload target is a GPU
// NOT-GPU-NOT: amdgcn
// NOT-TARGET:     ompcc: note: '-Xopenmp-target=amdgcn-amd-amdhsa -march=gfx90a' ignored: amdgcn-amd-amdhsa is not an offload target (-fopenmp-targets=)
// NOT-TARGET-NOT: amdgcn

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
