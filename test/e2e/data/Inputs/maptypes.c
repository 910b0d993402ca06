/* Map-type reference snippets for MAPTYPES.md: one construct per function (a target data
   gives a begin/end pair), one function per clause form used by the data suite.
   Not a test (Inputs/ is excluded by lit); maptypes.sh turns it into the tables. */
#include <omp.h>

struct S { int x; double y; int z; int arr[6]; struct { int k; int pad; } in; };
struct V { int n; double *p; int arr[5]; };
struct In { int n; int *p; };
struct Out { int k; struct In in; double w[3]; };

int gv;
double garr[4];
int gm[4][8];
int *gp;
struct { int lo, hi; } grange;
static int gstatic;

/* ---- map-types on target ---- */
void mt_to_array(void) { int a[8];
  #pragma omp target map(to: a)
  { a[0] = 1; } }
void mt_from_array(void) { int a[8];
  #pragma omp target map(from: a)
  { a[0] = 1; } }
void mt_tofrom_array(void) { int a[8];
  #pragma omp target map(tofrom: a)
  { a[0] = 1; } }
void mt_default_maptype(void) { int a[8];
  #pragma omp target map(a)
  { a[0] = 1; } }
void mt_alloc_array(void) { int a[8];
  #pragma omp target map(alloc: a)
  { a[0] = 1; } }
void mt_scalars(int i, double d) {
  #pragma omp target map(to: i) map(tofrom: d)
  { d += i; } }
void mt_order(int a, int b, int c) {
  #pragma omp target map(to: a) map(from: b) map(alloc: c)
  { b = a + c; } }

/* ---- modifiers ---- */
void mod_always_to(int *x) { int a[4];
  #pragma omp target map(always, to: a)
  { x[0] = a[0]; } }
void mod_always_from(void) { int a[4];
  #pragma omp target map(always, from: a)
  { a[0] = 1; } }
void mod_always_tofrom(int y) {
  #pragma omp target map(always, tofrom: y)
  { y++; } }
void mod_close(void) { double v[6];
  #pragma omp target map(close, to: v) map(close, tofrom: gv)
  { gv = (int)v[0]; } }
void mod_always_close(int r) {
  #pragma omp target map(always, close, tofrom: r)
  { r = 1; } }
void mod_present(int s) { int a[10];
  #pragma omp target map(present, tofrom: a) map(present, to: s)
  { a[0] += s; } }
void mod_present_data(void) { int a[10];
  #pragma omp target data map(present, alloc: a[2:5])
  { } }
void mod_present_from_section(void) { int a[10];
  #pragma omp target map(present, from: a[4:1])
  { a[4] = -4; } }

/* ---- enter / exit data ---- */
void ed_enter_to_alloc(void) { int a[4]; int b[4];
  #pragma omp target enter data map(to: a) map(alloc: b)
}
void ed_exit_from_release_delete(void) { int a[4], b[4], c[4];
  #pragma omp target exit data map(from: a) map(release: b) map(delete: c)
}
void ed_enter_close(int r) {
  #pragma omp target enter data map(close, to: r)
}
void ed_enter_present(void) { int a[4];
  #pragma omp target enter data map(present, to: a)
}
void ed_exit_present_delete(void) { int a[4];
  #pragma omp target exit data map(present, delete: a)
}
void ed_exit_always_from(int y) {
  #pragma omp target exit data map(always, from: y)
}
void ed_enter_section(int *p, int n) {
  #pragma omp target enter data map(to: p[0:n])
}
void ed_if_device(int c, int d) { int v[4];
  #pragma omp target enter data map(to: v) if(c) device(d)
}
void ed_nowait_depend(void) { int w[4];
  #pragma omp target enter data map(to: w) nowait depend(out: w)
  #pragma omp taskwait
}
void ed_exit_nowait(int x) {
  #pragma omp target exit data map(release: x) nowait
  #pragma omp taskwait
}

void ed_struct_members(struct S s) {
  #pragma omp target enter data map(to: s.x, s.z)
}
void ed_struct_ptr_member(struct V *ps, int n) {
  #pragma omp target exit data map(from: ps->p[0:n])
}

/* ---- sections ---- */
void sec_lo_len(int lo, int len) { int a[12];
  #pragma omp target map(tofrom: a[lo:len])
  { a[lo] = 1; } }
void sec_colon_n(int n) { int b[12];
  #pragma omp target map(tofrom: b[:n])
  { b[0] = 1; } }
void sec_lo_colon(void) { int c[12];
  #pragma omp target map(tofrom: c[7:])
  { c[7] = 1; } }
void sec_element(void) { int a[12];
  #pragma omp target map(tofrom: a[11])
  { a[11] = 7; } }
void sec_const(void) { int a[12];
  #pragma omp target map(tofrom: a[3:4])
  { a[3] = 1; } }
void sec_local_ptr(int *p, int n) {
  #pragma omp target map(tofrom: p[0:n])
  { p[0] = n; } }
void sec_local_ptr_const(int *p) {
  #pragma omp target map(tofrom: p[2:3])
  { p[2] = -2; } }
