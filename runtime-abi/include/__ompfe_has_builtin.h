/* ompfe's own answers to __has_builtin. ompfe preprocesses with GCC 12's cpp, whose
 * __has_builtin answers for GCC 12's built-ins, many of which ompfe lacks. ompfe includes this
 * header ahead of the program (-include) and defines __ompfe_has_builtin_NAME as `~, 1` for
 * each built-in NAME it implements (frontend/builtins.c lists them); every other name is 0.
 * The argument is pasted, not expanded, as with GCC's own operator. A system header: redefining
 * the operator is no warning here. */
#pragma GCC system_header
#undef __has_builtin
#define __has_builtin(name) __ompfe_has_builtin_pick(__ompfe_has_builtin_##name)
/* a known name expands to `~, 1`, making 1 the second argument; an unknown one stays a single
 * identifier, and 0 is second */
#define __ompfe_has_builtin_pick(answer) __ompfe_has_builtin_second(answer, 0, ~)
#define __ompfe_has_builtin_second(first, second, ...) second
