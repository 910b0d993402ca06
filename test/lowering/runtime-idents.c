// The ident_t of the runtime calls (rtl.c, ofe_rtl_ident): with -g or -gline-tables-only the
// directive's ";file;function;line;column;;" (column of the `#`), which libomptarget prints
// ("Entering OpenMP kernel at runtime-idents.c:12:3") and libomp reads, as clang-19 writes it;
// without -g the one ";unknown;unknown;0;0;;" ident of clang-19 (the IR is unchanged).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -g -emit-llvm -S %s -o - | FileCheck %s --check-prefixes=G,BOTH
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -gline-tables-only -emit-llvm -S %s -o - | FileCheck %s --check-prefixes=G,BOTH
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefixes=NOG,BOTH

void f(int n) {
  int a[8];
  #pragma omp target data map(tofrom: a)
  {
    #pragma omp target
    a[0] = n;
#pragma omp target update from(a)
  }
  #pragma omp parallel
  {
    #pragma omp task
    a[1] = n;
  }
}

// G-DAG: c";{{.*}}runtime-idents.c;f;11;3;;\00"
// G-DAG: c";{{.*}}runtime-idents.c;f;13;5;;\00"
// G-DAG: c";{{.*}}runtime-idents.c;f;15;1;;\00"
// G-DAG: c";{{.*}}runtime-idents.c;f;17;3;;\00"
// G-DAG: c";{{.*}}runtime-idents.c;f;19;5;;\00"
// G-NOT: ;unknown;unknown;0;0;;
// NOG-NOT: runtime-idents.c;f;
// NOG: c";unknown;unknown;0;0;;\00"
// BOTH-LABEL: define {{.*}}void @f(
// G: call void @__tgt_target_data_begin_mapper(ptr @.omp.ident.{{[0-9]+}}.11.3.f,
// G: call i32 @__tgt_target_kernel(ptr @.omp.ident.{{[0-9]+}}.13.5.f,
// G: call void @__tgt_target_data_update_mapper(ptr @.omp.ident.{{[0-9]+}}.15.1.f,
// G: call void @__tgt_target_data_end_mapper(ptr @.omp.ident.{{[0-9]+}}.11.3.f,
// G: call void {{.*}}@__kmpc_fork_call(ptr @.omp.ident.{{[0-9]+}}.17.3.f,
// NOG: call void @__tgt_target_data_begin_mapper(ptr @.omp.ident,
// NOG: call i32 @__tgt_target_kernel(ptr @.omp.ident,
// NOG: call void {{.*}}@__kmpc_fork_call(ptr @.omp.ident,
// BOTH-LABEL: define internal void @f.omp_outlined
// G: call ptr @__kmpc_omp_task_alloc(ptr @.omp.ident.{{[0-9]+}}.19.5.f,
// NOG: call ptr @__kmpc_omp_task_alloc(ptr @.omp.ident,
