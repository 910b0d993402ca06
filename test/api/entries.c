// The entries example compiles this file through the API and prints its offload entry table,
// in the order the runtime numbers the entries.
// RUN: %example_entries %s | FileCheck %s
// RUN: %example_entries %s -DWITH_INDIRECT | FileCheck %s --check-prefix=INDIRECT
// RUN: not %example_entries %s -fno-such-flag 2>&1 | FileCheck %s --check-prefix=BAD-FLAG
// RUN: not %example_entries %s -DBROKEN 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: not %example_entries 2>&1 | FileCheck %s --check-prefix=USAGE

// CHECK: entries.c: 5 offload entries
// CHECK-NEXT: order kind     flags size name                                         source

// CHECK-NEXT: 0     variable 0     8    limits                                       entries.c:[[@LINE+1]]:6
long limits = 7;
#pragma omp declare target to(limits)

// CHECK-NEXT: 1     link     1     8    big_decl_tgt_ref_ptr                         entries.c:[[@LINE+1]]:5  (for big)
int big[2] = {1, 2};
#pragma omp declare target link(big)

static int hidden = 1; /* not declare target: no entry */

#ifdef WITH_INDIRECT
// INDIRECT: indirect 8     8    __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_bump_l[[@LINE+1]] entries.c:[[@LINE+1]]:{{[0-9]+}}  (for bump)
int bump(int v) { return v + 1; }
#pragma omp declare target indirect to(bump)
#endif

#ifdef BROKEN
// BROKEN: entries.c:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'nowhere'
int broken(void) { return nowhere; }
#endif

int main(void) {
  int x = hidden;
// CHECK-NEXT: 2     region   0     0    __omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l[[@LINE+1]] entries.c:[[@LINE+1]]:1  (kernel of main, line [[@LINE+1]], #0)
#pragma omp target map(tofrom: x)
  x += (int)limits;
  // two regions on one line: the second kernel's name gets a count
#define TWO_REGIONS _Pragma("omp target map(tofrom: x)") x++; _Pragma("omp target map(tofrom: x)") x++;
// CHECK-NEXT: 3     region   0     0    __omp_offloading_[[ID:[0-9a-f]+_[0-9a-f]+]]_main_l[[@LINE+2]] entries.c:[[@LINE+2]]:{{[0-9]+}}  (kernel of main, line [[@LINE+2]], #0)
// CHECK-NEXT: 4     region   0     0    __omp_offloading_[[ID]]_main_l[[@LINE+1]]_1 entries.c:[[@LINE+1]]:{{[0-9]+}}  (kernel of main, line [[@LINE+1]], #1)
  TWO_REGIONS
  return x == 10 ? 0 : 1;
}
// CHECK-NOT: region

// BAD-FLAG: entries: error: unknown argument: '-fno-such-flag'
// USAGE: usage: {{.*}}entries <file.c>
