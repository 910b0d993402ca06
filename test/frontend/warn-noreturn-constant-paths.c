// A path ends where a call that does not return surely runs: in the arm a constant condition
// of ?:, && or || takes, in both arms of ?:, and at the end of a statement expression that
// does not complete. Conditions are folded as clang-19's CFG folds them (!"x" is false: a
// string literal's address is not null; `k && 0` is false), so glibc's assert(!"x") and
// assert(0 && "x") end their path (-Wreturn-type, -Wsometimes-uninitialized,
// -Wimplicit-fallthrough), found building sed and libpng. The same comments pass clang-19's
// -verify, the absence of a warning included.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra -Wimplicit-fallthrough %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Wimplicit-fallthrough -Xclang -verify %s
#include <assert.h>

_Noreturn void die(void);
extern int weak_obj __attribute__((weak));

int cond_zero(int k) { if (k) return 1; (0 ? (void)0 : die()); }
int cond_not_string(int k) { if (k) return 1; (!"x" ? (void)0 : die()); }
int cond_string(int k) { if (k) return 1; ("x" ? die() : (void)0); }
int cond_elvis_zero(int k) { if (k) return 1; (0 ?: die()); }
int cond_folded(int k) { if (k) return 1; (k ? 0 : 1) ? (void)0 : die(); } // expected-warning {{non-void function does not return a value in all control paths}}
int cond_elvis_one(int k) { if (k) return 1; (1 ?: die()); } // expected-warning {{non-void function does not return a value in all control paths}}
int stmt_expr_if_not_string(int k) { if (k) return 1; ({ if (!"x") ; else die(); }); }
int stmt_expr_if_zero(int k) { if (k) return 1; ({ if (0) ; else die(); }); }
int stmt_expr_call(int k) { if (k) return 1; ({ die(); }); }
int stmt_expr_if(int k) { if (k) return 1; ({ if (k) ; else die(); }); } // expected-warning {{non-void function does not return a value in all control paths}}
int if_not_string(int k) { if (k) return 1; if (!"x") ; else die(); }
int if_and_zero(int k) { if (k > 1) return 1; if (k && 0) ; else die(); }
int if_or_one(int k) { if (k > 1) return 1; if (k || 1) die(); }
int if_sizeof(int k) { if (k) return 1; if (sizeof(int) == 4) die(); }
int if_weak_address(int k) { if (k) return 1; if (&weak_obj) ; else die(); } // expected-warning {{non-void function does not return a value in all control paths}}
int and_one(int k) { if (k) return 1; (1 && (die(), 0)); }
int and_unknown(int k) { if (k) return 1; (k && (die(), 0)); } // expected-warning {{non-void function does not return a value in all control paths}}
int or_zero(int k) { if (k) return 1; (0 || (die(), 0)); }
int or_unknown(int k) { if (k) return 1; (k || (die(), 0)); } // expected-warning {{non-void function does not return a value in all control paths}}
int while_not_string(int k) { if (k) return 1; while (!"x") {} } // expected-warning {{non-void function does not return a value in all control paths}}
int for_string(int k) { if (k) return 1; for (; "x";) {} }
int assert_not_string(int k) { if (k) return 1; assert(!"x"); }
int assert_zero_and(int k) { if (k) return 1; assert(0 && "x"); }
int assert_unknown(int k) { if (k) return 1; assert(k && "x"); } // expected-warning {{non-void function does not return a value in all control paths}}

int switch_assert(int k) {
  switch (k) {
  case 1: return 10;
  default: assert(!"bad kind");
  }
}

int uninit_assert_zero_and(int k) {
  int v;
  if (k) v = 1;
  else assert(0 && "no");
  return v;
}

int uninit_assert_not_string(int k) {
  int v;
  if (k) v = 1;
  else assert(!"no");
  return v;
}

int uninit_cond_zero(int k) {
  int v;
  if (k) v = 1;
  else (0 ? (void)0 : die());
  return v;
}

int uninit_stmt_expr(int k) {
  int v;
  if (k) v = 1;
  else ({ die(); });
  return v;
}

int fall(int k) {
  int r = 0;
  switch (k) {
  case 1:
    assert(!"unreachable");
  case 2:
    r = 2;
    break;
  case 3:
    ("x" ? die() : (void)0);
  case 4:
    r = 4;
    break;
  case 5:
    assert(k);
  case 6: // expected-warning {{unannotated fall-through}} expected-note {{insert '__attribute__((fallthrough));'}} expected-note {{insert 'break;'}}
    r = 6;
    break;
  case 7:
    (0 ? die() : (void)0);
  case 8: // expected-warning {{unannotated fall-through}} expected-note {{insert '__attribute__((fallthrough));'}} expected-note {{insert 'break;'}}
    r = 8;
    break;
  }
  return r;
}
