// What ompfe refuses of GNU vector types: each an error at its location, no output file.
// Mixed signedness where the result depends on it, other element types or counts, ++, a
// scalar that would be narrowed, vectors of more than 16 bytes by value (their ABI depends
// on AVX), OpenCL's ext_vector_type.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -ferror-limit=0 %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef int v8si __attribute__((vector_size(32)));
typedef int bad3 __attribute__((vector_size(12)));
// CHECK: vector-errors.c:[[@LINE-1]]:33: error: number of vector components 3 not a power of two
typedef int bad2 __attribute__((vector_size(2)));
// CHECK: vector-errors.c:[[@LINE-1]]:33: error: vector size not an integral multiple of component size
typedef _Bool badb __attribute__((vector_size(16)));
// CHECK: vector-errors.c:[[@LINE-1]]:35: error: invalid vector element type '_Bool'
typedef long double badld __attribute__((vector_size(32)));
// CHECK: vector-errors.c:[[@LINE-1]]:42: error: unsupported vector element type 'long double' (ompfe takes integers up to 8 bytes, float and double)
typedef __int128 badti __attribute__((vector_size(32)));
// CHECK: vector-errors.c:[[@LINE-1]]:39: error: unsupported vector element type '__int128' (ompfe takes integers up to 8 bytes, float and double)
int *badp __attribute__((vector_size(16)));
// CHECK: vector-errors.c:[[@LINE-1]]:26: error: vector_size attribute on a pointer, array or function declarator: invalid vector element type
typedef int badneg __attribute__((vector_size(-16)));
// CHECK: vector-errors.c:[[@LINE-1]]:47: error: zero or negative vector size
typedef float ext __attribute__((ext_vector_type(4)));
// CHECK: vector-errors.c:[[@LINE-1]]:34: error: OpenCL vector types (ext_vector_type) are not supported by ompfe; vector_size types are
v8si wide(v8si a);
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: returning '__attribute__((__vector_size__(8 * sizeof(int)))) int' by value is not supported by ompfe: a vector of more than 16 bytes crosses calls in AVX registers or in memory depending on -mavx
// CHECK: vector-errors.c:[[@LINE-2]]:16: error: passing '__attribute__((__vector_size__(8 * sizeof(int)))) int' by value is not supported by ompfe: a vector of more than 16 bytes crosses calls in AVX registers or in memory depending on -mavx
struct holds { v8si w; };
void takes(struct holds h);
// CHECK: vector-errors.c:[[@LINE-1]]:25: error: passing 'struct holds' by value is not supported by ompfe: a vector of more than 16 bytes crosses calls in AVX registers or in memory depending on -mavx
int f(v4si a, v4su u, v4sf fv, v8hi h, long l, unsigned ui, double d, _Bool b) {
  v4si r = a + l;
// CHECK: vector-errors.c:[[@LINE-1]]:14: error: cannot convert between scalar type 'long' and vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' as implicit conversion would cause truncation
  r = a + ui;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: cannot convert between scalar type 'unsigned int' and vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' as implicit conversion would cause truncation
  fv = fv + 0.1;
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: cannot convert between scalar type 'double' and vector type '__attribute__((__vector_size__(4 * sizeof(float)))) float' as implicit conversion would cause truncation
  fv = fv + 16777217;
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: cannot convert between scalar type 'int' and vector type '__attribute__((__vector_size__(4 * sizeof(float)))) float' as implicit conversion would cause truncation
  r = a + 3000000000;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: cannot convert between scalar type 'long' and vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' as implicit conversion would cause truncation
  r = a + h;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' + '__attribute__((__vector_size__(8 * sizeof(short)))) short')
  r = a + fv;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' + '__attribute__((__vector_size__(4 * sizeof(float)))) float')
  r = a / u;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' / '__attribute__((__vector_size__(4 * sizeof(unsigned int)))) unsigned int')
  r = a < u;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' < '__attribute__((__vector_size__(4 * sizeof(unsigned int)))) unsigned int')
  r = a % fv;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' % '__attribute__((__vector_size__(4 * sizeof(float)))) float')
  fv = fv % 2;
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(float)))) float' % 'int')
  fv = fv << 1;
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(float)))) float' << 'int')
  fv = ~fv;
// CHECK: vector-errors.c:[[@LINE-1]]:8: error: invalid argument type '__attribute__((__vector_size__(4 * sizeof(float)))) float' to unary expression
  r = !a;