void sec_global_ptr(void) {
  #pragma omp target map(tofrom: gp[0:5])
  { gp[0] = 1; } }
void sec_global_ptr_runtime(int n) {
  #pragma omp target map(tofrom: gp[1:n])
  { gp[1] = 1; } }
void sec_2d_whole(void) {
  #pragma omp target map(tofrom: gm[0:4][0:8])
  { gm[0][0] = 1; } }
void sec_2d_rows(void) {
  #pragma omp target map(tofrom: gm[1:2][0:8])
  { gm[1][0] = 1; } }
void sec_2d_row_part(void) {
  #pragma omp target map(tofrom: gm[2][3:4])
  { gm[2][3] = 1; } }
void sec_3d(void) { int t[2][2][3]; int sum = 0;
  #pragma omp target map(to: t[1][0:2][0:3]) map(from: sum)
  { sum = t[1][0][0]; } }
void sec_vla(int n, int m) { double g[n][m]; int v[n];
  #pragma omp target map(tofrom: g) map(to: v[1:n - 2])
  { g[1][0] = v[1]; } }
void sec_vla_implicit(int n) { int v[n];
  #pragma omp target
  { v[0] = 1; } }

/* ---- struct members ---- */
void st_member(struct S s) {
  #pragma omp target map(tofrom: s.x)
  { s.x += 10; } }
void st_two_members(struct S s) {
  #pragma omp target map(tofrom: s.x, s.z)
  { s.x = s.z; } }
void st_to_from_members(struct S s) {
  #pragma omp target map(to: s.y) map(from: s.z)
  { s.z = (int)s.y; } }
void st_array_member_section(struct S s) {
  #pragma omp target map(tofrom: s.arr[1:3])
  { s.arr[1] = 1; } }
void st_nested_member(struct S s) {
  #pragma omp target map(tofrom: s.in.k) map(to: s.arr[5])
  { s.in.k = s.arr[5]; } }
void st_ptr_member_section(struct V s) {
  #pragma omp target map(tofrom: s.p[0:6])
  { s.p[0] = 1; } }
void st_arrow_array_member(struct V *ps) {
  #pragma omp target map(tofrom: ps->arr[0:5])
  { ps->arr[0] = 1; } }
void st_arrow_scalar_and_ptr_section(struct V *ps) {
  #pragma omp target map(to: ps->n) map(tofrom: ps->p[2:3])
  { ps->p[2] = ps->n; } }
void st_scalar_and_ptr_section(struct V s) {
  #pragma omp target map(tofrom: s.n, s.p[0:6])
  { s.n = (int)s.p[0]; } }
void st_ptr_whole_and_nested_ptr(struct Out *ps) {
  #pragma omp target map(tofrom: ps[0:1]) map(tofrom: ps->in.p[0:4])
  { ps->k = ps->in.p[0]; } }
/* clang-19 bug (avoided by the tests): the parent span covers only the first member group of
   the nested struct, so o.in.n lies outside the mapped block */
struct Out2 { int k; struct In in; double w[3]; };
void st_nested_struct_two_members_BUG(struct Out2 o) {
  #pragma omp target map(tofrom: o.in.p[1:2]) map(to: o.in.n)
  { o.in.p[1] += o.in.n; } }
void st_array_elem_members(struct In *arr) {
  #pragma omp target map(tofrom: arr[3].n, arr[3].p[0:3])
  { arr[3].n = arr[3].p[0]; } }
void st_member_of_second(struct V s, int a, int n) {
  #pragma omp target map(tofrom: a) map(tofrom: s.n) map(to: s.arr[1], s.p[0:n])
  { a = 1; s.n = s.arr[1]; } }
void st_clause_order(struct S s) {
  #pragma omp target map(to: s.arr[2]) map(tofrom: s.x) map(from: s.z)
  { s.x = s.z; } }
void st_local_array_elem_members(void) { struct In arr[4];
  #pragma omp target map(tofrom: arr[3].n, arr[3].p[0:3])
  { arr[3].n = arr[3].p[0]; } }

/* ---- globals ---- */
void gl_explicit(void) {
  #pragma omp target map(tofrom: gv, garr)
  { gv++; garr[0] = gv; } }
void gl_struct_static(void) {
  #pragma omp target map(to: grange, gstatic)
  { gv = grange.hi + gstatic; } }
void gl_implicit(void) {
  #pragma omp target
  { garr[0] = gv; } }

/* ---- implicit rules ---- */
void im_scalars(char c, short sh, int i, long l, float f, double d, unsigned long long u) {
  #pragma omp target
  { c = (char)(sh + i + l + f + d + u); } }
void im_aggregates(void) { int arr[6]; double grid[3][3]; struct S s;
  #pragma omp target
  { arr[0] = (int)grid[1][1] + s.x; } }
void im_pointer(int *p) {
  #pragma omp target
  { p[0] = 1; } }
void im_null_pointer(void) { int *nul = 0; int isnull;
  #pragma omp target map(from: isnull)
  { isnull = nul == 0; } }

