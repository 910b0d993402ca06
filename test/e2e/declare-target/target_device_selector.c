// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -DDEVICE_NUM %s -o %t.num
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY LD_LIBRARY_PATH=/usr/lib/llvm-19/lib %t.num | FileCheck %s --check-prefix=NUM
// Covers: the target_device selector set (OpenMP 5.1) in declare variant, begin declare variant
// and metadirective. Without device_num it describes the device being compiled, as the device
// set does: clang-19 does not know the set (it drops it with a warning), so its build reads the
// same selectors with `device` (TD below), and both programs must print the same. With
// device_num(0) (ompfe only) the set describes the offload device, in host code too.
#include <stdio.h>

#ifdef __OMPFE__
#define TD target_device
#else
#define TD device
#endif

int on_nohost(void) { return 1; }
#pragma omp declare variant(on_nohost) match(TD={kind(nohost)})
int where(void);
int where(void) { return 0; }

int on_gpu(void) { return 2; }
int on_x86(void) { return 3; }
#pragma omp declare variant(on_gpu) match(TD={kind(gpu)})
#pragma omp declare variant(on_x86) match(TD={kind(cpu), arch(x86_64)})
int arch(void);
int arch(void) { return 0; }

int block(void) { return 10; }
#pragma omp begin declare variant match(TD={kind(nohost)})
int block(void) { return 11; }
#pragma omp end declare variant

#ifdef DEVICE_NUM
int on_device0(void) { return 5; }
#pragma omp declare variant(on_device0) match(target_device={device_num(0), kind(nohost)})
int device0(void);
int device0(void) { return 0; }
#endif

int main(void) {
  int w = -1, a = -1, b = -1, threads = 0;
#pragma omp target map(from: w, a, b) map(tofrom: threads)
  {
    w = where();
    a = arch();
    b = block();
#ifdef __OMPFE__ /* ompfe does not expand macros in a metadirective's selector (clang-19 does) */
#pragma omp metadirective when(target_device={kind(nohost)}: parallel num_threads(3)) otherwise()
#else
#pragma omp metadirective when(device={kind(nohost)}: parallel num_threads(3)) otherwise()
#endif
    {
#pragma omp atomic
      threads++;
    }
  }
  printf("region: where=%d arch=%d block=%d threads=%d\n", w, a, b, threads);
  int host_threads = 0;
#ifdef __OMPFE__
#pragma omp metadirective when(target_device={kind(host)}: parallel num_threads(2)) otherwise()
#else
#pragma omp metadirective when(device={kind(host)}: parallel num_threads(2)) otherwise()
#endif
  {
#pragma omp atomic
    host_threads++;
  }
  printf("host: where=%d arch=%d block=%d threads=%d\n", where(), arch(), block(), host_threads);
#ifdef DEVICE_NUM
  int d = -1;
#pragma omp target map(from: d)
  d = device0();
  printf("device_num(0): region=%d host=%d\n", d, device0());
#endif
  return 0;
}
// NUM: region: where=1 arch=3 block=11 threads=3
// NUM-NEXT: host: where=0 arch=3 block=10 threads=2
// NUM-NEXT: device_num(0): region=5 host=5
