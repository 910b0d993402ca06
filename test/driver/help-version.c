// --help lists every option (it is generated from the parser's table); --version and -v.
// RUN: %ompcc --help | FileCheck %s
// RUN: %ompcc --version | FileCheck %s --check-prefix=VERSION
// RUN: %ompcc -v 2>&1 | FileCheck %s --check-prefix=VERSION

// CHECK: USAGE: ompcc [options] file...
// CHECK-DAG: {{^  -o <file> }}
// CHECK-DAG: {{^  -c }}
// CHECK-DAG: {{^  -S }}
// CHECK-DAG: {{^  -E }}
// CHECK-DAG: {{^  -emit-llvm }}
// CHECK-DAG: {{^  -O<level> }}
// CHECK-DAG: {{^  -D <macro>\[=<value>\] }}
// CHECK-DAG: {{^  -U <macro> }}
// CHECK-DAG: {{^  -I <dir> }}
// CHECK-DAG: {{^  -isystem <dir> }}
// CHECK-DAG: {{^  -include <file> }}
// CHECK-DAG: {{^  -std=<standard> }}
// CHECK-DAG: {{^  -g\[<kind>\] }}
// CHECK-DAG: {{^  -w }}
// CHECK-DAG: {{^  -ferror-limit=<n> }}
// CHECK-DAG: {{^  -W<warning> }}
// CHECK-DAG: {{^  -fopenmp }}
// CHECK-DAG: {{^  -fopenmp-targets=<triple>}}
// CHECK-DAG: {{^  -fopenmp-version=<N> }}
// CHECK-DAG: {{^  --offload-host-only }}
// CHECK-DAG: {{^  --offload-device-only }}
// CHECK-DAG: {{^  -fPIC }}
// CHECK-DAG: {{^  -fno-pic }}
// CHECK-DAG: {{^  -L <dir> }}
// CHECK-DAG: {{^  -l <name> }}
// CHECK-DAG: {{^  -Wl,<arg>}}
// CHECK-DAG: {{^  -Xlinker <arg> }}
// CHECK-DAG: {{^  -shared }}
// CHECK-DAG: {{^  -static }}
// CHECK-DAG: {{^  -pthread }}
// CHECK-DAG: {{^  -rdynamic }}
// CHECK-DAG: {{^  -x <language> }}
// CHECK-DAG: {{^  -v }}
// CHECK-DAG: {{^  -### }}
// CHECK-DAG: {{^  -save-temps }}
// CHECK-DAG: {{^  --help }}
// CHECK-DAG: {{^  --version }}
// CHECK-DAG: {{^  OMPFE }}

// VERSION:      ompcc (ompfe) version {{[0-9]+\.[0-9]+\.[0-9]+}}
// VERSION-NEXT: Target: x86_64-pc-linux-gnu
