// use_device_ptr / use_device_addr inside target data: after __tgt_target_data_begin_mapper the
// runtime has replaced the item's base pointer by the device address (RETURN_PARAM); the body
// reads p from a private copy loaded from there (use_device_ptr), or uses the loaded address
// as the array's (use_device_addr). With `if`, the private copy starts as the host value.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s

void sink(void *);

void device_ptr(double *p, int n) {
  #pragma omp target data map(tofrom: p[0:n]) use_device_ptr(p)
  { sink(p); }
  sink(p);
}
// CHECK-LABEL: define void @device_ptr(
// CHECK: call void @__tgt_target_data_begin_mapper(ptr @{{[^,]+}}, i64 -1, i32 1, ptr [[BASE:%[0-9]+]],
// CHECK-NEXT: [[DEV:%[0-9]+]] = load ptr, ptr [[BASE]], align 8
// CHECK-NEXT: store ptr [[DEV]], ptr [[PRIVATE:%[0-9]+]], align 8
// CHECK: [[P:%[0-9]+]] = load ptr, ptr [[PRIVATE]], align 8
// CHECK-NEXT: call void @sink(ptr [[P]])
// CHECK: call void @__tgt_target_data_end_mapper(ptr @{{[^,]+}}, i64 -1, i32 1, ptr [[BASE]],
// after the block, p is the host's again
// CHECK: [[HOST:%[0-9]+]] = load ptr, ptr %{{[0-9]+}}, align 8
// CHECK-NOT: [[PRIVATE]]
// CHECK: call void @sink(ptr [[HOST]])

void device_addr(int c) { int arr[4];
  #pragma omp target data use_device_addr(arr) if(c)
  { sink(arr); }
}
// CHECK-LABEL: define void @device_addr(
// CHECK: store ptr [[ARR:%[0-9]+]], ptr [[SLOT:%[0-9]+]], align 8
// CHECK: br i1 %{{[0-9]+}}, label %[[GO:[0-9]+]], label %[[AFTER:[0-9]+]]
// CHECK: [[GO]]:
// CHECK: call void @__tgt_target_data_begin_mapper(ptr @{{[^,]+}}, i64 -1, i32 1, ptr [[BASE:%[0-9]+]],
// CHECK-NEXT: [[DEV:%[0-9]+]] = load ptr, ptr [[BASE]], align 8
// CHECK-NEXT: store ptr [[DEV]], ptr [[SLOT]], align 8
// CHECK: [[AFTER]]:
// CHECK-NEXT: [[A:%[0-9]+]] = load ptr, ptr [[SLOT]], align 8
// CHECK: call void @sink(ptr [[A]])
