// The file ends inside a function body: the error names the end of the file, at the last
// line, and the compile fails without output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: diag-eof.c:12:{{[0-9]+}}: error: syntax error: unexpected end of file
// CHECK: exit=1

int unclosed(int x) {
  if (x)
    return 1;
  return 0;
