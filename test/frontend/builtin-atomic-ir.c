// The atomic instructions GCC's __atomic_* and __sync_* built-ins become, against clang-19's
// (-O0): the same instructions in the same order, with the same orderings, sync scopes,
// widths, alignments and volatile and weak marks (values and names aside).
// RUN: %ompfe -emit-llvm -S %s -o %t.ompfe.ll
// RUN: %clang -S -emit-llvm -O0 %s -o %t.clang.ll
// RUN: grep -oE '(load atomic|store atomic|atomicrmw|cmpxchg|fence) .*' %t.ompfe.ll | sed -E 's/[%%@][0-9A-Za-z._]+/V/g; s/ (i[0-9]+) (-?[0-9]+|V)/ \1 V/g' > %t.ompfe.txt
// RUN: grep -oE '(load atomic|store atomic|atomicrmw|cmpxchg|fence) .*' %t.clang.ll | sed -E 's/[%%@][0-9A-Za-z._]+/V/g; s/ (i[0-9]+) (-?[0-9]+|V)/ \1 V/g' > %t.clang.txt
// RUN: diff %t.ompfe.txt %t.clang.txt
// RUN: FileCheck %s < %t.ompfe.txt

struct __attribute__((aligned(8))) pair { int a, b; };
char c;
short s;
int i;
long l;
int *p;
volatile int vi;
struct pair pr;

long all(void) {
  long r = 0;
  // CHECK: load atomic i32, ptr V seq_cst, align 4
  r += __atomic_load_n(&i, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: load atomic i8, ptr V acquire, align 1
  r += __atomic_load_n(&c, __ATOMIC_CONSUME);
  // CHECK-NEXT: store atomic i16 V, ptr V release, align 2
  __atomic_store_n(&s, 3, __ATOMIC_RELEASE);
  // CHECK-NEXT: atomicrmw xchg ptr V, i64 V acq_rel, align 8
  r += __atomic_exchange_n(&l, 4, __ATOMIC_ACQ_REL);
  int expected = 1;
  // CHECK-NEXT: cmpxchg ptr V, i32 V, i32 V release monotonic, align 4
  r += __atomic_compare_exchange_n(&i, &expected, 2, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED);
  // CHECK-NEXT: cmpxchg weak ptr V, i32 V, i32 V seq_cst acquire, align 4
  r += __atomic_compare_exchange_n(&i, &expected, 2, 1, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE);
  // CHECK-NEXT: atomicrmw add ptr V, i32 V monotonic, align 4
  r += __atomic_fetch_add(&i, 1, __ATOMIC_RELAXED);
  // CHECK-NEXT: atomicrmw sub ptr V, i64 V seq_cst, align 8
  r += __atomic_sub_fetch(&l, 1, __ATOMIC_SEQ_CST);
  r += __atomic_fetch_and(&s, 1, __ATOMIC_SEQ_CST);
  r += __atomic_or_fetch(&c, 1, __ATOMIC_SEQ_CST);
  r += __atomic_fetch_xor(&i, 1, __ATOMIC_SEQ_CST);
  // CHECK: atomicrmw nand ptr V, i64 V seq_cst, align 8
  r += __atomic_nand_fetch(&l, 1, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: atomicrmw add ptr V, i64 V seq_cst, align 8
  p = __atomic_fetch_add(&p, 4, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: load atomic volatile i32, ptr V seq_cst, align 4
  r += __atomic_load_n(&vi, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: atomicrmw volatile add ptr V, i32 V seq_cst, align 4
  r += __atomic_fetch_add(&vi, 1, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: store atomic volatile i32 V, ptr V seq_cst, align 4
  __atomic_store_n(&vi, 1, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: atomicrmw xchg ptr V, i8 V seq_cst, align 1
  r += __atomic_test_and_set(&c, __ATOMIC_SEQ_CST);
  // CHECK-NEXT: store atomic i8 V, ptr V release, align 1
  __atomic_clear(&c, __ATOMIC_RELEASE);
  struct pair t = {1, 2};
  // CHECK-NEXT: load atomic i64, ptr V seq_cst, align 8
  __atomic_load(&pr, &t, __ATOMIC_SEQ_CST);
  __atomic_store(&pr, &t, __ATOMIC_SEQ_CST);
  __atomic_exchange(&pr, &t, &t, __ATOMIC_SEQ_CST);
  __atomic_compare_exchange(&pr, &t, &t, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  // CHECK: fence acquire
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  __atomic_thread_fence(__ATOMIC_RELAXED);
  // CHECK-NEXT: fence syncscope("singlethread") seq_cst
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  // CHECK-NEXT: atomicrmw add ptr V, i32 V seq_cst, align 4
  r += __sync_fetch_and_add(&i, 1);
  r += __sync_sub_and_fetch(&i, 1);
  r += __sync_fetch_and_nand(&i, 1);
  r += __sync_bool_compare_and_swap(&i, 1, 2);
  r += __sync_val_compare_and_swap(&l, 1, 2);
  // CHECK: atomicrmw xchg ptr V, i32 V seq_cst, align 4
  r += __sync_lock_test_and_set(&i, 1);
  // CHECK-NEXT: store atomic i32 V, ptr V release, align 4
  __sync_lock_release(&i);
  // CHECK-NEXT: fence seq_cst
  __sync_synchronize();
  return r;
}
