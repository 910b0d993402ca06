// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __builtin_cpu_init, __builtin_cpu_supports and __builtin_cpu_is read the CPU description
// that libgcc's __cpu_indicator_init fills in (__cpu_model, __cpu_features2), as gcc-12 and
// clang-19 emit them: the same answers as gcc-12 on this machine, and a function picked by
// hand for the CPU (function multi-versioning as code bases write it). ompfe refused the
// names ("use of undeclared identifier").
#include <stdio.h>

__attribute__((target("avx2"))) static int sum_avx2(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static int sum_plain(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
static int (*pick_sum(void))(const int *, int) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") ? sum_avx2 : sum_plain;
}

#define S(f) printf("%-12s %d\n", f, __builtin_cpu_supports(f) != 0)
#define IS(c) printf("is %-12s %d\n", c, __builtin_cpu_is(c) != 0)

int main(void) {
  __builtin_cpu_init();
  S("cmov"); S("mmx"); S("popcnt"); S("sse"); S("sse2"); S("sse3"); S("ssse3"); S("sse4.1");
  S("sse4.2"); S("avx"); S("avx2"); S("sse4a"); S("fma4"); S("xop"); S("fma"); S("avx512f");
  S("bmi"); S("bmi2"); S("aes"); S("pclmul"); S("avx512vl"); S("avx512bw"); S("avx512dq");
  S("avx512cd"); S("avx512vbmi"); S("avx512ifma"); S("avx512vpopcntdq"); S("avx512vbmi2");
  S("gfni"); S("vpclmulqdq"); S("avx512vnni"); S("avx512bitalg"); S("avx512bf16");
  S("adx"); S("clflushopt"); S("clwb"); S("f16c"); S("fsgsbase"); S("lzcnt");
  S("movbe"); S("pku"); S("prfchw"); S("rdrnd"); S("rdseed"); S("rtm"); S("sha"); S("vaes");
  S("xsave"); S("xsavec"); S("xsaveopt"); S("xsaves"); S("avx512fp16"); S("avxvnni");
  S("x86-64"); S("x86-64-v2"); S("x86-64-v3"); S("x86-64-v4");
  IS("intel"); IS("amd"); IS("corei7"); IS("amdfam17h"); IS("amdfam19h"); IS("haswell");
  IS("skylake"); IS("icelake-server"); IS("sapphirerapids"); IS("znver2"); IS("znver3");
  IS("atom"); IS("slm");
  int v[100];
  for (int i = 0; i < 100; i++) v[i] = i * 3;
  printf("sum %d\n", pick_sum()(v, 100));
  return 0;
}
