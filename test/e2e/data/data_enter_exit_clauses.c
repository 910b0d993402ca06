// RUN: %cmp-clang %s %t
// target enter/exit data with if(true/false), device(n), nowait and depend(out/inout/in), then taskwait.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int other = omp_get_num_devices() > 1 ? 1 : dev;
  int v[4] = {1, 2, 3, 4};
  int no = 0, yes = 1;

  #pragma omp target enter data map(to: v) if(no)
  printf("if(0) enter: present=%d\n", omp_target_is_present(v, dev) != 0);
  #pragma omp target enter data map(to: v) if(yes)
  printf("if(1) enter: present=%d\n", omp_target_is_present(v, dev) != 0);
  #pragma omp target exit data map(delete: v) if(no)
  printf("if(0) exit: present=%d\n", omp_target_is_present(v, dev) != 0);
  #pragma omp target exit data map(delete: v) if(yes && dev >= 0)
  printf("if(1) exit: present=%d\n", omp_target_is_present(v, dev) != 0);

  #pragma omp target enter data map(to: v) device(other)
  printf("device(%s): present there=%d\n", other == dev ? "default" : "1",
         omp_target_is_present(v, other) != 0);
  #pragma omp target device(other)
  { v[2] = 30; }
  #pragma omp target exit data map(from: v) device(other)
  printf("v[2]=%d present there=%d\n", v[2], omp_target_is_present(v, other) != 0);

  /* nowait + depend: enter -> compute -> exit, each waiting for the previous one */
  int w[4] = {5, 6, 7, 8};
  #pragma omp target enter data map(to: w) nowait depend(out: w)
  #pragma omp target nowait depend(inout: w)
  {
    for (int i = 0; i < 4; i++)
      w[i] *= 10;
  }
  #pragma omp target exit data map(from: w) nowait depend(in: w)
  #pragma omp taskwait
  printf("w: %d %d %d %d present=%d\n", w[0], w[1], w[2], w[3], omp_target_is_present(w, dev) != 0);

  /* several independent nowait enter data, one taskwait */
  int x = 1, y = 2;
  #pragma omp target enter data map(to: x) nowait
  #pragma omp target enter data map(to: y) nowait
  #pragma omp taskwait
  printf("x present=%d y present=%d\n", omp_target_is_present(&x, dev) != 0, omp_target_is_present(&y, dev) != 0);
  #pragma omp target exit data map(release: x, y) nowait
  #pragma omp taskwait
  printf("after release: x present=%d y present=%d\n", omp_target_is_present(&x, dev) != 0, omp_target_is_present(&y, dev) != 0);
  return 0;
}
