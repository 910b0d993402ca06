/* transparent_union where gcc or clang-19 ignores it: each a warning, and the union is plain */
union __attribute__((transparent_union)) floating { double d; long l; };
union __attribute__((transparent_union)) sizes { int i; long l; };
typedef struct { int *p; } not_a_union __attribute__((transparent_union));
union __attribute__((transparent_union)) empty {};
// IGNORED: transparent_union_ignored.c:2:42: warning: 'transparent_union' attribute ignored: its first member is not an integer or a pointer
// IGNORED: transparent_union_ignored.c:3:42: warning: 'transparent_union' attribute ignored: its members differ in size
// IGNORED: transparent_union_ignored.c:4:28: warning: 'transparent_union' attribute ignored: it only applies to complete unions
// IGNORED: transparent_union_ignored.c:5:42: warning: 'transparent_union' attribute ignored: the union has no member
