// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: depend objects (OpenMP 5.0 `depobj`): depobj(o) depend(kind: list) makes one,
// update(kind) changes the type of its dependences, destroy frees it; depend(depobj: o) on task,
// on target nowait, on target enter/exit data nowait and on taskwait, alone and with ordinary
// dependences (which come first in the list). Each dependent task runs after a slow one it
// depends on only through the object, so a dropped dependence shows in what it reads.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

static void slow(void) {
  for (volatile long i = 0; i < 20000000; i++) {
  }
}

int main(void) {
  int x = 0, y = 0, z = 0, a[4] = {0, 0, 0, 0}, seen_a = -1;
  omp_depend_t ox, oa;
#pragma omp depobj(ox) depend(inout: x)
#pragma omp depobj(oa) depend(out: a[0:4])
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(depobj: ox) shared(x)
    {
      usleep(20000);
      x = 1;
    }
#pragma omp task depend(in: x) shared(x, y)
    y = x * 10; /* after the writer: the object's dependence is inout on x */
#pragma omp taskwait depend(depobj: ox)
    printf("after taskwait on the object: x=%d\n", x);
#pragma omp depobj(ox) update(in)
#pragma omp task depend(depobj: ox) depend(out: z) shared(x, z)
    {
      usleep(10000);
      z = x + 1;
    }
#pragma omp task depend(in: z) shared(z, y)
    y += z; /* after the task with both dependences */

#pragma omp target nowait depend(depobj: oa) map(tofrom: a)
    {
      slow();
      for (int i = 0; i < 4; i++) a[i] = i + 1;
    }
#pragma omp task depend(in: a[0:4]) shared(a, seen_a)
    seen_a = a[0] + a[1] + a[2] + a[3];
  }
#pragma omp depobj(ox) destroy
#pragma omp depobj(oa) destroy(oa)
  printf("x=%d y=%d z=%d seen_a=%d\n", x, y, z, seen_a);

  /* the data directives' target tasks, ordered by one object only */
  int b[8];
  for (int i = 0; i < 8; i++) b[i] = i + 1;
  omp_depend_t ob;
#pragma omp depobj(ob) depend(inout: b)
#pragma omp target enter data map(to: b) nowait depend(depobj: ob)
#pragma omp target map(tofrom: b) nowait depend(depobj: ob)
  {
    slow();
    for (int i = 0; i < 8; i++) b[i] *= 2;
  }
#pragma omp target exit data map(from: b) nowait depend(depobj: ob)
#pragma omp taskwait
#pragma omp depobj(ob) destroy
  int sum_b = 0;
  for (int i = 0; i < 8; i++) sum_b += b[i];
  printf("sum_b=%d\n", sum_b);
  return 0;
}