// CHECK: vector-errors.c:[[@LINE-1]]:7: error: invalid argument type '__attribute__((__vector_size__(4 * sizeof(int)))) int' to unary expression
  r = a && a;
// CHECK: vector-errors.c:[[@LINE-1]]:7: error: statement requires expression of scalar type ('__attribute__((__vector_size__(4 * sizeof(int)))) int' invalid)
// CHECK: vector-errors.c:[[@LINE-2]]:12: error: statement requires expression of scalar type ('__attribute__((__vector_size__(4 * sizeof(int)))) int' invalid)
  r++;
// CHECK: vector-errors.c:[[@LINE-1]]:3: error: cannot increment value of type '__attribute__((__vector_size__(4 * sizeof(int)))) int'
  r = a + b;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('__attribute__((__vector_size__(4 * sizeof(int)))) int' + '_Bool')
  r = a + d;
// CHECK: vector-errors.c:[[@LINE-1]]:9: error: cannot convert between scalar type 'double' and vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' as implicit conversion would cause truncation
  if (a) return 1;
// CHECK: vector-errors.c:[[@LINE-1]]:7: error: statement requires expression of scalar type ('__attribute__((__vector_size__(4 * sizeof(int)))) int' invalid)
  int i = a ? 1 : 2;
// CHECK: vector-errors.c:[[@LINE-1]]:11: error: statement requires expression of scalar type ('__attribute__((__vector_size__(4 * sizeof(int)))) int' invalid)
  v4su ru = a;
// CHECK: vector-errors.c:[[@LINE-1]]:13: error: incompatible types initializing '__attribute__((__vector_size__(4 * sizeof(int)))) int' to '__attribute__((__vector_size__(4 * sizeof(unsigned int)))) unsigned int'
  r = (v4si)fv + (v4si)d;
// CHECK: vector-errors.c:[[@LINE-1]]:18: error: invalid conversion between vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' and scalar type 'double'
  long long ll = (long long)a;
// CHECK: vector-errors.c:[[@LINE-1]]:18: error: invalid conversion between types '__attribute__((__vector_size__(4 * sizeof(int)))) int' and 'long long' of different size
  r = (v4si)1;
// CHECK: vector-errors.c:[[@LINE-1]]:7: error: invalid conversion between types 'int' and '__attribute__((__vector_size__(4 * sizeof(int)))) int' of different size
  i += a;
  int x = (a + a)[0] = 1;
// CHECK: vector-errors.c:[[@LINE-1]]:18: error: expression is not assignable (assignment requires an lvalue)
  a += l;
// CHECK: vector-errors.c:[[@LINE-1]]:5: error: cannot convert between scalar type 'long' and vector type '__attribute__((__vector_size__(4 * sizeof(int)))) int' as implicit conversion would cause truncation
  return x + i + (int)ll;
}
void shuffles(v4si a, v4sf b, int k) {
  __builtin_shufflevector(a, b, 0, 1);
  // CHECK: vector-errors.c:[[@LINE-1]]:3: error: first two arguments to '__builtin_shufflevector' must be vectors of one type ('__attribute__((__vector_size__(4 * sizeof(int)))) int' and '__attribute__((__vector_size__(4 * sizeof(float)))) float')
  __builtin_shufflevector(a, a, 0, 1, 2);
  // CHECK: vector-errors.c:[[@LINE-1]]:3: error: '__builtin_shufflevector' picks 3 elements: ompfe takes a power of two (a vector type's count)
  __builtin_shufflevector(a, a, 0, 8);
  // CHECK: vector-errors.c:[[@LINE-1]]:36: error: index for __builtin_shufflevector must be a constant integer in [-1, 7]
  __builtin_shufflevector(a, a, k, 1);
  // CHECK: vector-errors.c:[[@LINE-1]]:33: error: index for __builtin_shufflevector is not an integer constant expression
  __builtin_shufflevector(k, k, 0, 1);
  // CHECK: vector-errors.c:[[@LINE-1]]:3: error: first two arguments to '__builtin_shufflevector' must be vectors of one type ('int' and 'int')
  __builtin_convertvector(a, int);
  // CHECK: vector-errors.c:[[@LINE-1]]:3: error: second argument to __builtin_convertvector must be a vector ('int' invalid)
  __builtin_convertvector(a, v8hi);
  // CHECK: vector-errors.c:[[@LINE-1]]:3: error: first two arguments to __builtin_convertvector must have the same number of elements ('__attribute__((__vector_size__(4 * sizeof(int)))) int' and '__attribute__((__vector_size__(8 * sizeof(short)))) short')
}
// CHECK: exit=1
