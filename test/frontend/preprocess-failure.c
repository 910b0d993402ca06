// The parse reads the preprocessor's output while it is written and holds what it reports
// until the preprocessor has ended. When the preprocessor fails, its own errors are all that is
// shown (the parse of the text after an #error says nothing); when it succeeds, the parse's
// diagnostics come after its warnings. The parse that stops at the error limit still lets the
// preprocessor finish (its output is read to the end), and the limit's message comes last.
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %ompfe -fsyntax-only -DWARN_ONLY %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %ompfe -fsyntax-only -DWARN_ONLY -DMANY -ferror-limit=2 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
#ifndef WARN_ONLY
#error stop here
#else
#warning just a warning
#endif
int x = undeclared_name;
#ifdef MANY
int y1 = undeclared_1, y2 = undeclared_2, y3 = undeclared_3;
#include "Inputs/region-header.h"
#endif
// CHECK: error: #error stop here
// CHECK-NOT: undeclared_name
// WARN: warning: #warning just a warning
// WARN: error: use of undeclared identifier 'undeclared_name'
// LIMIT: warning: #warning just a warning
// LIMIT: error: use of undeclared identifier 'undeclared_name'
// LIMIT: error: use of undeclared identifier 'undeclared_1'
// LIMIT: ompfe: fatal error: too many errors emitted, stopping now
// LIMIT-NOT: undeclared_2
