/* A seed for fuzz_source: OpenMP clauses sema rejects, one after another (sema reports them
 * all and goes on), so that mutations start next to each check. */
int g, h;
int *p;
#pragma omp requires unified_shared_memory
#pragma omp requires unified_address dynamic_allocators atomic_default_mem_order(seq_cst)
#pragma omp requires reverse_offload
void f(void) {}
#pragma omp declare target to(f) device_type(any) indirect
#pragma omp declare target enter(g) device_type(nohost)
#pragma omp declare target link(h) device_type(host)
#pragma omp declare target to(__builtin_abs)
int main(void) {
  int a[10], n = 10;
  struct { int x; int *q; } s;
#pragma omp target if(target: n) if(n) map(always, close: a) map(present, tofrom: a[0:n])
  a[0] = 1;
#pragma omp target nowait(1) map(always: a) map(delete: a)
  a[1] = 2;
#pragma omp target map(s, s.q[0:2]) map(p, p[0:1]) device(device_num: 0) device(ancestor: 1)
  s.x = 1;
#pragma omp target data use_device_ptr(p) use_device_addr(a) map(to: a) if(target data: n)
  {
#pragma omp target update to(present: a) from(a) if(target update: 1) nowait depend(inout: a)
  }
#pragma omp target enter data map(to: a) map(release: a) depend(in: a) depend(out: n) depend(mutexinoutset: g)
#pragma omp target exit data map(from: a) map(alloc: a) depend(inoutset: a)
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(4) reduction(+: n) defaultmap(tofrom: scalar) defaultmap(none)
  for (int i = 0; i < n; i++) n += i;
#pragma omp target is_device_ptr(p) has_device_addr(a) firstprivate(g) private(h) default(shared) shared(n) lastprivate(g)
  g++;
#pragma omp taskwait depend(in: a) nowait
  return 0;
}
