// The IR signatures of 16-byte aggregates holding a long double or a __float128, against
// clang-19's: a long double merged with integers covering both eightbytes is INTEGER, INTEGER
// ({ i64, i64 }, two i64 arguments), while one beside an int, a double, float[4] or _Complex
// float, or alone in a structure, stays in memory (a lone one returns as x86_fp80); an
// aggregate of only a __float128 is SSE, SSEUP (fp128, or <2 x double> for a union with a
// double) in one register, not two doubles; va_arg reads it from the register save area.
// RUN: %ompfe -emit-llvm -S %s -o %t.ompfe.ll
// RUN: %clang -S -emit-llvm -O0 %s -o %t.clang.ll
// RUN: python3 %srcroot/test/tools/call-abi.py %t.ompfe.ll %t.clang.ll | FileCheck %s --check-prefix=CALLS
// RUN: FileCheck %s < %t.ompfe.ll
// CALLS: call-abi: {{[0-9]+}} calls agree

union U { long long i[2]; long double ld; };
union V { __int128 q; long double ld; };
union W { char c[16]; long double ld; };
struct N { union { long double ld; long l[2]; } u; };
union M { long double ld; struct { long a, b; } s; };
union K1 { long double ld; int i; };
union K2 { long double ld; double d; };
union K3 { long double ld; float f[4]; };
union K4 { long double ld; _Complex float c; };
struct K5 { long double ld; };
struct Q { __float128 q; };
union A { __float128 q; double d; };
struct C { union { __float128 q; } u; };
union QL { __float128 q; long l[2]; };

#define F(T, n)                                                                                   \
  T r_##n(T *p) { return *p; }                                                                    \
  void a_##n(T x, T *p) { *p = x; }                                                               \
  T c_##n(T *p) {                                                                                 \
    a_##n(*p, p);                                                                                 \
    return r_##n(p);                                                                              \
  }
// CHECK-LABEL: define { i64, i64 } @r_u(ptr
// CHECK-LABEL: define void @a_u(i64 %0, i64 %1, ptr
F(union U, u)
// CHECK-LABEL: define { i64, i64 } @r_v(ptr
// CHECK-LABEL: define void @a_v(i64 %0, i64 %1, ptr
F(union V, v)
// CHECK-LABEL: define { i64, i64 } @r_w(ptr
// CHECK-LABEL: define void @a_w(i64 %0, i64 %1, ptr
F(union W, w)
// CHECK-LABEL: define { i64, i64 } @r_n(ptr
// CHECK-LABEL: define void @a_n(i64 %0, i64 %1, ptr
F(struct N, n)
// CHECK-LABEL: define { i64, i64 } @r_m(ptr
// CHECK-LABEL: define void @a_m(i64 %0, i64 %1, ptr
F(union M, m)
// CHECK-LABEL: define void @r_k1(ptr sret
// CHECK-LABEL: define void @a_k1(ptr byval
F(union K1, k1)
// CHECK-LABEL: define void @r_k2(ptr sret
// CHECK-LABEL: define void @a_k2(ptr byval
F(union K2, k2)
// CHECK-LABEL: define void @r_k3(ptr sret
// CHECK-LABEL: define void @a_k3(ptr byval
F(union K3, k3)
// CHECK-LABEL: define void @r_k4(ptr sret
// CHECK-LABEL: define void @a_k4(ptr byval
F(union K4, k4)
// CHECK-LABEL: define x86_fp80 @r_k5(ptr
// CHECK-LABEL: define void @a_k5(ptr byval
F(struct K5, k5)
// CHECK-LABEL: define fp128 @r_q(ptr
// CHECK-LABEL: define void @a_q(fp128 %0, ptr
F(struct Q, q)
// CHECK-LABEL: define <2 x double> @r_a(ptr
// CHECK-LABEL: define void @a_a(<2 x double> %0, ptr
F(union A, a)
// CHECK-LABEL: define fp128 @r_c(ptr
// CHECK-LABEL: define void @a_c(fp128 %0, ptr
F(struct C, c)
// CHECK-LABEL: define { i64, i64 } @r_ql(ptr
// CHECK-LABEL: define void @a_ql(i64 %0, i64 %1, ptr
F(union QL, ql)

int vsum(int n, ...);
// CHECK-LABEL: define {{.*}}@vcalls(
// CHECK: call {{.*}}@vsum(i32 {{.*}}, i64 {{.*}}, i64 {{.*}}, ptr {{.*}}, fp128 {{.*}}, <2 x double> {{.*}}, fp128
int vcalls(union U u, union K2 k, struct Q q, union A a, __float128 f) { return vsum(5, u, k, q, a, f); }

// va_arg of a __float128 or a structure of one: one 16-byte load from the SSE save area
// CHECK-LABEL: define {{.*}}@vread(
// CHECK: load fp128, ptr %{{[0-9]+}}, align 8
// CHECK: load fp128, ptr %{{[0-9]+}}, align 8
// CHECK: load <2 x double>, ptr %{{[0-9]+}}, align 8
__float128 vread(int n, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, n);
  __float128 f = __builtin_va_arg(ap, __float128);
  struct Q q = __builtin_va_arg(ap, struct Q);
  union A a = __builtin_va_arg(ap, union A);
  __builtin_va_end(ap);
  return f + q.q + a.q;
}
