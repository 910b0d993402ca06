// The LLVM module, and so the object's file symbol, is named after the source file as
// clang-19 names it, not "LLVMDialectModule": linker errors and llvm-dwarfdump show the file.
// RUN: rm -rf %t && mkdir -p %t/sub && cd %t
// RUN: printf 'extern int missing(void);\nint main(void) { return missing(); }\n' > sub/undef.c
// RUN: %ompfe -emit-llvm sub/undef.c -o - | FileCheck %s --check-prefix=IR
// IR:      ; ModuleID = 'sub/undef.c'
// IR-NEXT: source_filename = "sub/undef.c"
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm sub/undef.c -o - | FileCheck %s --check-prefix=IR
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -c sub/undef.c -o undef.o
// RUN: llvm-readelf -s undef.o | FileCheck %s --check-prefix=SYMBOL
// SYMBOL: FILE LOCAL DEFAULT ABS undef.c
// RUN: not %ompcc sub/undef.c -o undef 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: undef.c:(.text+0x{{[0-9a-f]+}}): undefined reference to `missing'
// A .i compiled elsewhere (ccache, distcc) names the source its first line marker names, as
// gcc's .file does, so the object is the one a direct compile makes (preprocessed-compile.test).
// RUN: %ompcc -E sub/undef.c -o undef.i && %ompfe -emit-llvm undef.i -o - | FileCheck %s --check-prefix=PREPROCESSED
// PREPROCESSED:      ; ModuleID = 'undef.i'
// PREPROCESSED-NEXT: source_filename = "sub/undef.c"
