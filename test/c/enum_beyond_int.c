// RUN: %cmp-gcc %s %t
// Enumerators whose values do not fit int (GNU C, C23): inside the list each has its value's
// type; once the list ends, the enumeration's integer type (unsigned int, long or unsigned long).
#include <stdio.h>

#define TYPE(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", unsigned long: "unsigned long", \
                         long long: "long long", unsigned long long: "unsigned long long", default: "other")

enum u32 { BIG = 0x80000000, BIG_IN = sizeof(TYPE(BIG)), SMALL = 7 };
enum u64 { B = 0x100000000, B_IN = sizeof(TYPE(B)) };
enum mixed { X = -1, Y = 0x80000000, Y_IN = sizeof(TYPE(Y)) };
enum huge { H = 0xffffffffffffffff, H_IN = sizeof(TYPE(H)) };
enum wide_long { W = 0x80000000L, W_NEXT, W_IN = sizeof(TYPE(W)), W_NEXT_IN = sizeof(TYPE(W_NEXT)) };
enum above_long { L1 = 0x7ffffffffffffffe, L2, L2_IN = sizeof(TYPE(L2)) };
enum negative_long { M = -0x80000001L, M_IN = sizeof(TYPE(M)) };
enum next_unsigned { N1 = 0xfffffffe, N2, N2_IN = sizeof(TYPE(N2)) };

static const char *name(unsigned long v) {
  switch (v) {
  case BIG: return "BIG";
  case B: return "B";
  case H: return "H";
  case SMALL: return "SMALL";
  default: return "other";
  }
}

static int sign_of(long v) {
  switch (v) {
  case X: return -1;
  case Y: return 1;
  default: return 0;
  }
}

int main(void) {
  printf("inside: BIG %d B %d Y %d H %d W %d W_NEXT %d L2 %d M %d N2 %d\n", BIG_IN, B_IN, Y_IN, H_IN, W_IN,
         W_NEXT_IN, L2_IN, M_IN, N2_IN);
  printf("after: BIG %s SMALL %s B %s X %s Y %s H %s W %s W_NEXT %s L2 %s M %s N2 %s\n", TYPE(BIG), TYPE(SMALL),
         TYPE(B), TYPE(X), TYPE(Y), TYPE(H), TYPE(W), TYPE(W_NEXT), TYPE(L2), TYPE(M), TYPE(N2));
  enum u32 a = BIG;
  enum u64 b = B;
  enum mixed y = Y;
  enum huge h = H;
  printf("variables: %s %s %s %s\n", TYPE(a), TYPE(b), TYPE(y), TYPE(h));
  printf("sizeof: %zu %zu %zu %zu %zu %zu | %zu %zu %zu %zu %zu\n", sizeof(enum u32), sizeof(enum u64),
         sizeof(enum mixed), sizeof(enum huge), sizeof(enum wide_long), sizeof(enum negative_long), sizeof BIG,
         sizeof B, sizeof Y, sizeof X, sizeof SMALL);
  printf("compare with -1: %d %d %d %d %d %d\n", BIG > -1, B > -1, Y > -1, H > -1, W > -1, X < 0);
  printf("compare variables: %d %d %d\n", a > -1, b > -1, y > -1);
  printf("arithmetic: %lu %ld %lu %lu %ld\n", (unsigned long)(BIG + 1), (long)(Y + 1), (unsigned long)(B * 2),
         (unsigned long)(H + 2), (long)(-Y));
  printf("negate: %u %lu\n", -BIG, -B);
  printf("shifts: %u %lu %u %ld %lu\n", BIG << 1, B >> 1, BIG >> 31, Y >> 4, H >> 60);
  printf("division: %u %ld %lu\n", BIG / 3, Y / -3, H / 5);
  printf("conditional: %s %s\n", TYPE(1 ? BIG : X), TYPE(1 ? Y : SMALL));
  printf("switch: %s %s %s %s %s | %d %d %d\n", name(BIG), name(B), name(H), name(SMALL), name(3), sign_of(X),
         sign_of(Y), sign_of(5));
  switch (a) {
  case BIG: puts("enum switch: BIG"); break;
  case SMALL: puts("enum switch: SMALL"); break;
  default: puts("enum switch: other"); break;
  }
  return 0;
}
