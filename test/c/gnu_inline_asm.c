// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU inline asm that really computes: outputs in registers ("=r", "+r", "=&r", "=a"/"=d"),
// tied inputs (by number and by [name]; tied to a memory output: the input's value starts
// the output's memory, passed by address), memory operands ("m", "=m", "+m"), immediates,
// clobbers ("cc", "memory", registers), operand modifiers (%k, %b, %q), %=, %%, multiple
// alternatives, register variables, basic asm, file-scope asm, and asm goto.
#include <stdio.h>
#include <string.h>

/* a function written in file-scope asm */
asm(".text\n"
    ".globl asm_triple\n"
    ".type asm_triple, @function\n"
    "asm_triple:\n"
    "  leal (%rdi,%rdi,2), %eax\n"
    "  ret\n"
    ".size asm_triple, .-asm_triple");
int asm_triple(int);

static int counter;
struct pair { int a, b; };

static int add(int a, int b) {
  int r;
  asm("addl %2, %0" : "=r"(r) : "0"(a), "r"(b));
  return r;
}

static long add_named(long x, long y) {
  asm("addq %[y], %[x]" : [x] "+r"(x) : [y] "rm"(y) : "cc");
  return x;
}

static void swap(int *p, int *q) {
  int a = *p, b = *q;
  asm("xchgl %0, %1" : "+r"(a), "+r"(b));
  *p = a;
  *q = b;
}

static unsigned long long widen(unsigned v) {
  unsigned long long r;
  /* a 32-bit input tied to a 64-bit output is zero-extended */
  asm("shlq $4, %0" : "=r"(r) : "0"(v));
  return r;
}

static int low_byte_plus(int x) {
  int r;
  asm("movzbl %b1, %k0\n\taddl $1, %k0" : "=&r"(r) : "r"(x));
  return r;
}

static void bump_memory(void) {
  asm("addl %1, %0" : "+m"(counter) : "ir"(5) : "cc");
  asm volatile("incl %0" : "=m"(counter) : "m"(counter));
}

static int sum_pair(const struct pair *p) {
  int r;
  asm("movl %1, %0\n\taddl %2, %0" : "=&r"(r) : "m"(p->a), "m"(p->b), "m"(*p));
  return r;
}

static int clamp_shift(int x) {
  int r = x;
  asm("shll %1, %0" : "+r"(r) : "I"(3));
  asm("sarl $%c1, %0" : "+rm"(r) : "i"(1));
  return r;
}

static void copy_bytes(void *dst, const void *src, unsigned long n) {
  asm volatile("rep movsb" : "+D"(dst), "+S"(src), "+c"(n) : : "memory");
}

static long register_variable(long v) {
  register long in asm("r10") = v;
  register long out asm("r11");
  asm("leaq 1(%1), %0" : "=r"(out) : "r"(in));
  return out;
}

static int loop_with_uid(int n) {
  int r = 0;
  asm("xorl %0, %0\n"
      "1%=:\n\t"
      "addl $2, %0\n\t"
      "decl %1\n\t"
      "jnz 1%=b"
      : "=&r"(r), "+r"(n) : : "cc");
  return r;
}

static float add_float(float a, float b) {
  asm("addss %1, %0" : "+x"(a) : "x"(b));
  return a;
}

static int alternatives(int a) {
  int r;
  asm("movl %1, %0" : "=r,m"(r) : "r,r"(a));
  return r;
}

static int is_zero(int x) {
  asm goto("testl %0, %0\n\tjz %l[yes]" : : "r"(x) : "cc" : yes);
  return 0;
yes:
  return 1;
}

static int classify(long v) {
  asm goto("cmpq $0, %0\n\tjl %l1\n\tje %l2" : : "r"(v) : "cc" : neg, zero);
  return 1;
neg:
  return -1;
zero:
  return 0;
}

/* inputs tied to outputs in memory (gcc warns that the tie allows no register) */
struct holder { int pad; long v; };
static long tied_to_memory(long y) {
  long x = 5, arr[2] = {100, 200};
  struct holder h = {1, 40};
  __asm__("addq %1, %0" : "=m"(x) : "r"(y), "0"(x));
  __asm__("addq $1, %0" : "=m"(h.v) : "0"(h.v));
  __asm__("incq %0" : "=m"(arr[1]) : "0"(arr[1]));
  return x * 1000000 + h.v * 1000 + arr[1];
}

int main(void) {
  printf("add %d, add_named %ld\n", add(40, 2), add_named(1000000000000L, 7));
  printf("tied_to_memory %ld\n", tied_to_memory(7));
  int p = 1, q = 2;
  swap(&p, &q);
  printf("swap %d %d\n", p, q);
  printf("widen %llu\n", widen(0xffffffffu));
  printf("low_byte_plus %d\n", low_byte_plus(0x1234));
  bump_memory();
  bump_memory();
  printf("counter %d\n", counter);
  struct pair pr = {30, 12};
  printf("sum_pair %d\n", sum_pair(&pr));
  printf("clamp_shift %d %d\n", clamp_shift(5), clamp_shift(-5));
  char buf[16] = {0};
  copy_bytes(buf, "inline asm", 11);
  printf("copy_bytes %s\n", buf);
  printf("register_variable %ld\n", register_variable(41));
  printf("loop_with_uid %d\n", loop_with_uid(21));
  printf("add_float %.2f\n", add_float(1.25f, 2.5f));
  printf("alternatives %d\n", alternatives(77));
  printf("asm_triple %d\n", asm_triple(14));
  printf("asm goto %d %d %d, %d %d %d\n", is_zero(0), is_zero(5), is_zero(-1), classify(-7), classify(0), classify(9));
  unsigned lo1, hi1, lo2, hi2;
  asm volatile("rdtsc" : "=a"(lo1), "=d"(hi1));
  asm volatile("rdtsc" : "=a"(lo2), "=d"(hi2));
  unsigned long long t1 = (unsigned long long)hi1 << 32 | lo1, t2 = (unsigned long long)hi2 << 32 | lo2;
  printf("rdtsc runs forward %d\n", t2 >= t1);
  unsigned eax, ebx, ecx, edx;
  __asm__ __volatile__("cpuid" : "=a"(eax), "=b"(ebx), "=c"(ecx), "=d"(edx) : "a"(0), "c"(0));
  char vendor[13];
  memcpy(vendor, &ebx, 4);
  memcpy(vendor + 4, &edx, 4);
  memcpy(vendor + 8, &ecx, 4);
  vendor[12] = 0;
  printf("cpuid vendor %s\n", vendor);
  asm("nop");
  __asm__ volatile("" ::: "memory");
  return 0;
}
