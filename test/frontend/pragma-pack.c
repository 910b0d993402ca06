// `#pragma pack` lays records out as gcc and clang do (the layouts and values are compared
// with gcc's in c/pragma_pack.c). Here: what holds at a record's '{', whatever the parser read
// ahead; a bit-field that packing moved across its type's unit is read through an integer of
// the bytes it touches; the malformed forms are ignored with gcc's and clang's warning. Where
// gcc and clang differ, ompfe refuses: pack(pop, n), and a pack inside a record's braces.
// RUN: %ompfe -emit-llvm -S %s -o - 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: %ompfe -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: rm -f %t.ll
// RUN: not %ompfe -emit-llvm -S -DERRORS %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not test -e %t.ll

#pragma pack(push, 1)
struct bf {
  char c;
  int a : 3;
  int b : 30; /* bits 11 to 40: bytes 1 to 5, read from byte 1 */
};
_Pragma("pack(pop)")
// the pragma holds from where it is, whatever token the parser had read
#pragma pack(2)
struct after {
  char c;
  int i;
};
#pragma pack()

// IR: @sizes = global [2 x i64] [i64 6, i64 6]
unsigned long sizes[2] = {sizeof(struct bf), sizeof(struct after)};

// IR-LABEL: define i32 @read_b(
// IR: load i40, ptr %{{[0-9]+}}, align 1
// IR: shl i40 %{{[0-9]+}}, 7
// IR: ashr i40 %{{[0-9]+}}, 10
// IR: trunc i40 %{{[0-9]+}} to i32
int read_b(struct bf *p) { return p->b; }

// WARN: pragma-pack.c:[[@LINE+3]]:1: warning: '#pragma pack' alignment must be 0, 1, 2, 4, 8 or 16 - ignored [-Wignored-pragmas]
// WARN-NEXT: #pragma pack(3)
// WARN-NEXT: ^
#pragma pack(3)
// WARN: pragma-pack.c:[[@LINE+1]]:1: warning: missing '(' after '#pragma pack' - ignored
#pragma pack 2
// WARN: pragma-pack.c:[[@LINE+1]]:1: warning: '#pragma pack(pop)' without a matching '#pragma pack(push)' - ignored
#pragma pack(pop)
// WARN: pragma-pack.c:[[@LINE+1]]:1: warning: '#pragma pack(pop, id)' without a matching '#pragma pack(push, id)' - ignored
_Pragma("pack(pop, nowhere)")
// WARN: pragma-pack.c:[[@LINE+1]]:1: warning: malformed '#pragma pack(push[, id][, n])' - ignored
#pragma pack(push, a, b)
// WARN: pragma-pack.c:[[@LINE+1]]:1: warning: unknown action for '#pragma pack' - ignored
#pragma pack(shove)
// a pragma whose name only starts with "pack" is another pragma: skipped
// WARN-NOT: warning
#pragma packed_thing

#ifdef ERRORS
#pragma pack(push, 2)
// ERR: pragma-pack.c:[[@LINE+3]]:1: error: '#pragma pack(pop, n)' is not supported: gcc ignores the pragma, clang sets n after the pop
// ERR-NEXT: #pragma pack(pop, 4)
// ERR-NEXT: ^
#pragma pack(pop, 4)
// gcc packs the members after the pragma (5 bytes), clang the records after it (8)
// ERR: pragma-pack.c:[[@LINE+1]]:15: error: a '#pragma pack' inside a record's braces is not supported: gcc and clang lay the record out differently
struct inside {
#pragma pack(1)
  char c;
  int i;
};
#endif
