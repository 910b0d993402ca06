// The target_device context selector set (OpenMP 5.1): without device_num it describes the
// device being compiled (the host in a host compile, host fallback of a region included; the
// offload device in a device compile), with a constant device_num(n) the offload device of a
// host compile that has one (the host without one), as LLVM's OMPContext decides it (clang-19
// drops the set with a warning). Its traits: kind, arch, device_num; isa and a device_num that
// is no integer literal are errors (declare-variant-target-device-errors.c).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o %t/plain.ll
// RUN: FileCheck %s --check-prefix=PLAIN --input-file=%t/plain.ll
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t/dev.ll
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/nvhost.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/nvhost.bc -emit-llvm %s -o %t/nvdev.ll
// RUN: FileCheck %s --check-prefix=GPU --input-file=%t/nvdev.ll
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm -S %s -o %t/nvhost.ll
// RUN: FileCheck %s --check-prefix=GPUHOST --input-file=%t/nvhost.ll
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/amdhost.bc
// RUN: %ompfe -triple amdgcn-amd-amdhsa -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/amdhost.bc -emit-llvm %s -o %t/amddev.ll
// RUN: FileCheck %s --check-prefix=GPU --input-file=%t/amddev.ll
int when_nohost(void) { return 1; }
int when_host(void) { return 2; }
int when_gpu(void) { return 3; }
int when_x86(void) { return 4; }
int when_dev0(void) { return 5; }
int when_omp(void) { return 6; }
#pragma omp declare variant(when_nohost) match(target_device={kind(nohost)})
int a(void);
int a(void) { return 0; }
#pragma omp declare variant(when_host) match(target_device={kind(host, cpu)})
int b(void);
int b(void) { return 0; }
#pragma omp declare variant(when_gpu) match(target_device={kind(gpu)})
#pragma omp declare variant(when_x86) match(target_device={arch(x86_64)})
int c(void);
int c(void) { return 0; }
#pragma omp declare variant(when_dev0) match(target_device={device_num(0), kind(nohost)})
int d(void);
int d(void) { return 0; }

// A target_device trait weighs only its score(n) (LLVM: a device set's kind weighs 1 here),
// so the device set's variant wins over the target_device set's without a score, and loses
// to it with score(2).
#pragma omp declare variant(when_omp) match(target_device={kind(any)})
#pragma omp declare variant(when_x86) match(device={kind(any, cpu)})
int e(void);
int e(void) { return 0; }
#pragma omp declare variant(when_x86) match(device={kind(cpu)})
#pragma omp declare variant(when_omp) match(target_device={kind(score(2): any)})
int f(void);
int f(void) { return 0; }

// device_num(0) in host code: the offload device (a GPU where the offload target is one).
int when_gpu0(void) { return 7; }
#pragma omp declare variant(when_gpu0) match(target_device={kind(gpu), device_num(0)})
int h(void);
int h(void) { return 0; }

// begin declare variant: the definitions between the lines replace g where the selector holds.
int g(void) { return 10; }
#pragma omp begin declare variant match(target_device={kind(nohost)})
int g(void) { return 11; }
#pragma omp end declare variant

int main(void) {
  int r = 0;
#pragma omp target map(tofrom: r)
  r = a() + b() + c() + d() + e() + f() + g() + h();
  return r + a() + b() + c() + d() + e() + f() + g() + h();
}

// Without offload targets device_num(0) names no device but the host.
// PLAIN-LABEL: define i32 @main(
// PLAIN: call i32 @a()
// PLAIN: call i32 @when_host()
// PLAIN: call i32 @when_x86()
// PLAIN: call i32 @d()
// PLAIN: call i32 @when_x86()
// PLAIN: call i32 @when_omp()
// PLAIN: call i32 @g()
// PLAIN: call i32 @h()
// PLAIN: call i32 @a()
// PLAIN: call i32 @when_host()
// PLAIN: call i32 @when_x86()
// PLAIN: call i32 @d()

// HOST-NOT: ompvariant
// HOST-LABEL: define i32 @main(
// HOST: call i32 @a()
// HOST: call i32 @when_host()
// HOST: call i32 @when_x86()
// HOST: call i32 @when_dev0()
// HOST: call i32 @when_x86()
// HOST: call i32 @when_omp()
// HOST: call i32 @g()
// HOST: call i32 @h()
// HOST-LABEL: define internal void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// HOST: call i32 @a()
// HOST: call i32 @when_host()
// HOST: call i32 @when_x86()
// HOST: call i32 @when_dev0()
// HOST: call i32 @when_x86()
// HOST: call i32 @when_omp()
// HOST: call i32 @g()
// HOST: call i32 @h()
// HOST-NOT: ompvariant

// DEVICE-LABEL: define {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// DEVICE: call i32 @when_nohost()
// DEVICE: call i32 @b()
// DEVICE: call i32 @when_x86()
// DEVICE: call i32 @when_dev0()
// DEVICE: call i32 @when_x86()
// DEVICE: call i32 @when_omp()
// DEVICE: call i32 @"g$ompvariant${{[^"]*}}"()
// DEVICE: call i32 @h()

// GPU-LABEL: define {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// GPU: call i32 @when_nohost()
// GPU: call i32 @b()
// GPU: call i32 @when_gpu()
// GPU: call i32 @when_dev0()
// GPU: call i32 @when_omp()
// GPU: call i32 @when_omp()
// GPU: call i32 @"g$ompvariant${{[^"]*}}"()
// GPU: call i32 @when_gpu0()

// GPUHOST-LABEL: define i32 @main(
// GPUHOST: call i32 @a()
// GPUHOST: call i32 @when_host()
// GPUHOST: call i32 @when_x86()
// GPUHOST: call i32 @when_dev0()
// GPUHOST: call i32 @when_x86()
// GPUHOST: call i32 @when_omp()
// GPUHOST: call i32 @g()
// GPUHOST: call i32 @when_gpu0()
