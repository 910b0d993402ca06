// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// Covers: the dispatch construct (OpenMP 5.1 §2.15.2, 5.2 §7.6) with declare variant's
// match(construct={dispatch}) and adjust_args(need_device_ptr: ...): the variant runs where
// dispatch calls the base function, and only there; its need_device_ptr argument is the device
// address of the mapped storage (the kernel it launches with is_device_ptr writes the mapped
// copy), an is_device_ptr pointer passes unchanged, device(n) is the default device during the
// call only, novariants and nocontext call the base function, `x = f(...)` keeps the result, and
// depend waits for a sibling task. clang-19 rejects dispatch ("cannot compile this OpenMP
// dispatch directive yet"), so the results are the specification's, each one checked here.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

static int base_calls, variant_calls;
static void *seen_ptr;
static int seen_device;

/* the variant gets the device copy's address and launches a kernel on it */
int scale_on_device(double *p, int n, double f) {
  variant_calls++;
  seen_ptr = p;
  seen_device = omp_get_default_device();
#pragma omp target is_device_ptr(p) device(seen_device)
  for (int i = 0; i < n; i++) p[i] *= f;
  return n;
}

#pragma omp declare variant(scale_on_device) match(construct={dispatch}) adjust_args(need_device_ptr: p)
int scale(double *p, int n, double f);

int scale(double *p, int n, double f) {
  base_calls++;
  for (int i = 0; i < n; i++) p[i] *= f;
  return -n;
}

/* a variant without adjusted arguments: the pointer passes as it is */
static int *plain_seen;
void touch_variant(int *q) { plain_seen = q; variant_calls++; }
#pragma omp declare variant(touch_variant) match(construct={dispatch})
void touch(int *q);
void touch(int *q) { base_calls++; plain_seen = q; }

int main(void) {
  double a[4] = {1, 2, 3, 4};
  int dev = omp_get_default_device();
  void *dev_a = NULL;

  /* a plain call is the base function's */
  scale(a, 4, 2.0);
  printf("plain: base %d variant %d a[3] %g\n", base_calls, variant_calls, a[3]);
  // CHECK: plain: base 1 variant 0 a[3] 8

#pragma omp target data map(tofrom: a)
  {
#pragma omp target data use_device_addr(a)
    dev_a = a;
    int r = 0;
#pragma omp dispatch
    r = scale(a, 4, 10.0);
    /* the variant scaled the device copy: the host copy is unchanged until the data region ends */
    printf("dispatch: base %d variant %d result %d got device address %d host a[3] %g\n", base_calls, variant_calls, r,
           seen_ptr == dev_a && dev_a != (void *)a, a[3]);
    // CHECK: dispatch: base 1 variant 1 result 4 got device address 1 host a[3] 8

#pragma omp dispatch novariants(1)
    scale(a, 4, 0.5);
#pragma omp dispatch nocontext(1)
    scale(a, 4, 0.5);
    printf("novariants, nocontext: base %d variant %d host a[3] %g\n", base_calls, variant_calls, a[3]);
    // CHECK: novariants, nocontext: base 3 variant 1 host a[3] 2
  }
  /* the device copy (x10) came back over the host's halvings */
  printf("after: a = %g %g %g %g\n", a[0], a[1], a[2], a[3]);
  // CHECK: after: a = 20 40 60 80

  /* device(n): the default device during the call only; on the initial device the storage
   * is the host's own */
  int host = omp_get_initial_device();
#pragma omp dispatch device(host)
  scale(a, 4, 0.5);
  printf("device(initial): variant %d saw device %d as initial %d pointer is a %d default after %d\n", variant_calls,
         seen_device, seen_device == host, seen_ptr == (void *)a, omp_get_default_device() == dev);
  // CHECK: device(initial): variant 2 saw device {{[0-9]+}} as initial 1 pointer is a 1 default after 1
  printf("a = %g %g %g %g\n", a[0], a[1], a[2], a[3]);
  // CHECK: a = 10 20 30 40

  /* is_device_ptr: a device allocation passes unchanged */
  double *d = omp_target_alloc(4 * sizeof(double), dev);
  double init[4] = {1, 1, 1, 1}, back[4];
  omp_target_memcpy(d, init, sizeof init, 0, 0, dev, host);
#pragma omp dispatch is_device_ptr(d)
  scale(d, 4, 3.0);
  omp_target_memcpy(back, d, sizeof back, 0, 0, host, dev);
  printf("is_device_ptr: same pointer %d back %g %g\n", seen_ptr == (void *)d, back[0], back[3]);
  // CHECK: is_device_ptr: same pointer 1 back 3 3
  omp_target_free(d, dev);

  /* a variant whose pointer argument is not adjusted */
  int x = 0;
#pragma omp dispatch nowait
  touch(&x);
  printf("touch: variant %d same pointer %d\n", variant_calls, plain_seen == &x);
  // CHECK: touch: variant 4 same pointer 1

  /* depend: the dispatch waits for the task that writes its input */
  int ready = 0, seen = -1;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: ready) shared(ready)
    {
      usleep(200000);
      ready = 42;
    }
#pragma omp dispatch depend(in: ready)
    touch(&ready);
    seen = *plain_seen;
  }
  printf("depend: saw %d\n", seen);
  // CHECK: depend: saw 42
  return 0;
}

// The variant's need_device_ptr argument comes from omp_get_mapped_ptr on the default device;
// device(n) sets the default device around the call and puts the old one back.
// IR-LABEL: define {{.*}}i32 @main(
// IR: call ptr @omp_get_mapped_ptr(ptr %{{.*}}, i32 %{{.*}})
// IR: call {{.*}}i32 @scale_on_device(
// IR: call void @omp_set_default_device(
// IR: call {{.*}}i32 @scale_on_device(
// IR: call void @omp_set_default_device(
