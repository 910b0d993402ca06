// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): kernels launched from target tasks (nowait, depend,
// firstprivate captured into the task, a deferred update) find the other compiler's kernels.
int printf(const char *, ...);

int buf[16];

int main(void) {
  int scale = 3;
  for (int i = 0; i < 16; i++)
    buf[i] = i;
  #pragma omp target enter data map(to: buf) nowait depend(out: buf)
  #pragma omp target nowait firstprivate(scale) depend(inout: buf)
  {
    for (int i = 0; i < 16; i++)
      buf[i] *= scale;
  }
  scale = 0;
  long sum = 0;
  #pragma omp target nowait map(from: sum) depend(in: buf) depend(out: sum)
  {
    long s = 0;
    for (int i = 0; i < 16; i++)
      s += buf[i];
    sum = s;
  }
  #pragma omp target update from(buf) nowait depend(in: buf)
  #pragma omp taskwait
  #pragma omp target exit data map(release: buf)
  printf("sum=%ld buf[15]=%d scale=%d\n", sum, buf[15], scale);
  return 0;
}
