/* warnings: every warning ompfe gives belongs to one of clang-19's warning groups, by which
 * the -W flags turn it on, off, or into an error, with clang's meaning for each flag (the
 * group tree is clang's own: support/warn_groups.inc). */
#ifndef OFE_WARNINGS_H
#define OFE_WARNINGS_H

#include <stdbool.h>
#include <stddef.h>

/* X(id, group, on by default): group is the flag clang prints after the warning
 * ("[-Wunused-variable]"); "on" as in clang-19 without any -W flag: true, false, or
 * OFE_WARN_DEFAULT_ERROR for clang's warnings that are errors unless -Wno-error=<group> (or
 * -Wno-<group>) says otherwise: neither -w nor -Wno-error hides them. Several ids may share a
 * group where clang words one warning differently by dialect. */
#define OFE_WARN_DEFAULT_ERROR 2
#define OFE_WARNINGS(X)                                                              \
  X(OFE_W_UNKNOWN_WARNING_OPTION, "unknown-warning-option", true)                    \
  X(OFE_W_UNUSED_VARIABLE, "unused-variable", false)                                 \
  X(OFE_W_UNUSED_PARAMETER, "unused-parameter", false)                               \
  X(OFE_W_UNUSED_FUNCTION, "unused-function", false)                                 \
  X(OFE_W_UNUSED_VALUE, "unused-value", true)                                        \
  X(OFE_W_UNUSED_COMPARISON, "unused-comparison", true)                              \
  X(OFE_W_UNUSED_BUT_SET_VARIABLE, "unused-but-set-variable", false)                 \
  X(OFE_W_UNUSED_LABEL, "unused-label", false)                                       \
  X(OFE_W_PARENTHESES, "parentheses", true)                                          \
  X(OFE_W_DANGLING_ELSE, "dangling-else", true)                                      \
  X(OFE_W_EMPTY_BODY, "empty-body", true)                                            \
  X(OFE_W_MISLEADING_INDENTATION, "misleading-indentation", false)                   \
  X(OFE_W_INFINITE_RECURSION, "infinite-recursion", false)                           \
  X(OFE_W_TAUTOLOGICAL_COMPARE, "tautological-compare", true)                        \
  X(OFE_W_TAUTOLOGICAL_OUT_OF_RANGE_COMPARE, "tautological-constant-out-of-range-compare", true) \
  X(OFE_W_TAUTOLOGICAL_UNSIGNED_ZERO_COMPARE, "tautological-unsigned-zero-compare", false) \
  X(OFE_W_TAUTOLOGICAL_TYPE_LIMIT_COMPARE, "tautological-type-limit-compare", false) \
  X(OFE_W_SELF_ASSIGN, "self-assign", false)                                         \
  X(OFE_W_CHAR_SUBSCRIPTS, "char-subscripts", false)                                 \
  X(OFE_W_ARRAY_BOUNDS, "array-bounds", true)                                        \
  X(OFE_W_SIZEOF_POINTER_MEMACCESS, "sizeof-pointer-memaccess", true)                \
  X(OFE_W_UNUSED_RESULT, "unused-result", true)                                      \
  X(OFE_W_LOGICAL_OP_PARENTHESES, "logical-op-parentheses", false)                   \
  X(OFE_W_BITWISE_OP_PARENTHESES, "bitwise-op-parentheses", false)                   \
  X(OFE_W_SHIFT_OP_PARENTHESES, "shift-op-parentheses", true)                        \
  X(OFE_W_RETURN_TYPE, "return-type", true)                                          \
  X(OFE_W_RETURN_MISMATCH, "return-mismatch", true)                                  \
  X(OFE_W_RETURN_STACK_ADDRESS, "return-stack-address", true)                        \
  X(OFE_W_FORMAT, "format", true)                                                    \
  X(OFE_W_FORMAT_EXTRA_ARGS, "format-extra-args", true)                              \
  X(OFE_W_FORMAT_INSUFFICIENT_ARGS, "format-insufficient-args", true)                \
  X(OFE_W_FORMAT_INVALID_SPECIFIER, "format-invalid-specifier", true)                \
  X(OFE_W_FORMAT_SECURITY, "format-security", true)                                  \
  X(OFE_W_SIGN_COMPARE, "sign-compare", false)                                       \
  X(OFE_W_SWITCH, "switch", true)                                                    \
  X(OFE_W_IMPLICIT_FALLTHROUGH, "implicit-fallthrough", false)                       \
  X(OFE_W_MISSING_BRACES, "missing-braces", false)                                   \
  X(OFE_W_MISSING_FIELD_INITIALIZERS, "missing-field-initializers", false)           \
  X(OFE_W_UNINITIALIZED, "uninitialized", false)                                     \
  X(OFE_W_SOMETIMES_UNINITIALIZED, "sometimes-uninitialized", false)                 \
  X(OFE_W_SHADOW, "shadow", false)                                                   \
  X(OFE_W_MISSING_PROTOTYPES, "missing-prototypes", false)                           \
  X(OFE_W_IGNORED_ATTRIBUTES, "ignored-attributes", true)                            \
  X(OFE_W_IGNORED_PRAGMAS, "ignored-pragmas", true)                                  \
  X(OFE_W_UNKNOWN_PRAGMAS, "unknown-pragmas", true)                                  \
  X(OFE_W_DEPRECATED_NON_PROTOTYPE, "deprecated-non-prototype", true)                \
  X(OFE_W_MISSING_DECLARATIONS, "missing-declarations", true)                        \
  X(OFE_W_IMPLICIT_INT, "implicit-int", true)                                        \
  X(OFE_W_IMPLICIT_INT_SPECIFIER, "implicit-int", OFE_WARN_DEFAULT_ERROR)            \
  X(OFE_W_IMPLICIT_INT_SPECIFIER_C89, "implicit-int", false)                         \
  X(OFE_W_IMPLICIT_FUNCTION_DECLARATION, "implicit-function-declaration", OFE_WARN_DEFAULT_ERROR) \
  X(OFE_W_IMPLICIT_LIBRARY_DECLARATION_C89, "implicit-function-declaration", true)   \
  X(OFE_W_IMPLICIT_FUNCTION_DECLARATION_C89, "implicit-function-declaration", false) \
  X(OFE_W_TENTATIVE_DEFINITION_ARRAY, "tentative-definition-array", true)            \
  X(OFE_W_LITERAL_CONVERSION, "literal-conversion", true)                            \
  X(OFE_W_CONSTANT_CONVERSION, "constant-conversion", true)                          \
  X(OFE_W_DISCARDS_QUALIFIERS, "incompatible-pointer-types-discards-qualifiers", true) \
  X(OFE_W_INCOMPATIBLE_POINTER_TYPES, "incompatible-pointer-types", true)            \
  X(OFE_W_INT_CONVERSION, "int-conversion", true)                                    \
  X(OFE_W_IMPLICITLY_UNSIGNED_LITERAL, "implicitly-unsigned-literal", true)          \
  X(OFE_W_MULTICHAR, "multichar", true)                                              \
  X(OFE_W_UNKNOWN_ESCAPE_SEQUENCE, "unknown-escape-sequence", true)                  \
  X(OFE_W_PREDEFINED_OUTSIDE_FUNCTION, "predefined-identifier-outside-function", true) \
  X(OFE_W_SHIFT_COUNT_NEGATIVE, "shift-count-negative", true)                        \
  X(OFE_W_SHIFT_COUNT_OVERFLOW, "shift-count-overflow", true)                        \
  X(OFE_W_DIVISION_BY_ZERO, "division-by-zero", true)                                \
  X(OFE_W_COMPARE_DISTINCT_POINTER_TYPES, "compare-distinct-pointer-types", true)    \
  X(OFE_W_POINTER_INTEGER_COMPARE, "pointer-integer-compare", true)                  \
  X(OFE_W_POINTER_TYPE_MISMATCH, "pointer-type-mismatch", true)                      \
  X(OFE_W_CONDITIONAL_TYPE_MISMATCH, "conditional-type-mismatch", true)              \
  X(OFE_W_VARARGS, "varargs", true)                                                  \
  X(OFE_W_EXCESS_INITIALIZERS, "excess-initializers", true)                          \
  X(OFE_W_JUMP_MISSES_INIT, "jump-misses-init", true)                                \
  X(OFE_W_OPENMP_CLAUSES, "openmp-clauses", true)                                    \
  X(OFE_W_EXTRA_TOKENS, "extra-tokens", true)                                        \
  X(OFE_W_SOURCE_USES_OPENMP, "source-uses-openmp", true)                            \
  X(OFE_W_USER_DEFINED_WARNINGS, "user-defined-warnings", true)                      \
  X(OFE_W_C23_EXTENSIONS, "c23-extensions", true)                                    \
  X(OFE_W_GNU_FOLDING_CONSTANT, "gnu-folding-constant", true)