/* ---- target clauses ---- */
void cl_firstprivate(int x, double scale) { int arr[4]; struct S pr;
  #pragma omp target firstprivate(x, scale, arr, pr)
  { x += arr[0] + pr.x + (int)scale; } }
void cl_private(int tmp) { int scratch[5]; struct S bx;
  #pragma omp target private(tmp, scratch, bx)
  { tmp = 0; scratch[0] = tmp; bx.x = 1; } }
void cl_is_device_ptr(int *d) {
  #pragma omp target is_device_ptr(d)
  { d[0] = 1; } }
void cl_has_device_addr(void) { int arr[6]; double x;
  #pragma omp target has_device_addr(arr, x)
  { arr[0] = (int)x; } }
void cl_defaultmap_tofrom_scalar(int s, double d) { int arr[3];
  #pragma omp target defaultmap(tofrom: scalar)
  { s += 1; d *= 2; arr[0] = 7; } }
void cl_defaultmap_to_aggregate(int s) { int arr[3]; struct S t;
  #pragma omp target defaultmap(to: aggregate)
  { s = arr[1] + t.x; } }
void cl_defaultmap_from_scalar(int out) {
  #pragma omp target defaultmap(from: scalar)
  { out = 55; } }
void cl_defaultmap_firstprivate(int s) { int arr[3]; struct S t;
  #pragma omp target defaultmap(firstprivate)
  { s = arr[2] + t.x; } }
void cl_defaultmap_fp_aggregate(int out) { int arr[3];
  #pragma omp target defaultmap(firstprivate: aggregate) defaultmap(tofrom: scalar)
  { out = arr[0]; } }
void cl_defaultmap_alloc_aggregate(int out) { int arr[3];
  #pragma omp target defaultmap(alloc: aggregate) map(from: out)
  { out = arr[1]; } }
void cl_defaultmap_none(int s, double d) { int arr[3];
  #pragma omp target defaultmap(none) map(to: arr) map(tofrom: s) firstprivate(d)
  { s = arr[0] + (int)d; } }
void cl_defaultmap_pointer(int *p) {
  #pragma omp target defaultmap(firstprivate: pointer)
  { p = 0; } }
void cl_firstprivate_pointer(int *p) {
  #pragma omp target firstprivate(p)
  { p = 0; } }
void cl_if(int c, int v) {
  #pragma omp target if(c) map(to: v)
  { v++; } }
void cl_device(int d, int x) {
  #pragma omp target device(d) map(tofrom: x)
  { x++; } }
void cl_nowait(int r) {
  #pragma omp target nowait map(from: r)
  { r = 1; }
  #pragma omp taskwait
}
void cl_depend(void) { int buf[8];
  #pragma omp target map(tofrom: buf) nowait depend(inout: buf)
  { buf[0] = 1; }
  #pragma omp taskwait
}
void cl_depend_no_nowait(void) { int x = 1;
  #pragma omp target map(tofrom: x) depend(out: x)
  { x += 10; }
}
void cl_depend_in_out(int x, int y) {
  #pragma omp target map(to: x) map(from: y) nowait depend(in: x) depend(out: y)
  { y = x; }
  #pragma omp taskwait
}
void cl_nowait_firstprivate(int k, int res) {
  #pragma omp target nowait firstprivate(k) map(from: res)
  { res = k; }
  #pragma omp taskwait
}

/* ---- target data ---- */
void td_maps(void) { int in[5], out[5], acc[5], tmp[5];
  #pragma omp target data map(to: in) map(from: out) map(tofrom: acc) map(alloc: tmp)
  { } }
void td_use_device_ptr(double *p, int n) {
  #pragma omp target data map(tofrom: p[0:n]) use_device_ptr(p)
  { p = 0; } }
void td_use_device_ptr_only(double *p) {
  #pragma omp target data use_device_ptr(p)
  { p = 0; } }
void td_use_device_addr(void) { int arr[4]; struct S q; int *d;
  #pragma omp target data map(tofrom: arr, q) use_device_addr(arr, q)
  { d = arr; d = &q.x; } }
void td_use_device_addr_section(void) { int arr[4]; int *d;
  #pragma omp target data map(tofrom: arr[1:2]) use_device_addr(arr[1:2])
  { d = &arr[1]; } }
void td_use_device_addr_only(void) { int arr[4]; int *d;
  #pragma omp target data use_device_addr(arr)
  { d = arr; } }
void td_struct_ptr_member(struct V s, int n) {
  #pragma omp target data map(tofrom: s.p[0:n])
  { } }
void td_if_device(int c, int d) { int a[4];
  #pragma omp target data map(to: a) if(c) device(d)
  { } }

/* ---- target update ---- */
void up_whole(void) { int a[8];
  #pragma omp target update to(a)
}
void up_section_from(int *p) { int m[3][4];
  #pragma omp target update from(p[0:2], m[1][0:4])
}
void up_to_and_from(struct S t) {
  #pragma omp target update to(t.x) from(t.arr[1:2])
}
void up_scalar_present(double x) {
  #pragma omp target update to(present: x)
}
void up_if_device(int c, int d) { int x[2];
  #pragma omp target update from(x[1:1]) if(c) device(d)
}
