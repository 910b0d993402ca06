// GCC's atomic built-ins: errors, at the argument, for an address that is not a pointer to
// an integer or pointer (_n forms), to a non-const object (stores, and compare-exchange's
// expected value), to a non-_Bool integer (arithmetic: and pointers only with add and sub),
// for objects whose size is not 1, 2, 4, 8 or 16 bytes or whose alignment is below their size,
// for a generic form's value pointer of another size, a memory order that is not an integer,
// a wrong argument count, a non-constant size for __atomic_always_lock_free, and sized forms
// (_1 ... _16) that do not exist or get no pointer; GCC's warning for a constant memory order
// the operation does not allow (it is then seq_cst). All in one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
struct odd { char c[3]; };
struct pair { int a, b; };
void f(int o, int *ip, const int *cp, _Bool *bp, double *dp, struct odd *sp, struct pair *pp, int **pptr, float fl) {
  int r = 0;
// CHECK: diag-builtin-atomic.c:[[@LINE+3]]:24: error: address argument to '__atomic_load_n' must be a pointer ('int' invalid)
// CHECK-NEXT: {{ *[0-9]* \|}} r += __atomic_load_n(r, 5);
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  r += __atomic_load_n(r, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:24: error: address argument to '__atomic_load_n' must be a pointer to integer or pointer ('double *' invalid)
  r += __atomic_load_n(dp, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:20: error: address argument to '__atomic_store_n' must be a pointer to a non-const object ('const int *' invalid)
  __atomic_store_n(cp, 1, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:27: error: address argument to '__atomic_fetch_add' must be a pointer to integer or pointer other than _Bool ('_Bool *' invalid)
  r += __atomic_fetch_add(bp, 1, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:28: error: address argument to '__atomic_fetch_and' must be a pointer to integer (pointers only with add and sub) ('int **' invalid)
  (void)__atomic_fetch_and(pptr, 1, 5);
  struct odd t;
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:17: error: '__atomic_load' on an object of type 'struct odd' (size 3, alignment 1) is not supported
  __atomic_load(sp, &t, 5);
  struct pair u;
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:17: error: '__atomic_load' on an object of type 'struct pair' (size 8, alignment 4) is not supported
  __atomic_load(pp, &u, 5);
  long l;
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:21: error: argument to '__atomic_load' must be a pointer to an object of the atomic object's size ('long *' invalid)
  __atomic_load(ip, &l, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:28: error: memory order argument to atomic operation must be an integer ('float' invalid)
  r += __atomic_load_n(ip, fl);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:8: error: too few arguments to function call '__atomic_load_n', expected 2, have 1
  r += __atomic_load_n(ip);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:34: error: argument to '__atomic_always_lock_free' must be a constant integer
  r += __atomic_always_lock_free(o, 0);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:40: error: argument to '__atomic_compare_exchange_n' must not point to a const object ('const int *' invalid)
  r += __atomic_compare_exchange_n(ip, cp, 1, 0, 5, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:28: warning: memory order argument to atomic operation is invalid
  r += __atomic_load_n(ip, __ATOMIC_RELEASE);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:27: warning: memory order argument to atomic operation is invalid
  __atomic_store_n(ip, 1, __ATOMIC_ACQUIRE);
}
void generic_writes(long *lp, const long *clp, int *ip, const int *cp) {
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:33: error: argument to '__atomic_compare_exchange' must not point to a const object ('const long *' invalid)
  __atomic_compare_exchange(lp, clp, lp, 0, 5, 5);
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:21: error: argument to '__atomic_load' must not point to a const object ('const int *' invalid)
  __atomic_load(ip, cp, 5);
// CHECK-NOT: error
  __atomic_store(ip, cp, 5);
}
int sized_forms(int x, int *ip) {
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:26: error: address argument to '__atomic_load_4' must be a pointer ('int' invalid)
  return __atomic_load_4(x, 5) +
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:10: error: call to undeclared function '__sync_fetch_and_add_3'; ISO C99 and later do not support implicit function declarations
         __sync_fetch_and_add_3(ip, 1) +
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:10: error: call to undeclared function '__atomic_load_n_4'; ISO C99 and later do not support implicit function declarations
         __atomic_load_n_4(ip, 5) +
// CHECK: diag-builtin-atomic.c:[[@LINE+1]]:10: error: call to undeclared function '__atomic_thread_fence_4'; ISO C99 and later do not support implicit function declarations
         __atomic_thread_fence_4(5);
}
// CHECK: exit=1
