// RUN: %cmp-gcc %s %t
// __attribute__((aligned(N))) on variables, struct members and types raises alignment and struct size.
#include <stdint.h>
#include <stdio.h>

struct plain {
  char c;
  int i;
};

struct with_aligned_member {
  char c;
  int i __attribute__((aligned(16)));
};

struct aligned_type {
  char c;
} __attribute__((aligned(32)));

typedef int aligned_int __attribute__((aligned(8)));

static char global_buf[10] __attribute__((aligned(64)));
static double g2 __attribute__((aligned(16))) = 2.5;

int main(void) {
  char local __attribute__((aligned(16))) = 'x';
  int arr[3] __attribute__((aligned(32))) = {1, 2, 3};
  printf("plain size=%zu align=%zu\n", sizeof(struct plain), _Alignof(struct plain));
  printf("member size=%zu align=%zu\n", sizeof(struct with_aligned_member), _Alignof(struct with_aligned_member));
  printf("type size=%zu align=%zu\n", sizeof(struct aligned_type), _Alignof(struct aligned_type));
  printf("aligned_int size=%zu align=%zu\n", sizeof(aligned_int), __alignof__(aligned_int));
  printf("global_buf aligned=%d\n", (uintptr_t)global_buf % 64 == 0);
  printf("g2 aligned=%d value=%f\n", (uintptr_t)&g2 % 16 == 0, g2);
  printf("local aligned=%d value=%c\n", (uintptr_t)&local % 16 == 0, local);
  printf("arr aligned=%d sum=%d\n", (uintptr_t)arr % 32 == 0, arr[0] + arr[1] + arr[2]);
  struct aligned_type two[2];
  printf("array of aligned types size=%zu stride ok=%d\n", sizeof two, (int)((char *)&two[1] - (char *)&two[0]) == 32);
  struct with_aligned_member m = {'a', 7};
  printf("m.i=%d offset ok=%d\n", m.i, (int)((char *)&m.i - (char *)&m) == 16);
  return 0;
}
