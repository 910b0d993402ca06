/* A seed for fuzz_source: clauses and directives that compile, few of which a single test
 * puts together: requires, indirect and device_type, every map type and modifier, depend
 * kinds, data directives with their if and nowait, combined constructs. */
int g, h;
int *p;
#pragma omp requires unified_address dynamic_allocators atomic_default_mem_order(seq_cst)
int twice(int x) { return 2 * x; }
#pragma omp declare target to(twice) device_type(any) indirect
#pragma omp declare target enter(g) device_type(any)
#pragma omp declare target link(h)
#pragma omp begin declare target
static int counter;
int bump(void) { return ++counter; }
#pragma omp end declare target
int main(void) {
  int a[10] = {0}, n = 10, r = 0;
  struct { int x; int *q; } s = {0, a};
  int (*fp)(int) = twice;
#pragma omp target if(target: n > 0) map(always, close, tofrom: a) map(present, to: n) device(0) nowait depend(inout: a)
  a[0] = fp(n) + bump();
#pragma omp taskwait
#pragma omp target map(tofrom: s, s.q[0:2]) map(ompx_hold, alloc: r) firstprivate(g) private(h) defaultmap(tofrom: scalar)
  s.x = s.q[1] + g;
#pragma omp target data map(to: a[1:n - 1]) use_device_addr(a) if(target data: n)
  {
#pragma omp target update to(a[0:2]) from(present: a[2:2]) if(target update: 1) nowait depend(in: a)
#pragma omp taskwait depend(inout: a)
  }
#pragma omp target enter data map(to: a) depend(in: a) depend(out: n) nowait
#pragma omp target exit data map(release: a) map(delete: p[0:0]) depend(inoutset: a) depend(mutexinoutset: n)
#pragma omp taskwait
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(4) reduction(+: r) defaultmap(tofrom: aggregate)
  for (int i = 0; i < n; i++) r += a[i];
#pragma omp target is_device_ptr(p) has_device_addr(a) thread_limit(1)
  { if (p) r++; }
  return r + s.x;
}
