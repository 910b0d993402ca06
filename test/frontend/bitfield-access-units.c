// A bit-field is read and written through bytes that hold no other member: C11 §3.14 makes a
// bit-field and an adjacent member that is not one separate memory locations, which another
// thread may write meanwhile (test/e2e/parallel/bitfield_neighbours.c). ompfe read and wrote
// `a` below through the int at offset 0, which holds `c` and `s` too, so a thread's write to
// `a` undid another's write to `s`. Now, where the unit of the bit-field's type would reach
// into another member, the access covers the bytes of the bit-field only (as clang-19 does
// for these): `a` as an i8 at offset 1, `b` as an i24 at offset 4 (`d` is at offset 7), `q`
// as an i16 at offset 2; a run of bit-fields alone in its unit keeps the unit (`y`).
// RUN: %ompfe -O2 -emit-llvm -S %s -o - | FileCheck %s

struct S { char c; int a : 4; short s; int b : 20; char d; } st;
struct T { int x : 8; int y : 24; } tt;
struct U { short p; int q : 12; char r; } uu;
struct F { int f : 3; char tail[]; };

// CHECK-LABEL: define void @set_a(
// CHECK: load i8, ptr getelementptr inbounds (i8, ptr @st, i64 1), align 1
// CHECK: store i8 {{.*}}, ptr getelementptr inbounds (i8, ptr @st, i64 1), align 1
// CHECK-NEXT: ret void
void set_a(int v) { st.a = v; }
// CHECK-LABEL: define void @set_b(
// CHECK: load i24, ptr getelementptr inbounds (i8, ptr @st, i64 4), align 4
// CHECK: store i24 {{.*}}, ptr getelementptr inbounds (i8, ptr @st, i64 4), align 4
void set_b(int v) { st.b = v; }
// CHECK-LABEL: define void @set_y(
// CHECK: load i32, ptr @tt, align 4
// CHECK: store i32 {{.*}}, ptr @tt, align 4
void set_y(int v) { tt.y = v; }
// CHECK-LABEL: define void @set_q(
// CHECK: load i16, ptr getelementptr inbounds (i8, ptr @uu, i64 2), align 2
// CHECK: store i16 {{.*}}, ptr getelementptr inbounds (i8, ptr @uu, i64 2), align 2
void set_q(int v) { uu.q = v; }
// CHECK-LABEL: define void @set_f(
// CHECK: load i8, ptr %0, align 4
// CHECK: store i8 {{.*}}, ptr %0, align 4
void set_f(struct F *p, int v) { p->f = v; }
// CHECK-LABEL: define {{.*}}i32 @get_a(
// CHECK: load i8, ptr getelementptr inbounds (i8, ptr @st, i64 1), align 1
int get_a(void) { return st.a; }
