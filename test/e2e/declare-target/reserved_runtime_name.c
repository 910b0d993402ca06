// RUN: %cmp-clang %s %t -fopenmp-version=51
// Covers: a program that supplies __llvm_omp_indirect_call_lookup (the name of the GPU device
// runtime's lookup of indirect functions) itself, as LLVM's offload tests do: declared for
// GPUs inside a `begin declare variant match(device={kind(gpu)})` that does not apply here
// (with a `declare target to(...)` of it, skipped like the declaration it names: before, that
// directive was an error about an undeclared name), defined for CPUs, and called in a kernel
// to find the device version of indirect functions. As with clang-19, the program's function
// is an ordinary declare target function: ompfe's own lookup has another name
// (__kmpc_target_translate_fptr), so nothing clashes. (No mixes: a host by ompfe registers
// its indirect-function table, which a device by clang-19 does not have.)
#include <stdio.h>

#pragma omp begin declare variant match(device = {kind(gpu)})
void *__llvm_omp_indirect_call_lookup(void *host_ptr);
#pragma omp declare target to(__llvm_omp_indirect_call_lookup) device_type(nohost)
#pragma omp end declare variant

#pragma omp begin declare variant match(device = {kind(cpu)})
/* the x86_64 device shares the host's addresses */
void *__llvm_omp_indirect_call_lookup(void *host_ptr) { return host_ptr; }
#pragma omp end declare variant

#pragma omp begin declare target indirect
void add_one(int *x) { *x += 1; }
void add_ten(int *x) { *x += 10; }
#pragma omp end declare target

int main(void) {
  void *one = add_one, *ten = add_ten;
  int count = 0;
#pragma omp target map(to: one, ten) map(tofrom: count)
  {
    void *f = __llvm_omp_indirect_call_lookup(one);
    ((void (*)(int *))f)(&count);
    f = __llvm_omp_indirect_call_lookup(ten);
    ((void (*)(int *))f)(&count);
    ((void (*)(int *))__llvm_omp_indirect_call_lookup(ten))(&count);
  }
  printf("count=%d\n", count);
  return 0;
}
