// The loops `#pragma omp tile` and `#pragma omp unroll partial` generate, as the AST holds them:
// the floor loops over each loop's logical iteration space (unsigned 64-bit, from 0 by the
// size), then the tile loops (from the floor to the next floor or the trip count), then the
// original variables, which get their values in the innermost body. A loop construct around
// them associates with the generated loops: `for collapse(2)` with the two floor loops, `for`
// with the outer loop of an unroll partial.
// RUN: %ompfe -fopenmp -ast-dump %s | grep -E 'OMP|Loop |ForStmt|VarDecl|FunctionDecl|DeclStmt|CompoundStmt|PreInc|CompoundAssign|ExprStmt' \
// RUN:   | sed -e 's/ <[^>]*>//' | FileCheck %s --match-full-lines --strict-whitespace

void use(int, int);

void tiled(int n) {
  int i;
  #pragma omp tile sizes(4, 2)
  for (i = 0; i < n; i++)
    for (int j = 0; j < 8; j++) use(i, j);
}
// CHECK:  FunctionDecl tiled 'void (int)'
// CHECK-NEXT:    ParmVarDecl n 'int'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl i 'int'
// The variable the nest assigns starts at its initial value, as clang-19 does.
// CHECK-NEXT:      CompoundStmt
// CHECK-NEXT:        ExprStmt
// CHECK-NEXT:        ForStmt
// CHECK-NEXT:          DeclStmt
// CHECK-NEXT:            VarDecl .floor.iv.0 'unsigned long long'
// CHECK-NEXT:          CompoundAssign 'unsigned long long' += compute='unsigned long long'
// CHECK-NEXT:          ForStmt
// CHECK-NEXT:            DeclStmt
// CHECK-NEXT:              VarDecl .floor.iv.2 'unsigned long long'
// CHECK-NEXT:            CompoundAssign 'unsigned long long' += compute='unsigned long long'
// CHECK-NEXT:            ForStmt
// CHECK-NEXT:              DeclStmt
// CHECK-NEXT:                VarDecl .tile.iv.1 'unsigned long long'
// CHECK-NEXT:              PreInc 'unsigned long long'
// CHECK-NEXT:              ForStmt
// CHECK-NEXT:                DeclStmt
// CHECK-NEXT:                  VarDecl .tile.iv.3 'unsigned long long'
// CHECK-NEXT:                PreInc 'unsigned long long'
// CHECK-NEXT:                CompoundStmt
// CHECK-NEXT:                  ExprStmt
// CHECK-NEXT:                  DeclStmt
// CHECK-NEXT:                    VarDecl j 'int'
// CHECK-NEXT:                  ExprStmt

void worksharing(int n) {
  #pragma omp parallel for collapse(2)
  #pragma omp tile sizes(4, 2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 8; j++) use(i, j);
  #pragma omp for
  #pragma omp unroll partial(2)
  for (int i = 0; i < n; i++) use(i, 0);
}
// CHECK:  FunctionDecl worksharing 'void (int)'
// CHECK-NEXT:    ParmVarDecl n 'int'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      OMPParallelDirective
// CHECK-NEXT:        OMPForDirective
// CHECK-NEXT:          Loop .floor.iv.4 < 'unsigned long long'
// CHECK-NEXT:          Loop .floor.iv.6 < 'unsigned long long'
// CHECK-NEXT:          ForStmt
// CHECK-NEXT:            DeclStmt
// CHECK-NEXT:              VarDecl .floor.iv.4 'unsigned long long'
// CHECK-NEXT:            CompoundAssign 'unsigned long long' += compute='unsigned long long'
// CHECK-NEXT:            ForStmt
// CHECK-NEXT:              DeclStmt
// CHECK-NEXT:                VarDecl .floor.iv.6 'unsigned long long'
// CHECK-NEXT:              CompoundAssign 'unsigned long long' += compute='unsigned long long'
// CHECK-NEXT:              ForStmt
// CHECK-NEXT:                DeclStmt
// CHECK-NEXT:                  VarDecl .tile.iv.5 'unsigned long long'
// CHECK-NEXT:                PreInc 'unsigned long long'
// CHECK-NEXT:                ForStmt
// CHECK-NEXT:                  DeclStmt
// CHECK-NEXT:                    VarDecl .tile.iv.7 'unsigned long long'
// CHECK-NEXT:                  PreInc 'unsigned long long'
// CHECK-NEXT:                  CompoundStmt
// CHECK-NEXT:                    DeclStmt
// CHECK-NEXT:                      VarDecl i 'int'
// CHECK-NEXT:                    DeclStmt
// CHECK-NEXT:                      VarDecl j 'int'
// CHECK-NEXT:                    ExprStmt
// CHECK-NEXT:      OMPForDirective
// CHECK-NEXT:        Loop .floor.iv.8 < 'unsigned long long'
// CHECK-NEXT:        ForStmt
// CHECK-NEXT:          DeclStmt
// CHECK-NEXT:            VarDecl .floor.iv.8 'unsigned long long'
// CHECK-NEXT:          CompoundAssign 'unsigned long long' += compute='unsigned long long'
// CHECK-NEXT:          ForStmt
// CHECK-NEXT:            DeclStmt
// CHECK-NEXT:              VarDecl .tile.iv.9 'unsigned long long'
// CHECK-NEXT:            PreInc 'unsigned long long'
// CHECK-NEXT:            CompoundStmt
// CHECK-NEXT:              DeclStmt
// CHECK-NEXT:                VarDecl i 'int'
// CHECK-NEXT:              ExprStmt
