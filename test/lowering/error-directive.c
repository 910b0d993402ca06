// `#pragma omp error at(execution)` is libomp's __kmpc_error(ident, severity, message), as
// clang-19 calls it: the ident names the place (";file;function;line;column;;"), severity 1 is
// a warning and 2 fatal (the default), a missing message is null. at(compilation) makes no
// code (clang-19 also calls __kmpc_error for an at(compilation) warning in a function).
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - 2>/dev/null | FileCheck %s
void g(const char *why) {
#pragma omp error severity(warning) message("at compile time")
#pragma omp error at(execution) severity(warning) message("careful")
#pragma omp error at(execution) severity(warning)
#pragma omp error at(execution) message(why)
}
// CHECK: @[[STR1:.*]] = private constant [{{[0-9]+}} x i8] c";{{.*}}error-directive.c;g;8;1;;\00"
// CHECK: @[[ID1:.*]] = private constant { i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 0, i32 {{[0-9]+}}, ptr @[[STR1]] }
// CHECK: @[[STR2:.*]] = private constant {{.*}};g;9;1;;\00"
// CHECK: @[[ID2:.*]] = private constant {{.*}} ptr @[[STR2]] }
// CHECK: @[[STR3:.*]] = private constant {{.*}};g;10;1;;\00"
// CHECK: @[[ID3:.*]] = private constant {{.*}} ptr @[[STR3]] }
// CHECK-LABEL: define void @g(
// CHECK-NOT: at compile time
// CHECK: call void @__kmpc_error(ptr @[[ID1]], i32 1, ptr @{{.*}})
// CHECK-NEXT: call void @__kmpc_error(ptr @[[ID2]], i32 1, ptr null)
// CHECK-NEXT: [[WHY:%.*]] = load ptr, ptr
// CHECK-NEXT: call void @__kmpc_error(ptr @[[ID3]], i32 2, ptr [[WHY]])
