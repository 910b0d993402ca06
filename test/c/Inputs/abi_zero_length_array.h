/* The types abi_zero_length_array_mixed.c shares with Inputs/abi_zero_length_array_other.c. */
struct z0 { int z[0]; } __attribute__((packed, aligned(8)));
struct __attribute__((packed)) at1 { char c; struct z0 e; };
struct at4 { float f; int z[0]; };
struct at4b { int k; struct { int z[0]; } e; float g; };
struct at1 f_at1(struct at1 a, int k, struct at1 b, float x);
double f_at4(struct at4 a, double x, long k);
double f_at4b(struct at4b a, double x);
