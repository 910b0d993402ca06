#include <omp.h>
#ifndef __OMPFE_OMP_H
#error the installed ompfe did not find its own omp.h
#endif
int main(void) { return omp_get_num_devices() < 0; }
