// RUN: %cmp-gcc %s %t
// Record layout against gcc's (and clang-19's, the same here), where ompfe's differed:
// a zero-width bit-field at the end pads the record to its type's alignment (`struct { char c;
// long long :0; }` is 8 bytes; ompfe said 1), in a packed record too, without raising the
// record's alignment; an aligned attribute on an unnamed bit-field was dropped (`long long :0
// __attribute__((aligned(16)))` pads to 16); and under #pragma pack(n) a packed bit-field
// aligns its record to its type's alignment capped at n (2 for `int f:7` under pack(2); ompfe
// said 1, and placed such a record at offset 1 in another). Unions, pack(1) and pack(8),
// unnamed and plain bit-fields beside them keep what they had.
#include <stddef.h>
#include <stdio.h>

struct N1 { char c; long long :0; };
struct N3 { int x:3; long long :0; };
struct __attribute__((packed)) P1 { char c; int :0; };
struct N4 { char c; int :0; char d; };
struct N5 { char c; long long :0; char d; };
struct N6 { char a; char :0; };
struct N7 { short s; int :0; };
union U1 { char c; long long :0; };
#pragma pack(push, 2)
struct Q1 { char c; long long :0; };
struct Q2 { char c; int :0; char d; };
struct __attribute__((packed)) A { int f:7; char c; };
struct B { int f:7 __attribute__((packed)); char c; };
struct __attribute__((packed)) A2 { long long f:7; char c; };
struct __attribute__((packed)) A3 { char f:7; char c; };
struct __attribute__((packed)) A4 { int :7; char c; };
struct __attribute__((packed)) D { int x; char c; };
#pragma pack(pop)
#pragma pack(push, 1)
struct Q3 { char c; long long :0; };
struct __attribute__((packed)) A7 { int f:7; char c; };
#pragma pack(pop)
#pragma pack(push, 8)
struct __attribute__((packed)) A5 { int f:7; char c; };
struct __attribute__((packed)) A6 { int f:30; int g:30; char c; };
#pragma pack(pop)
struct Q4 { char c; long long :0 __attribute__((aligned(16))); };
struct Q5 { char a[3]; short :0; };
struct Q6 { char c; char :0 __attribute__((aligned(4))); char d; };
struct Q7 { char c; int :0 __attribute__((aligned(2))); char d; };
struct R1 { char c; int :3 __attribute__((aligned(8))); char d; };
struct W { char x; struct A a; };

#define P(T) printf("%-10s size %2zu align %2zu\n", #T, sizeof(T), _Alignof(T))
int main(void) {
  P(struct N1); P(struct N3); P(struct P1); P(struct N4); P(struct N5); P(struct N6); P(struct N7); P(union U1);
  P(struct Q1); P(struct Q2); P(struct A); P(struct B); P(struct A2); P(struct A3); P(struct A4); P(struct D);
  P(struct Q3); P(struct A7); P(struct A5); P(struct A6); P(struct Q4); P(struct Q5); P(struct Q6); P(struct Q7);
  P(struct R1); P(struct W);
  printf("offsets: %zu %zu %zu %zu %zu\n", offsetof(struct N4, d), offsetof(struct Q6, d), offsetof(struct Q7, d),
         offsetof(struct R1, d), offsetof(struct W, a));
  struct N5 arr[3];
  printf("stride: %td\n", (char *)&arr[1] - (char *)&arr[0]);
  return 0;
}
