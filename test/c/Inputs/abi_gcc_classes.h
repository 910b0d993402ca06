/* The types abi_gcc_classes_mixed.c shares with Inputs/abi_gcc_classes_other.c. */
union zw { float f; int : 0; };
union nb { double d[2]; __int128 b : 3; };
union bits { _Bool a : 1; unsigned long b : 1; };
struct __attribute__((packed)) pu { unsigned k; union bits u; };
struct __attribute__((packed)) pf { float f; char c; };
struct arr { struct pf a[2]; };
struct a8 { int x; } __attribute__((aligned(8)));
struct __attribute__((packed)) pa { int k; struct a8 a; };
union big { double d; unsigned long b : 40; };
struct __attribute__((packed)) pb { int k; union big u; };
