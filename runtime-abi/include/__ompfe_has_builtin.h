/* ompfe's own answers to __has_builtin and __has_attribute. ompfe preprocesses with GCC 12's
 * cpp, whose operators answer for GCC 12's built-ins and attributes, many of which ompfe lacks.
 * ompfe includes this header ahead of the program (-include) and defines
 * __ompfe_has_builtin_NAME as `~, 1` for each built-in NAME it implements (sema/builtins.c
 * lists them) and __ompfe_has_attribute_NAME as `~, VALUE` for each attribute it implements or
 * accepts without effect (sema/sema_decl.c); every other name is 0, a scoped one
 * (gnu::packed) too. The argument is pasted, not expanded, as with GCC's own operators. A
 * system header: redefining the operators is no warning here. */
#pragma GCC system_header
#undef __has_builtin
#define __has_builtin(name) __ompfe_has_pick(__ompfe_has_builtin_##name)
#undef __has_attribute
#define __has_attribute(name) __ompfe_has_pick(__ompfe_has_attribute_##name)
/* a known name expands to `~, VALUE`, making VALUE the second argument; an unknown one stays
 * a single identifier (a scoped name's `::name` follows it in the same argument), and 0 is
 * second */
#define __ompfe_has_pick(answer) __ompfe_has_second(answer, 0, ~)
#define __ompfe_has_second(first, second, ...) second
