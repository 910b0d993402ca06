#include <stdarg.h>
#include <stdio.h>
struct h1 { _Float16 a; };
struct h3 { _Float16 a, b, c; };
struct hf { _Float16 a; float f; _Float16 b; };
struct h5i { _Float16 a[5]; int i; };
struct h9 { _Float16 a[9]; };
_Float16 o_scale(_Float16 x, float f, _Float16 y);
struct h3 o_h3(struct h3 s, _Float16 k);
double o_sum(struct h1 a, struct hf b, struct h5i c, struct h9 d);
double o_varargs(int n, ...);
_Float16 o_many(_Float16 a, _Float16 b, _Float16 c, _Float16 d, _Float16 e, _Float16 f, _Float16 g,
                _Float16 h, _Float16 i, _Float16 j);
