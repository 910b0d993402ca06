// -fopenmp-version=N sets what clang-19's does: _OPENMP for the preprocessor and the "openmp"
// module flag, in host and device compiles. Each _OPENMP value is checked against clang-19's too.
// RUN: %ompcc -fopenmp -fopenmp-version=45 -dM -E %s | FileCheck %s --check-prefix=V45
// RUN: %clang -fopenmp -fopenmp-version=45 -dM -E %s | FileCheck %s --check-prefix=V45
// RUN: %ompcc -fopenmp -fopenmp-version=50 -dM -E %s | FileCheck %s --check-prefix=V50
// RUN: %clang -fopenmp -fopenmp-version=50 -dM -E %s | FileCheck %s --check-prefix=V50
// RUN: %ompcc -fopenmp -fopenmp-version=51 -dM -E %s | FileCheck %s --check-prefix=V51
// RUN: %clang -fopenmp -fopenmp-version=51 -dM -E %s | FileCheck %s --check-prefix=V51
// RUN: %ompcc -fopenmp -fopenmp-version=52 -dM -E %s | FileCheck %s --check-prefix=V52
// RUN: %clang -fopenmp -fopenmp-version=52 -dM -E %s | FileCheck %s --check-prefix=V52
// V45: #define _OPENMP 201511
// V50: #define _OPENMP 201811
// V51: #define _OPENMP 202011
// V52: #define _OPENMP 202111

// The module flag, host and device (the device IR goes to <source stem>-openmp-<triple>.ll).
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -fopenmp-version=45 -S -emit-llvm %s -o v45.ll
// RUN: cat v45.ll openmp-version-openmp-%offload-triple.ll | FileCheck %s --check-prefix=FLAG45
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -fopenmp-version=52 -S -emit-llvm %s -o v52.ll
// RUN: cat v52.ll openmp-version-openmp-%offload-triple.ll | FileCheck %s --check-prefix=FLAG52
// FLAG45: !{i32 7, !"openmp", i32 45}
// FLAG45: !{i32 7, !"openmp-device", i32 45}
// FLAG52: !{i32 7, !"openmp", i32 52}
// FLAG52: !{i32 7, !"openmp-device", i32 52}

// Unknown versions are refused (clang-19 falls back to 5.1 silently).
// RUN: not %ompcc -fopenmp -fopenmp-version=49 -c %s -o %t/x.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: invalid value '49' in '-fopenmp-version='

int main(void) { return 0; }
