// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: the iterator modifier of depend and affinity (OpenMP 5.0), which were refused:
// `depend(iterator(j = 0:2), out: a[2*k + j])` is one dependence per iteration and list item,
// counted and filled at run time. Producers wait before they write, so a consumer that ran
// before them would see zeros: the printed sums hold only when every dependence holds. Ranges
// with a type (unsigned, long), a negative step over an unsigned iterator, a step that does
// not divide the range, two iterators (a 2-D array), bounds known at run time, an iterator
// that shadows a variable, pointer iterators (by elements; void * by bytes), iterated and plain
// clauses together,
// taskwait depend, target nowait depend (a target task on the device), and affinity (a hint,
// with iterators too). A depend object made with iterators: depobj_iterators.c.
#include <omp.h>
#include <stdio.h>
#include <time.h>

static void pause_ms(int ms) {
  struct timespec t = {0, ms * 1000000L};
  nanosleep(&t, NULL);
}

int main(int argc, char **argv) {
  (void)argv;
  int a[8] = {0}, b[8], grid[3][4] = {{0}}, n = 4 + argc; /* n is 5, known at run time */
  int k = 42, team = 0, c[8] = {0}, seen[12] = {0}; /* what the consumers saw, printed at the end */
  for (int i = 0; i < 8; i++) b[i] = i;
  #pragma omp parallel num_threads(4) shared(team)
  #pragma omp single
  {
    team = omp_get_num_threads();
    for (int p = 0; p < 4; p++) {
      #pragma omp task depend(iterator(j = 0:2), out: a[2 * p + j]) shared(a)
      {
        pause_ms(20);
        a[2 * p] = p + 1;
        a[2 * p + 1] = (p + 1) * 10;
      }
    }
    #pragma omp task depend(iterator(unsigned j = 7:0:-1), in: a[j]) depend(in: a[0]) shared(a)
    {
      int s = 0;
      for (int i = 0; i < 8; i++) s += a[i];
      seen[0] = s;
    }
    /* rows 0..2 by two iterators; a consumer of every third element (0:8:3 is 0, 3, 6) */
    for (int r = 0; r < 3; r++) {
      #pragma omp task depend(iterator(i = r:r + 1, j = 0:4), out: grid[i][j]) shared(grid)
      {
        pause_ms(10);
        for (int j = 0; j < 4; j++) grid[r][j] = r * 4 + j;
      }
    }
    #pragma omp task depend(iterator(long i = 0:3, k = 0:4:3), in: grid[i][k]) shared(grid, seen)
    for (int r = 0; r < 3; r++) seen[1 + r] = grid[r][0] + grid[r][3];
    seen[4] = k; /* the iterator k is gone here */
    /* bounds known at run time (an empty range: depend_iterators_empty.c) */
    #pragma omp task depend(iterator(i = 0:n), out: c[i]) shared(c)
    {
      pause_ms(20);
      for (int i = 0; i < 5; i++) c[i] = 100 + i;
    }
    #pragma omp task depend(iterator(i = 1:n:2), in: c[i]) shared(c, seen)
    {
      seen[5] = c[1];
      seen[6] = c[3];
    }
    #pragma omp task affinity(iterator(j = 0:8): b[j]) affinity(b[0:4]) shared(seen)
    seen[7] = b[3];
    #pragma omp taskwait depend(iterator(i = 0:8:3), in: a[i])
    seen[8] = a[0] + a[3] + a[6];
  }
  printf("team formed %d\n", team > 1);
  printf("sum after the producers %d\n", seen[0]);
  printf("corners after the rows %d %d %d\n", seen[1], seen[2], seen[3]);
  printf("k outside the iterators %d\n", seen[4]);
  printf("c after the writer %d %d\n", seen[5], seen[6]);
  printf("affinity b %d\n", seen[7]);
  printf("taskwait a %d\n", seen[8]);
  /* pointer iterators step by elements of their type: forward by 3 and backward by 2 over an
   * array of 16-byte structures, and a void * one by bytes */
  struct cell { int v; char pad[12]; } cells[8] = {{0}};
  int pseen[3] = {0};
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    for (int i = 0; i < 8; i++) {
      #pragma omp task depend(out: cells[i]) shared(cells)
      {
        pause_ms(5);
        cells[i].v = i + 1;
      }
    }
    #pragma omp task depend(iterator(struct cell *p = cells : cells + 8 : 3), in: *p) shared(cells, pseen)
    pseen[0] = cells[0].v + cells[3].v + cells[6].v;
    #pragma omp task depend(iterator(struct cell *p = &cells[7] : &cells[0] : -2), in: p[0]) shared(cells, pseen)
    pseen[1] = cells[7].v + cells[5].v + cells[3].v + cells[1].v;
    #pragma omp task depend(iterator(void *q = &cells[2] : &cells[3] : 16), in: *(struct cell *)q) shared(cells, pseen)
    pseen[2] = cells[2].v;
  }
  printf("pointer iterators %d %d %d\n", pseen[0], pseen[1], pseen[2]);
  /* a target task: the kernel runs once the host task writing its input is done */
  int in[4] = {0}, out[4] = {0};
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task depend(iterator(i = 0:4), out: in[i]) shared(in)
    {
      pause_ms(20);
      for (int i = 0; i < 4; i++) in[i] = i * i;
    }
    #pragma omp target nowait depend(iterator(i = 0:4), in: in[i]) map(to: in) map(from: out)
    for (int i = 0; i < 4; i++) out[i] = in[i] + 1;
    #pragma omp taskwait
  }
  printf("target out %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  return 0;
}
