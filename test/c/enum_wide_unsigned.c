// RUN: %cmp-gcc %s %t
// GNU C enums wider than int: an enumerator of UINTPTR_MAX makes an 8-byte unsigned enum (omp.h's
// allocator, memspace and event handles), 0x80000000 an unsigned int one (omp_sched_t).
#include <stdint.h>
#include <stdio.h>

enum handle { H_NULL = 0, H_DEFAULT = 1, H_TARGET = 102, H_MAX = UINTPTR_MAX };
enum only_max { O_MAX = UINTPTR_MAX };
enum sched { S_STATIC = 1, S_AUTO = 4, S_MONOTONIC = 0x80000000 };
enum big_signed { B_NEG = -1, B_BIG = 0x100000000 };

struct holder { char c; enum handle h; };

int main(void) {
  printf("sizes %zu %zu %zu %zu\n", sizeof(enum handle), sizeof(enum only_max), sizeof(enum sched),
         sizeof(enum big_signed));
  printf("constant sizes %zu %zu %zu\n", sizeof(H_MAX), sizeof(S_MONOTONIC), sizeof(B_BIG));
  printf("holder %zu align %zu\n", sizeof(struct holder), _Alignof(struct holder));
  enum handle h = H_MAX, d = H_DEFAULT;
  enum only_max o = O_MAX;
  printf("unsigned %d %d %d %d\n", h > d, o > 0, (enum handle)-1 > H_TARGET, (enum sched)-1 > 0);
  printf("values %llu %llu %u %lld\n", (unsigned long long)H_MAX, (unsigned long long)o,
         (unsigned)S_MONOTONIC, (long long)B_BIG);
  return 0;
}
