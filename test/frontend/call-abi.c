// Call-site ABI attributes against clang-19's for many signatures: every call's byval, sret,
// align, signext, zeroext and inreg, per argument and result.
// RUN: %ompfe -emit-llvm -S %s -o %t.ompfe.ll
// RUN: %clang -S -emit-llvm -O0 %s -o %t.clang.ll
// RUN: python3 %srcroot/test/tools/call-abi.py %t.ompfe.ll %t.clang.ll | FileCheck %s
// CHECK: call-abi: {{[0-9]+}} calls agree

#include <stdarg.h>

/* structures of 1 to 40 bytes of chars, passed and returned */
#define CHARS(n)                                                                                  \
  struct C##n { char c[n]; };                                                                     \
  struct C##n take_c##n(struct C##n, int);                                                        \
  static struct C##n call_c##n(struct C##n x) { return take_c##n(x, n); }
#define CHARS8(a, b, c, d, e, f, g, h) CHARS(a) CHARS(b) CHARS(c) CHARS(d) CHARS(e) CHARS(f) CHARS(g) CHARS(h)
CHARS8(1, 2, 3, 4, 5, 6, 7, 8)
CHARS8(9, 10, 11, 12, 13, 14, 15, 16)
CHARS8(17, 18, 19, 20, 21, 22, 23, 24)
CHARS8(25, 26, 27, 28, 29, 30, 31, 32)
CHARS8(33, 34, 35, 36, 37, 38, 39, 40)

/* mixed integer and floating members */
struct IF { int i; float f; };
struct FI3 { float a; int b; float c; };
struct DD { double a, b; };
struct DDD { double a, b, c; };
struct FFFF { float a, b, c, d; };
struct LD1 { long double x; };
struct DI { double d; int i; };
struct ID { int i; double d; };
struct LL { long a, b; };
struct LLL { long a, b, c; };
struct Arr { int a[3]; short s; };
struct ArrD { double d[2]; };
struct Nest { struct IF a; struct IF b; };
struct __attribute__((packed)) P5 { char c; int i; };
struct __attribute__((packed)) P13 { char c; double d; int i; };
struct __attribute__((aligned(32))) A32 { int x; };
struct A16 { _Alignas(16) long a; long b; };
union U8 { int i; float f; double d; };
union U24 { long l[3]; double d; };
union UF { float f[2]; int i; };
struct Empty {};

struct IF f_if(struct IF);
struct FI3 f_fi3(struct FI3);
struct DD f_dd(struct DD);
struct DDD f_ddd(struct DDD);
struct FFFF f_ffff(struct FFFF);
struct LD1 f_ld1(struct LD1);
struct DI f_di(struct DI);
struct ID f_id(struct ID);
struct LL f_ll(struct LL);
struct LLL f_lll(struct LLL);
struct Arr f_arr(struct Arr);
struct ArrD f_arrd(struct ArrD);
struct Nest f_nest(struct Nest);
struct P5 f_p5(struct P5);
struct P13 f_p13(struct P13);
struct A32 f_a32(struct A32);
struct A16 f_a16(struct A16);
union U8 f_u8(union U8);
union U24 f_u24(union U24);
union UF f_uf(union UF);
struct Empty f_empty(struct Empty, int);

/* scalars that are extended, and those that are not */
char f_char(char, signed char, unsigned char, short, unsigned short, _Bool);
unsigned char f_uchar(int, long, float, double, long double);
short f_short(long double, long long, unsigned long long);
/* (__int128 is left out: clang-19 passes it as two i64 while registers last, ompfe as one
 * i128, which LLVM puts in the same registers or stack slot) */
_Bool f_bool(void *, const char *);
long double f_ldret(void);
__int128 f_i128ret(void);

/* running out of registers: structures that no longer fit go in memory (or, once no integer
 * register is left, small ones as an integer on the stack) */
void f_regs(long, long, long, long, long, struct LL, struct IF, struct C3, struct C8, struct P5);
void f_sse(double, double, double, double, double, double, double, struct DD, struct IF, struct FFFF);
void f_six(int, int, int, int, int, int, struct C3, struct C5, struct C12, struct P5, struct A16);
struct LLL f_sret_regs(long, long, long, long, long, struct LL, struct C4);

/* variadic callees */
int vsum(int n, ...);
int printf(const char *, ...);
void vmix(const char *fmt, ...);

/* a definition called in the same file */
struct LLL defined(struct LLL a, struct C40 b, char c) {
  a.a += b.c[0] + c;
  return a;
}

