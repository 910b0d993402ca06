// The device compile reads the host IR (text or bitcode) named by
// -fopenmp-host-ir-file-path and checks its !omp_offload.info against its own entries. Every
// problem is an error naming the file (and the entry), the exit status is 1, and nothing is
// written: a missing file, one that cannot be read, one that is not LLVM IR (text or
// bitcode), a malformed entry, an entry one side has and the other lacks, an entry listed
// twice, and orders that are not 0..n-1 each once.
// RUN: rm -rf %t && mkdir -p %t/out
// RUN: sh -c '%ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/missing.bc -emit-llvm -S %s -o %t/out/x.ll; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ompfe: error: the host IR file '{{.*}}missing.bc' given by -fopenmp-host-ir-file-path cannot be found
// MISSING-NEXT: exit=1
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: ompfe: error: -fopenmp-is-target-device needs the host IR: add -fopenmp-host-ir-file-path <host.bc>
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: ompfe: error: cannot read the host IR file '{{.*}}': Is a directory
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/not-ir.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: ompfe: error: the host IR file '{{.*}}not-ir.ll' is not LLVM IR (bitcode or text): {{.*}}expected top-level entity
// A bitcode header and nothing valid after it: an error from ompfe, not LLVM's exit.
// RUN: printf 'BC\300\336\065\024\000\000garbage' > %t/bad.bc
// RUN: sh -c '%ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/bad.bc -emit-llvm -S %s -o %t/out/x.ll; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BITCODE
// BITCODE: ompfe: error: the host IR file '{{.*}}bad.bc' is not LLVM IR (bitcode or text): {{.+}}
// BITCODE-NEXT: exit=1
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-malformed.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: ompfe: error: the host IR file '{{.*}}host-malformed.ll' has a malformed !omp_offload.info entry (#1)
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-order-duplicate.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=DUP-ORDER
// DUP-ORDER: ompfe: error: the host IR file '{{.*}}host-order-duplicate.ll' gives the order 0 to more than one entry (again to declare target variable 'gb')
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-order-range.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: ompfe: error: the host IR file '{{.*}}host-order-range.ll' gives declare target variable 'gb' the order 7, out of range for 2 entries
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-order-wide.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=WIDE
// WIDE: ompfe: error: the host IR file '{{.*}}host-order-wide.ll' has a malformed !omp_offload.info entry (#1)
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-entry-duplicate.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=DUP-ENTRY
// DUP-ENTRY: ompfe: error: the host IR file '{{.*}}host-entry-duplicate.ll' lists declare target variable 'ga' more than once
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-extra-region.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: ompfe: error: the host IR file '{{.*}}host-extra-region.ll' has target region '__omp_offloading_fe00_4d2_elsewhere_l7' (in 'elsewhere', line 7), which this device compile does not have: were the host and device compiled from the same source and options?
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-link-mismatch.ll -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=LINK
// LINK-DAG: ompfe: error: the host IR file '{{.*}}host-link-mismatch.ll' has link variable 'gb_decl_tgt_ref_ptr', which this device compile does not have
// LINK-DAG: ompfe: error: declare target variable 'gb' is not in the host IR file '{{.*}}host-link-mismatch.ll': the host program could not reach it
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-name-bytes.ll -emit-llvm -S %s -o %t/out/x.ll 2>%t/name-bytes.txt
// RUN: python3 -c 'import sys; open(sys.argv[1], encoding="utf-8").read()' %t/name-bytes.txt
// RUN: FileCheck %s --check-prefix=NAME-BYTES --input-file=%t/name-bytes.txt
// NAME-BYTES: ompfe: error: the host IR file '{{.*}}host-name-bytes.ll' has declare target variable 'g\xe2\x01', which this device compile does not have
// A region only the device has.
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-globals.ll -DWITH_REGION -emit-llvm -S %s -o %t/out/x.ll 2>&1 | FileCheck %s --check-prefix=DEVICE-ONLY
// DEVICE-ONLY: ompfe: error: target region '__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_main_l{{[0-9]+}}' (in 'main', line {{[0-9]+}}) is not in the host IR file '{{.*}}host-globals.ll': the host program could not reach it
// None of these wrote anything.
// RUN: ls -A %t/out | count 0
// The matching host IR, as text and as bitcode (llvm-as), is accepted.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %S/Inputs/host-globals.ll -emit-llvm -S %s -o %t/out/ok.ll
// RUN: llvm-as %S/Inputs/host-globals.ll -o %t/host-globals.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-globals.bc -emit-llvm -S %s -o %t/out/ok.ll
// RUN: FileCheck %s --check-prefix=OK --input-file=%t/out/ok.ll
// OK: !omp_offload.info = !{![[A:[0-9]+]], ![[B:[0-9]+]]}
// OK: ![[A]] = !{i32 1, !"ga", i32 0, i32 0}
// OK: ![[B]] = !{i32 1, !"gb", i32 0, i32 1}

int ga = 1, gb = 2;
#pragma omp declare target to(ga, gb)
#ifdef WITH_REGION
int main(void) {
  #pragma omp target
  { ga++; }
  return 0;
}
#endif
