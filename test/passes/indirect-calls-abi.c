// IndirectCalls and call-site ABI attributes: a call through a pointer whose type has ABI
// attributes calls a pointer marked with them (ompfe.abi.callee, see abi_fixup.h); in device
// code the pass translates the pointer under the mark, so the LLVM call both calls the
// translated pointer and carries sret, byval and signext. (grow is `indirect`: the host's
// pointer reaches the device, where only an indirect function can be called through it.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=mark-declare-target,indirect-calls %s -o - | FileCheck %s --check-prefix=MLIR
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEVLL --input-file=%t/dev.ll
// RUN: %cmp-clang %s %t/run
#include <stdio.h>
typedef struct { long a, b, c; } Big;
Big grow(Big x, char k) {
  Big r = {x.a + k, x.b * 2, x.c - k};
  return r;
}
#pragma omp declare target to(grow) indirect
typedef Big (*grow_t)(Big, char);

int main(void) {
  Big v = {1, 2, 3};
  grow_t fp = grow;
  #pragma omp target map(tofrom: v)
  { v = fp(v, -5); }
  v = fp(v, 7);
  printf("%ld %ld %ld\n", v.a, v.b, v.c);
  return 0;
}

// MLIR-LABEL: llvm.func {{.*}}@__omp_offloading_{{.*}}_main_l
// MLIR:      %[[SIG:[0-9]+]] = llvm.mlir.addressof @ompfe.abi.sig.{{[0-9]+}} : !llvm.ptr
// MLIR-NEXT: %[[S:[0-9]+]] = llvm.mlir.addressof @".ompfe.call_site.0" : !llvm.ptr
// MLIR-NEXT: %[[T:[0-9]+]] = llvm.call @__kmpc_target_translate_fptr(%{{[0-9]+}}, %[[S]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// MLIR-NEXT: %[[M:[0-9]+]] = llvm.call @ompfe.abi.callee(%[[T]], %[[SIG]]) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// MLIR-NEXT: llvm.call %[[M]](%{{[0-9]+}}, %arg{{[0-9]+}}, %{{[0-9]+}}) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i8) -> ()
// MLIR: llvm.func @ompfe.abi.sig.{{[0-9]+}}(!llvm.ptr {llvm.align = 8 : i64, llvm.sret = !llvm.array<24 x i8>}, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.array<24 x i8>}, i8 {llvm.signext})

// DEVLL:      %[[T:[0-9]+]] = call ptr @__kmpc_target_translate_fptr(ptr %{{[0-9]+}}, ptr @.ompfe.call_site.0)
// DEVLL-NEXT: call void %[[T]](ptr sret([24 x i8]) align 8 %{{[0-9]+}}, ptr byval([24 x i8]) align 8 %{{[0-9]+}}, i8 signext -5)
// DEVLL-NOT: ompfe.abi

// The host calls the pointer itself, with the same attributes, and the marks are gone.
// HOST: call void %{{[0-9]+}}(ptr sret([24 x i8]) align 8 %{{[0-9]+}}, ptr byval([24 x i8]) align 8 %{{[0-9]+}}, i8 signext 7)
// HOST-NOT: ompfe.abi
