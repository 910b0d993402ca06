// Debug information for records that refer to each other, reached in different orders: a
// record described while another is being described refers to that one's recursion
// placeholder, valid only inside it, so such a description is reused only while the outer
// record is open. Before, it was kept for good, and Debian's sqlite3 (src/alter.c, -g) failed
// with "internal error: the MLIR module could not be translated to LLVM IR" ('invalid tag',
// a DICompositeType with DW_TAG_null); debian-sqlite3.test builds it. Here: the object must
// pass llvm-dwarfdump --verify, describe each record whole, and the program run.
// RUN: %ompcc -g -O0 -c %s -o %t.o
// RUN: llvm-dwarfdump --verify %t.o | FileCheck %s --check-prefix=VERIFY
// RUN: llvm-dwarfdump --debug-info %t.o | FileCheck %s
// RUN: %ompcc -g -O2 %s -o %t && %t
// VERIFY: No errors.
// CHECK-DAG: DW_AT_name ("Context")
// CHECK-DAG: DW_AT_name ("Value")
// CHECK-DAG: DW_AT_name ("Connection")
// CHECK-DAG: DW_AT_name ("Function")
// CHECK-DAG: DW_AT_name ("pHash")
// CHECK-DAG: DW_AT_name ("bHasExpr")
// A record with bit-fields first described inside one it refers back to (sqlite3's Index,
// reached from a local Table *): its bit-fields are planned only from a description valid
// outside, else the globals carrier took a dangling recursion placeholder and the same
// "invalid tag" error came back (alter.c failed again in debian-sqlite3.test).
typedef struct Connection Connection;
typedef struct Function Function;
typedef struct Value Value;
typedef struct Context Context;
struct Value { Connection *db; const Value *next; double r; };
struct Context { Value *out; Function *func; const Context *parent; };
struct Function {
  int nArg;
  Function *pNext;
  void (*xFunc)(Context *, int, Value **);
  union { Function *pHash; const Connection *owner; } u;
};
struct Connection { Function *aFunc; Context *pCtx; const Value *last; struct { Connection *self; } inner; };

typedef struct Index Index;
typedef struct Table Table;
struct Table { char *zName; Index *pIndex; unsigned tabFlags; };
struct Index { Table *pTable; unsigned bHasExpr : 1; };
static int table_flags(void) {
  Table t = {0, 0, 3};
  Table *pTab = &t;
  return (int)pTab->tabFlags;
}

static int count(Context *ctx, int argc, Value **argv) {
  Connection *db = ctx->out->db;
  const Connection *cdb = db;
  Function local = *ctx->func;
  Value v = *argv[0];
  return argc + (cdb->inner.self == db) + local.nArg + (v.next == 0);
}

static void noop(Context *c, int n, Value **v) { (void)c; (void)n; (void)v; }

int main(void) {
  static Function funcs[] = {{1, 0, noop, {0}}, {2, 0, noop, {0}}};
  Connection db = {funcs, 0, 0, {0}};
  db.inner.self = &db;
  Value value = {&db, 0, 1.5};
  Value *argv[1] = {&value};
  Context ctx = {&value, &funcs[1], 0};
  db.pCtx = &ctx;
  return count(&ctx, 1, argv) == 5 && table_flags() == 3 ? 0 : 1;
}
