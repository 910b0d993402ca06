/* A library with one exported function and internal helpers (pcre2's pattern). */
#define API __attribute__((visibility("default")))
int internal_table[4] = {1, 2, 3, 4};
int internal_helper(int i) { return internal_table[i & 3]; }
API int lib_api(int i) { return internal_helper(i) * 10; }
