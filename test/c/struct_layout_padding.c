// RUN: %cmp-gcc %s %t
// Struct layout on x86-64: member offsets, internal and trailing padding, alignment of the whole struct.
#include <stddef.h>
#include <stdio.h>

struct a { char c; int i; };
struct b { int i; char c; };
struct c { char c1; double d; char c2; };
struct d { char c1, c2; short s; int i; };
struct e { char c; long double ld; };
struct f { short s; char c[3]; };
struct g { struct a x; char y; struct b z; };
struct h { char c; long l; char d; int i; };

int main(void) {
  printf("a size=%zu align=%zu i@%zu\n", sizeof(struct a), _Alignof(struct a), offsetof(struct a, i));
  printf("b size=%zu align=%zu c@%zu\n", sizeof(struct b), _Alignof(struct b), offsetof(struct b, c));
  printf("c size=%zu d@%zu c2@%zu\n", sizeof(struct c), offsetof(struct c, d), offsetof(struct c, c2));
  printf("d size=%zu s@%zu i@%zu\n", sizeof(struct d), offsetof(struct d, s), offsetof(struct d, i));
  printf("e size=%zu align=%zu ld@%zu\n", sizeof(struct e), _Alignof(struct e), offsetof(struct e, ld));
  printf("f size=%zu align=%zu c@%zu\n", sizeof(struct f), _Alignof(struct f), offsetof(struct f, c));
  printf("g size=%zu y@%zu z@%zu\n", sizeof(struct g), offsetof(struct g, y), offsetof(struct g, z));
  printf("h size=%zu l@%zu d@%zu i@%zu\n", sizeof(struct h), offsetof(struct h, l), offsetof(struct h, d),
         offsetof(struct h, i));
  struct c arr[4];
  printf("array stride=%ld total=%zu\n", (long)((char *)&arr[1] - (char *)&arr[0]), sizeof arr);
  struct h v;
  printf("member addr offset=%ld\n", (long)((char *)&v.i - (char *)&v));
  return 0;
}
