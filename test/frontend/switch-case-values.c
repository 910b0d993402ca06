// Case values are converted to the promoted controlling type over all its bits, __int128's
// included, before duplicates are looked for (C11 6.8.4.2p3, p5); an empty GNU range holds
// no value, so nothing duplicates it. Messages as clang-19 writes them, the value in the
// controlling type's signedness.
// RUN: sh -c '%ompfe -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

int u128(unsigned __int128 x) {
  switch (x) {
  case -1: return 1;
  case 0xffffffffffffffffull: return 2; /* 2^64 - 1, not 2^128 - 1 */
  case (unsigned __int128)1 << 127: return 3;
// CHECK: switch-case-values.c:[[@LINE+2]]:{{[0-9]+}}: error: duplicate case value '170141183460469231731687303715884105728'
// CHECK: switch-case-values.c:[[@LINE-2]]:{{[0-9]+}}: note: previous case defined here
  case ((unsigned __int128)1 << 127) - 1 ... ((unsigned __int128)1 << 127) + 1: return 4;
  }
  return 0;
}

int u64(unsigned long x) {
  switch (x) {
  case 0 ... 0xfffffffffffffff0ul: return 2; /* not empty: compared as unsigned */
  case -1: return 1;
// CHECK: switch-case-values.c:[[@LINE+2]]:{{[0-9]+}}: error: duplicate case value '18446744073709551615'
// CHECK: switch-case-values.c:[[@LINE-2]]:{{[0-9]+}}: note: previous case defined here
  case 0xfffffffffffffffful: return 2;
  }
  return 0;
}

int s128(__int128 x) {
  switch (x) {
  case -((__int128)1 << 70): return 1;
  case (__int128)1 << 70: return 5; /* equal to the first in the low 64 bits */
  case 0: return 6;
// CHECK: switch-case-values.c:[[@LINE+1]]:{{[0-9]+}}: warning: empty case range specified
  case 3 ... 1: return 2;
  case 1 ... 3: return 3;
// CHECK: switch-case-values.c:[[@LINE+2]]:{{[0-9]+}}: error: duplicate case value '-1180591620717411303424'
// CHECK: switch-case-values.c:[[@LINE-7]]:{{[0-9]+}}: note: previous case defined here
  case -((__int128)1 << 70) - 5 ... -((__int128)1 << 70) + 5: return 4;
  }
  return 0;
}
// CHECK: exit=1
