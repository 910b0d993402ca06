// ompfe generates x86_64 code, and nvptx64 device code (options/code_targets.h): any other
// -triple is an error that names what it supports, with no output file, for the host and for a
// device compile; a GPU is never the host. A host compile may still list GPU triples in
// -fopenmp-targets=: its host IR does not depend on them, so a GPU image built by another
// compiler can be linked.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %ompfe -triple aarch64-linux-gnu -emit-llvm %s -o %t/a.ll 2>&1 | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: not %ompfe -triple nvptx64-nvidia-cuda -fopenmp -emit-llvm %s -o %t/dev.ll 2>&1 | FileCheck %s --check-prefix=NVPTX
// RUN: not %ompfe -triple amdgcn-amd-amdhsa -fopenmp -emit-obj %s -o %t/dev.o 2>&1 | FileCheck %s --check-prefix=AMDGCN
// RUN: not %ompfe -triple amdgcn-amd -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-obj %s -o %t/dev.o 2>&1 | FileCheck %s --check-prefix=AMDGCN-SPELLING
// RUN: ls -A %t | FileCheck %s --check-prefix=FILES --implicit-check-not={{.}}
// HOST: ompfe: error: unsupported target triple 'aarch64-linux-gnu' (not a target ompfe generates code for); ompfe generates code for x86_64-pc-linux-gnu (or another x86_64 Linux triple)
// HOST-SAME: and, as offload devices, nvptx64-nvidia-cuda and amdgcn-amd-amdhsa
// NVPTX: ompfe: error: unsupported target triple 'nvptx64-nvidia-cuda' (a GPU is an offload device, never the host); ompfe generates code for x86_64-pc-linux-gnu
// AMDGCN: ompfe: error: unsupported target triple 'amdgcn-amd-amdhsa' (a GPU is an offload device, never the host)
// AMDGCN-SPELLING: ompfe: error: unsupported target triple 'amdgcn-amd' (the AMDGPU device triple is amdgcn-amd-amdhsa)
// FILES: host.bc
int main(void) {
  int x = 1;
  #pragma omp target map(tofrom: x)
  x++;
  return x - 2;
}
