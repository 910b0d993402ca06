/* a stand-in resource directory's omp.h */
int ompfe_test_resource_omp_h;
