// GCC 12 attributes (its __has_attribute says 1) that would change the program's meaning and
// that ompfe does not implement: errors at the attribute, never ignored. ms_struct changes the
// bit-field layout, no_caller_saved_registers the calling convention, copy would bring another
// declaration's attributes (aligned ...), scalar_storage_order("big-endian") reverses the bytes
// of every scalar member; the little-endian order is x86_64's own and accepted. All in one
// compile, which then fails and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: ls -A %t | count 0

struct __attribute__((ms_struct)) layout { char c; int bits : 3; };
// CHECK: diag-attributes-meaning.c:[[@LINE-1]]:23: error: 'ms_struct' attribute is not supported by ompfe
__attribute__((no_caller_saved_registers)) void handler(void);
// CHECK: diag-attributes-meaning.c:[[@LINE-1]]:16: error: 'no_caller_saved_registers' attribute is not supported by ompfe
__attribute__((aligned(64))) int model;
__attribute__((copy(model))) int copied;
// CHECK: diag-attributes-meaning.c:[[@LINE-1]]:16: error: 'copy' attribute is not supported by ompfe
struct __attribute__((scalar_storage_order("big-endian"))) network { int v; };
// CHECK: diag-attributes-meaning.c:[[@LINE-1]]:23: error: 'scalar_storage_order' attribute with big-endian order is not supported by ompfe
struct __attribute__((__scalar_storage_order__("little-endian"))) native { int v; };
struct __attribute__((scalar_storage_order(1))) bad { int v; };
// CHECK: diag-attributes-meaning.c:[[@LINE-1]]:23: error: 'scalar_storage_order' attribute takes "big-endian" or "little-endian"
// CHECK: exit=1
