// RUN: %cmp-clang %s %t.a
// RUN: %cmp-clang %s %t.b -mavx2
// RUN: %cmp-clang %s %t.c -mavx512f
// RUN: %cmp-clang %s %t.d -mavx512f -mno-avx2
// RUN: %cmp-clang %s %t.e -msse4.2 -mno-sse4.1
// RUN: %cmp-clang %s %t.f -march=native
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// RUN: %ompcc -fopenmp -mavx512f %s -o %t.avx512 && %t.avx512 | FileCheck --check-prefix=AVX512 %s
// Covers: declare variant's device={isa(...)} as clang-19 decides it, on the host and on the
// x86_64 offload device (which gets the same flags): the variant is called where the target's
// features (x86-64's baseline, -m<isa>/-mno-<isa> with what they imply, -march=native's) include
// the LLVM feature named; an isa weighs 2^2, above an arch (2^1). ompcc refused every isa
// selector ("context selector 'device={isa("avx2")}' is not supported by ompfe", at column 1).
// A name clang-19 does not know (the OpenMP Examples' "core-avx512") never holds, with clang-19's
// warning on both (ompcc refused it as an instruction set it does not know).
#include <stdio.h>
#include <omp.h>

#pragma omp declare target
const char *base_avx2(void);
const char *on_avx2(void) { return "avx2"; }
#pragma omp declare variant(on_avx2) match(device = {isa("avx2")})
const char *base_avx2(void) { return "base"; }

const char *base_avx512(void);
const char *on_avx512(void) { return "avx512f+avx512bw"; }
#pragma omp declare variant(on_avx512) match(device = {isa(avx512f, "avx512bw")})
const char *base_avx512(void) { return "base"; }

const char *base_sse(void);
const char *on_sse41(void) { return "sse4.1"; }
const char *on_sse2(void) { return "sse2"; }
#pragma omp declare variant(on_sse2) match(device = {isa("sse2")})
#pragma omp declare variant(on_sse41) match(device = {isa("sse4.1")})
const char *base_sse(void) { return "base"; }

/* both hold on x86_64: the isa weighs more than the arch */
const char *base_weigh(void);
const char *by_arch(void) { return "arch"; }
const char *by_isa(void) { return "isa"; }
#pragma omp declare variant(by_isa) match(device = {isa("x87")})
#pragma omp declare variant(by_arch) match(device = {arch(x86_64)})
const char *base_weigh(void) { return "base"; }

const char *base_typo(void);
const char *on_typo(void) { return "core-avx512"; }
#pragma omp declare variant(on_typo) match(device = {isa("core-avx512")})
const char *base_typo(void) { return "base"; }

#pragma omp end declare target

int main(void) {
  const char *d[5];
  int team = 0;
#pragma omp target map(from : d) map(tofrom : team)
#pragma omp parallel num_threads(2) reduction(+ : team)
  {
    team += 1;
    d[0] = base_avx2(), d[1] = base_avx512(), d[2] = base_sse(), d[3] = base_weigh(), d[4] = base_typo();
  }
  printf("host: %s %s %s %s %s\n", base_avx2(), base_avx512(), base_sse(), base_weigh(), base_typo());
  printf("device: %s %s %s %s %s team %d\n", d[0], d[1], d[2], d[3], d[4], team);
  return 0;
}
// CHECK: host: base base sse2 isa base{{$}}
// CHECK: device: base base sse2 isa base team 2
// AVX512: host: avx2 base sse4.1 isa base{{$}}
