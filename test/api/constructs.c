// The constructs example reads the compiler's model of what each offload construct became
// (ompfe_compiler_construct*): at the emitted MLIR already, and after the compile with each
// kernel's offload entry; the map-type words decoded by ompfe_map_type_describe. Implied
// clauses (the map a reduction implies) are not listed as written ones.
// RUN: %example_constructs %s | FileCheck %s
// RUN: not %example_constructs %s -DBROKEN 2>&1 | FileCheck %s --check-prefix=BROKEN
// CHECK: at emit-mlir: 5 constructs, 10 map entries
// CHECK-NEXT: constructs.c: 5 offload constructs
struct S { int x; double *p; };

void work(int n, double *a) {
  double sum = 0;
  struct S s = {1, a};
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: sum)
  for (int i = 0; i < n; i++) sum += a[i];
  // CHECK-NEXT: constructs.c:[[@LINE-2]]:1: target teams distribute parallel for in work: kernel __omp_offloading_{{.*}}_work_l[[@LINE-2]] (entry 0){{$}}
  // CHECK-NEXT: clauses: map reduction{{$}}
  // CHECK-NEXT: 0 0x320 n = TARGET_PARAM | LITERAL | IMPLICIT, 4 bytes
  // CHECK-NEXT: 1 0x223 sum = TO | FROM | TARGET_PARAM | IMPLICIT, 8 bytes
  // CHECK-NEXT: 2 0x21 a[0:n] = TO | TARGET_PARAM{{$}}
#pragma omp target map(tofrom: s.x, s.p[0:2]) nowait depend(inout: s)
  { s.x++; s.p[1] = 2; }
  // CHECK-NEXT: constructs.c:[[@LINE-2]]:1: target in work: kernel {{.*}}_work_l[[@LINE-2]] (entry 1) (a target task)
  // CHECK-NEXT: clauses: map nowait depend{{$}}
  // CHECK-NEXT: 0 0x20 (parent) = TARGET_PARAM{{$}}
  // CHECK-NEXT: 1 0x1000000000003 s.x = TO | FROM | MEMBER_OF(1), 4 bytes
  // CHECK-NEXT: 2 0x1000000000013 s.p[0:2] = TO | FROM | PTR_AND_OBJ | MEMBER_OF(1), 16 bytes
#pragma omp taskwait
#pragma omp target enter data map(present, to: a[0:n])
  // CHECK-NEXT: constructs.c:[[@LINE-1]]:1: target enter data in work{{$}}
  // CHECK-NEXT: clauses: map{{$}}
  // CHECK-NEXT: 0 0x1001 a[0:n] = TO | PRESENT{{$}}
#pragma omp target exit data map(delete: a[0:n])
  // CHECK-NEXT: constructs.c:[[@LINE-1]]:1: target exit data in work{{$}}
  // CHECK-NEXT: clauses: map{{$}}
  // CHECK-NEXT: 0 0x8 a[0:n] = DELETE{{$}}
#pragma omp target teams loop map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i]++;
  // the directive as written; its leaves are target, teams, distribute, parallel and for
  // CHECK-NEXT: constructs.c:[[@LINE-3]]:1: target teams loop in work: kernel {{.*}}_work_l[[@LINE-3]] (entry 2){{$}}
  // CHECK-NEXT: clauses: map{{$}}
  // CHECK-NEXT: 0 0x320 n = TARGET_PARAM | LITERAL | IMPLICIT, 4 bytes
  // CHECK-NEXT: 1 0x23 a[0:n] = TO | FROM | TARGET_PARAM{{$}}
}
#ifdef BROKEN
int broken = ;
// BROKEN: constructs.c:[[@LINE-1]]:14: error:
#endif
