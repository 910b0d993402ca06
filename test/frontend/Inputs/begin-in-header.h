// a begin directive with a macro in a header the test includes by a relative path (GCC's line
// markers write it "Inputs/...", clang-19's "./Inputs/..." or absolute with "./" inside)
#pragma omp begin declare target device_type(HDR_KIND)
int in_header(int x) { return x - 1; }
#pragma omp end declare target
