// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: env OMP_CANCELLATION=true %t.ompcc | FileCheck %s --check-prefix=ACTIVE
// RUN: env OMP_CANCELLATION=true LD_LIBRARY_PATH=/usr/lib/llvm-19/lib %t.clang | FileCheck %s --check-prefix=ACTIVE
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR
// Covers: cancel and cancellation point for parallel, for, sections and taskgroup (with if).
// Without OMP_CANCELLATION=true (the default) libomp never activates cancellation, so the
// program runs as if the directives were not there: compared with gcc and clang-19. With it,
// a cancelled loop stops early, a cancelled parallel region skips the rest of its body, a
// cancelled sections construct skips the rest of the section, a cancelled taskgroup drops
// its tasks that have not started. (libomp 19 can hang when a region cancels a loop and then
// itself, in clang-19's build as in ompfe's: the test keeps them in separate regions.)
#include <omp.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  int found = -1, a[1000], checked = 0;
  for (int i = 0; i < 1000; i++) a[i] = i * 7 % 1000;
#pragma omp parallel num_threads(4)
  {
#pragma omp for reduction(+: checked) schedule(static)
    for (int i = 0; i < 1000; i++) {
      checked++;
      usleep(100);
      if (a[i] == 42) {
#pragma omp atomic write
        found = i;
#pragma omp cancel for
      }
#pragma omp cancellation point for
    }
  }
  // ACTIVE: found=6 loop_stopped_early=1
  printf("found=%d loop_stopped_early=%d\n", found, checked < 1000);

  int after_cancel = 5;
#pragma omp parallel num_threads(4)
  {
#pragma omp cancel parallel if(after_cancel > 0)
#pragma omp barrier
#pragma omp atomic
    after_cancel += 1000; /* skipped once the region is cancelled */
  }
  // ACTIVE: after_cancel=5
  printf("after_cancel=%d\n", after_cancel);

  int tasks_run = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskgroup
  for (int i = 0; i < 100; i++) {
#pragma omp task shared(tasks_run)
    {
#pragma omp cancellation point taskgroup
      usleep(200);
      if (i == 3) {
#pragma omp cancel taskgroup
      }
#pragma omp atomic
      tasks_run++;
    }
  }
  // ACTIVE: tasks_dropped=1
  printf("tasks_dropped=%d\n", tasks_run < 100);

  int sec = 0;
#pragma omp parallel num_threads(2) reduction(+: sec)
#pragma omp sections
  {
#pragma omp section
    {
      sec += 1;
#pragma omp cancel sections
      sec += 10;
    }
#pragma omp section
    sec += 100;
  }
  // ACTIVE: sec=101
  printf("sec=%d\n", sec);
  return 0;
}
// IR-LABEL: define internal void @main.omp_outlined.0(
// IR: call i32 @__kmpc_cancel(ptr @.omp.ident, i32 %{{.*}}, i32 2)
// IR: call i32 @__kmpc_cancellationpoint(ptr @.omp.ident, i32 %{{.*}}, i32 2)
// IR: call i32 @__kmpc_cancel_barrier(
// a thread that cancels the region meets the others at a cancel barrier, then leaves; the
// region's barrier is a cancel barrier that leaves it once it is cancelled
// IR-LABEL: define internal void @main.omp_outlined.1(
// IR: call i32 @__kmpc_cancel_barrier(
// IR: call i32 @__kmpc_cancel(ptr @.omp.ident, i32 %{{.*}}, i32 1)
// IR: call i32 @__kmpc_cancellationpoint(ptr @.omp.ident, i32 %{{.*}}, i32 1)
// IR: call i32 @__kmpc_cancel_barrier(
// IR-LABEL: define internal i32 @.omp_task_entry.(
// IR: call i32 @__kmpc_cancellationpoint(ptr @.omp.ident, i32 %{{.*}}, i32 4)
// IR: call i32 @__kmpc_cancel(ptr @.omp.ident, i32 %{{.*}}, i32 4)
// IR-LABEL: define internal void @main.omp_outlined.3(
// IR: call i32 @__kmpc_cancel_barrier(
// IR: call i32 @__kmpc_cancel(ptr @.omp.ident, i32 %{{.*}}, i32 3)
