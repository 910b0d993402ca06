// The overflow built-ins against clang-19's lowering (-O0): the same llvm.*.with.overflow
// intrinsic on the same encompassing width (i33 for int with unsigned, i129 for __int128
// with unsigned __int128), the same extensions and truncations and the same check that the
// truncated value round-trips (the _Bool made int aside), for add and sub over mixed types
// and for the multiplications clang does not special-case (same-signedness operands).
// RUN: %ompfe -emit-llvm -S %s -o %t.ompfe.ll
// RUN: %clang -S -emit-llvm -O0 %s -o %t.clang.ll
// RUN: grep -oE '(call .*with\.overflow\.i[0-9]+|trunc i[0-9]+ .* to i[0-9]+|sext i[0-9]+ .* to i[0-9]+|zext i([2-9]|[0-9][0-9]+) .* to i[0-9]+|icmp ne i[0-9]+)' %t.ompfe.ll | sed -E 's/%%[0-9]+/V/g; /^zext i8 V to i32$/d' > %t.ompfe.txt
// RUN: grep -oE '(call .*with\.overflow\.i[0-9]+|trunc i[0-9]+ .* to i[0-9]+|sext i[0-9]+ .* to i[0-9]+|zext i([2-9]|[0-9][0-9]+) .* to i[0-9]+|icmp ne i[0-9]+)' %t.clang.ll | sed -E 's/%%[0-9]+/V/g; /^zext i8 V to i32$/d' > %t.clang.txt
// RUN: diff %t.ompfe.txt %t.clang.txt
// RUN: FileCheck %s < %t.ompfe.txt
// CHECK: call { i32, i1 } @llvm.sadd.with.overflow.i32
// CHECK: call { i33, i1 } @llvm.sadd.with.overflow.i33
// CHECK: call { i129, i1 } @llvm.sadd.with.overflow.i129
// CHECK: call { i64, i1 } @llvm.umul.with.overflow.i64

int r; short s; unsigned u; long long ll; unsigned long long ull; __int128 w; unsigned char uc;
int f(int a, unsigned b, long long c, unsigned long long d, signed char e, __int128 g, unsigned __int128 h) {
  int n = 0;
  n += __builtin_add_overflow(a, a, &r);
  n += __builtin_add_overflow(a, b, &r);
  n += __builtin_sub_overflow(b, b, &u);
  n += __builtin_sub_overflow(a, b, &u);
  n += __builtin_add_overflow(c, d, &s);
  n += __builtin_sub_overflow(e, e, &uc);
  n += __builtin_add_overflow(g, h, &w);
  n += __builtin_sub_overflow(h, h, &ll);
  n += __builtin_mul_overflow(a, a, &r);
  n += __builtin_mul_overflow(c, c, &s);
  n += __builtin_mul_overflow(d, d, &ull);
  n += __builtin_mul_overflow(e, a, &ll);
  n += __builtin_sadd_overflow(a, a, &r);
  n += __builtin_umulll_overflow(d, d, &ull);
  return n;
}
