// -ast-dump of declarations: typedefs, variables with their storage, linkage names and
// initializers (laid out by offset), function declarations and definitions with their
// parameters, locations as written (file:line:col of the name), and declare target marks.
// Nothing from system headers is shown.
// RUN: %ompfe -fopenmp -ast-dump %s | FileCheck %s --match-full-lines --strict-whitespace
#include <stddef.h>

// CHECK:TranslationUnit
// CHECK-NEXT:  TypedefDecl <ast-dump-decls.c:[[@LINE+1]]:23> size_type 'unsigned long'
typedef unsigned long size_type;
struct Pt { int x; double y; };
// CHECK-NEXT:  VarDecl <ast-dump-decls.c:[[@LINE+1]]:12> counter 'int' extern
extern int counter;
// CHECK-NEXT:  FunctionDecl <ast-dump-decls.c:[[@LINE+1]]:5> proto 'int (int, char *)'
int proto(int, char *);
// CHECK-NEXT:  VarDecl <ast-dump-decls.c:[[@LINE+3]]:22> ratio 'double' static
// CHECK-NEXT:    InitElem offset=0 'double'
// CHECK-NEXT:      FloatingLiteral 'double' 0.5
static double        ratio = 0.5;
// CHECK-NEXT:  FunctionDecl <ast-dump-decls.c:[[@LINE+1]]:5> renamed 'int (void)' asm("real_name")
int renamed(void) __asm__("real_name");
// CHECK-NEXT:  VarDecl <ast-dump-decls.c:[[@LINE+5]]:12> origin 'struct Pt'
// CHECK-NEXT:    InitElem offset=0 'int'
// CHECK-NEXT:      IntegerLiteral 'int' 1
// CHECK-NEXT:    InitElem offset=8 'double'
// CHECK-NEXT:      FloatingLiteral 'double' 2.5
struct Pt  origin = {1, 2.5};
// CHECK-NEXT:  VarDecl <ast-dump-decls.c:[[@LINE+1]]:5> g_dt 'int' declare_target(device_type=any, to)
int g_dt;
#pragma omp declare target to(g_dt)
// CHECK-NEXT:  VarDecl <ast-dump-decls.c:[[@LINE+1]]:5> g_link 'int' declare_target(device_type=any, link)
int g_link;
#pragma omp declare target link(g_link)
#pragma omp begin declare target device_type(nohost)
// CHECK-NEXT:  FunctionDecl <ast-dump-decls.c:[[@LINE+4]]:5> dev_only 'int (int)' declare_target(device_type=nohost, to)
// CHECK-NEXT:    ParmVarDecl x 'int'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      ReturnStmt
int dev_only(int x) { return x; }
#pragma omp end declare target
// CHECK:  FunctionDecl <ast-dump-decls.c:[[@LINE+3]]:5> f 'int (unsigned long, struct Pt)'
// CHECK-NEXT:    ParmVarDecl n 'unsigned long'
// CHECK-NEXT:    ParmVarDecl p 'struct Pt'
int f(size_type n, struct Pt p) {
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        TypedefDecl <ast-dump-decls.c:[[@LINE+1]]:15> local_t 'int'
  typedef int local_t;
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-decls.c:[[@LINE+1]]:14> calls 'int' static asm("f.calls")
  static int calls;
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-decls.c:[[@LINE+3]]:11> k 'int'
// CHECK-NEXT:          InitElem offset=0 'int'
// CHECK-NEXT:            IntegerLiteral 'int' 3
  local_t k = 3, arr[2] = {4, 5};
// CHECK-NEXT:        VarDecl <ast-dump-decls.c:[[@LINE-1]]:18> arr 'int [2]'
// CHECK-NEXT:          InitElem offset=0 'int'
// CHECK-NEXT:            IntegerLiteral 'int' 4
// CHECK-NEXT:          InitElem offset=4 'int'
// CHECK-NEXT:            IntegerLiteral 'int' 5
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-decls.c:[[@LINE+1]]:16> r 'int' register
  register int r;
// CHECK-NEXT:      ReturnStmt
  return k + arr[1] + (int)n + p.x + calls + r;
}
// CHECK-NOT: size_t
