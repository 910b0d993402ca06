// The object-size-checking built-ins as GCC folds them: with the size (size_t)-1 (unknown)
// and no flag or flag 0, the plain function without the size and flag; with a known size, a
// variable one (__builtin_object_size of a parameter, which LLVM answers, as in clang-19; -1
// at -O0), or a flag not 0, the C library's __<f>_chk with every argument.
// RUN: %ompfe -emit-llvm %s -o - | FileCheck %s
typedef unsigned long size_t;
typedef struct FILE FILE;

// CHECK-LABEL: define {{.*}}@copies(
void copies(char *d, const char *s, size_t n, size_t size) {
// CHECK: call ptr @__memcpy_chk(ptr {{.*}}, ptr {{.*}}, i64 {{.*}}, i64 -1)
  __builtin___memcpy_chk(d, s, n, __builtin_object_size(d, 0));
// CHECK: call ptr @__memcpy_chk(ptr {{.*}}, ptr {{.*}}, i64 {{.*}}, i64 16)
  __builtin___memcpy_chk(d, s, n, 16);
// CHECK: call ptr @__memset_chk(ptr {{.*}}, i32 0, i64 {{.*}}, i64 {{.*}})
  __builtin___memset_chk(d, 0, n, size);
// CHECK: call ptr @strcpy(ptr {{.*}}, ptr {{.*}})
  __builtin___strcpy_chk(d, s, -1);
// CHECK: call ptr @__strncat_chk(ptr {{.*}}, ptr {{.*}}, i64 {{.*}}, i64 8)
  __builtin___strncat_chk(d, s, n, 8);
}

// CHECK-LABEL: define {{.*}}@formats(
void formats(char *d, FILE *f) {
// CHECK: call i32 (ptr, ptr, ...) @sprintf(ptr {{.*}}, ptr {{.*}}, i32 1)
  __builtin___sprintf_chk(d, 0, (size_t)-1, "%d", 1);
// CHECK: call i32 (ptr, i32, i64, ptr, ...) @__sprintf_chk(ptr {{.*}}, i32 1, i64 -1, ptr {{.*}}, i32 2)
  __builtin___sprintf_chk(d, 1, (size_t)-1, "%d", 2);
// CHECK: call i32 (ptr, i64, ptr, ...) @snprintf(ptr {{.*}}, i64 4, ptr {{.*}}, i32 3)
  __builtin___snprintf_chk(d, 4, 0, -1, "%d", 3);
// CHECK: call i32 (i32, ptr, ...) @__printf_chk(i32 1, ptr {{.*}}, i32 4)
  __builtin___printf_chk(1, "%d", 4);
// CHECK: call i32 (ptr, ptr, ...) @fprintf(ptr {{.*}}, ptr {{.*}}, i32 5)
  __builtin___fprintf_chk(f, 0, "%d", 5);
}
