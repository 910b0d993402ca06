// Command-line errors: each is "ompcc: error: ..." on stderr and a non-zero exit, and
// nothing is run or written.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c && cp %s %t/b.c && cd %t
// RUN: not %ompcc 2>&1 | FileCheck %s --check-prefix=NO-INPUT
// RUN: not %ompcc -c -O2 2>&1 | FileCheck %s --check-prefix=NO-INPUT
// RUN: not %ompcc -c missing.c 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %ompcc a.c missing.o other.c 2>&1 | FileCheck %s --check-prefix=MISSING-TWO
// RUN: not %ompcc -c a.c b.c -o x.o 2>&1 | FileCheck %s --check-prefix=MULTI-O
// RUN: not %ompcc -S a.c b.c -o x.s 2>&1 | FileCheck %s --check-prefix=MULTI-O
// RUN: not %ompcc -E a.c b.c -o x.i 2>&1 | FileCheck %s --check-prefix=MULTI-O
// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple,x86_64-unknown-linux-gnu --offload-device-only -c a.c -o x.o 2>&1 | FileCheck %s --check-prefix=MULTI-O
// RUN: not %ompcc -c a.c -qwerty 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %ompcc -c a.c -o 2>&1 | FileCheck %s --check-prefix=MISSING-VALUE
// RUN: not %ompcc -c a.c -fopenmp-targets=%offload-triple 2>&1 | FileCheck %s --check-prefix=TARGETS-NO-OPENMP
// RUN: not %ompcc -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,,y -c a.c 2>&1 | FileCheck %s --check-prefix=BAD-TRIPLE
// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx-nvidia-cuda -c a.c 2>&1 | FileCheck %s --check-prefix=GPU-TRIPLE
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdpal a.c 2>&1 | FileCheck %s --check-prefix=GPU-TRIPLE-AMD
// RUN: not %ompcc -fopenmp -fopenmp-targets=aarch64-linux-gnu -c a.c 2>&1 | FileCheck %s --check-prefix=OTHER-TRIPLE
// RUN: not %ompcc -emit-llvm a.c 2>&1 | FileCheck %s --check-prefix=EMIT-LLVM-LINK
// RUN: not %ompcc -x c++ a.c 2>&1 | FileCheck %s --check-prefix=LANGUAGE
// RUN: not %ompcc -c - 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: not %ompcc -c . 2>&1 | FileCheck %s --check-prefix=DIRECTORY
// RUN: not %ompcc -save-temps=foo a.c 2>&1 | FileCheck %s --check-prefix=SAVE-TEMPS
// RUN: not %ompcc -fopenmp -fopenmp-version=5x a.c 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not %ompcc -c a.c -o a.c 2>&1 | FileCheck %s --check-prefix=OVERWRITE
// RUN: not %ompcc -c a.c -o nodir/a.o 2>&1 | FileCheck %s --check-prefix=NO-DIR
// The driver wrote nothing.
// RUN: ls -A | FileCheck %s --check-prefix=FILES --implicit-check-not={{.}}

// NO-INPUT: ompcc: error: no input files
// MISSING: ompcc: error: no such file or directory: 'missing.c'
// MISSING-TWO: ompcc: error: no such file or directory: 'missing.o'
// MISSING-TWO-NEXT: ompcc: error: no such file or directory: 'other.c'
// MULTI-O: ompcc: error: cannot specify -o when generating multiple output files
// UNKNOWN: ompcc: error: unknown argument: '-qwerty'
// MISSING-VALUE: ompcc: error: argument to '-o' is missing (expected 1 value)
// TARGETS-NO-OPENMP: ompcc: error: '-fopenmp-targets' must be used in conjunction with '-fopenmp'
// BAD-TRIPLE: ompcc: error: invalid target triple '' in '-fopenmp-targets=x86_64-pc-linux-gnu,,y'
// GPU-TRIPLE: ompcc: error: unsupported offload target 'nvptx-nvidia-cuda' in '-fopenmp-targets=x86_64-pc-linux-gnu,nvptx-nvidia-cuda' (the NVPTX device triple is nvptx64-nvidia-cuda); ompcc offloads to x86_64-pc-linux-gnu (or another x86_64 Linux triple) and, as offload devices, nvptx64-nvidia-cuda and amdgcn-amd-amdhsa
// GPU-TRIPLE-AMD: ompcc: error: unsupported offload target 'amdgcn-amd-amdpal' {{.*}}(the AMDGPU device triple is amdgcn-amd-amdhsa)
// OTHER-TRIPLE: ompcc: error: unsupported offload target 'aarch64-linux-gnu' {{.*}}(not a target ompfe generates code for); ompcc offloads to x86_64-pc-linux-gnu
// EMIT-LLVM-LINK: ompcc: error: -emit-llvm cannot be used when linking
// LANGUAGE: ompcc: error: language not recognized: 'c++'
// STDIN: ompcc: error: -E or -x required when input is from standard input
// DIRECTORY: ompcc: error: input '.' is a directory
// SAVE-TEMPS: ompcc: error: invalid value 'foo' in '-save-temps=foo' (expected cwd or obj)
// VERSION: ompcc: error: invalid value '5x' in '-fopenmp-version=5x'
// OVERWRITE: ompcc: error: output file 'a.c' would overwrite the input file 'a.c'
// NO-DIR: ompcc: error: cannot write output 'nodir/a.o': No such file or directory
// FILES: a.c
// FILES: b.c

int main(void) { return 0; }
