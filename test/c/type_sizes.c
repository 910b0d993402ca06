// RUN: %cmp-gcc %s %t
// sizeof every scalar type on x86-64 (LP64), and of pointers to them.
#include <stdio.h>

int main(void) {
  printf("char=%zu short=%zu int=%zu long=%zu llong=%zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long),
         sizeof(long long));
  printf("float=%zu double=%zu ldouble=%zu bool=%zu\n", sizeof(float), sizeof(double), sizeof(long double),
         sizeof(_Bool));
  printf("ptrs: %zu %zu %zu %zu\n", sizeof(char *), sizeof(void *), sizeof(double **), sizeof(int (*)(void)));
  printf("unsigned: %zu %zu %zu\n", sizeof(unsigned char), sizeof(unsigned short), sizeof(unsigned long long));
  printf("literals: %zu %zu %zu %zu %zu %zu\n", sizeof 1, sizeof 1L, sizeof 1LL, sizeof 1.0f, sizeof 1.0, sizeof 1.0L);
  printf("char lit=%zu\n", sizeof 'a');
  printf("signed/long int spellings: %zu %zu %zu %zu\n", sizeof(signed), sizeof(long int), sizeof(short int),
         sizeof(long long int));
  printf("unsigned alone=%zu long unsigned=%zu\n", sizeof(unsigned), sizeof(long unsigned));
  int total = 0;
  total += sizeof(char) + sizeof(short) + sizeof(int);
  printf("total=%d\n", total);
  return 0;
}
