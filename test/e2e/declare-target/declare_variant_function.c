// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: declare variant in its function form (OpenMP 5.0): a call of the base function
// calls the variant wherever the context selector holds at the call: in device code
// (device={kind(nohost)}), inside a target region (construct={target}, host fallback
// included), inside a parallel region (construct={parallel}), for every call
// (implementation={vendor(llvm)}, user={condition(1)}); where several match, the higher
// score wins; where none does, the base function is called.
#include <omp.h>
#include <stdio.h>

int on_device(void) { return 1; }
#pragma omp declare variant(on_device) match(device={kind(nohost)})
int where_base(void);
int where_base(void) { return 0; }

int in_target(int x) { return x + 100; }
int in_parallel(int x) { return x + 200; }
#pragma omp declare variant(in_target) match(construct={target})
#pragma omp declare variant(in_parallel) match(construct={parallel})
int shift(int x) { return x; }

int llvm_flavour(void) { return 7; }
#pragma omp declare variant(llvm_flavour) match(implementation={vendor(llvm)})
int flavour(void) { return 1; }

int never(void) { return -1; }
int always(void) { return 42; }
#pragma omp declare variant(never) match(user={condition(0)})
#pragma omp declare variant(always) match(user={condition(1)})
int answer(void) { return 0; }

/* scores, as OpenMP 5.2 weighs them (clang-19's reading): a device kind outweighs user and
 * implementation traits without score(n); a construct around the call outweighs a device kind */
int va(void) { return 1; }
int vb(void) { return 2; }
int vc(void) { return 3; }
int vd(void) { return 4; }
#pragma omp declare variant(va) match(implementation={vendor(llvm)}, user={condition(1)})
#pragma omp declare variant(vb) match(device={kind(cpu)})
int weighed(void);
int weighed(void) { return 0; }
#pragma omp declare variant(vc) match(device={kind(any, cpu)})
#pragma omp declare variant(vd) match(construct={parallel})
int weighed2(void);
int weighed2(void) { return 0; }

int plain(void) { return 3; }
int gpu_only(void) { return 4; }
#pragma omp declare variant(gpu_only) match(device={kind(gpu)})
int cpu_default(void) { return 3; }

int main(void) {
  int dev = -1, t = -1, p = -1, team = 0;
#pragma omp target map(tofrom: dev, t)
  {
    dev = where_base();
    t = shift(1);
  }
#pragma omp parallel num_threads(2) shared(p, team)
  {
#pragma omp single
    {
      p = shift(2) * 10 + weighed2();
      team = omp_get_num_threads();
    }
  }
  printf("device=%d host=%d target=%d parallel=%d outside=%d team=%d\n", dev, where_base(), t, p, shift(3), team);
  printf("flavour=%d answer=%d cpu=%d plain=%d weighed=%d,%d\n", flavour(), answer(), cpu_default(), plain(), weighed(),
         weighed2());
  return 0;
}
