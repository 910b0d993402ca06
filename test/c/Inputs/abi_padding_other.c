/* The other half of abi_padding_mixed.c, built by the other compiler. */
struct a16 { int q; } __attribute__((aligned(16)));
struct d16 { double d; } __attribute__((aligned(16)));
struct c12 { char c[12]; } __attribute__((aligned(16)));
struct s6 { short s[3]; } __attribute__((aligned(16)));

double o_a16(struct a16 a, double x, double y) { return a.q * 100 + x * 10 + y; }
double o_d16(struct d16 a, double x, int k) { return a.d * 100 + x * 10 + k; }
struct a16 o_ret(int k, double x) { struct a16 r = {k + (int)x}; return r; }
double o_c12(struct c12 c, double x) { return c.c[0] + c.c[11] + x; }
double o_s6(struct s6 v, double x) { return v.s[0] + v.s[2] + x; }
