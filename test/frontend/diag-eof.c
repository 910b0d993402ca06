// The file ends inside a function body: as in clang-19, the error is "expected '}'" just
// past the last token, with a note at the '{' left open, and the compile fails without output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: diag-eof.c:13:12: error: expected '}'
// CHECK: diag-eof.c:10:21: note: to match this '{'
// CHECK: exit=1

int unclosed(int x) {
  if (x)
    return 1;
  return 0;
