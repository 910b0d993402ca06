/* Records laid out under `#pragma pack`, shared by pragma_pack_mixed.c and
 * Inputs/pragma_pack_mixed_other.c, which the two compilers build in turn. */
#pragma pack(push, 1)
struct p1 { char c; int i; short s; double d; };       /* unaligned members: passed in memory */
struct p1_aligned { int a; int b; };                    /* packed, yet aligned: in a register */
struct bits1 { char c; int a : 3; int b : 30; char z; }; /* b across its int's unit */
#pragma pack(2)
struct p2 { short s; int i; char t; };                  /* i at 2: in memory */
#pragma pack(push, 4)
struct p4 { char c; double d; };                        /* d at 4: in memory */
#pragma pack(8)
struct p8 { char c; long long l; };                     /* as without the pragma: registers */
#pragma pack(pop)
#pragma pack(pop)

struct p1 make_p1(int seed);
long sum_p1(struct p1 x);
long sum_p1_aligned(struct p1_aligned x);
struct p1_aligned make_p1_aligned(int seed);
void bump_bits(struct bits1 *b);
long sum_bits(struct bits1 b);
struct p2 make_p2(int seed);
long sum_p2(struct p2 a, struct p2 b);
double sum_p4(struct p4 x, int k);
struct p8 make_p8(int seed);
long sum_many(struct p1 a, struct p2 b, struct p4 c, struct p8 d, struct p1_aligned e);
