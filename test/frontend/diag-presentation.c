// How diagnostics look, byte for byte as clang-19 prints them: the missing ';' just past the
// token before it with the ';' to insert under the caret, the line-number gutter, colour
// (forced with -fcolor-diagnostics), and -fdiagnostics-format. The source lines below have
// no keywords (clang-19 colours keywords, ompfe does not). clang's last line ("N errors
// generated.") is not compared.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %clang -fsyntax-only %s 2> %t/clang.txt
// RUN: not %ompfe -fsyntax-only %s 2> %t/ompfe.txt
// RUN: grep -v 'generated[.]$' %t/clang.txt | diff - %t/ompfe.txt
// RUN: not %clang -fsyntax-only -fcolor-diagnostics %s 2> %t/clang-colour.txt
// RUN: not %ompfe -fsyntax-only -fcolor-diagnostics %s 2> %t/ompfe-colour.txt
// RUN: sed 's/[0-9]* errors* generated[.]$//' %t/clang-colour.txt > %t/clang-colour-cut.txt
// RUN: sh -c 'cat %t/ompfe-colour.txt; echo' | diff %t/clang-colour-cut.txt -
// RUN: not %clang -fsyntax-only -fno-diagnostics-show-line-numbers -fdiagnostics-format=msvc %s 2> %t/clang-msvc.txt
// RUN: not %ompfe -fsyntax-only -fno-diagnostics-show-line-numbers -fdiagnostics-format=msvc %s 2> %t/ompfe-msvc.txt
// RUN: grep -v 'generated[.]$' %t/clang-msvc.txt | diff - %t/ompfe-msvc.txt
// RUN: not %clang -fsyntax-only -fdiagnostics-format=vi %s 2> %t/clang-vi.txt
// RUN: not %ompfe -fsyntax-only -fdiagnostics-format=vi %s 2> %t/ompfe-vi.txt
// RUN: grep -v 'generated[.]$' %t/clang-vi.txt | diff - %t/ompfe-vi.txt
// The exact text, in case both change together:
// RUN: FileCheck %s --input-file %t/ompfe.txt --match-full-lines --strict-whitespace
// RUN: FileCheck %s --input-file %t/ompfe-colour.txt --check-prefix=COLOUR --match-full-lines --strict-whitespace
// RUN: FileCheck %s --input-file %t/ompfe-msvc.txt --check-prefix=MSVC --match-full-lines --strict-whitespace
// RUN: FileCheck %s --input-file %t/ompfe-vi.txt --check-prefix=VI --match-full-lines --strict-whitespace
// The gutter widens past line 9999, as clang's does.
// RUN: python3 -c "print('\n' * 123455 + 'int late = ;')" > %t/long.c
// RUN: not %clang -fsyntax-only %t/long.c 2> %t/clang-long.txt
// RUN: not %ompfe -fsyntax-only %t/long.c 2> %t/ompfe-long.txt
// RUN: grep -v 'generated[.]$' %t/clang-long.txt | diff - %t/ompfe-long.txt
// RUN: FileCheck %s --input-file %t/ompfe-long.txt --check-prefix=LONG --match-full-lines --strict-whitespace
// LONG:{{.*}}long.c:123456:12: error: expected expression
// LONG-NEXT: 123456 | int late = ;
// LONG-NEXT:        |            ^
// Colour is off when stderr is not a terminal, and off again after -fdiagnostics-color=never.
// RUN: not %ompfe -fsyntax-only -fcolor-diagnostics -fdiagnostics-color=never %s 2>&1 | diff - %t/ompfe.txt
// RUN: not %ompfe -fsyntax-only -fdiagnostics-color=auto %s 2>&1 | diff - %t/ompfe.txt
// Values clang does not know are errors, as in clang.
// RUN: not %ompfe -fsyntax-only -fdiagnostics-format=json %s 2>&1 | FileCheck %s --check-prefix=BADFORMAT
// BADFORMAT: ompfe: error: invalid value 'json' in '-fdiagnostics-format json'
// RUN: not %ompfe -fsyntax-only -fdiagnostics-color=sometimes %s 2>&1 | FileCheck %s --check-prefix=BADCOLOUR
// BADCOLOUR: ompfe: error: invalid argument 'sometimes' to -fdiagnostics-color=
// ompcc passes them to ompfe.
// RUN: not %ompcc -fsyntax-only -fcolor-diagnostics %s 2>&1 | diff - %t/ompfe-colour.txt
// RUN: not %ompcc -c -fno-diagnostics-show-line-numbers -fdiagnostics-format=msvc %s -o %t/x.o 2>&1 | diff - %t/ompfe-msvc.txt

int total(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i]
  s = s + missing;
  return s;
}

// CHECK:{{.*}}diag-presentation.c:49:14: error: expected ';' after expression
// CHECK-NEXT:   49 |     s += a[i]
// CHECK-NEXT:      |              ^
// CHECK-NEXT:      |              ;
// CHECK-NEXT:{{.*}}diag-presentation.c:50:11: error: use of undeclared identifier 'missing'
// CHECK-NEXT:   50 |   s = s + missing;
// CHECK-NEXT:      |           ^
// CHECK-EMPTY:

// COLOUR:{{.*}}diag-presentation.c:49:14: {{.}}[0m{{.}}[0;1;31merror: {{.}}[0m{{.}}[1mexpected ';' after expression{{.}}[0m
// COLOUR-NEXT:   49 |     s += a[i]{{.}}[0m
// COLOUR-NEXT:      | {{.}}[0;1;32m             ^
// COLOUR-NEXT:{{.}}[0m      | {{.}}[0;32m             ;
// COLOUR-NEXT:{{.}}[0m{{.}}[1m{{.*}}diag-presentation.c:50:11: {{.}}[0m{{.}}[0;1;31merror: {{.}}[0m{{.}}[1muse of undeclared identifier 'missing'{{.}}[0m

// MSVC:{{.*}}diag-presentation.c(49,14): error: expected ';' after expression
// MSVC-NEXT:    s += a[i]
// MSVC-NEXT:             ^
// MSVC-NEXT:             ;

// VI:{{.*}}diag-presentation.c +49:14: error: expected ';' after expression
// VI-NEXT:   49 |     s += a[i]
