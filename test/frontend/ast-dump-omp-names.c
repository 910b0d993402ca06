// Every OpenMP enumeration the AST holds is dumped by its name: directives, clauses, map
// types, dependence types, defaultmap behaviours and categories, capture kinds, declare target
// device types and clauses. (A positional name table one entry short read out of bounds for
// a has_device_addr capture; the names are now switches that -Wswitch keeps complete.)
// RUN: %ompfe -fopenmp -ast-dump %s 2>/dev/null | FileCheck %s

int table[4];
#pragma omp declare target enter(table)
int linked[4];
#pragma omp declare target link(linked)
void device_only(void);
#pragma omp declare target to(device_only) device_type(nohost)
void host_only(void) {}
#pragma omp declare target to(host_only) device_type(host)

int main(void) {
  int a[4] = {0}, s = 0, *p = a, q = 1, r = 2;
  #pragma omp target has_device_addr(a) is_device_ptr(p) firstprivate(q) private(r) defaultmap(present: aggregate)
  { a[0] = p[0] + q + r; }
  #pragma omp target map(always, to: s) map(from: q) map(alloc: r) depend(inoutset: s) depend(mutexinoutset: q) nowait defaultmap(tofrom)
  { s = q + r + linked[0]; }
  #pragma omp target map(close, tofrom: s) defaultmap(firstprivate: scalar) defaultmap(alloc: pointer) defaultmap(none: aggregate)
  { s = s * 2; }
  #pragma omp target data map(present, tofrom: a) use_device_ptr(p) use_device_addr(s) if(q) device(0)
  { }
  #pragma omp target enter data map(to: a)
  #pragma omp target update to(a) from(s)
  #pragma omp target exit data map(release: a) map(delete: s) depend(in: s) depend(out: q) depend(inout: r)
  #pragma omp taskwait
  #pragma omp target defaultmap(to: scalar) defaultmap(from: pointer) defaultmap(default: aggregate)
  { s = q; }
  return s < q || s <= q || s > q || s >= q || s == q || s != q;
}

// CHECK:      VarDecl {{.*}} table 'int [4]' declare_target(device_type=any, enter)
// CHECK:      VarDecl {{.*}} linked 'int [4]' declare_target(device_type=any, link)
// CHECK:      FunctionDecl {{.*}} device_only 'void (void)' declare_target(device_type=nohost, to)
// CHECK:      FunctionDecl {{.*}} host_only 'void (void)' declare_target(device_type=host, to)
// CHECK:      OMPTargetDirective
// CHECK-NEXT:   Clause has_device_addr
// CHECK:        Clause is_device_ptr
// CHECK:        Clause firstprivate
// CHECK:        Clause private
// CHECK:        Clause defaultmap(present: aggregate)
// CHECK-NEXT:   Capture a: has_device_addr
// CHECK-NEXT:   Capture p: is_device_ptr
// CHECK-NEXT:   Capture q: firstprivate
// CHECK-NEXT:   Capture r: private
// CHECK:      OMPTargetDirective
// CHECK:          to always
// CHECK:          from
// CHECK:          alloc
// CHECK:        Clause depend(inoutset)
// CHECK:        Clause depend(mutexinoutset)
// CHECK:        Clause nowait
// CHECK:        Clause defaultmap(tofrom: all)
// CHECK:        Capture s: map to
// CHECK-NEXT:   Capture q: map from
// CHECK-NEXT:   Capture r: map alloc
// CHECK:      OMPTargetDirective
// CHECK:          tofrom close
// CHECK:        Clause defaultmap(firstprivate: scalar)
// CHECK-NEXT:   Clause defaultmap(alloc: pointer)
// CHECK-NEXT:   Clause defaultmap(none: aggregate)
// CHECK:      OMPTargetDataDirective
// CHECK-NEXT:   Clause map
// CHECK-NEXT:     tofrom present
// CHECK:        Clause use_device_ptr
// CHECK:        Clause use_device_addr
// CHECK:        Clause if
// CHECK:        Clause device
// CHECK:      OMPTargetEnterDataDirective
// CHECK:      OMPTargetUpdateDirective
// CHECK-NEXT:   Clause to
// CHECK:        Clause from
// CHECK:      OMPTargetExitDataDirective
// CHECK:          release
// CHECK:          delete
// CHECK:        Clause depend(in)
// CHECK:        Clause depend(out)
// CHECK:        Clause depend(inout)
// CHECK:      OMPTaskwaitDirective
// CHECK:      OMPTargetDirective
// CHECK:        Clause defaultmap(to: scalar)
// CHECK-NEXT:   Clause defaultmap(from: pointer)
// CHECK-NEXT:   Clause defaultmap(default: aggregate)
// CHECK:      Binary 'int' <
// CHECK:      Binary 'int' <=
// CHECK:      Binary 'int' >
// CHECK:      Binary 'int' >=
// CHECK:      Binary 'int' ==
// CHECK:      Binary 'int' !=
