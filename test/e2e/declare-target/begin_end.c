// RUN: %cmp-clang %s %t
// Covers: 'begin declare target' ... 'end declare target' around globals (scalars, arrays, structs),
// typedefs, prototypes and functions; device copies are separate from the host copies.
#include <stdio.h>

typedef struct {
  int id;
  double w;
} item_t;

#pragma omp begin declare target
int hits = 0;
long primes[6] = {2, 3, 5, 7, 11, 13};
item_t items[3] = {{1, 0.5}, {2, 1.5}, {3, 2.5}};
static const char tag[] = "dev";
double weight_of(const item_t *it);
int record(int k) {
  hits += k;
  return hits;
}
double weight_of(const item_t *it) { return it->w * it->id; }
#pragma omp end declare target

int main(void) {
  int r[3];
  double w = 0;
  long p = 0;
#pragma omp target map(from: r) map(tofrom: w, p)
  {
    r[0] = record(2);
    r[1] = record(3);
    for (int i = 0; i < 3; i++)
      w += weight_of(&items[i]);
    for (int i = 0; i < 6; i++)
      p = p * 2 + primes[i];
    items[0].id = 10;
    r[2] = tag[0] + tag[2];
  }
  printf("device: record=%d %d w=%.2f p=%ld tag=%d\n", r[0], r[1], w, p, r[2]);
  int host_rec = record(1);
  printf("host: hits=%d items[0].id=%d record=%d w0=%.2f tag=%s\n", hits, items[0].id, host_rec,
         weight_of(&items[0]), tag);
#pragma omp target map(from: r)
  { r[0] = hits + items[0].id; }
  printf("device again: %d\n", r[0]);
  return 0;
}
