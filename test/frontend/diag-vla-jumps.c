// A goto, a switch's case or default, or an indirect goto that jumps into the scope of a
// variably modified declaration (a VLA, a pointer to one, a VLA typedef) is an error (C11
// 6.8.6.1p1, 6.8.4.2p2), in clang-19's words, with a note at each declaration bypassed,
// innermost first. Jumps out of such scopes and within them are fine. The compile used to
// accept these and crash in translation.
// RUN: sh -c '%ompfe -fsyntax-only %s; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %ompfe -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: error: cannot jump from this goto statement to its label
// COMPILE-NOT: Stack dump

int forward_in(int n) {
// CHECK: diag-vla-jumps.c:[[@LINE+3]]:3: error: cannot jump from this goto statement to its label
// CHECK-NEXT: {{ *[0-9]* \|}} goto in;
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  goto in;
  {
    int v[n];
    int w[n];
// CHECK: diag-vla-jumps.c:[[@LINE-1]]:9: note: jump bypasses initialization of variable length array
// CHECK: diag-vla-jumps.c:[[@LINE-3]]:9: note: jump bypasses initialization of variable length array
  in:
    v[0] = w[0] = 1;
    return v[0];
  }
}

int backward_in(int n) {
  int k = 0;
  {
    int v[n];
  back:
    v[0] = k;
    k++;
  }
  if (k < 3)
// CHECK: diag-vla-jumps.c:[[@LINE+2]]:5: error: cannot jump from this goto statement to its label
// CHECK: diag-vla-jumps.c:[[@LINE-7]]:9: note: jump bypasses initialization of variable length array
    goto back;
  return k;
}

int switch_in(int n, int k) {
  switch (k) {
    int v[n];
// CHECK: diag-vla-jumps.c:[[@LINE+4]]:3: error: cannot jump from switch statement to this case label
// CHECK-NEXT: {{ *[0-9]* \|}} case 1:
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// CHECK: diag-vla-jumps.c:[[@LINE-4]]:9: note: jump bypasses initialization of variable length array
  case 1:
    v[0] = 2;
    return v[0];
// CHECK: diag-vla-jumps.c:[[@LINE+2]]:3: error: cannot jump from switch statement to this case label
// CHECK: diag-vla-jumps.c:[[@LINE-9]]:9: note: jump bypasses initialization of variable length array
  default:
    return 0;
  }
}

int typedef_in(int n) {
// CHECK: diag-vla-jumps.c:[[@LINE+1]]:3: error: cannot jump from this goto statement to its label
  goto in;
  {
    typedef int T[n];
// CHECK: diag-vla-jumps.c:[[@LINE-1]]:17: note: jump bypasses initialization of VLA typedef
  in:
    return sizeof(T);
  }
}

int pointer_in(int n) {
// CHECK: diag-vla-jumps.c:[[@LINE+1]]:3: error: cannot jump from this goto statement to its label
  goto in;
  {
    int(*p)[n] = 0;
// CHECK: diag-vla-jumps.c:[[@LINE-1]]:10: note: jump bypasses initialization of variable length array
  in:
    return p != 0;
  }
}

int indirect_in(int n, void *q) {
// CHECK: diag-vla-jumps.c:[[@LINE+1]]:3: error: cannot jump from this indirect goto statement to one of its possible targets
  goto *q;
  {
    int v[n];
// CHECK: diag-vla-jumps.c:[[@LINE+2]]:3: note: possible target of indirect goto statement
// CHECK: diag-vla-jumps.c:[[@LINE-2]]:9: note: jump bypasses initialization of variable length array
  in:
    v[0] = 1;
    return v[0];
  }
  void *z = &&in;
  return z != 0;
}

/* fine: out of the scopes, within one after the declaration, into a scope with no VLA, a
 * switch whose VLA is inside a case's own block, indirect gotos inside the VLA's scope */
int fine(int n, int k) {
  {
    int v[n];
    v[0] = 1;
    if (k) goto out;
    goto later;
  later:
    v[0] = 2;
  }
out:
  goto plain;
  {
    int x;
  plain:
    x = k;
    k = x;
  }
  switch (k) {
  case 0: {
    int w[n];
    w[0] = 3;
    return w[0];
  }
  default: break;
  }
  {
    int u[n];
    void *t = k ? &&a : &&b;
    goto *t;
  a:
    u[0] = 1;
  b:
    return u[0];
  }
}

// CHECK: exit=1
