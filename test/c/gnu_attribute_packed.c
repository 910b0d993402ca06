// RUN: %cmp-gcc %s %t
// __attribute__((packed)) removes padding from structs; members stay readable and writable.
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct normal {
  char c;
  int i;
  short s;
};

struct __attribute__((packed)) packed {
  char c;
  int i;
  short s;
};

struct mixed {
  char c;
  int i __attribute__((packed));
  char d;
};

int main(void) {
  printf("normal size=%zu off i=%zu s=%zu\n", sizeof(struct normal), offsetof(struct normal, i), offsetof(struct normal, s));
  printf("packed size=%zu off i=%zu s=%zu align=%zu\n", sizeof(struct packed), offsetof(struct packed, i),
         offsetof(struct packed, s), _Alignof(struct packed));
  printf("mixed size=%zu off i=%zu d=%zu\n", sizeof(struct mixed), offsetof(struct mixed, i), offsetof(struct mixed, d));
  struct packed p = {'x', 0x12345678, -2};
  p.i += 1;
  p.s *= 3;
  printf("p=%c %x %d\n", p.c, p.i, p.s);
  unsigned char bytes[sizeof p];
  memcpy(bytes, &p, sizeof p);
  for (size_t k = 0; k < sizeof p; k++)
    printf("%02x", bytes[k]);
  printf("\n");
  struct packed arr[3];
  for (int k = 0; k < 3; k++) {
    arr[k].c = (char)('a' + k);
    arr[k].i = k * 1000;
    arr[k].s = (short)-k;
  }
  printf("arr size=%zu last=%c %d %d\n", sizeof arr, arr[2].c, arr[2].i, arr[2].s);
  return 0;
}
