// RUN: %cmp-gcc %s %t -pthread
// RUN: %cmp-gcc %s %t2 -pthread -O2
// GCC's __atomic_* and __sync_* built-ins: the value each returns and leaves, on objects of
// 1, 2, 4 and 8 bytes (integers, _Bool, enums, pointers, whose arithmetic is in bytes, and
// through the generic forms a struct and a double), memory orders given as constants, with
// HLE bits, or as variables; the lock-free queries; the sized forms (__sync_fetch_and_add_4,
// __atomic_load_8 ...), which as in GCC take any pointer and work on an unsigned integer of
// their size; then four threads sharing counters, a compare-and-swap loop and a test-and-set
// spin lock.
#include <pthread.h>
#include <stdio.h>

struct __attribute__((aligned(8))) pair { int a, b; };
enum colour { RED, GREEN = 7 };

#define SHOW(fmt, expr) do { long long v_ = (long long)(expr); printf("%-60s " fmt "\n", #expr, v_); } while (0)

static void values(int order) {
  signed char c = -128;
  unsigned short us = 65535;
  int i = 5;
  unsigned u = 0xffffffffu;
  long l = 10;
  unsigned long long ull = 1;
  _Bool b = 0;
  enum colour col = RED;
  int arr[8];
  int *p = arr;
  SHOW("%lld", __atomic_load_n(&i, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_load_n(&c, __ATOMIC_ACQUIRE));
  SHOW("%lld", __atomic_load_n(&us, __ATOMIC_CONSUME));
  SHOW("%lld", __atomic_load_n(&u, order));
  __atomic_store_n(&i, 7, __ATOMIC_RELEASE);
  SHOW("%lld", i);
  __atomic_store_n(&c, 300, __ATOMIC_RELAXED); /* converted to the object's type */
  SHOW("%lld", c);
  SHOW("%lld", __atomic_exchange_n(&i, 9, __ATOMIC_ACQ_REL));
  SHOW("%lld", i);
  SHOW("%lld", __atomic_exchange_n(&b, 5, order));
  SHOW("%lld", b);
  SHOW("%lld", __atomic_exchange_n(&col, GREEN, order));
  SHOW("%lld", col);
  int expected = 8;
  SHOW("%lld", __atomic_compare_exchange_n(&i, &expected, 11, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  SHOW("%lld", expected); /* the value found */
  SHOW("%lld", __atomic_compare_exchange_n(&i, &expected, 11, 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED));
  SHOW("%lld", i);
  SHOW("%lld", __atomic_fetch_add(&l, 5, __ATOMIC_RELAXED));
  SHOW("%lld", __atomic_add_fetch(&l, 5, __ATOMIC_RELAXED));
  SHOW("%lld", __atomic_fetch_sub(&l, 30, order));
  SHOW("%lld", __atomic_sub_fetch(&l, 1, order));
  SHOW("%lld", __atomic_fetch_and(&u, 0xf0f0, __ATOMIC_SEQ_CST | 0x10000)); /* an HLE hint */
  SHOW("%lld", __atomic_and_fetch(&u, 0xff00, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_fetch_or(&us, 1, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_or_fetch(&c, 1, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_fetch_xor(&ull, 3, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_xor_fetch(&ull, 0x100, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_fetch_nand(&l, 6, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_nand_fetch(&l, 6, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_add_fetch(&us, 2, __ATOMIC_SEQ_CST)); /* wraps in the object's type */
  /* pointers: in bytes, not elements */
  SHOW("%lld", (char *)__atomic_fetch_add(&p, 4, __ATOMIC_SEQ_CST) - (char *)arr);
  SHOW("%lld", (char *)__atomic_add_fetch(&p, 8, __ATOMIC_SEQ_CST) - (char *)arr);
  SHOW("%lld", (char *)__atomic_sub_fetch(&p, 2, __ATOMIC_SEQ_CST) - (char *)arr);
  SHOW("%lld", (char *)__sync_fetch_and_add(&p, 2) - (char *)arr);
  SHOW("%lld", (char *)p - (char *)arr);
  char flag = 0;
  SHOW("%lld", __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_test_and_set(&flag, __ATOMIC_SEQ_CST));
  __atomic_clear(&flag, __ATOMIC_RELEASE);
  SHOW("%lld", flag);
  /* the generic forms */
  struct pair s = {1, 2}, t, w = {3, 4};
  __atomic_load(&s, &t, __ATOMIC_SEQ_CST);
  SHOW("%lld", t.a * 10 + t.b);
  __atomic_store(&s, &w, __ATOMIC_SEQ_CST);
  SHOW("%lld", s.a * 10 + s.b);
  __atomic_exchange(&s, &t, &w, __ATOMIC_SEQ_CST);
  SHOW("%lld", s.a * 1000 + s.b * 100 + w.a * 10 + w.b);
  struct pair e = {0, 0};
  SHOW("%lld", __atomic_compare_exchange(&s, &e, &w, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  SHOW("%lld", e.a * 10 + e.b);
  SHOW("%lld", __atomic_compare_exchange(&s, &e, &w, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  SHOW("%lld", s.a * 10 + s.b);
  double d = 1.5, dr, dn = 2.25;
  __atomic_exchange(&d, &dn, &dr, __ATOMIC_SEQ_CST);
  SHOW("%lld", (long long)(d * 100 + dr));
  /* __sync: full barriers */
  int x = 0;
  SHOW("%lld", __sync_fetch_and_add(&x, 3));
  SHOW("%lld", __sync_add_and_fetch(&x, 3));
  SHOW("%lld", __sync_fetch_and_sub(&x, 1));
  SHOW("%lld", __sync_sub_and_fetch(&x, 1));
  SHOW("%lld", __sync_fetch_and_or(&x, 16));
  SHOW("%lld", __sync_or_and_fetch(&x, 32));
  SHOW("%lld", __sync_fetch_and_and(&x, 0x3c));
  SHOW("%lld", __sync_and_and_fetch(&x, 0x34));
  SHOW("%lld", __sync_fetch_and_xor(&x, 1));
  SHOW("%lld", __sync_xor_and_fetch(&x, 3));
  SHOW("%lld", __sync_fetch_and_nand(&x, 3));
  SHOW("%lld", __sync_nand_and_fetch(&x, 3));
  SHOW("%lld", __sync_bool_compare_and_swap(&x, 0, 4));
  SHOW("%lld", __sync_bool_compare_and_swap(&x, -4, 4));
  SHOW("%lld", __sync_val_compare_and_swap(&x, 4, 6));
  SHOW("%lld", __sync_val_compare_and_swap(&x, 4, 8));
  SHOW("%lld", __sync_lock_test_and_set(&x, 99));
  __sync_lock_release(&x);
  SHOW("%lld", x);
  __sync_synchronize();
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __atomic_thread_fence(__ATOMIC_RELAXED);
  __atomic_thread_fence(order);
  __atomic_signal_fence(__ATOMIC_ACQUIRE);
  /* lock-free queries: constants where GCC folds them */
  static const int lock_free[] = {__atomic_always_lock_free(1, 0), __atomic_always_lock_free(4, 0),
                                  __atomic_always_lock_free(8, 0), __atomic_always_lock_free(16, 0),
                                  __atomic_always_lock_free(3, 0), __atomic_always_lock_free(8, (void *)4),
                                  __atomic_is_lock_free(4, 0)};
  for (int k = 0; k < 7; k++) SHOW("%lld", lock_free[k]);
  SHOW("%lld", __atomic_always_lock_free(sizeof(long), &l));
  SHOW("%lld", __atomic_always_lock_free(4, &c));
  SHOW("%lld", __atomic_is_lock_free(sizeof(int), &i));
}

static void sized(void) {
  int x = -1;
  long l = -5;
  char c = -3;
  short s = 7;
  float f = 1.0f;
  unsigned e = 0;
  SHOW("%lld", __sync_fetch_and_add_4(&x, 1)); /* unsigned: 4294967295 */
  SHOW("%lld", __sync_add_and_fetch_8(&l, -1));
  SHOW("%lld", __atomic_load_4(&x, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_fetch_sub_1(&c, 1, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_exchange_2(&s, -1, __ATOMIC_SEQ_CST));
  SHOW("%lld", __atomic_compare_exchange_4(&x, &e, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  SHOW("%lld", __sync_val_compare_and_swap_2(&s, 0xffff, 3));
  SHOW("%lld", __sync_bool_compare_and_swap_4(&x, 9, 10));
  __atomic_store_4(&f, 0x40000000u, __ATOMIC_SEQ_CST); /* the bits of 2.0f */
  __sync_lock_release_1(&c);
  __atomic_store_n(&l, __atomic_or_fetch_8(&l, 0x100, __ATOMIC_RELAXED), __ATOMIC_RELAXED);
  printf("%d %d %ld %d %g %u\n", x, s, l, c, f, e);
}

/* ---- threads -------------------------------------------------------------------------- */

enum { THREADS = 4, ROUNDS = 100000 };
static long counter, down = THREADS * ROUNDS, cas_counter, locked_counter, new_sum;
static int spin;
static char flag_lock;

static void *work(void *arg) {
  (void)arg;
  for (int k = 0; k < ROUNDS; k++) {
    __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
    __sync_fetch_and_sub(&down, 1);
    long old = __atomic_load_n(&cas_counter, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n(&cas_counter, &old, old + 2, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
      ;
    while (__sync_lock_test_and_set(&spin, 1))
      ;
    locked_counter++;
    __sync_lock_release(&spin);
    while (__atomic_test_and_set(&flag_lock, __ATOMIC_ACQUIRE))
      ;
    new_sum += 3;
    __atomic_clear(&flag_lock, __ATOMIC_RELEASE);
  }
  return 0;
}

int main(void) {
  values(__ATOMIC_SEQ_CST);
  values(__ATOMIC_RELAXED);
  sized();
  pthread_t t[THREADS];
  for (int k = 0; k < THREADS; k++) pthread_create(&t[k], 0, work, 0);
  for (int k = 0; k < THREADS; k++) pthread_join(t[k], 0);
  printf("threads: %ld %ld %ld %ld %ld\n", counter, down, cas_counter, locked_counter, new_sum);
  return 0;
}
