// `#pragma GCC visibility push(v)` / pop give the names with linkage declared in between the
// visibility the attribute would, as clang-19 does: definitions, extern declarations and
// variables, not static ones; an attribute (on this or an earlier declaration) wins; pushes
// nest. Malformed forms are ignored with a warning.
// RUN: %ompfe -emit-llvm -S %s -o - 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: %ompfe -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// IR-DAG: @var_inside = hidden global i32 3
// IR-DAG: @ext_inside = external hidden global i32
// IR-DAG: define i32 @before()
// IR-DAG: define hidden i32 @inside()
// IR-DAG: define internal i32 @stat_inside()
// IR-DAG: define i32 @explicit_default()
// IR-DAG: define protected i32 @prot()
// IR-DAG: define hidden i32 @inside2()
// IR-DAG: define i32 @after()
int before(void) { return 1; }
int explicit_default(void) __attribute__((visibility("default")));
#pragma GCC visibility push(hidden)
int inside(void) { return 2; }
extern int ext_inside;
int var_inside = 3;
static int stat_inside(void) { return 4; }
int explicit_default(void) { return stat_inside() + ext_inside; }
#pragma GCC visibility push(protected)
int prot(void) { return 5; }
#pragma GCC visibility pop
int inside2(void) { return 6; }
#pragma GCC visibility pop
int after(void) { return 7; }
// WARN: pragma-visibility.c:[[@LINE+1]]:1: warning: '#pragma GCC visibility pop' without a matching push - ignored [-Wignored-pragmas]
#pragma GCC visibility pop
// WARN: pragma-visibility.c:[[@LINE+1]]:1: warning: malformed '#pragma GCC visibility push(default|hidden|protected|internal)' - ignored
#pragma GCC visibility push(sideways)
