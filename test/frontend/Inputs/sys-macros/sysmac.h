#define SYS_CMP(x) ((x) == 1)
