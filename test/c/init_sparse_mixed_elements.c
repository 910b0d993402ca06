// RUN: %cmp-gcc %s %t
// Large static objects whose few initializers are pointers, strings, bit-fields, long doubles, bools or unions, with designators that override earlier ones: every member reads back as initialized or zero.
int printf(const char *, ...);

struct Rec { char name[100]; int x; unsigned flag : 1, level : 4; long double weight; };
union U { char *p; long n; double d; };

char *words[100000] = {"first", [99999] = "last", [50000] = "middle"};
struct Rec recs[2000] = {[5] = {"five", 5, 1, 9, 5.5L}, [1999] = {.x = -1, .level = 15}};
char grid[300][300] = {"top", [299] = "bottom", [150][7] = 'x'};
_Bool flags[100000] = {[0] = 1, [77777] = 1};
long double reals[5000] = {[4999] = 2.25L, [0] = -1.0L};
union U unions[4000] = {[10].p = "u", [3000].n = 42, [3999].d = 0.5};
int overridden[100000] = {[5] = 1, [5] = 0, [60000] = 3, [70000] = 4, [60000] = 0};
float floats[100000] = {1.5f, [90000] = -2.5f};
int wide[300][100] = {{1, 2}, [299] = {[99] = 3}};

int main(void) {
  long nonnull = 0;
  for (long i = 0; i < 100000; i++) nonnull += words[i] != 0;
  printf("words %s %s %s %ld\n", words[0], words[50000], words[99999], nonnull);
  long rsum = 0;
  for (int i = 0; i < 2000; i++) rsum += recs[i].x * (i + 1) + (long)recs[i].flag + (long)recs[i].level + recs[i].name[0];
  printf("recs %s %d %u %u %.2Lf %d %u %ld\n", recs[5].name, recs[5].x, recs[5].flag, recs[5].level, recs[5].weight,
         recs[1999].x, recs[1999].level, rsum);
  long gsum = 0;
  for (int r = 0; r < 300; r++)
    for (int c = 0; c < 300; c++) gsum += grid[r][c] * (c + 1);
  printf("grid %s %s %c %ld\n", grid[0], grid[299], grid[150][7], gsum);
  long fsum = 0;
  for (long i = 0; i < 100000; i++) fsum += flags[i] * i;
  printf("flags %ld\n", fsum);
  long double lsum = 0;
  for (int i = 0; i < 5000; i++) lsum += reals[i];
  printf("reals %.2Lf\n", lsum);
  printf("unions %s %ld %.1f %ld\n", unions[10].p, unions[3000].n, unions[3999].d, unions[11].n);
  long osum = 0;
  for (long i = 0; i < 100000; i++) osum += overridden[i] * (i % 5 + 1);
  printf("overridden %ld %d %d\n", osum, overridden[5], overridden[70000]);
  double flsum = 0;
  for (long i = 0; i < 100000; i++) flsum += floats[i];
  printf("floats %.2f\n", flsum);
  long wsum = 0;
  for (int r = 0; r < 300; r++)
    for (int c = 0; c < 100; c++) wsum += wide[r][c] * (r + c + 1);
  printf("wide %ld\n", wsum);
  return 0;
}
