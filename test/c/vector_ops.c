// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU vector types (vector_size), what gcc and clang-19 both give: element-wise + - * / %
// & | ^ << >> and unary - ~ on integer and floating vectors, a scalar operand spread over the
// elements (either side, constants by value, shift counts of any integer type), comparisons
// giving -1/0 masks of signed elements, v[i] read and written (also of a call's result and of
// a sum), compound assignment, ?:, __builtin_shufflevector and __builtin_convertvector, casts
// that reinterpret the bits (vector to vector, vector to and from integers of its size),
// initializers (partial, brace elision in structures, arrays of vectors, static ones,
// compound literals), sizeof/_Alignof, pointers to vectors,
// volatile and const vectors, the attribute before the type and after the declarator.
#include <stdio.h>
#include <string.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef signed char v16qi __attribute__((vector_size(16)));
typedef unsigned char v8qu __attribute__((vector_size(8)));
typedef short v8hi __attribute__((vector_size(16)));
typedef long v2di __attribute__((vector_size(16)));
typedef unsigned long long v2du __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef short v2hi __attribute__((vector_size(4)));

struct rec { char tag; v4si v; short s; v2df d; };
static struct rec grec = {'r', {1, 2, 3, 4}, 5, {0.5, -0.25}};
v4si gvec = {10, 20, 30};
static v2sf garr[3] = {{1, 2}, {3, 4}, 5, 6};
static const v8hi gcompound = {1, 2, 3, 4, 5, 6, 7, 8};
__attribute__((vector_size(16))) int before_type = {7, 7, 7, 7};
unsigned __attribute__((vector_size(8))) after_type = {9, 8};

