// The LLVM IR of asm statements and labels as values, as clang-19 makes it (its lines for
// these forms, from clang-19 -S -emit-llvm -O0, are the CHECK lines; where ompfe orders
// operands differently the note says why).
// RUN: %ompfe -emit-llvm -S %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=LABELS < %t.ll
int g;
struct S { int a, b; } gs;

// CHECK: module asm ".globl file_scope_symbol"
asm(".globl file_scope_symbol");

int f(int a, int b, long *p, short s, char c) {
  int r, t;
  asm("addl %2, %0" : "=r"(r) : "0"(a), "r"(b));
// CHECK: call i32 asm "addl $2, $0", "=r,0,r,~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}}, i32 %{{.*}})
  asm volatile("incl %0" : "+r"(a));
// CHECK: call i32 asm sideeffect "incl $0", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}})
  asm("movl %1, %0" : "=m"(g) : "r"(b));
// CHECK: call void asm "movl $1, $0", "=*m,r,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) @g, i32 %{{.*}})
  /* ompfe puts the in/out memory operand before the other inputs (MLIR 19 types a prefix of
     the operands only), clang after them: "=*m,ir,*m" */
  asm("addl %1, %0" : "+m"(g) : "ir"(7) : "cc");
// CHECK: call void asm "addl $2, $0", "=*m,*m,ir,~{cc},~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) @g, ptr elementtype(i32) @g, i32 7)
  asm("movq %[src], %[dst]" : [dst] "=&r"(*p) : [src] "g"(*p) : "memory", "eax", "%rbx");
// CHECK: call i64 asm "movq $1, $0", "=&r,imr,~{memory},~{eax},~{rbx},~{dirflag},~{fpsr},~{flags}"(i64 %{{.*}})
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
// CHECK: call { i32, i32 } asm sideeffect "rdtsc", "={ax},={dx},~{dirflag},~{fpsr},~{flags}"()
  asm("" : "=r"(t) : "m"(gs), "S"(s), "D"(c), "c"(a), "b"(b));
// CHECK: call i32 asm "", "=r,*m,{si},{di},{cx},{bx},~{dirflag},~{fpsr},~{flags}"(ptr elementtype([8 x i8]) @gs, i16 %{{.*}}, i8 %{{.*}}, i32 %{{.*}}, i32 %{{.*}})
  asm("nop; %% %= $ { a | b } %%eax %k0 %w0 %b0 %q0 %h0 %c1 %P1" :: "r"(a), "i"(5));
// CHECK: call void asm sideeffect "nop; % ${:uid} $$ $( a $| b $) %eax ${0:k} ${0:w} ${0:b} ${0:q} ${0:h} ${1:c} ${1:P}", "r,i,~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}}, i32 5)
  asm("movl %eax, %ebx $ {x|y} %%");
// CHECK: call void asm sideeffect "movl %eax, %ebx $$ {x|y} %%", "~{dirflag},~{fpsr},~{flags}"()
  asm volatile("" ::: "memory");
// CHECK: call void asm sideeffect "", "~{memory},~{dirflag},~{fpsr},~{flags}"()
  asm("mov %1, %0" : "=r,m"(t) : "r,r"(a));
// CHECK: call void asm "mov $1, $0", "=*r|m,r|r,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(i32) %{{.*}}, i32 %{{.*}})
  asm("" : "=x"(t) : "f"(1.0));
// CHECK: call i32 asm "", "=x,f,~{dirflag},~{fpsr},~{flags}"(double 1.000000e+00)
  register long r10 asm("r10") = a;
  asm("" : "=&r"(r10) : "0"(1));
// CHECK: call i64 asm "", "=&{r10},0,~{dirflag},~{fpsr},~{flags}"(i64 1)
  asm goto("testl %0, %0; jz %l1" : : "r"(a) : "cc" : zero);
// CHECK: callbr void asm sideeffect "testl $0, $0; jz ${1:l}", "r,!i,~{cc},~{dirflag},~{fpsr},~{flags}"(i32 %{{.*}})
// CHECK-NEXT: to label %{{[0-9]+}} [label %[[ZERO:[0-9]+]]]
  asm goto("jmp %l[one]" :::: one, zero);
// CHECK: callbr void asm sideeffect "jmp ${0:l}", "!i,!i,~{dirflag},~{fpsr},~{flags}"()
// CHECK-NEXT: to label %{{[0-9]+}} [label %{{[0-9]+}}, label %[[ZERO]]]
  return r + t + lo + hi;
zero:
  return 0;
one:
  return 1;
}

// LABELS: @labels.table = {{.*}}<{ ptr blockaddress(@labels, %[[ONE:[0-9]+]]), ptr blockaddress(@labels, %[[TWO:[0-9]+]]) }>
// LABELS-LABEL: define {{.*}}@labels(
int labels(int k) {
  static void *const table[] = {&&one, &&two};
  goto *table[k];
// LABELS: indirectbr ptr %{{.*}}, [label %[[ONE]], label %[[TWO]]]
// LABELS: [[ONE]]:
// LABELS-NEXT: ret i32 1
one:
  return 1;
two:
  return 2;
}

// Each type a memory operand's elementtype can take (asm_fixup types them after the AST is
// freed, from what it kept of the operands).
float gf;
double gd;
long double gld;
__float128 gq;
void *gp;
void memory_operand_types(void) {
  __asm__("flds %0; fldl %1; fldt %2" : : "m"(gf), "m"(gd), "m"(gld));
// CHECK: call void asm sideeffect "flds $0; fldl $1; fldt $2", "*m,*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(float) @gf, ptr elementtype(double) @gd, ptr elementtype(x86_fp80) @gld)
  __asm__("movq %1, %0" : "=m"(gp) : "m"(gq));
// CHECK: call void asm "movq $1, $0", "=*m,*m,~{dirflag},~{fpsr},~{flags}"(ptr elementtype(ptr) @gp, ptr elementtype(fp128) @gq)
}
