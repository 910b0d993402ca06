// IndirectCalls: in the device compile, every call through a function pointer in device code
// first passes the pointer through __kmpc_target_translate_fptr (declared once), with the
// call's place as a constant string (one per place, for the error the lookup gives when the
// pointer is a host function it cannot translate), and calls the result; direct calls are untouched, and so is host code: the host compile, and the
// host functions still in the device module when the pass runs alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=mark-declare-target,indirect-calls -mlir-print-ir-before=indirect-calls \
// RUN:   -mlir-print-ir-after=indirect-calls %s -o %t/dev.mlir 2> %t/dev.txt
// RUN: FileCheck %s --input-file=%t/dev.txt
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-mlir -passes=mark-declare-target,indirect-calls %s -o - \
// RUN:   | FileCheck %s --check-prefix=HOST
// The device's LLVM IR (the whole pipeline).
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEVLL --input-file=%t/dev.ll

int twice(int x) { return 2 * x; }
#pragma omp declare target to(twice)
typedef int (*fp_t)(int);

int apply(fp_t f, int x) { return f(x); }

int main(void) {
  int r = 1;
  fp_t fp = twice;
  #pragma omp target map(tofrom: r)
  { r = fp(r) + twice(r) + apply(fp, r); }
  return fp(r);
}

// CHECK-LABEL: IR Dump Before IndirectCalls (indirect-calls)
// CHECK-NOT:   __kmpc_target_translate_fptr
// CHECK-LABEL: IR Dump After IndirectCalls (indirect-calls)
// apply: the call through its parameter.
// CHECK:       llvm.func @apply(%arg0: !llvm.ptr, %arg1: i32) -> i32 attributes {omp.declare_target
// The parameters are only read: the arguments themselves are the pointer and its operand.
// CHECK:         %[[S1:[0-9]+]] = llvm.mlir.addressof @".ompfe.call_site.0" : !llvm.ptr
// CHECK-NEXT:    %[[T1:[0-9]+]] = llvm.call @__kmpc_target_translate_fptr(%arg0, %[[S1]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %{{[0-9]+}} = llvm.call %[[T1]](%arg1) : !llvm.ptr, (i32) -> i32
// main is host code: its call is not translated.
// CHECK:       llvm.func @main()
// CHECK-NOT:   __kmpc_target_translate_fptr
// CHECK:         llvm.call %{{[0-9]+}}(%{{[0-9]+}}) : !llvm.ptr, (i32) -> i32
// CHECK:       llvm.func {{.*}}@__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// CHECK:         %[[S2:[0-9]+]] = llvm.mlir.addressof @".ompfe.call_site.1" : !llvm.ptr
// CHECK-NEXT:    %[[T2:[0-9]+]] = llvm.call @__kmpc_target_translate_fptr(%{{[0-9]+}}, %[[S2]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:    %{{[0-9]+}} = llvm.call %[[T2]](%{{[0-9]+}}) : !llvm.ptr, (i32) -> i32
// CHECK-NOT:     __kmpc_target_translate_fptr
// CHECK:         llvm.call @twice(%{{[0-9]+}}) : (i32) -> i32
// CHECK:         llvm.call @apply(%{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr, i32) -> i32
// CHECK:       llvm.func @__kmpc_target_translate_fptr(!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NOT:   llvm.func @__kmpc_target_translate_fptr
// CHECK:       llvm.mlir.global private constant @".ompfe.call_site.0"("{{.*}}indirect-calls.c:[[#@LINE-32]]:35\00")
// CHECK-NEXT:  llvm.mlir.global private constant @".ompfe.call_site.1"("{{.*}}indirect-calls.c:[[#@LINE-27]]:9\00")

// HOST-NOT: __kmpc_target_translate_fptr

// DEVLL-DAG: %[[P:[0-9]+]] = call ptr @__kmpc_target_translate_fptr(ptr %{{[0-9]+}}, ptr @.ompfe.call_site.1)
// DEVLL-DAG: call i32 %[[P]](i32 %{{[0-9]+}})
// DEVLL-DAG: call i32 @twice(
// DEVLL-DAG: define weak_odr hidden ptr @__kmpc_target_translate_fptr(ptr %0, ptr %1)
// The x86_64 device shares the host's addresses: a pointer into the host's code (the bounds
// after the table's pairs) that the table does not hold stops the program at the call site.
// DEVLL-DAG: @.ompfe.host_function_called = private unnamed_addr constant {{.*}} c"%s: error: device code called the host function at %p through a pointer;
// DEVLL-DAG: %bounds = getelementptr i8, ptr %table,
// DEVLL-DAG: call i32 (i32, ptr, ...) @dprintf(i32 2, ptr @.ompfe.host_function_called, ptr %1, ptr %0)
// DEVLL-DAG: call void @abort()
