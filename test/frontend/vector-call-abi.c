// Call-site ABI attributes of calls passing and returning GNU vectors, alone, in structures
// and past the registers, against clang-19's: byval, sret, align, signext, zeroext, per
// argument and result. (The values themselves are checked against gcc in
// test/c/vector_abi_mixed.c.)
// RUN: %ompfe -emit-llvm -S %s -o %t.ompfe.ll
// RUN: %clang -S -emit-llvm -O0 %s -o %t.clang.ll
// RUN: python3 %srcroot/test/tools/call-abi.py %t.ompfe.ll %t.clang.ll | FileCheck %s
// CHECK: call-abi: {{[0-9]+}} calls agree

typedef int v4si __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef double v1df __attribute__((vector_size(8)));
typedef char v4qi __attribute__((vector_size(4)));
typedef char v2qi __attribute__((vector_size(2)));
typedef char v1qi __attribute__((vector_size(1)));
struct one { v4si v; };
struct pair { v4hi h; double d; };
struct small { v2qi q; short s; };
struct two { v4si a, b; };
struct aligned_small { v4qi q; } __attribute__((aligned(16)));

v4si t_v4si(v4si, v4si);
v2df t_v2df(v2df);
v4hi t_v4hi(v4hi, int);
v1df t_v1df(v1df, v1df);
v4qi t_v4qi(v4qi, char);
v2qi t_v2qi(v2qi);
v1qi t_v1qi(v1qi, v1qi);
struct one t_one(struct one);
struct pair t_pair(struct pair);
struct small t_small(struct small);
struct two t_two(struct two);
struct aligned_small t_aligned(struct aligned_small);
v4si t_many(v4si, v4si, v4si, v4si, v4si, v4si, v4si, v4si, v4si, struct one, v4hi, v4qi, v1df);
v4si t_var(int, ...);

void calls(v4si a, v2df d, v4hi h, v1df one, v4qi q, v2qi q2, v1qi q1) {
  t_v4si(a, a);
  t_v2df(d);
  t_v4hi(h, 1);
  t_v1df(one, one);
  t_v4qi(q, 2);
  t_v2qi(q2);
  t_v1qi(q1, q1);
  t_one((struct one){a});
  t_pair((struct pair){h, 1.5});
  t_small((struct small){q2, 3});
  t_two((struct two){a, a});
  t_aligned((struct aligned_small){q});
  t_many(a, a, a, a, a, a, a, a, a, (struct one){a}, h, q, one);
  t_var(3, a, d, h, one, q, (struct one){a}, (struct two){a, a});
}
