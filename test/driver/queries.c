// What configure scripts, libtool and CMake ask a compiler about itself, with no input:
// -dumpversion and -dumpmachine answer for ompcc; -print-* are answered by clang-19, which
// links ompcc's programs; -v on a link shows the linker's command (CMake's FindOpenMP reads
// the OpenMP library from it, as it does from gcc's collect2 line).
// RUN: %ompcc -dumpversion | FileCheck %s --check-prefix=VERSION
// VERSION: {{^[0-9]+\.[0-9]+\.[0-9]+$}}
// RUN: %ompcc -dumpmachine | FileCheck %s --check-prefix=MACHINE
// MACHINE: {{^x86_64-pc-linux-gnu$}}
// RUN: %ompcc -print-prog-name=ld | FileCheck %s --check-prefix=LD
// LD: {{^/.*ld$}}
// RUN: %ompcc -print-file-name=libc.so | FileCheck %s --check-prefix=LIBC
// LIBC: {{^/.*/libc.so$}}
// RUN: %ompcc -print-search-dirs | FileCheck %s --check-prefix=DIRS
// DIRS: programs: =
// DIRS: libraries: =
// RUN: %ompcc -### -print-libgcc-file-name 2>&1 | FileCheck %s --check-prefix=DRY
// DRY: clang-19 -print-libgcc-file-name
// RUN: not %ompcc -print-nonsense 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: ompcc: error: clang-19 command failed

// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %ompcc -v -fopenmp %s -o prog 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: clang-19 -v -fopenmp
// LINK: {{"?/usr/bin/ld"? .*-lomp}}
// RUN: ./prog

int main(void) { return 0; }

// The compiler's identity in macros: gcc's stay (CMake and autoconf take ompcc for GCC 12,
// whose flags it accepts), __VERSION__ names ompfe, and its version has macros of its own.
// RUN: %ompcc -E -dM -x c /dev/null | FileCheck %s --check-prefix=IDENTITY
// IDENTITY-DAG: #define __GNUC__ 12
// IDENTITY-DAG: #define __OMPFE__ 1
// IDENTITY-DAG: #define __OMPFE_MAJOR__ [[MAJOR:[0-9]+]]
// IDENTITY-DAG: #define __OMPFE_MINOR__ [[MINOR:[0-9]+]]
// IDENTITY-DAG: #define __OMPFE_PATCHLEVEL__ [[PATCH:[0-9]+]]
// IDENTITY-DAG: #define __VERSION__ "ompfe [[MAJOR]].[[MINOR]].[[PATCH]]"
