// __builtin_cpu_init, __builtin_cpu_supports and __builtin_cpu_is as clang-19 emits them: a
// call of __cpu_indicator_init, a bit of __cpu_model's feature word (byte 12) or of
// __cpu_features2's words, a field of __cpu_model compared (vendor, type, subtype: the
// numbers of libgcc's interface). An unknown name, an argument that is no string literal and
// a target other than x86-64 are errors (clang-19 only warns for an unknown feature and
// answers 0; gcc-12 refuses it).
// RUN: %ompfe -emit-llvm %s -o - | FileCheck %s
// RUN: not %ompfe -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %ompfe -triple nvptx64-nvidia-cuda -fopenmp -fopenmp-is-target-device -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=GPU

// CHECK: @__cpu_model = external global [4 x i32]
// CHECK: @__cpu_features2 = external global [3 x i32]

// CHECK-LABEL: define {{.*}}@features(
int features(void) {
  // CHECK: call void @__cpu_indicator_init()
  // GPU: builtin-cpu.c:[[@LINE+1]]:3: error: builtin is not supported on this target
  __builtin_cpu_init();
  // CHECK: load i32, ptr getelementptr (i8, ptr @__cpu_model, i32 12)
  // CHECK: and i32 %{{.*}}, 1024
  // CHECK: icmp eq i32 %{{.*}}, 1024
  int avx2 = __builtin_cpu_supports("avx2");
  // gfni: bit 32, __cpu_features2[0] bit 0
  // CHECK: load i32, ptr @__cpu_features2
  // CHECK: and i32 %{{.*}}, 1
  int gfni = __builtin_cpu_supports("gfni");
  // x86-64-v3: bit 97, __cpu_features2[2] bit 1
  // CHECK: load i32, ptr getelementptr (i8, ptr @__cpu_features2, i32 8)
  // CHECK: and i32 %{{.*}}, 2
  int v3 = __builtin_cpu_supports("x86-64-v3");
  return avx2 + gfni + v3;
}

// CHECK-LABEL: define {{.*}}@models(
int models(void) {
  // CHECK: load i32, ptr @__cpu_model
  // CHECK: icmp eq i32 %{{.*}}, 2
  int amd = __builtin_cpu_is("amd");
  // CHECK: load i32, ptr getelementptr (i8, ptr @__cpu_model, i32 4)
  // CHECK: icmp eq i32 %{{.*}}, 6
  int slm = __builtin_cpu_is("slm");
  // CHECK: load i32, ptr getelementptr (i8, ptr @__cpu_model, i32 8)
  // CHECK: icmp eq i32 %{{.*}}, 13
  int haswell = __builtin_cpu_is("haswell");
  return amd + slm + haswell;
}

#ifdef ERRORS
int errors(const char *s) {
  // ERR: builtin-cpu.c:[[@LINE+1]]:34: error: invalid cpu feature string for builtin
  int a = __builtin_cpu_supports("avx3");
  // ERR: builtin-cpu.c:[[@LINE+1]]:28: error: invalid cpu name for builtin
  int b = __builtin_cpu_is("pentium");
  // ERR: builtin-cpu.c:[[@LINE+1]]:34: error: expression is not a string literal
  int c = __builtin_cpu_supports(s);
  // ERR: builtin-cpu.c:[[@LINE+1]]:34: error: invalid cpu feature string for builtin
  int d = __builtin_cpu_supports("avx2,bmi");
  // ERR: builtin-cpu.c:[[@LINE+1]]:34: error: invalid cpu feature string for builtin
  int e = __builtin_cpu_supports("fxsr");
  return a + b + c + d + e;
}
#endif
