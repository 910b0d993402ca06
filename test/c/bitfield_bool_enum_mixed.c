// RUN: %cmp-gcc %s %t
// _Bool and enum-typed bit-fields, bit-fields in arrays of structs, and compound assignment / ++ on bit-fields.
#include <stdbool.h>
#include <stdio.h>

enum mode { M_OFF, M_ON, M_AUTO, M_ERR };

struct flags {
  bool visible : 1;
  bool dirty : 1;
  unsigned mode : 2;
  unsigned counter : 4;
  unsigned char small : 3;
};

int main(void) {
  struct flags fl[4];
  for (int i = 0; i < 4; i++) {
    fl[i].visible = i % 2;
    fl[i].dirty = i > 1;
    fl[i].mode = (enum mode)i;
    fl[i].counter = (unsigned)(i * 5);
    fl[i].small = (unsigned char)i;
  }
  for (int i = 0; i < 4; i++)
    printf("%d: vis=%d dirty=%d mode=%u counter=%u small=%u\n", i, fl[i].visible, fl[i].dirty, fl[i].mode,
           fl[i].counter, fl[i].small);
  int two = 2;
  fl[0].visible = two;
  printf("bool bitfield from 2: %d\n", fl[0].visible);
  fl[1].counter += 14;
  printf("counter += 14 -> %u\n", fl[1].counter);
  fl[2].counter++;
  fl[2].counter <<= 1;
  printf("counter -> %u\n", fl[2].counter);
  fl[3].small |= 4;
  fl[3].small ^= 1;
  printf("small -> %u\n", fl[3].small);
  fl[3].mode = M_ERR;
  fl[3].mode++;
  printf("mode wrapped -> %u\n", fl[3].mode);
  printf("sizeof flags=%zu\n", sizeof(struct flags));
  unsigned total = 0;
  for (int i = 0; i < 4; i++)
    total += fl[i].counter + fl[i].mode;
  printf("total=%u\n", total);
  return 0;
}
