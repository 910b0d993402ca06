// __has_builtin answers for ompfe, not for GCC 12 whose preprocessor runs: 1 for the built-ins
// ompfe implements (the table, the overflow and atomic families with their sized forms, the
// library and math functions, the keyword built-ins), 0 for the rest, which GCC 12 claims.
// __has_attribute too: GCC's value (1, or a standard attribute's version) for the attributes
// ompfe implements or accepts without effect, in both spellings, 0 for those it refuses or
// ignores and for scoped names. The argument is not macro-expanded. A resource directory
// without the answers' header keeps GCC's answers (the OTHER run). The measuring script finds
// no built-in name it answers 1 for that ompfe does not know, among all of cc1's, and no
// attribute it answers 1 for that ompfe refuses or ignores.
// RUN: %ompfe -E %s | FileCheck %s
// RUN: %ompfe -E -resource-dir %S/Inputs/resource %s | FileCheck %s --check-prefix=OTHER
// RUN: %ompcc -E -Wundef -Werror %s -o /dev/null
// RUN: python3 %srcroot/scripts/measure-builtins.py --build %build | FileCheck %s --check-prefix=MEASURE
// RUN: python3 %srcroot/scripts/measure-builtins.py --attributes --build %build | FileCheck %s --check-prefix=ATTRIBUTES

#define ANSWER(name) __has_builtin(name)
#if defined __has_builtin
// CHECK: defined 1
defined 1
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_add_overflow) && __has_builtin(__builtin_memcpy)
// CHECK: implemented 1
implemented 1
#endif
#if __has_builtin(__sync_fetch_and_add_4) && __has_builtin(__atomic_load_n) && __has_builtin(__builtin_sqrtf)
// CHECK: families 1
families 1
#endif
#if __has_builtin(__builtin_offsetof) && __has_builtin(__builtin_types_compatible_p) && ANSWER(__builtin_va_arg)
// CHECK: keywords 1
keywords 1
#endif
#if __has_builtin(__builtin_apply) || __has_builtin(__builtin_ia32_addps) || __has_builtin(__builtin_nosuch)
// CHECK-NOT: lie
// OTHER: lie
lie
#endif
#if __has_attribute(packed) && __has_attribute(__packed__) && __has_attribute(returns_twice) && __has_attribute(format) && __has_attribute(vector_size)
// CHECK: attributes 1
attributes 1
#endif
#if __has_attribute(nodiscard) == 202003 && __has_attribute(__fallthrough__) == 201904 && __has_attribute(deprecated) == 201904
// CHECK: versions
versions
#endif
#if __has_attribute(ms_abi) || __has_attribute(ext_vector_type) || __has_attribute(warn_unused) || __has_attribute(gnu::packed)
// CHECK-NOT: attribute lie
// OTHER: attribute lie
attribute lie
#endif
#define __builtin_apply __builtin_expect
#if __has_builtin(__builtin_apply)
not expanded
#endif
// CHECK-NOT: not expanded

// MEASURE: ompcc -E __has_builtin says 1:
// MEASURE-NEXT: of them unknown to ompfe (lies): 0
// ATTRIBUTES: ompcc -E __has_attribute says 1 of them:
// ATTRIBUTES-NEXT: refused or ignored by ompfe (lies): 0
