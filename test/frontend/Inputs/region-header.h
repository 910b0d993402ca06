static inline int hdr_fn(int a) {
  #pragma omp target map(tofrom: a)
  { a++; }
  return a; }
#ifdef HDR_ERROR
int hdr_bad = nope;
#endif
