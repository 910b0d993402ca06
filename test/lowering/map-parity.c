// The map arrays and launch bounds ompfe and clang-19 emit for a table of clause combinations
// that imply a map (reduction, in_reduction, lastprivate, linear on combined constructs;
// firstprivate, is_device_ptr, has_device_addr, defaultmap) and for the constructs a region
// may start with (num_teams and thread_limit of __tgt_target_kernel): test/tools/map-parity.py
// compiles this file with both and requires the same map-type words, entry counts and bounds
// for every function, except the differences stated by the DIFFERS lines, each with its reason.
// RUN: python3 %S/../tools/map-parity.py %ompfe %s
int a[100];
int g;
void red_map_to(void) { int s = 1;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:100]) map(to: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_map_tofrom(void) { int s = 1;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:100]) map(tofrom: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_map_from_first(void) { int s = 1;
  #pragma omp target teams distribute parallel for map(from: s) reduction(+: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_only(void) { int s = 1;
  #pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_target_parallel_for(void) { int s = 1;
  #pragma omp target parallel for reduction(+: s) map(to: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_target_simd(void) { int s = 1;
  #pragma omp target simd reduction(+: s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void red_two_vars(void) { int s = 1; double t = 0;
  #pragma omp target teams distribute reduction(+: s, t) map(alloc: t)
  for (int i = 0; i < 100; i++) { s += a[i]; t += a[i]; }
}
void red_array(void) { int s[2] = {0, 0};
  #pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 100; i++) s[i % 2] += a[i];
}
void red_global(void) {
  #pragma omp target teams distribute parallel for reduction(+: g)
  for (int i = 0; i < 100; i++) g += a[i];
}
void red_global_map(void) {
  #pragma omp target teams distribute parallel for reduction(+: g) map(to: g)
  for (int i = 0; i < 100; i++) g += a[i];
}
void lastpriv(void) { int x = 0;
  #pragma omp target teams distribute parallel for lastprivate(x)
  for (int i = 0; i < 100; i++) x = i;
}
// clang-19 passes x by value and never copies the last value back (its build prints 0); OpenMP
// 5.2 §17.2 maps it tofrom, as ompfe does:
// DIFFERS lastpriv: ompfe [547] kernel(teams 0, limit 0)
void lastpriv_map(void) { int x = 0;
  #pragma omp target teams distribute parallel for lastprivate(x) map(to: x)
  for (int i = 0; i < 100; i++) x = i;
}
void linear_v(void) { int x = 0;
  #pragma omp target parallel for linear(x)
  for (int i = 0; i < 100; i++) x += 1;
}
// the same for linear (clang-19's build leaves x at 0):
// DIFFERS linear_v: ompfe [547] kernel(teams 1, limit 0)
void inred(void) { int s = 0;
  #pragma omp taskgroup task_reduction(+: s)
  {
    #pragma omp target in_reduction(+: s)
    s += 1;
  }
}
// clang-19 launches from a task whose entry holds the arrays ([547, 544]: the copy, then a
// pointer of its own); ompfe launches in place with the one entry:
// DIFFERS inred: ompfe [547] kernel(teams -1, limit 0)
void fp_scalar(void) { int x = 1;
  #pragma omp target firstprivate(x)
  g = x;
}
void fp_array(void) { int x[3] = {1};
  #pragma omp target firstprivate(x)
  g = x[0];
}
void fp_ptr(int *p) {
  #pragma omp target firstprivate(p)
  g = p != 0;
}
void fp_unused(void) { int x = 1;
  #pragma omp target firstprivate(x)
  g = 1;
}
void fp_combined(void) { int x = 1;
  #pragma omp target teams distribute parallel for firstprivate(x)
  for (int i = 0; i < 100; i++) a[i] = x;
}
void isdp(int *p) {
  #pragma omp target is_device_ptr(p)
  p[0] = 1;
}
void hda(void) { int x[4];
  #pragma omp target has_device_addr(x)
  x[0] = 1;
}
void dm_tofrom_scalar(void) { int x = 1;
  #pragma omp target defaultmap(tofrom: scalar)
  x = 2;
}
void dm_to_aggr(void) { int x[2];
  #pragma omp target defaultmap(to: aggregate)
  x[0] = 2;
}
void dm_from_all(void) { int x[2], y = 0;
  #pragma omp target defaultmap(from)
  x[0] = y;
}
void dm_alloc_scalar(void) { int y = 0;
  #pragma omp target defaultmap(alloc: scalar)
  y = 1;
}
void dm_present_aggr(void) { int x[2];
  #pragma omp target defaultmap(present: aggregate)
  x[0] = 2;
}
void dm_fp_aggr(void) { int x[2];
  #pragma omp target defaultmap(firstprivate: aggregate)
  g = x[0];
}
void dm_tofrom_pointer(int *p) {
  #pragma omp target defaultmap(tofrom: pointer)
  g = p != 0;
}
void dm_red(void) { int s = 1;
  #pragma omp target teams distribute parallel for reduction(+: s) defaultmap(to: scalar)
  for (int i = 0; i < 100; i++) s += a[i];
}
void kl_target(void) {
  #pragma omp target
  g = 1;
}
void kl_teams(void) {
  #pragma omp target teams
  g = 1;
}
void kl_teams_n(void) {
  #pragma omp target teams num_teams(4) thread_limit(8)
  g = 1;
}
void kl_teams_var(int n) {
  #pragma omp target teams num_teams(n)
  g = 1;
}
void kl_teams_tl(void) {
  #pragma omp target teams thread_limit(8)
  g = 1;
}
void kl_parallel(void) {
  #pragma omp target parallel
  g = 1;
}
void kl_parallel_nt(void) {
  #pragma omp target parallel num_threads(3)
  g = 1;
}
void kl_parallel_nt_var(int n) {
  #pragma omp target parallel num_threads(n)
  g = 1;
}
void kl_parallel_for(void) {
  #pragma omp target parallel for
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_simd(void) {
  #pragma omp target simd
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_tdpf(void) {
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_tdpf_nt(void) {
  #pragma omp target teams distribute parallel for num_threads(2) thread_limit(6)
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_tdpf_nt_only(void) {
  #pragma omp target teams distribute parallel for num_threads(2)
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_td(void) {
  #pragma omp target teams distribute
  for (int i = 0; i < 100; i++) a[i] = 1;
}
void kl_nested_teams(void) {
  #pragma omp target
  #pragma omp teams num_teams(5) thread_limit(7)
  g = 1;
}
void kl_nested_teams_plain(void) {
  #pragma omp target
  {
    #pragma omp teams
    g = 1;
  }
}
void kl_nested_parallel(void) {
  #pragma omp target
  #pragma omp parallel num_threads(3)
  g = 1;
}
void kl_parallel_if(int c) {
  #pragma omp target parallel if(c)
  g = 1;
}
// clang-19 passes `c ? 0 : 1` as the thread limit; ompfe 0 (the runtime's choice), which only
// bounds a launch that the region's own `if` makes serial anyway:
// DIFFERS kl_parallel_if: ompfe [800, 800] kernel(teams 1, limit 0)
/* complex variables are scalars: firstprivate (a complex float by value), reduced, mapped */
void cx_firstprivate(void) {
  _Complex double z = 1;
  _Complex float f = 2;
  _Complex long double l = 3;
  #pragma omp target
  g = (int)__real__ z + (int)__real__ f + (int)__real__ l;
}
void cx_reduction(void) {
  _Complex double s = 0;
  #pragma omp target teams distribute parallel for reduction(+ : s)
  for (int i = 0; i < 100; i++) s += a[i];
}
void cx_map(void) {
  _Complex double z = 1, arr[4];
  #pragma omp target map(tofrom : z) map(from : arr[1:2]) defaultmap(tofrom : scalar)
  arr[1] = z;
}
void cx_defaultmap(void) {
  _Complex float f = 2;
  #pragma omp target defaultmap(tofrom : scalar)
  f += 1;
}
