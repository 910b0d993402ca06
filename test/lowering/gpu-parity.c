// ompfe's nvptx64 kernels against clang-19's for the same source (test/tools/gpu-parity.py):
// the same kernels, launch bounds in their environments, declare target globals and
// !omp_offload.info, and no offload entries in either image. The execution mode differs
// and is shown: clang-19 makes combined constructs SPMD (2) in its front end, ompfe leaves
// every kernel generic (1) for OpenMPOpt, which in the device link (opt -O2) makes SPMD (3)
// what it can (clang-19's -O0 kernels are optnone, so OpenMPOpt leaves them as they are).
// RUN: python3 %S/../tools/gpu-parity.py %ompfe %s | FileCheck %s
// CHECK-NOT: DIFFERS
// CHECK: same kernels:
// CHECK: same t1_l{{[0-9]+}} threads/teams: (1, 64, 4)
// CHECK: mode t1_l{{[0-9]+}}: clang-19 1 -> 1 after opt -O2, ompfe 1 -> 3
// CHECK: same t2_l{{[0-9]+}} threads/teams: (1, 128, 8)
// CHECK: mode t2_l{{[0-9]+}}: clang-19 2 -> 2 after opt -O2, ompfe 1 -> 3
// CHECK: same t3_l{{[0-9]+}} threads/teams: (1, 128, 0)
// CHECK: same t4_l{{[0-9]+}} threads/teams: (1, 128, 1)
// CHECK: same t5_l{{[0-9]+}} threads/teams: (1, 128, 0)
// CHECK: same use_l{{[0-9]+}} threads/teams: (1, 128, -1)
// CHECK: same !omp_offload.info
// CHECK: same declare target globals: ['gcount']
// CHECK: same offload entries in the image: False
#pragma omp begin declare target
int gcount = 7;
int twice(int x) { return 2 * x + gcount; }
#pragma omp end declare target
void t1(int *p) {
  #pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: p[0:1])
  { p[0] = 1; } }
void t2(int *p, int n) {
  #pragma omp target teams distribute parallel for num_teams(8) map(tofrom: p[0:n])
  for (int i = 0; i < n; i++) p[i] = i; }
double t3(double *p, int n) { double s = 0;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: p[0:n])
  for (int i = 0; i < n; i++) s += p[i];
  return s; }
void t4(int *p, int n) {
  #pragma omp target parallel for map(tofrom: p[0:n])
  for (int i = 0; i < n; i++) p[i] = i; }
void t5(int *p, int n) {
  #pragma omp target teams map(tofrom: p[0:n])
  {
    #pragma omp distribute parallel for
    for (int i = 0; i < n; i++) p[i] = i;
  } }
int use(int v) { int r;
  #pragma omp target map(from: r)
  { r = twice(v); }
  return r; }
