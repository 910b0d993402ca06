/* The types and functions struct_abi_mixed.c shares with Inputs/struct_abi_mixed_callee.c. */
#define EACH_SIZE(X)                                                                               \
  X(C1, 1) X(C2, 2) X(C3, 3) X(C5, 5) X(C7, 7) X(C8, 8) X(C9, 9) X(C12, 12) X(C15, 15) X(C16, 16) \
  X(C17, 17) X(C24, 24) X(C31, 31) X(C40, 40)
#define DECLARE(T, n)                                                                              \
  struct T { char c[n]; };                                                                         \
  unsigned long take_##T(struct T, int);                                                           \
  struct T make_##T(int);
EACH_SIZE(DECLARE)

struct IF { int i; float f; };
struct FI3 { float a; int b; float c; };
struct DD { double a, b; };
struct DDD { double a, b, c; };
struct FFFF { float a, b, c, d; };
struct LD1 { long double x; };
struct LL { long a, b; };
struct LLL { long a, b, c; };
struct Arr { int a[3]; short s; };
struct __attribute__((packed)) P5 { char c; int i; };
struct __attribute__((packed)) P13 { char c; double d; int i; };
struct __attribute__((aligned(32))) A32 { int x; };
union U24 { long l[3]; double d; };

double mixed(struct IF, struct DD, struct DDD, struct FI3, struct LD1, union U24);
long packed(struct P13, struct P5, struct A32, struct Arr);
struct LD1 ld_ret(long double);
struct A32 a32_ret(int);
long crowded(long, long, long, long, long, struct LL, struct IF, struct C3, struct P5, struct C8);
double crowded_sse(double, double, double, double, double, double, double, struct DD, struct IF, struct FFFF);
long vsum(int n, ...);
long call_back(struct LLL (*)(struct LLL, struct C40, char), struct LLL, struct C40);
char small_args(char, unsigned char, short, unsigned short, _Bool);
