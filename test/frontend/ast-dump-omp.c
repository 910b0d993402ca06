// -ast-dump of OpenMP directives: each target region with its clauses, its captures (kind,
// map type, implicit or not, in order of first use), and its kernel name as clang-19 names it
// (__omp_offloading_<dev>_<file>_<parent>_l<line>, _<n> for the n-th region on one line);
// declare target variables are not captured; the data directives nest in the tree.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -ast-dump %s | FileCheck %s
// The device compile names the kernels the same way.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -ast-dump %s | FileCheck %s --check-prefix=KERNELS
#define TGT _Pragma("omp target map(tofrom: n)") { n++; }
int gv = 1;
double garr[4];
#pragma omp declare target to(garr)

// CHECK: FunctionDecl <ast-dump-omp.c:[[@LINE+1]]:12> helper 'int (int *, int)' static
static int helper(int *p, int n) {
// CHECK:      OMPTargetDirective <ast-dump-omp.c:[[@LINE+8]]:3> kernel=__omp_offloading_[[DEV:[0-9a-f]+]]_[[FILE:[0-9a-f]+]]_helper_l[[@LINE+8]]{{$}}
// CHECK-NEXT:   Clause is_device_ptr
// CHECK-NEXT:     DeclRef 'int *' lvalue Var p
// CHECK-NEXT:   Clause firstprivate
// CHECK-NEXT:     DeclRef 'int' lvalue Var n
// CHECK-NEXT:   Capture p: is_device_ptr
// CHECK-NEXT:   Capture n: firstprivate
// CHECK-NEXT:   CompoundStmt
  #pragma omp target is_device_ptr(p) firstprivate(n)
  { p[0] += n; }
  return p[0];
}

int main(void) {
  int n = 3, arr[8], *ptr = arr;
  double d = 1.5;
// CHECK:      OMPTargetDirective <ast-dump-omp.c:[[@LINE+21]]:3> kernel=__omp_offloading_[[DEV]]_[[FILE]]_main_l[[@LINE+21]]{{$}}
// CHECK-NEXT:   Clause if
// CHECK-NEXT:     Binary 'int' >
// CHECK-NEXT:       DeclRef 'int' lvalue Var n
// CHECK-NEXT:       IntegerLiteral 'int' 1
// CHECK-NEXT:   Clause device
// CHECK-NEXT:     IntegerLiteral 'long' 0
// CHECK-NEXT:   Clause map
// CHECK-NEXT:     to
// CHECK-NEXT:     DeclRef 'int [8]' lvalue Var arr
// CHECK-NEXT:   Clause map
// CHECK-NEXT:     tofrom always
// CHECK-NEXT:     DeclRef 'int' lvalue Var n
// CHECK-NEXT:   Clause nowait
// Explicit maps first, then implicit captures in order of first use; garr is a declare
// target variable and is not captured, gv is not and becomes firstprivate.
// CHECK-NEXT:   Capture n: map tofrom
// CHECK-NEXT:   Capture arr: map to
// CHECK-NEXT:   Capture d: firstprivate
// CHECK-NEXT:   Capture gv: firstprivate
// CHECK-NEXT:   CompoundStmt
  #pragma omp target if(n > 1) device(0) map(to: arr) map(always, tofrom: n) nowait
  { n += arr[0] + (int)d + gv + (int)garr[1]; }
// CHECK:      OMPTaskwaitDirective <ast-dump-omp.c:[[@LINE+1]]:3>
  #pragma omp taskwait
// CHECK-NEXT: OMPTargetDataDirective <ast-dump-omp.c:[[@LINE+24]]:3>
// CHECK-NEXT:   Clause map
// CHECK-NEXT:     tofrom
// CHECK-NEXT:     ArraySection 'int'
// CHECK-NEXT:       DeclRef 'int [8]' lvalue Var arr
// CHECK-NEXT:       IntegerLiteral 'long' 0
// CHECK-NEXT:       IntegerLiteral 'long' 4
// CHECK-NEXT:   Clause use_device_ptr
// CHECK-NEXT:     DeclRef 'int *' lvalue Var ptr
// CHECK-NEXT:   CompoundStmt
// CHECK-NEXT:     OMPTargetEnterDataDirective <ast-dump-omp.c:[[@LINE+16]]:5>
// CHECK-NEXT:       Clause map
// CHECK-NEXT:         to
// CHECK-NEXT:         DeclRef 'int' lvalue Var n
// CHECK-NEXT:     OMPTargetUpdateDirective <ast-dump-omp.c:[[@LINE+13]]:5>
// CHECK-NEXT:       Clause from
// CHECK-NEXT:         DeclRef 'int' lvalue Var n
// CHECK-NEXT:     OMPTargetExitDataDirective <ast-dump-omp.c:[[@LINE+11]]:5>
// CHECK-NEXT:       Clause map
// CHECK-NEXT:         release
// CHECK-NEXT:         DeclRef 'int' lvalue Var n
// A data directive has no kernel.
// CHECK-NOT:  kernel=
// CHECK:      OMPTargetDirective
  #pragma omp target data map(tofrom: arr[0:4]) use_device_ptr(ptr)
  {
    #pragma omp target enter data map(to: n)
    #pragma omp target update from(n)
    #pragma omp target exit data map(release: n)
  }
// Two regions on one line (a macro): count 0 and 1.
// CHECK-SAME: kernel=__omp_offloading_[[DEV]]_[[FILE]]_main_l[[@LINE+7]]{{$}}
// CHECK-NEXT:   Clause map
// CHECK-NEXT:     tofrom
// CHECK-NEXT:     DeclRef 'int' lvalue Var n
// CHECK-NEXT:   Capture n: map tofrom
// CHECK:      OMPTargetDirective {{.*}} kernel=__omp_offloading_[[DEV]]_[[FILE]]_main_l[[@LINE+2]]_1{{$}}
// CHECK-NEXT:   Clause map
  TGT TGT
// No clauses: everything is implicit.
// CHECK:      OMPTargetDirective <ast-dump-omp.c:[[@LINE+4]]:3> kernel=__omp_offloading_[[DEV]]_[[FILE]]_main_l[[@LINE+4]]{{$}}
// CHECK-NEXT:   Capture ptr: firstprivate
// CHECK-NEXT:   Capture n: firstprivate
// CHECK-NEXT:   CompoundStmt
  #pragma omp target
  { ptr[1] = n; }
  return helper(arr, n);
}

// KERNELS: kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_helper_l
// KERNELS: kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l
// KERNELS: kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l{{[0-9]+}}{{$}}
// KERNELS: kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l{{[0-9]+}}_1{{$}}
// KERNELS: kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l


// The iterator modifier: each iterator with its type, then its range's begin, end and step.
// CHECK:      OMPTaskDirective <ast-dump-omp.c:[[@LINE+10]]:3>
// CHECK-NEXT:   Clause depend(in)
// CHECK-NEXT:     Iterator i 'int'
// CHECK-NEXT:       IntegerLiteral 'int' 0
// CHECK-NEXT:       DeclRef 'int' lvalue Var n
// CHECK-NEXT:     Iterator j 'unsigned long'
// CHECK-NEXT:       IntegerLiteral 'unsigned long' 4
// CHECK-NEXT:       IntegerLiteral 'unsigned long' 0
// CHECK-NEXT:       IntegerLiteral 'int' -1
void iterated(int n, int *a) {
  #pragma omp task depend(iterator(i = 0:n, unsigned long j = 4:0:-1), in: a[i + j])
  a[0] = 1;
}
