/* Enumerations shaped by packed and mode, and records of them, shared by enum_packed_mode.c and
 * Inputs/enum_packed_mode_other.c, which the two compilers build in turn. */
enum __attribute__((packed)) small { S0, S1 = 200 };          /* unsigned char */
enum __attribute__((packed)) neg { N0 = -1, N1 = 100 };       /* signed char */
enum __attribute__((packed)) mid { M0 = -1, M1 = 200 };       /* short */
enum __attribute__((packed)) wide16 { W0, W1 = 65535 };       /* unsigned short */
enum __attribute__((packed)) big { B0 = -1, B1 = 40000 };     /* int */
enum __attribute__((packed)) huge { H0, H1 = 0x100000000 };   /* unsigned long */
enum after { A0, A1 = 255 } __attribute__((packed));          /* after the '}' */
typedef enum { T0, T1 = 300 } __attribute__((packed)) tpacked;
enum __attribute__((mode(byte))) mbyte { MB0, MB1 };
enum __attribute__((mode(QI))) mqi { MQ0 = -1, MQ1 = 7 };
enum __attribute__((mode(HI))) mhi { MH0, MH1 = 1000 };
enum __attribute__((mode(SI))) msi { MS0, MS1 };
enum __attribute__((mode(DI))) mdi { MD0, MD1 };
enum __attribute__((mode(word))) mword { MW0 };
enum __attribute__((mode(pointer))) mptr { MP0 };
enum mafter { MA0, MA1 } __attribute__((mode(HI)));
typedef enum { MT0 } __attribute__((mode(QI))) tmode;
enum __attribute__((packed, mode(HI))) both { BO0 };          /* mode wins */

struct rec { enum small a; char b; enum after c; tpacked d; enum neg e; enum mhi f; enum mbyte g; };

enum small next_small(enum small s, enum neg n, enum mid m, enum mhi h);
struct rec make_rec(int seed);
long sum_rec(struct rec r, enum mqi q);
