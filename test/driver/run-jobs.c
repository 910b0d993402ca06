// Running jobs (with fake tools standing in for ompfe, the packager and clang-19): outputs
// appear only when complete, with normal permissions; temporaries are removed; the failing
// tool's exit status is ompcc's; other inputs still compile after one fails, the link does not run.
// RUN: rm -rf %t && mkdir -p %t/tmp && cp %s %t/prog.c && cp %s %t/fail-here.c && cd %t
// RUN: export OMPFE=%S/Inputs/fake-tool.sh
// RUN: export OMPFE_PACKAGER=%S/Inputs/fake-tool.sh
// RUN: export OMPFE_CLANG=%S/Inputs/fake-tool.sh
// RUN: export TMPDIR=%t/tmp

// A full offloading build: every tool runs, the output is renamed into place, no temporary is left.
// RUN: env FAKE_LOG=%t/log %ompcc -fopenmp -fopenmp-targets=%offload-triple prog.c -o prog
// RUN: cat prog | FileCheck %s --check-prefix=LINKED
// RUN: FileCheck %s --check-prefix=LOG < log
// RUN: ls -A tmp | count 0
// RUN: bash -c 'umask 022 && %ompcc -c prog.c -o perm.o && stat -c %%a perm.o' | FileCheck %s --check-prefix=MODE
// LINKED: written by fake ok
// LOG:      fake -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -emit-llvm-bc prog.c -o {{.*}}/tmp/prog-{{[A-Za-z0-9][A-Za-z0-9][A-Za-z0-9][A-Za-z0-9][A-Za-z0-9][A-Za-z0-9]}}.bc
// LOG-NEXT: fake -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device
// LOG-NEXT: fake -o {{.*}}/tmp/prog-{{.*}}.pkg --image=file=
// LOG-NEXT: fake -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=
// LOG-NEXT: fake -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -o ./.prog-{{.*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib
// MODE: 644

// -save-temps keeps the intermediates here; -v shows each command as it runs.
// RUN: %ompcc -v -save-temps -fopenmp -fopenmp-targets=%offload-triple -c prog.c 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: ls prog-host.bc prog-openmp-x86_64-pc-linux-gnu.o prog.pkg prog.o
// VERBOSE: ompcc (ompfe) version
// VERBOSE: fake-tool.sh -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu {{.*}} -o prog-host.bc
// VERBOSE: fake-tool.sh -o prog.pkg

// A failure keeps the old output untouched, and removes the half-written one.
// RUN: echo old > old.o
// RUN: env FAKE_MODE=fail FAKE_STATUS=3 bash -c '%ompcc -c prog.c -o old.o; echo "status=$?"' 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: cat old.o | FileCheck %s --check-prefix=OLD
// RUN: ls -A | FileCheck %s --check-prefix=NO-TMP
// FAIL: fake: error: failing as asked
// FAIL-NEXT: ompcc: error: ompfe command failed with exit status 3 (use -v to see invocation)
// FAIL-NEXT: status=3
// OLD: old
// NO-TMP-NOT: .tmp

// ompfe's own error (status 1) needs no second message from the driver.
// RUN: env FAKE_MODE=fail bash -c '%ompcc -c prog.c -o new.o; echo "status=$?"' 2>&1 | FileCheck %s --check-prefix=FAIL1
// RUN: not ls new.o
// FAIL1: fake: error: failing as asked
// FAIL1-NEXT: status=1

// A crash is reported with its status, 128 + the signal.
// RUN: env FAKE_MODE=crash bash -c '%ompcc -c prog.c -o crash.o; echo "status=$?"' 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: not ls crash.o
// CRASH: ompcc: error: ompfe command failed with exit status 139 (killed by signal 11?) (use -v to see invocation)
// CRASH-NEXT: status=139

// One input failing does not stop the others, but stops the link.
// RUN: rm -f prog.o && env FAKE_LOG=%t/log2 bash -c '%ompcc fail-here.c prog.c -o both; echo "status=$?"' 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: FileCheck %s --check-prefix=PARTIAL-LOG < log2
// RUN: not ls both
// RUN: ls -A tmp | count 0
// PARTIAL: status=1
// PARTIAL-LOG:     fake {{.*}} fail-here.c
// PARTIAL-LOG-NEXT: fake {{.*}} prog.c
// PARTIAL-LOG-NOT: fake

// With -c, the inputs that compiled keep their objects.
// RUN: not %ompcc -c fail-here.c prog.c
// RUN: ls prog.o && not ls fail-here.o

// A missing tool, and an output that is a device rather than a file.
// RUN: env OMPFE=%t/no-such-ompfe bash -c '%ompcc -c prog.c; echo "status=$?"' 2>&1 | FileCheck %s --check-prefix=NO-TOOL
// RUN: %ompcc -c prog.c -o /dev/null && test -c /dev/null
// NO-TOOL: ompcc: error: unable to execute '{{.*}}/no-such-ompfe': No such file or directory (set OMPFE to the compiler proper)
// NO-TOOL-NEXT: status=1

int main(void) { return 0; }
