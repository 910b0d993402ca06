// The -W flags, with clang-19's meaning: each warning names its group after the message;
// -Wno-<group> silences it, -Werror makes every warning an error ([-Werror,-W<group>]),
// -Werror=<group> one group, -Wno-error=<group> exempts one; -w silences all; a flag clang
// does not know is a warning of its own (-Wunknown-warning-option). ompcc passes them on in order.
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %ompfe -fsyntax-only -w %s 2>&1 | count 0
// RUN: %ompfe -fsyntax-only -Wno-multichar -Wno-shift-count-overflow %s 2>&1 | FileCheck %s --check-prefix=NO --allow-empty --implicit-check-not=warning:
// RUN: not %ompfe -fsyntax-only -Werror -Wno-error=multichar %s 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: not %ompfe -fsyntax-only -Werror=shift-count-overflow %s 2>&1 | FileCheck %s --check-prefix=ONE-ERROR
// RUN: %ompfe -fsyntax-only -w -Wfoo %s 2>&1 | count 0
// RUN: %ompfe -fsyntax-only -Wfoo -Wno-bar -Werror=baz -Wall -Wextra -Wunused -Wformat=2 -Wframe-larger-than=100 %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: %ompfe -fsyntax-only -Wfoo -Wno-unknown-warning-option %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not %ompcc -fsyntax-only -Werror -Wno-error=multichar %s 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: %ompcc -fsyntax-only -Werror -Wno-error %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: %ompcc -fsyntax-only -Werror -w %s 2>&1 | count 0
// An error limit: the first error only, and no "too many errors" line for -Wfatal-errors.
// RUN: not %ompfe -fsyntax-only -Werror -Wfatal-errors %s 2>&1 | FileCheck %s --check-prefix=FATAL --implicit-check-not=error:
// RUN: not %ompcc -fsyntax-only -Werror -ferror-limit=1 %s 2>&1 | FileCheck %s --check-prefix=LIMIT --implicit-check-not=error:

// DEFAULT: warning-flags.c:[[@LINE+6]]:10: warning: multi-character character constant [-Wmultichar]
// NO-NOT: multi-character
// WERROR: warning-flags.c:[[@LINE+4]]:10: warning: multi-character character constant [-Wmultichar]
// ONE-ERROR: warning-flags.c:[[@LINE+3]]:10: warning: multi-character character constant [-Wmultichar]
// FATAL: warning-flags.c:[[@LINE+2]]:10: error: multi-character character constant [-Werror,-Wmultichar]
// LIMIT: warning-flags.c:[[@LINE+1]]:10: error: multi-character character constant [-Werror,-Wmultichar]
int mc = 'ab';
// DEFAULT: warning-flags.c:[[@LINE+5]]:33: warning: shift count >= width of type [-Wshift-count-overflow]
// WERROR: warning-flags.c:[[@LINE+4]]:33: error: shift count >= width of type [-Werror,-Wshift-count-overflow]
// ONE-ERROR: warning-flags.c:[[@LINE+3]]:33: error: shift count >= width of type [-Werror,-Wshift-count-overflow]
// LIMIT: fatal error: too many errors emitted, stopping now
// FATAL-NOT: too many errors
int shifted(void) { return 1 << 40; }

// UNKNOWN: ompfe: warning: unknown warning option '-Wfoo' [-Wunknown-warning-option]
// UNKNOWN-NEXT: ompfe: warning: unknown warning option '-Wno-bar' [-Wunknown-warning-option]
// UNKNOWN-NEXT: ompfe: warning: unknown warning option '-Werror=baz' [-Wunknown-warning-option]
// UNKNOWN-NEXT: warning-flags.c:{{.*}} [-Wmultichar]
