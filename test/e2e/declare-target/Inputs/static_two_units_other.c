// The second translation unit of static_two_units.c: statics of the same names, used alike
// (times three here, times two there).
static int value = 2;
static int hits[2];
#pragma omp declare target(value, hits)

int other_unit(int set) {
  value = set;
#pragma omp target update to(value)
#pragma omp target
  {
    value *= 3;
    hits[0]++;
  }
#pragma omp target update from(value, hits)
  return value * 100 + hits[0];
}
