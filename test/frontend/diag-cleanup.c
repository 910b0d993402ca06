// __attribute__((cleanup(fn))): errors for an argument that is not a function's name or not
// one argument, and for a function that cannot take the variable's address; GCC's warning
// where the attribute is ignored (not a local variable); a warning, with a note at the
// variable, for a goto or a switch jumping into the scope of a cleanup variable past its
// declaration, which GCC accepts (the cleanup still runs at the end of the scope). All in one
// compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0

void takes_int(int *);
void takes_two(int *, int);
int not_a_function;

// CHECK: diag-cleanup.c:[[@LINE+2]]:42: warning: 'cleanup' attribute ignored
// CHECK-NEXT: {{ *[0-9]* \|}} static int ignored_global
static int ignored_global __attribute__((cleanup(takes_int)));

void bad_arguments(void) {
// CHECK: diag-cleanup.c:[[@LINE+3]]:41: error: cleanup argument not a function
// CHECK-NEXT: {{ *[0-9]* \|}} int undeclared __attribute__((cleanup(nosuch)));
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  int undeclared __attribute__((cleanup(nosuch)));
// CHECK: diag-cleanup.c:[[@LINE+1]]:39: error: cleanup argument not a function
  int variable __attribute__((cleanup(not_a_function)));
// CHECK: diag-cleanup.c:[[@LINE+1]]:37: error: cleanup argument not an identifier
  int number __attribute__((cleanup(1)));
// CHECK: diag-cleanup.c:[[@LINE+1]]:27: error: wrong number of arguments specified for 'cleanup' attribute
  int none __attribute__((cleanup));
// CHECK: diag-cleanup.c:[[@LINE+1]]:26: error: wrong number of arguments specified for 'cleanup' attribute
  int two __attribute__((cleanup(takes_int, takes_int)));
// CHECK: diag-cleanup.c:[[@LINE+1]]:30: error: too few arguments to function call 'takes_two', expected 2, have 1
  int too_few __attribute__((cleanup(takes_two)));
// CHECK: diag-cleanup.c:[[@LINE+1]]:44: warning: 'cleanup' attribute ignored
  static int ignored_static __attribute__((cleanup(takes_int)));
}

// CHECK: diag-cleanup.c:[[@LINE+1]]:41: warning: 'cleanup' attribute ignored
void ignored_param(int p __attribute__((cleanup(takes_int)))) { (void)p; }

void jumps(int x) {
// CHECK: diag-cleanup.c:[[@LINE+3]]:10: warning: goto jumps into the scope of 'a' past its declaration; its cleanup still runs at the end of the scope
// CHECK-NEXT: {{ *[0-9]* \|}} if (x) goto inside;
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  if (x) goto inside;
  {
// CHECK: diag-cleanup.c:[[@LINE+1]]:9: note: 'a' declared here
    int a __attribute__((cleanup(takes_int))) = 1;
  inside:
    x++;
  }
  switch (x) {
    int b __attribute__((cleanup(takes_int)));
// CHECK: diag-cleanup.c:[[@LINE+2]]:3: warning: switch jumps into the scope of 'b' past its declaration; its cleanup still runs at the end of the scope
// CHECK: diag-cleanup.c:[[@LINE-2]]:9: note: 'b' declared here
  case 1:
    break;
  }
}
// CHECK: exit=1
