/* XSBench-like macroscopic cross-section lookups on the offload device (bench/gpu.sh):
 * NUCLIDES nuclides, each with a sorted energy grid of GRIDPOINTS points and five cross
 * sections per point; LOOKUPS random (energy, material) pairs, each a binary search in the grid
 * of every nuclide of the material, an interpolation, and an accumulation of the five
 * macroscopic cross sections. The checksum counts, as XSBench's does, which of the five is the
 * largest in each lookup, under `target teams distribute parallel for reduction(+:)`.
 * Prints "xsbench <seconds of the lookups> <checksum>"; the data go to the device first, and a
 * warm-up launch loads the image, so neither is timed. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef LOOKUPS
#define LOOKUPS 5000000
#endif
#ifndef GRIDPOINTS
#define GRIDPOINTS 11303
#endif
#define NUCLIDES 68
#define MATERIALS 12
#define MAX_NUCS 34

static unsigned long long lcg(unsigned long long *s) {
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return *s >> 11;
}
static double uniform(unsigned long long *s) { return (double)lcg(s) / 9007199254740992.0; }

int main(void) {
  static const int counts[MATERIALS] = {34, 5, 4, 4, 27, 21, 21, 21, 21, 21, 9, 9};
  int n = NUCLIDES * GRIDPOINTS;
  double *egrid = malloc(sizeof(double) * n), *xs = malloc(sizeof(double) * n * 5);
  int *mats = malloc(sizeof(int) * MATERIALS * MAX_NUCS);
  double *conc = malloc(sizeof(double) * MATERIALS * MAX_NUCS);
  unsigned long long seed = 42;
  for (int u = 0; u < NUCLIDES; u++) { /* each grid: sorted energies in (0, 1) */
    double e = 0;
    for (int g = 0; g < GRIDPOINTS; g++) {
      e += (0.5 + uniform(&seed)) / GRIDPOINTS;
      egrid[u * GRIDPOINTS + g] = e / 1.5;
      for (int k = 0; k < 5; k++) xs[(u * GRIDPOINTS + g) * 5 + k] = uniform(&seed);
    }
  }
  for (int m = 0; m < MATERIALS; m++)
    for (int j = 0; j < MAX_NUCS; j++) {
      mats[m * MAX_NUCS + j] = (int)(lcg(&seed) % NUCLIDES);
      conc[m * MAX_NUCS + j] = uniform(&seed);
    }
  unsigned long long checksum = 0;
  double t0 = 0;
#pragma omp target data map(to : egrid[0:n], xs[0:n * 5], mats[0:MATERIALS * MAX_NUCS], \
                                 conc[0:MATERIALS * MAX_NUCS], counts)
  {
    for (int rep = 0; rep < 2; rep++) { /* the first, one lookup, loads the image */
      long lookups = rep ? LOOKUPS : 1;
      unsigned long long sum = 0;
      if (rep) t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for reduction(+ : sum)
      for (long i = 0; i < lookups; i++) {
        unsigned long long s = 0x9E3779B97F4A7C15ULL ^ (unsigned long long)i * 0xD1B54A32D192ED03ULL;
        lcg(&s);
        double p_energy = uniform(&s) * 0.65;
        int mat = (int)(lcg(&s) % MATERIALS);
        double macro[5] = {0, 0, 0, 0, 0};
        for (int j = 0; j < counts[mat]; j++) {
          int nuc = mats[mat * MAX_NUCS + j];
          const double *grid = egrid + nuc * GRIDPOINTS;
          long lo = 0, hi = GRIDPOINTS - 1; /* the last point below p_energy */
          while (hi - lo > 1) {
            long mid = lo + (hi - lo) / 2;
            if (grid[mid] > p_energy) hi = mid; else lo = mid;
          }
          double f = (grid[lo + 1] - p_energy) / (grid[lo + 1] - grid[lo]);
          const double *low = xs + (nuc * GRIDPOINTS + lo) * 5;
          for (int k = 0; k < 5; k++)
            macro[k] += conc[mat * MAX_NUCS + j] * (low[k + 5] - f * (low[k + 5] - low[k]));
        }
        int best = 0;
        for (int k = 1; k < 5; k++)
          if (macro[k] > macro[best]) best = k;
        sum += best + 1;
      }
      checksum = sum;
    }
  }
  double t1 = omp_get_wtime();
  printf("xsbench %.6f %llu\n", t1 - t0, checksum);
  free(egrid); free(xs); free(mats); free(conc);
  return 0;
}
