// asm statements ompfe cannot lower, or that clang-19 refuses: each an error at its place
// (never a guess that the assembler or LLVM's backend would stop on, or run differently).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: sh -c '%ompfe -DCLEANUP %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=CLEANUP
// RUN: ls -A %t | count 0
struct two { long a, b; };
void done(int *p);

#ifndef CLEANUP
asm volatile("nop");
// CHECK: diag-asm.c:[[@LINE-1]]:1: error: asm qualifiers are not allowed at file scope

int f(int n, struct two s) {
  int r = 0;
  asm goto("jmp %l2" : "=r"(r), "=r"(n) : : : out);
// CHECK: diag-asm.c:[[@LINE-1]]:33: error: asm goto with more than one output in a register is not supported by ompfe at -O0 (LLVM 19 miscompiles it there; compile with -O1 or more, or pass all but one through memory, "=m")
  asm("jmp %l0" : : : : out);
// CHECK: diag-asm.c:[[@LINE-1]]:25: error: labels in an asm statement need 'asm goto'
  asm goto("jmp %l[elsewhere]" : : : : out);
// CHECK: diag-asm.c:[[@LINE-1]]:12: error: unknown symbolic operand name in inline asm string: 'elsewhere'

  asm("" : "=@ccz"(r));
// CHECK: diag-asm.c:[[@LINE-1]]:12: error: flag output constraints ('@ccz') are not supported by ompfe
  asm("" : : : "foo");
// CHECK: diag-asm.c:[[@LINE-1]]:16: error: unknown register name 'foo' in asm
  asm("" : : "I"(100));
// CHECK: diag-asm.c:[[@LINE-1]]:14: error: value '100' out of range for constraint 'I'
  asm("" : : "i"(n));
// CHECK: diag-asm.c:[[@LINE-1]]:14: error: constraint 'i' expects an integer constant expression
  asm("" : "r"(r));
// CHECK: diag-asm.c:[[@LINE-1]]:12: error: invalid output constraint 'r' in asm
  asm("" : : "r"(s));
// CHECK: diag-asm.c:[[@LINE-1]]:14: error: an asm operand of type 'struct two' in a register is not supported by ompfe
  asm("movl %3, %0" : "=r"(r) : "r"(n));
// CHECK: diag-asm.c:[[@LINE-1]]:7: error: invalid operand number in inline asm string
  asm("movl %[nope], %0" : "=r"(r) : "r"(n));
// CHECK: diag-asm.c:[[@LINE-1]]:7: error: unknown symbolic operand name in inline asm string: 'nope'
  asm("" : : "m"(5));
// CHECK: diag-asm.c:[[@LINE-1]]:18: error: memory input 0 is not directly addressable
  asm("" : "=r"(5));
// CHECK: diag-asm.c:[[@LINE-1]]:17: error: expression is not assignable (asm output requires an lvalue)
  register int x asm("foo") = 1;
// CHECK: diag-asm.c:[[@LINE-1]]:16: error: unknown register name 'foo' in asm
out:
  return r + x;
}
// CHECK: exit=1
#else
/* gcc jumps without running the cleanup, clang-19 refuses: so does ompfe */
int g(int n) {
  {
    int c __attribute__((cleanup(done))) = n;
    asm goto("jmp %l0" : : : : out);
// CLEANUP: diag-asm.c:[[@LINE-1]]:32: error: cannot jump from this asm goto statement to one of its possible targets (it leaves the scope of a variable with a cleanup attribute)
  }
out:
  return n;
}
// CLEANUP: exit=1
#endif