typedef enum OfeWarn {
#define OFE_WARN_ENUM(id, group, on) id,
  OFE_WARNINGS(OFE_WARN_ENUM)
#undef OFE_WARN_ENUM
  OFE_WARN_COUNT
} OfeWarn;

/* What the -W flags made of each warning. */
typedef struct OfeWarnSettings {
  bool enabled[OFE_WARN_COUNT];
  bool as_error[OFE_WARN_COUNT];
  bool default_error[OFE_WARN_COUNT]; /* an error no -w or -Wno-error hides (OFE_WARN_DEFAULT_ERROR) */
  bool werror;       /* -Werror: also for the warnings in no group */
  bool none;         /* -w */
  bool fatal_errors; /* -Wfatal-errors: stop at the first error */
} OfeWarnSettings;

/* The group flag of a warning ("unused-variable"). */
const char *ofe_warn_group(OfeWarn w);
/* Is `arg` one of the warning flags (-W..., -w) that ofe_warn_settings reads? -Wl, -Wa,
 * -Wp, are not: they belong to the driver. */
bool ofe_warn_is_flag(const char *arg);
/* The warnings of group `name` ("unused", "all"...), marked in in_group; false when clang does
 * not know the group. */
bool ofe_warn_group_members(const char *name, bool in_group[OFE_WARN_COUNT]);
/* The settings that the flags, in command-line order, make (later flags win, as in clang).
 * Each flag clang does not know is stored in *unknown (NULL when none): the caller reports
 * them as clang does, through the unknown-warning-option warning; it has room for n. */
void ofe_warn_settings(OfeWarnSettings *s, const char *const *flags, size_t n, const char **unknown, size_t *n_unknown);

#endif
