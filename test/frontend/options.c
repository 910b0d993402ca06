// ompfe's command line is one table (options/options.c): --help is printed from it, by section,
// a spelled-out variant (-fpic beside -fPIC) only named in its first form's line; every form of
// value is read as before (separate, joined or separate, a joined value that may be empty), and
// a malformed or unknown flag is the same error.
// RUN: %ompfe --help | FileCheck %s --implicit-check-not='{{^  -fpic }}' --implicit-check-not='{{^  -target }}'
// RUN: %ompfe -help | FileCheck %s --check-prefix=ALIAS
// RUN: %ompfe -h -fno-such-flag | FileCheck %s --check-prefix=ALIAS
// RUN: %ompfe --version | FileCheck %s --check-prefix=VERSION
// RUN: %ompfe -version | FileCheck %s --check-prefix=VERSION

// CHECK:      USAGE: ompfe [options] <file.c | file.i | file.ll | file.bc>
// CHECK-EMPTY:
// CHECK-NEXT: Actions (one; the default is -emit-obj):
// CHECK-NEXT: {{^  -E  +preprocess only}}
// CHECK:      {{^  -S  +write assembly}}
// CHECK-EMPTY:
// CHECK-NEXT: Target and OpenMP:
// CHECK-NEXT: {{^  -triple <triple>  +target triple}}
// CHECK:      {{^  -fopenmp-targets=<t1,...>  +host:}}
// CHECK:      {{^  -fopenmp-host-ir-file-path <f>  +device:}}
// CHECK:      Preprocessor:
// CHECK-NEXT: {{^  -D <m>\[=<v>\]  +define a macro}}
// CHECK:      {{^  -MF <f>  }}
// CHECK:      Code generation:
// CHECK-NEXT: {{^  -O<level>  +optimization level}}
// CHECK-NEXT: {{^  -fPIC  +position-independent code \(the default; also -fpic, -fPIE, -fpie\)}}
// CHECK:      {{^  -m\[no-\]<isa>  }}
// CHECK:      {{^  -fno-builtin\[-<name>\]  }}
// CHECK:      {{^  -o <file>  }}
// CHECK:      Stages for teaching and debugging:
// CHECK-NEXT: {{^  -passes=<p1,p2>  +run these MLIR passes .*'' for none\)}}
// CHECK:      Diagnostics:
// CHECK-NEXT: {{^  -W<group>  }}
// CHECK:      {{^  --help  +print this help}}
// CHECK-NEXT: {{^  --version  +print the version}}
// CHECK-NOT:  {{.}}

// ALIAS: OVERVIEW: ompfe, an OpenMP C compiler front end
// VERSION: ompfe version {{[0-9]+\.[0-9]+\.[0-9]+}}

// RUN: not %ompfe -fno-such-flag %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %ompfe -O4 %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-O
// RUN: not %ompfe -Wl,-x %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-WL
// RUN: not %ompfe -mno-such-isa %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-M
// RUN: not %ompfe -isystemdir %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-ISYSTEM
// UNKNOWN: ompfe: error: unknown argument: '-fno-such-flag' (see 'ompfe --help')
// UNKNOWN-O: ompfe: error: unknown argument: '-O4' (see 'ompfe --help')
// UNKNOWN-WL: ompfe: error: unknown argument: '-Wl,-x' (see 'ompfe --help')
// UNKNOWN-M: ompfe: error: unknown argument: '-mno-such-isa' (see 'ompfe --help')
// UNKNOWN-ISYSTEM: ompfe: error: unknown argument: '-isystemdir' (see 'ompfe --help')

// RUN: not %ompfe %s -MF 2>&1 | FileCheck %s --check-prefix=MISSING-MF
// RUN: not %ompfe %s -triple 2>&1 | FileCheck %s --check-prefix=MISSING-TRIPLE
// MISSING-MF: ompfe: error: argument to '-MF' is missing (expected 1 value)
// MISSING-TRIPLE: ompfe: error: argument to '-triple' is missing (expected 1 value)

// RUN: not %ompfe -fopenmp-version= %s 2>&1 | FileCheck %s --check-prefix=EMPTY-VERSION
// RUN: not %ompfe -fdiagnostics-color= %s 2>&1 | FileCheck %s --check-prefix=EMPTY-COLOR
// EMPTY-VERSION: ompfe: error: invalid value '' in '-fopenmp-version=' (expected 45, 50, 51, 52 or 60)
// EMPTY-COLOR: ompfe: error: invalid argument '' to -fdiagnostics-color=

// Joined and separate values of the same flag, and an empty -passes= (no pass), are accepted.
// RUN: %ompfe -fsyntax-only -DVALUE=1 -D OTHER=2 -I. -I . -xc -passes= -triple=x86_64-pc-linux-gnu %s
// RUN: %ompfe -E -DVALUE=3 -D OTHER=4 -x c -o - %s | FileCheck %s --check-prefix=DEFINES
// DEFINES: int defined = 3 + 4;
int defined = VALUE + OTHER;
