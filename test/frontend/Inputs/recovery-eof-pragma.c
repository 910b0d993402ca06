int main(void) {
  #pragma omp target map(to:
