// declare reduction: the combiner and initializer become internal functions of the two
// variables' addresses (.omp_combiner. and .omp_initializer., as clang-19 names them); a
// private copy is set up by the initializer from the original (none: zero bytes), and
// combined under the reduction lock by a call of the combiner. The device module keeps the
// functions its kernel reaches, with what the combiner calls.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %ompfe -fopenmp -ast-dump %s | FileCheck %s --check-prefix=AST
struct P { int x, y; };
static int pick(int a, int b) { return a < b ? a : b; }
#pragma omp declare reduction(lo : struct P : omp_out.x = pick(omp_out.x, omp_in.x), omp_out.y = pick(omp_out.y, omp_in.y)) initializer(omp_priv = {1000, 1000})
#pragma omp declare reduction(cnt : int : omp_out += pick(omp_in, 1 << 20))

void host(struct P *pts, int n, struct P *res) {
  struct P m = {1000, 1000};
#pragma omp parallel for reduction(lo : m)
  for (int i = 0; i < n; i++) m.x = pick(m.x, pts[i].x);
  *res = m;
}
// CHECK-LABEL: define internal void @host.omp_outlined.0(
// CHECK: call void @.omp_initializer.(ptr [[PRIV:%[0-9]+]], ptr [[ORIG:%[0-9]+]])
// CHECK: call void @__kmpc_critical(ptr {{.*}}, ptr @.gomp_critical_user_.reduction.var)
// CHECK-NEXT: call void @.omp_combiner.(ptr [[ORIG]], ptr [[PRIV]])
// CHECK-NEXT: call void @__kmpc_end_critical(
// CHECK-LABEL: define internal void @.omp_initializer.(ptr %0, ptr %1)
// CHECK: store i32 1000, ptr %0
// CHECK-LABEL: define internal void @.omp_combiner.(ptr %0, ptr %1)
// CHECK: call i32 @pick(

void dev(struct P *pts, int n, int *c) {
  int k = 0;
#pragma omp target teams distribute parallel for reduction(cnt : k) map(to : pts[0:n])
  for (int i = 0; i < n; i++) k += pts[i].x > 0;
  *c = k;
}
// DEV: define internal i32 @pick(
// DEV-NOT: define internal void @.omp_initializer.
// DEV: call void @llvm.memset.p0.i64(ptr [[COPY:%[0-9]+]], i8 0, i64 4, i1 false)
// DEV: call void @.omp_combiner.1(ptr {{%[0-9]+}}, ptr [[COPY]])
// DEV: define internal void @.omp_combiner.1(
// DEV-NOT: define internal void @.omp_initializer.

// AST: Clause reduction(lo)
// AST-NEXT: DeclareReduction lo 'struct P'
// AST: Clause reduction(cnt)
// AST-NEXT: DeclareReduction cnt 'int'