int use_all(void) {
  struct IF vif = {1, 2};
  struct FI3 vfi3 = {1, 2, 3};
  struct DD vdd = {1, 2};
  struct DDD vddd = {1, 2, 3};
  struct FFFF vffff = {1, 2, 3, 4};
  struct LD1 vld1 = {1};
  struct DI vdi = {1, 2};
  struct ID vid = {1, 2};
  struct LL vll = {1, 2};
  struct LLL vlll = {1, 2, 3};
  struct Arr varr = {{1, 2, 3}, 4};
  struct ArrD varrd = {{1, 2}};
  struct Nest vnest = {{1, 2}, {3, 4}};
  struct P5 vp5 = {1, 2};
  struct P13 vp13 = {1, 2, 3};
  struct A32 va32 = {1};
  struct A16 va16 = {1, 2};
  union U8 vu8 = {1};
  union U24 vu24 = {{1, 2, 3}};
  union UF vuf = {{1, 2}};
  struct Empty vempty;
  struct C3 c3 = {{1}};
  struct C4 c4 = {{1}};
  struct C5 c5 = {{1}};
  struct C8 c8 = {{1}};
  struct C12 c12 = {{1}};
  struct C40 c40 = {{1}};
  int r = 0;

  r += f_if(vif).i;
  r += f_fi3(vfi3).b;
  r += (int)f_dd(vdd).a;
  r += (int)f_ddd(vddd).a;
  r += (int)f_ffff(vffff).a;
  r += (int)f_ld1(vld1).x;
  r += f_di(vdi).i;
  r += f_id(vid).i;
  r += (int)f_ll(vll).a;
  r += (int)f_lll(vlll).a;
  r += f_arr(varr).s;
  r += (int)f_arrd(varrd).d[0];
  r += f_nest(vnest).a.i;
  r += f_p5(vp5).i;
  r += f_p13(vp13).i;
  r += f_a32(va32).x;
  r += (int)f_a16(va16).a;
  r += f_u8(vu8).i;
  r += (int)f_u24(vu24).l[0];
  r += f_uf(vuf).i;
  f_empty(vempty, 1);

  r += f_char('a', -1, 200, -3, 4, 1);
  r += f_uchar(1, 2, 3, 4, 5);
  r += f_short(1, 2, 3);
  r += f_bool(&r, "x");
  r += (int)f_ldret();
  r += (int)f_i128ret();

  f_regs(1, 2, 3, 4, 5, vll, vif, c3, c8, vp5);
  f_sse(1, 2, 3, 4, 5, 6, 7, vdd, vif, vffff);
  f_six(1, 2, 3, 4, 5, 6, c3, c5, c12, vp5, va16);
  r += (int)f_sret_regs(1, 2, 3, 4, 5, vll, c4).a;
  r += (int)defined(vlll, c40, 'z').a;

  r += vsum(3, vll, vdd, vlll);
  r += vsum(9, 1, 2, 3, 4, 5, vll, vll, c3, vif, vdd, c40, vp5, va16);
  r += vsum(9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, vdd, vffff, vif, vld1);
  r += printf("%d %s %f\n", r, "s", 1.5);
  vmix("x", (char)1, (short)2, (_Bool)1, 1.0f, 2.0L, va32, vu24, vuf, vp13);

  r += call_c1(*(struct C1 *)&c40).c[0];
  r += call_c2(*(struct C2 *)&c40).c[0];
  r += call_c3(*(struct C3 *)&c40).c[0];
  r += call_c4(*(struct C4 *)&c40).c[0];
  r += call_c5(*(struct C5 *)&c40).c[0];
  r += call_c6(*(struct C6 *)&c40).c[0];
  r += call_c7(*(struct C7 *)&c40).c[0];
  r += call_c8(*(struct C8 *)&c40).c[0];
  r += call_c9(*(struct C9 *)&c40).c[0];
  r += call_c10(*(struct C10 *)&c40).c[0];
  r += call_c11(*(struct C11 *)&c40).c[0];
  r += call_c12(*(struct C12 *)&c40).c[0];
  r += call_c13(*(struct C13 *)&c40).c[0];
  r += call_c14(*(struct C14 *)&c40).c[0];
  r += call_c15(*(struct C15 *)&c40).c[0];
  r += call_c16(*(struct C16 *)&c40).c[0];
  r += call_c17(*(struct C17 *)&c40).c[0];
  r += call_c18(*(struct C18 *)&c40).c[0];
  r += call_c19(*(struct C19 *)&c40).c[0];
  r += call_c20(*(struct C20 *)&c40).c[0];
  r += call_c21(*(struct C21 *)&c40).c[0];
  r += call_c22(*(struct C22 *)&c40).c[0];
  r += call_c23(*(struct C23 *)&c40).c[0];
  r += call_c24(*(struct C24 *)&c40).c[0];
  r += call_c25(*(struct C25 *)&c40).c[0];
  r += call_c26(*(struct C26 *)&c40).c[0];
  r += call_c27(*(struct C27 *)&c40).c[0];
  r += call_c28(*(struct C28 *)&c40).c[0];
  r += call_c29(*(struct C29 *)&c40).c[0];
  r += call_c30(*(struct C30 *)&c40).c[0];
  r += call_c31(*(struct C31 *)&c40).c[0];
  r += call_c32(*(struct C32 *)&c40).c[0];
  r += call_c33(*(struct C33 *)&c40).c[0];
  r += call_c34(*(struct C34 *)&c40).c[0];
  r += call_c35(*(struct C35 *)&c40).c[0];
  r += call_c36(*(struct C36 *)&c40).c[0];
  r += call_c37(*(struct C37 *)&c40).c[0];
  r += call_c38(*(struct C38 *)&c40).c[0];
  r += call_c39(*(struct C39 *)&c40).c[0];
  r += call_c40(c40).c[0];
  return r;
}

/* through function pointers: the pointer's type gives the attributes */
typedef struct LLL (*big_fn)(struct LLL, struct C40, char);
typedef char (*small_fn)(char, unsigned short, _Bool);
typedef void (*va_fn)(const char *, ...);
typedef struct P13 (*packed_fn)(struct P13, struct A32);

int use_pointers(big_fn big, small_fn small, va_fn va, packed_fn packed, struct LLL (*table[2])(struct LLL, struct C40, char)) {
  struct LLL l = {1, 2, 3};
  struct C40 c40 = {{1}};
  struct P13 p13 = {1, 2, 3};
  struct A32 a32 = {4};
  int r = (int)big(l, c40, 'x').a;
  r += small('y', 7, 1);
  va("z", l, c40, p13, 1.0L);
  r += packed(p13, a32).i;
  r += (int)table[1](l, c40, 1).b;
  r += (int)(*table[0])(l, c40, 2).c;
  big_fn own = defined;
  (void)&own; /* in memory, so that the call stays indirect, as clang-19 -O0 makes it */
  r += (int)own(l, c40, 3).a;
  return r;
}