static void p4i(const char *what, v4si v) { printf("%s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }
static void p4u(const char *what, v4su v) { printf("%s %u %u %u %u\n", what, v[0], v[1], v[2], v[3]); }
static void p4f(const char *what, v4sf v) { printf("%s %g %g %g %g\n", what, v[0], v[1], v[2], v[3]); }
static void p2d(const char *what, v2df v) { printf("%s %.17g %.17g\n", what, v[0], v[1]); }
static void p8h(const char *what, v8hi v) {
  printf("%s", what);
  for (int i = 0; i < 8; i++) printf(" %d", v[i]);
  printf("\n");
}
static void p16b(const char *what, v16qi v) {
  printf("%s", what);
  for (int i = 0; i < 16; i++) printf(" %d", v[i]);
  printf("\n");
}

static v4si make(int a, int b, int c, int d) { return (v4si){a, b, c, d}; }
static v4si twice(v4si v) { return v * 2; }

int main(void) {
  v4si a = {-8, 8, -1, 7}, b = {3, -3, 2, 5};
  p4i("add", a + b);
  p4i("sub", a - b);
  p4i("mul", a * b);
  p4i("div", a / b);
  p4i("mod", a % b);
  p4i("and", a & b);
  p4i("or", a | b);
  p4i("xor", a ^ b);
  p4i("shl", a << (v4si){1, 2, 3, 4});
  p4i("shr", a >> (v4si){1, 1, 1, 1});
  p4i("neg", -a);
  p4i("not", ~a);
  p4i("plus", +a);
  long count = 2;
  p4i("shl scalar", a << count);
  p4i("shr scalar", a >> 1);
  p4i("scalar lhs", 100 - a);
  p4i("scalar rhs", a * 3);
  short sh = -2;
  p4i("short spread", a + sh);
  unsigned char uc = 200;
  p4i("uchar spread", a + uc);
  p4i("lt", a < b);
  p4i("le", a <= b);
  p4i("gt", a > 0);
  p4i("ge", 0 >= a);
  p4i("eq", a == (v4si){-8, 0, -1, 0});
  p4i("ne", a != a);

  v4su u = {1, 0x80000000u, 0xffffffffu, 7};
  p4u("u shr", u >> 1);
  p4u("u div", u / 3);
  p4i("u lt", u < (v4su){2, 2, 2, 2});
  p4u("u neg1", u + -1);
  p4u("u mixed", u + (v4su)a); /* a cast gives the other signedness */
  p4i("sign-blind eq", a == (v4si)(u * 0 + (v4su){0xfffffff8u, 8, 0, 0}));

  v4sf f = {1.5f, -2.25f, 0.0f, 1e30f};
  p4f("f add", f + f);
  p4f("f mul", f * 2);
  p4f("f div", 1 / f);
  p4f("f neg", -f);
  p4f("f spread short", f + sh);
  p4f("f spread const", f - 0.5);
  p4i("f nan inf", (f + __builtin_nanf("") != f) + (v4si)(f * __builtin_inff() > 0));
  p4i("f lt", f < (v4sf){2, -3, 0, 1e31f});
  p4i("f eq", f == 0);
  v2df d = {1.0 / 3, -2};
  p2d("d", d * 3 + 1);
  p2d("d int", d + 7); /* an int fits a double's mantissa */
  int ival = 12345;
  p2d("d int var", d * ival);
  p2d("d lt", (v2df)(d < 0));

  v8hi h = {1, -2, 3, -4, 32767, -32768, 100, 0};
  p8h("h add", h + h);
  p8h("h mul", h * 3);
  p8h("h cmp", h > 0);
  v16qi q = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 127, -128};
  p16b("q add", q + q);
  p16b("q shl", q << 3);
  p16b("q minus", q - 1);
  v8qu qu = {250, 1, 2, 3, 4, 5, 6, 255};
  printf("qu %u %u %u\n", (qu + 10)[0], (qu * 2)[7], (qu >> 1)[0]);
  v2di l = {1L << 40, -5};
  printf("l %ld %ld %ld\n", (l * 3)[0], (l >> 1)[1], (long)(l < 0)[1]);
  v2du ul = {~0ULL, 5};
  printf("ul %llu %llu\n", (ul / 2)[0], (ul % 3)[1]);

  /* subscripts */
  v4si w = a;
  w[1] = 42;
  w[3] += 10;
  w[0]++;
  for (int i = 0; i < 4; i++) w[i] *= 2;
  p4i("w", w);
  printf("rvalue %d %d %d\n", make(5, 6, 7, 8)[2], (a + b)[3], twice(b)[1]);
  v4si *pw = &w;
  (*pw)[2] = -1;
  int *elems = (int *)&w;
  printf("ptr %d %d\n", (*pw)[2], elems[1]);
  const v4si cw = {4, 3, 2, 1};
  volatile v4si vw = {1, 1, 1, 1};
  vw = vw + cw;
  v4si vcopy = vw;
  printf("const %d volatile %d\n", cw[0], vcopy[3]);

  /* compound assignment, ?: and assignment */
  v4si c = {1, 2, 3, 4};
  c += b;
  c *= 2;
  c <<= 1;
  c -= (v4si){1, 1, 1, 1};
  c /= 3;
  c ^= -1;
  p4i("compound", c);
  v4sf fc = f;
  fc += 1;
  fc /= 2;
  p4f("f compound", fc);
  int flag = a[0] < 0;
  p4i("cond", flag ? a : b);
  p4i("cond2", !flag ? a : b);

  /* casts */
  v4si bits = (v4si)(v4sf){1.0f, -2.0f, 0.5f, 0.0f};
  printf("bits %x %x %x %x\n", bits[0], bits[1], bits[2], bits[3]);
  v8hi halves = (v8hi)a;
  p8h("halves", halves);
  v2sf small = {1.5f, 2.5f};
  long long sbits = (long long)small;
  v2sf back = (v2sf)sbits;
  printf("small %llx %g %g\n", sbits, back[0], back[1]);
  __int128 wide = (__int128)a;
  v4si again = (v4si)wide;
  p4i("int128", again);
  v2hi tiny = {-3, 4};
  int tbits = (int)tiny;
  printf("tiny %x %d\n", tbits, ((v2hi)tbits)[0]);

  /* __builtin_shufflevector: elements of the first then the second operand */
  v4si shuf = __builtin_shufflevector(a, b, 0, 4, 1, 5);
  p4i("shuffle", shuf);
  v8hi reversed = __builtin_shufflevector(h, h, 7, 6, 5, 4, 3, 2, 1, 0);
  p8h("reverse", reversed);
  v2sf lowf = __builtin_shufflevector(f, f, 3, 0);
  printf("narrow %g %g\n", lowf[0], lowf[1]);
  p4i("shuffle twice", __builtin_shufflevector(shuf, shuf, 3, 3, 0, 1) + 1);

  /* __builtin_convertvector: each element converted as C converts it */
  typedef double v4df __attribute__((vector_size(32)));
  typedef long long v4di __attribute__((vector_size(32)));
  typedef unsigned char v4qu __attribute__((vector_size(4)));
  v4si big = {-3, 7, 100000, -1};
  v4sf asf = __builtin_convertvector(big, v4sf);
  v4df adf = __builtin_convertvector(asf * 1.5f, v4df);
  v4qu aqu = __builtin_convertvector(big, v4qu);
  v4di adi = __builtin_convertvector((v4su)big, v4di);
  v4si trunc = __builtin_convertvector((v4sf){1.9f, -1.9f, 2.5f, -0.0f}, v4si);
  p4f("convert f", asf);
  printf("convert d %g %g | qu %u %u %u | di %lld\n", adf[0], adf[2], aqu[0], aqu[2], aqu[3], adi[3]);
  p4i("convert trunc", trunc);
  p8h("convert h", __builtin_convertvector(__builtin_convertvector(h, v8hi) + 1, v8hi));

  /* initializers */
  v4si part = {1, 2};
  p4i("part", part);
  v4si empty = {};
  p4i("empty", empty);
  struct rec r = {'x', 1, 2, 3, 4, 6, 1.5, 2.5};
  struct rec r2 = {'y', {5}, 7, {3}};
  struct rec r3 = r;
  r3.v[0] = 99;
  printf("rec %c %d %d %d %g %g | %c %d %d %d %g %g | %d %d\n", r.tag, r.v[0], r.v[3], r.s, r.d[0], r.d[1], r2.tag, r2.v[0],
         r2.v[1], r2.s, r2.d[0], r2.d[1], r.v[0], r3.v[0]);
  printf("grec %c %d %d %d %g\n", grec.tag, grec.v[1], grec.v[3], grec.s, grec.d[1]);
  p4i("gvec", gvec);
  printf("garr %g %g %g %g\n", garr[0][1], garr[1][0], garr[2][0], garr[2][1]);
  p8h("gcompound", gcompound);
  p4i("before", before_type);
  printf("after %u %u\n", after_type[0], after_type[1]);
  v4si arr[2] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  arr[1] = arr[0] + arr[1];
  p4i("arr", arr[1]);
  v4si from_copy = (v4si){1, 2, 3, 4} + arr[0];
  p4i("literal", from_copy);
  v4si same = a;
  printf("memcmp %d\n", memcmp(&same, &a, sizeof a));

  printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(v4si), sizeof(v8qu), sizeof(v2hi), sizeof(struct rec), sizeof garr,
         sizeof(a[0]));
  printf("aligns %zu %zu %zu %zu\n", _Alignof(v4si), _Alignof(v8qu), _Alignof(v2hi), _Alignof(struct rec));
  return 0;
}
