// RUN: %cmp-clang %s %t
// nowait together with each other target clause: private, firstprivate of a struct,
// is_device_ptr, has_device_addr, defaultmap, map of struct members and pointer
// sections, num_teams/thread_limit (teams), use_device_ptr inside target data, and a
// nowait region whose launch needs run-time sizes; all completed by taskwait. (A firstprivate
// aggregate changed after the construct, or a firstprivate VLA, breaks clang-19's build:
// tgt_nowait_scope.c has those.)
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

struct pt { int x, y; double w; };
struct holder { int n; int *vals; };

int main(void) {
  int dev = omp_get_default_device();
  struct pt p = {1, 2, 0.5};
  int out[4] = {0};

  #pragma omp target nowait firstprivate(p) map(from: out) depend(out: out)
  {
    out[0] = p.x * 10 + p.y * 100 + (int)(p.w * 1000);
    p.x = -1; /* the region's own copy */
  }

  int priv = 7;
  #pragma omp target nowait private(priv) map(tofrom: out) depend(inout: out)
  {
    priv = 3;
    out[1] = priv * 2;
  }

  int *dbuf = omp_target_alloc(4 * sizeof(int), dev);
  #pragma omp target nowait is_device_ptr(dbuf) map(tofrom: out) depend(inout: out)
  {
    for (int i = 0; i < 4; i++)
      dbuf[i] = i * i;
    out[2] = dbuf[3];
  }

  int arr[4] = {4, 3, 2, 1};
  #pragma omp target enter data map(to: arr)
  #pragma omp target data use_device_addr(arr)
  {
    #pragma omp target nowait has_device_addr(arr) map(tofrom: out) depend(inout: out)
    { out[3] = arr[0] * 1000 + arr[3]; }
  }
  #pragma omp taskwait
  #pragma omp target exit data map(delete: arr)
  printf("out: %d %d %d %d priv=%d p.x=%d\n", out[0], out[1], out[2], out[3], priv, p.x);

  /* defaultmap and struct members with a pointer section */
  int scalar = 5;
  struct holder h = {3, malloc(3 * sizeof(int))};
  for (int i = 0; i < 3; i++)
    h.vals[i] = 10 * (i + 1);
  #pragma omp target nowait defaultmap(tofrom: scalar) map(tofrom: h.n, h.vals[0:h.n]) depend(out: h)
  {
    scalar += h.n;
    for (int i = 0; i < h.n; i++)
      h.vals[i] += scalar;
  }
  #pragma omp taskwait
  printf("scalar=%d vals: %d %d %d\n", scalar, h.vals[0], h.vals[1], h.vals[2]);

  /* teams bounds and a pointer section whose length is a variable */
  int len = 5, *data = malloc(len * sizeof(int));
  for (int i = 0; i < len; i++)
    data[i] = i;
  int nt = 2, tl = 4;
  #pragma omp target teams nowait num_teams(nt) thread_limit(tl) map(tofrom: data[0:len]) depend(inout: data[0:len])
  {
    if (omp_get_team_num() == 0)
      for (int i = 0; i < 5; i++)
        data[i] *= 3;
  }
  len = 0;
  nt = 0;
  #pragma omp taskwait
  printf("data: %d %d %d %d %d\n", data[0], data[1], data[2], data[3], data[4]);

  /* use_device_ptr: the device address given to a deferred region */
  int *q = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    q[i] = 100 + i;
  int qsum = 0;
  #pragma omp target data map(tofrom: q[0:4]) use_device_ptr(q)
  {
    #pragma omp target nowait is_device_ptr(q) map(tofrom: qsum) depend(out: qsum)
    {
      for (int i = 0; i < 4; i++)
        qsum += q[i];
    }
    #pragma omp taskwait
  }
  printf("qsum=%d\n", qsum);
  omp_target_free(dbuf, dev);
  free(h.vals);
  free(data);
  free(q);
  return 0;
}
