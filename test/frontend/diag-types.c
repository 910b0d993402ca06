// Type and declaration errors: sema reports each one and carries on, so one compile shows
// them all, in source order, each with the line as written and a caret at its column; the
// compile then fails with exit status 1 and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: sh -c '%ompfe -emit-llvm -S %s -o %t/a.ll; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=STATUS
// RUN: ls -A %t | count 0
// STATUS: exit=1

#define TWICE(x) ((x) * 2)
struct S { int a; };
struct Incomplete;
int one(int);

int undeclared(void) {
// CHECK:{{.*}}diag-types.c:[[@LINE+3]]:13: error: use of undeclared identifier 'nope'
// CHECK-NEXT:{{ *[0-9]* \| }}  return    nope + 1;
// CHECK-NEXT:{{ *[0-9]* \| }}            ^
  return    nope + 1;
}

int operands(struct S s) {
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:26: error: invalid operands to binary expression ('int' + 'struct S')
// CHECK-NEXT:{{ *[0-9]* \| }}  int y = TWICE(3) + 1   +   s;
// CHECK-NEXT:{{ *[0-9]* \| }}                         ^
  int y = TWICE(3) + 1   +   s;
  return y;
}

int calls(void) {
  int arr[2] = {0, 1};
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:10: error: called object type 'int [2]' is not a function or function pointer
// CHECK-NEXT:{{ *[0-9]* \| }}  return arr(1) +
// CHECK-NEXT:{{ *[0-9]* \| }}         ^
  return arr(1) +
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:10: error: too many arguments to function call 'one', expected 1, have 2
// CHECK-NEXT:{{ *[0-9]* \| }}         one(1, 2);
// CHECK-NEXT:{{ *[0-9]* \| }}         ^
         one(1, 2);
}

void returns(void) {
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:10: error: void function 'returns' should not return a value
// CHECK-NEXT:{{ *[0-9]* \| }}  return 1;
// CHECK-NEXT:{{ *[0-9]* \| }}         ^
  return 1;
}

int assigns(void) {
  const int c = 1;
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:3: error: cannot assign to variable 'c' with const-qualified type 'const int'
// CHECK-NEXT:{{ *[0-9]* \| }}  c = 2;
// CHECK-NEXT:{{ *[0-9]* \| }}  ^
  c = 2;
  int i = 0;
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:5: error: member reference base type 'int' is not a structure or union
// CHECK-NEXT:{{ *[0-9]* \| }}  i.a = 1;
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
  i.a = 1;
  return c;
}

int cases(int v) {
  switch (v) {
  case 2: return 2;
// The duplicate is the error and the first one the note, also when the labels are nested
// (the second label is the first one's statement).
  case 1:
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+6]]:3: error: duplicate case value '1'
// CHECK-NEXT:{{ *[0-9]* \| }}  case 1: return 1;
// CHECK-NEXT:{{ *[0-9]* \| }}  ^
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE-4]]:3: note: previous case defined here
// CHECK-NEXT:{{ *[0-9]* \| }}  case 1:
// CHECK-NEXT:{{ *[0-9]* \| }}  ^
  case 1: return 1;
  }
  return 0;
}

int labels(void) {
  int n = 0;
again:
  n++;
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+6]]:1: error: redefinition of label 'again'
// CHECK-NEXT:{{ *[0-9]* \| }}again:
// CHECK-NEXT:{{ *[0-9]* \| }}^
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE-5]]:1: note: previous definition is here
// CHECK-NEXT:{{ *[0-9]* \| }}again:
// CHECK-NEXT:{{ *[0-9]* \| }}^
again:
  n++;
  return n;
}

// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:34: error: parameter has incomplete type 'struct Incomplete'
// CHECK-NEXT:{{ *[0-9]* \| }}int incomplete(struct Incomplete p) { return 0; }
// CHECK-NEXT:{{ *[0-9]* \| }}                                 ^
int incomplete(struct Incomplete p) { return 0; }

void jumps(void) {
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+3]]:3: error: 'break' statement not in loop or switch statement
// CHECK-NEXT:{{ *[0-9]* \| }}  break;
// CHECK-NEXT:{{ *[0-9]* \| }}  ^
  break;
}

// A variable defined twice: the error is at the second name, the note at the first.
int redefined = 1;
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE+6]]:5: error: redefinition of 'redefined'
// CHECK-NEXT:{{ *[0-9]* \| }}int redefined = 2;
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
// CHECK-NEXT:{{.*}}diag-types.c:[[@LINE-4]]:5: note: previous definition is here
// CHECK-NEXT:{{ *[0-9]* \| }}int redefined = 1;
// CHECK-NEXT:{{ *[0-9]* \| }}    ^
int redefined = 2;
// CHECK-NEXT:exit=1
