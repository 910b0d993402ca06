// -ast-dump of expressions: every implicit conversion is an ImplicitCast node (integer
// promotions, the usual arithmetic conversions, assignment, argument and return conversions,
// conversions to _Bool, null pointer constants), arrays and functions decay to AddrOf,
// parameters of array type are pointers, explicit casts are Cast, and compound assignments
// show the type they compute in.
// RUN: %ompfe -ast-dump %s | FileCheck %s --match-full-lines --strict-whitespace
// CHECK:TranslationUnit
// CHECK-NEXT:  FunctionDecl <ast-dump-exprs.c:117:8> half 'double (double)'
// CHECK-NEXT:    ParmVarDecl x 'double'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      ReturnStmt
// CHECK-NEXT:        Binary 'double' /
// CHECK-NEXT:          DeclRef 'double' lvalue Var x
// CHECK-NEXT:          ImplicitCast 'double'
// CHECK-NEXT:            IntegerLiteral 'int' 2
// CHECK-NEXT:  FunctionDecl <ast-dump-exprs.c:118:6> widen 'long (int)'
// CHECK-NEXT:    ParmVarDecl i 'int'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      ReturnStmt
// CHECK-NEXT:        ImplicitCast 'long'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:  FunctionDecl <ast-dump-exprs.c:119:5> f 'int (char, short, unsigned int, float, int *, int *)'
// CHECK-NEXT:    ParmVarDecl c 'char'
// CHECK-NEXT:    ParmVarDecl s 'short'
// CHECK-NEXT:    ParmVarDecl u 'unsigned int'
// CHECK-NEXT:    ParmVarDecl fl 'float'
// CHECK-NEXT:    ParmVarDecl p 'int *'
// CHECK-NEXT:    ParmVarDecl a 'int *'
// CHECK-NEXT:    CompoundStmt
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-exprs.c:120:7> i 'int'
// CHECK-NEXT:          InitElem offset=0 'int'
// CHECK-NEXT:            Binary 'int' +
// CHECK-NEXT:              ImplicitCast 'int'
// CHECK-NEXT:                DeclRef 'char' lvalue Var c
// CHECK-NEXT:              ImplicitCast 'int'
// CHECK-NEXT:                DeclRef 'short' lvalue Var s
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-exprs.c:121:10> d 'double'
// CHECK-NEXT:          InitElem offset=0 'double'
// CHECK-NEXT:            ImplicitCast 'double'
// CHECK-NEXT:              DeclRef 'int' lvalue Var i
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        Assign 'int'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:          ImplicitCast 'int'
// CHECK-NEXT:            DeclRef 'double' lvalue Var d
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        Assign 'double'
// CHECK-NEXT:          DeclRef 'double' lvalue Var d
// CHECK-NEXT:          Call 'double'
// CHECK-NEXT:            AddrOf 'double (*)(double)'
// CHECK-NEXT:              DeclRef 'double (double)' Function half
// CHECK-NEXT:            ImplicitCast 'double'
// CHECK-NEXT:              DeclRef 'int' lvalue Var i
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-exprs.c:124:8> l 'long'
// CHECK-NEXT:          InitElem offset=0 'long'
// CHECK-NEXT:            ImplicitCast 'long'
// CHECK-NEXT:              Binary 'unsigned int' +
// CHECK-NEXT:                DeclRef 'unsigned int' lvalue Var u
// CHECK-NEXT:                ImplicitCast 'unsigned int'
// CHECK-NEXT:                  DeclRef 'int' lvalue Var i
// CHECK-NEXT:      DeclStmt
// CHECK-NEXT:        VarDecl <ast-dump-exprs.c:125:9> b '_Bool'
// CHECK-NEXT:          InitElem offset=0 '_Bool'
// CHECK-NEXT:            ImplicitCast '_Bool'
// CHECK-NEXT:              DeclRef 'int *' lvalue Var p
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        CompoundAssign 'int' += compute='float'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:          DeclRef 'float' lvalue Var fl
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        Assign 'int *'
// CHECK-NEXT:          DeclRef 'int *' lvalue Var p
// CHECK-NEXT:          Binary 'int *' ptr+
// CHECK-NEXT:            DeclRef 'int *' lvalue Var a
// CHECK-NEXT:            IntegerLiteral 'long' 1
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        Assign 'int'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:          ImplicitCast 'int'
// CHECK-NEXT:            Binary 'unsigned long' +
// CHECK-NEXT:              IntegerLiteral 'unsigned long' 8
// CHECK-NEXT:              ImplicitCast 'unsigned long'
// CHECK-NEXT:                Conditional 'int'
// CHECK-NEXT:                  DeclRef 'int *' lvalue Var p
// CHECK-NEXT:                  Deref 'int' lvalue
// CHECK-NEXT:                    DeclRef 'int *' lvalue Var p
// CHECK-NEXT:                  IntegerLiteral 'int' 0
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        Assign 'int'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:          Logical 'int' &&
// CHECK-NEXT:            Binary 'int' >
// CHECK-NEXT:              ImplicitCast 'int'
// CHECK-NEXT:                DeclRef 'char' lvalue Var c
// CHECK-NEXT:              IntegerLiteral 'int' 0
// CHECK-NEXT:            Binary 'int' <
// CHECK-NEXT:              DeclRef 'float' lvalue Var fl
// CHECK-NEXT:              FloatingLiteral 'float' 1
// CHECK-NEXT:      ExprStmt
// CHECK-NEXT:        PostInc 'int'
// CHECK-NEXT:          DeclRef 'int' lvalue Var i
// CHECK-NEXT:      ReturnStmt
// CHECK-NEXT:        Binary 'int' +
// CHECK-NEXT:          Binary 'int' +
// CHECK-NEXT:            Cast 'int'
// CHECK-NEXT:              DeclRef 'long' lvalue Var l
// CHECK-NEXT:            ImplicitCast 'int'
// CHECK-NEXT:              DeclRef '_Bool' lvalue Var b
// CHECK-NEXT:          Binary 'int' !=
// CHECK-NEXT:            AddrOf 'double (*)(double)'
// CHECK-NEXT:              DeclRef 'double (double)' Function half
// CHECK-NEXT:            ImplicitCast 'double (*)(double)'
// CHECK-NEXT:              IntegerLiteral 'int' 0
double half(double x) { return x / 2; }
long widen(int i) { return i; }
int f(char c, short s, unsigned u, float fl, int *p, int a[3]) {
  int i = c + s;
  double d = i;
  i = d;
  d = half(i);
  long l = u + i;
  _Bool b = p;
  i += fl;
  p = a + 1;
  i = sizeof(long) + (p ? *p : 0);
  i = c > 0 && fl < 1.0f;
  i++;
  return (int)l + b + (half != 0);
}
