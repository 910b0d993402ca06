// -fexceptions (expat's configure adds it): a C++ exception may unwind through C frames.
// ompfe's functions are never nounwind and carry unwind tables, so that works at every -O
// without the flag too; what gcc adds with it is running cleanup attributes during the
// unwinding, which ompfe does not do, so there a cleanup is an error at its location. The flag
// is no longer an "argument unused".
// RUN: %ompcc -fexceptions -O0 -c %s -o %t.O0.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: g++ %S/Inputs/fexceptions-main.cpp %t.O0.o -o %t.O0 && %t.O0 | FileCheck %s
// RUN: %ompcc -fexceptions -O2 -c %s -o %t.O2.o
// RUN: g++ %S/Inputs/fexceptions-main.cpp %t.O2.o -o %t.O2 && %t.O2 | FileCheck %s
// RUN: not %ompcc -fexceptions -DCLEANUP -c %s -o %t.cleanup.o 2>&1 | FileCheck %s --check-prefix=CLEANUP
// RUN: %ompcc -fexceptions -fno-exceptions -DCLEANUP -c %s -o %t.cleanup.o
// QUIET-NOT: warning
// CHECK: called 5
// CHECK-NEXT: called 6
// CHECK-NEXT: caught 7
// CLEANUP: fexceptions.c:[[@LINE+9]]:48: error: 'cleanup' attribute with -fexceptions is not supported by ompfe: it would not run when an exception unwinds through the function

void call_it(void (*f)(int), int n) {
  int a[4] = {n, n + 1, n + 2, n + 3};
  for (int i = 0; i < 4; i++) f(a[i]);
}

#ifdef CLEANUP
static void release(int *p) { (void)p; }
void with_cleanup(void) { int x __attribute__((cleanup(release))) = 1; (void)x; }
#endif
