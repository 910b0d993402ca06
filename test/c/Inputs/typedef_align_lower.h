/* Typedefs whose aligned attribute lowers the type's alignment, and records of them, shared by
 * typedef_align_lower.c and Inputs/typedef_align_lower_other.c, which the two compilers build
 * in turn. */
typedef int uaint __attribute__((aligned(1)));
typedef long long ll4 __attribute__((aligned(4)));
typedef short s1 __attribute__((aligned(1)));
typedef double d4 __attribute__((aligned(4)));
typedef int v4si __attribute__((vector_size(16), aligned(4)));
typedef struct { long double x; } ldrec;
typedef ldrec ldrec8 __attribute__((aligned(8)));

struct s_ua { char c; uaint i; };          /* i at 1: in memory */
struct s_ll4 { int a; ll4 b; };            /* b at 4: in memory */
struct s_mix { char c; s1 s; d4 d; };      /* s at 1, d at 4: in memory */
struct s_fd { float f; d4 d; };            /* d at 4: in memory */
struct s_vec { char c; v4si v; };          /* v at 4 */

long take_ua(struct s_ua s, int k);
long take_ll4(struct s_ll4 t, int k);
double take_mix(struct s_mix m, double x);
double take_fd(struct s_fd v, double x);
long take_scalars(uaint a, ll4 b, s1 c, d4 d, int k);
long double take_ldrec(int k, ldrec8 a, int j);
v4si take_vec(v4si a, struct s_vec b);
struct s_ua make_ua(int k);
struct s_ll4 make_ll4(int k);
void bump(uaint *p, ll4 *q, v4si *v, s1 *s);
