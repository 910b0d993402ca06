// RUN: %cmp-gcc %s %t
// `#pragma pack` with gcc's layout: pack(n), pack(), push and pop with and without labels,
// _Pragma from a macro, a cap on members with aligned types and attributes, zero-width
// bit-fields (their type's alignment, uncapped), and bit-fields that packing moves across
// their type's unit or to the record's last byte (read and written through a unit of the
// bytes they touch: csmith-like unions and constant and local initializers included). Then
// `__attribute__((packed))` bit-fields, which had the same two defects.
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#pragma pack(push, 1)
struct p1 { char c; int i; short s; double d; };
struct bf1 { char c; int a : 3; int b : 30; char z; };
struct tail1 { char c; int a : 3; }; /* two bytes: a's unit is its one byte */
struct wide1 { char c; long long a : 7; long long b : 60; unsigned long long u : 61; };
union un1 { struct { unsigned char f0; long f1; } s; unsigned long long w; };
#pragma pack(2)
struct p2 { char c; int i; long long l; };
struct bf2 { char c; int a : 13; int b : 20; };
struct zw2 { char c; int : 0; char d; };
typedef int aligned8 __attribute__((aligned(8)));
struct ua2 { char c; aligned8 x; };
struct fa2 { char c; int x __attribute__((aligned(8))); };
struct ra2 { char c; int x; } __attribute__((aligned(16)));
#pragma pack(push, lbl, 4)
struct p4 { char c; double d; long double ld; };
#pragma pack(push, 8)
struct p8 { char c; long double ld; };
#pragma pack(pop, lbl)
struct after_lbl { char c; int i; long long l; };
#pragma pack()
struct dflt { char c; long long l; };
#pragma pack(pop)
struct popped { char c; long long l; };
#define PACKED_4 _Pragma("pack(push, 4)")
#define UNPACKED _Pragma("pack(pop)")
PACKED_4
struct nested_outer { char c; struct { char d; double e; } in; long long f; };
UNPACKED
#pragma pack(16)
struct p16 { char c; long double ld; };
#pragma pack(0)
struct zero { char c; double d; };
#pragma pack(1)
union u1 { char c[5]; int i; };
struct pk1 { char c; int i; } __attribute__((packed));
#pragma pack()

struct __attribute__((packed)) abf1 { char c; int a : 3; int b : 30; char z; };
struct __attribute__((packed)) azw { char c; int : 0; char d; };
struct amember { char c; int a : 5; int b : 7 __attribute__((packed)); char z; };

#define S(T) printf(#T " size %zu align %zu\n", sizeof(struct T), _Alignof(struct T))
#define O(T, m) printf("  " #T "." #m " %zu\n", offsetof(struct T, m))

static void dump(const char *what, const void *p, size_t n) {
  const unsigned char *u = p;
  printf("%s", what);
  for (size_t i = 0; i < n; i++) printf(" %02x", u[i]);
  printf("\n");
}

static struct bf1 const_bf1 = {1, -3, 0x1fffffff, 9};
static struct wide1 const_wide1 = {2, -60, -0x7ffffffffffffffLL, 0x1fffffffffffffffULL};
static struct tail1 const_tail[2] = {{3, 2}, {4, -1}};

int main(void) {
  S(p1); O(p1, i); O(p1, s); O(p1, d);
  S(bf1); S(tail1); S(wide1);
  printf("un1 %zu\n", sizeof(union un1));
  S(p2); O(p2, i); O(p2, l);
  S(bf2); S(zw2); O(zw2, d); S(ua2); O(ua2, x); S(fa2); O(fa2, x); S(ra2);
  S(p4); O(p4, d); O(p4, ld); S(p8); O(p8, ld); S(after_lbl); O(after_lbl, l); S(dflt); O(dflt, l);
  S(popped); O(popped, l); S(nested_outer); O(nested_outer, in); O(nested_outer, f); S(p16); S(zero);
  printf("u1 %zu %zu\n", sizeof(union u1), _Alignof(union u1)); S(pk1);
  S(abf1); S(azw); O(azw, d); S(amember);

  struct bf1 b;
  memset(&b, 0, sizeof b);
  b.c = 1; b.a = -3; b.b = 0x1fffffff; b.z = 9;
  dump("bf1", &b, sizeof b);
  printf("%d %d %d\n", b.a, b.b, b.z);
  b.b = -5; b.a += 1;
  printf("%d %d %d %d\n", b.c, b.a, b.b, b.z);
  dump("const bf1", &const_bf1, sizeof const_bf1);
  struct bf1 local = {5, 2, -123456789, 7};
  dump("local bf1", &local, sizeof local);

  struct wide1 w = const_wide1;
  dump("wide1", &w, sizeof w);
  printf("%lld %lld %llx\n", (long long)w.a, (long long)w.b, (unsigned long long)w.u);
  w.b += 3; w.u ^= 0x123456789abcdefULL; w.a = 63;
  printf("%lld %lld %llx\n", (long long)w.a, (long long)w.b, (unsigned long long)w.u);
  dump("wide1 after", &w, sizeof w);

  struct tail1 t[3] = {{1, 1}, {2, 3}, {3, -4}};
  for (int i = 0; i < 3; i++) t[i].a -= 1;
  dump("tail1", t, sizeof t);
  dump("const tail1", const_tail, sizeof const_tail);

  union un1 u;
  u.w = 0;
  u.s.f0 = 0xab; u.s.f1 = 0x1122334455667788L;
  printf("un1 %llx\n", u.w);

  struct abf1 ab = {1, 0, 0, 0};
  ab.a = -3; ab.b = 0x1fffffff; ab.z = 9;
  dump("abf1", &ab, sizeof ab);
  ab.b = -5;
  printf("%d %d %d\n", ab.a, ab.b, ab.z);

  struct p1 arr[3];
  for (int i = 0; i < 3; i++) { arr[i].c = (char)i; arr[i].i = i * 1000; arr[i].s = (short)-i; arr[i].d = i / 4.0; }
  int *pi = &arr[2].i; /* a misaligned int, read as gcc reads it */
  printf("%d %g %d\n", *pi, arr[1].d, arr[2].s);
  return 0;
}
