// target_device selectors ompfe cannot decide statically: errors at the directive (once, not
// at each call), in declare variant, begin declare variant and metadirective; no object file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls -A %t | count 0
// Which of several offload targets is device 0 is decided at run time.
// RUN: sh -c '%ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,nvptx64-nvidia-cuda -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SEVERAL
int v(void);

#pragma omp declare variant(v) match(target_device={device_num(n)})
int f1(void);
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: 'device_num' in the 'target_device' context selector other than an integer literal is not supported by ompfe (one not constant would choose the device at run time)

#pragma omp declare variant(v) match(target_device={device_num(-1)})
int f2(void);
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: argument to 'device_num' must be a non-negative integer value

#pragma omp declare variant(v) match(target_device={isa(avx512f)})
int f3(void);
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: context selector 'target_device={isa(avx512f)}' is not supported by ompfe

#pragma omp declare variant(v) match(target_device={kind(host), uid("dev0")})
int f4(void);
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: context selector 'target_device={uid("dev0")}' is not supported by ompfe

#pragma omp declare variant(v) match(target_device={kind(accelerator)})
int f5(void);
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: context selector 'target_device={kind(accelerator)}' is not supported by ompfe

#pragma omp declare variant(v) match(target_device={device_num(0), kind(nohost)})
int f6(void);
// SEVERAL: declare-variant-target-device-errors.c:[[@LINE-2]]:1: error: 'device_num' in the 'target_device' context selector with several offload targets is not supported by ompfe (which of them is device 0 is decided at run time)

#pragma omp begin declare variant match(target_device={device_num(1 + 1)})
int f7(void) { return 1; }
#pragma omp end declare variant
// CHECK: declare-variant-target-device-errors.c:[[@LINE-3]]:1: error: 'device_num' in the 'target_device' context selector other than an integer literal

int use(int n, int *a) {
#pragma omp metadirective when(target_device={device_num(n), kind(gpu)}: parallel) otherwise()
  a[0] = 1;
// CHECK: declare-variant-target-device-errors.c:[[@LINE-2]]:27: error: 'device_num' in the 'target_device' context selector other than an integer literal
  return f1() + f2() + f3() + f4() + f5() + f6();
}
// CHECK: exit=1
// SEVERAL: exit=1
