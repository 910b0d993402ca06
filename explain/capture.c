/* capture: the IR text the explorer shows, taken at the stages where it exists (the MLIR
 * module is gone after translation at -O1 and up, the LLVM module changes in the optimizer).
 * Each construct's function is printed alone, so the page holds what a reader looks at, not
 * the module again per construct. */
#include "explain/explain.h"

#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"

void ofe_explain_init(OfeExplain *x, OfeArena *arena) {
  memset(x, 0, sizeof *x);
  x->arena = arena;
  ofe_strmap_init(&x->mlir_functions, arena);
  ofe_strmap_init(&x->llvm_functions, arena);
}

static void free_text(OfeExplainText *t) {
  free(t->text);
  *t = (OfeExplainText){0};
}

void ofe_explain_free(OfeExplain *x) {
  free_text(&x->mlir_emitted);
  free_text(&x->mlir_passed);
  free_text(&x->llvm_finished);
}

/* A text printed piece by piece, kept up to a cap: past it only the length is counted, so a
 * huge module costs one walk and no memory. */
typedef struct CappedText {
  char *text;
  size_t len, cap, limit;
  bool over;
} CappedText;

static void append_capped(MlirStringRef s, void *user) {
  CappedText *t = user;
  if (t->over) return;
  if (t->len + s.length > t->limit) {
    t->over = true;
    return;
  }
  if (t->len + s.length + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 4096;
    while (cap < t->len + s.length + 1) cap *= 2;
    char *grown = realloc(t->text, cap);
    if (!grown) {
      t->over = true;
      return;
    }
    t->text = grown;
    t->cap = cap;
  }
  memcpy(t->text + t->len, s.data, s.length);
  t->len += s.length;
  t->text[t->len] = 0;
}

static OfeExplainText finish_capped(CappedText *t) {
  if (t->over || !t->text) {
    free(t->text);
    return (OfeExplainText){.over_cap = t->over};
  }
  return (OfeExplainText){.text = t->text, .len = t->len};
}

static OfeExplainText print_operation(MlirOperation op, size_t limit) {
  CappedText t = {.limit = limit};
  mlirOperationPrint(op, append_capped, &t);
  return finish_capped(&t);
}

void ofe_explain_capture_emitted(OfeExplain *x, MlirModule module) {
  free_text(&x->mlir_emitted);
  x->mlir_emitted = print_operation(mlirModuleGetOperation(module), OFE_EXPLAIN_MODULE_CAP);
}

/* Keeps `name`'s op text in `into` once (several constructs share a function). */
static void keep_mlir_function(OfeExplain *x, MlirSymbolTable table, const char *name) {
  if (!name || ofe_strmap_get(&x->mlir_functions, name, strlen(name))) return;
  MlirOperation op = mlirSymbolTableLookup(table, mlirStringRefCreateFromCString(name));
  if (mlirOperationIsNull(op)) return;
  OfeExplainText t = print_operation(op, SIZE_MAX);
  if (!t.text) return;
  char *copy = ofe_arena_alloc(x->arena, t.len + 1);
  memcpy(copy, t.text, t.len + 1);
  free(t.text);
  ofe_strmap_put(&x->mlir_functions, name, strlen(name), copy);
}

void ofe_explain_capture_passed(OfeExplain *x, MlirModule module, const OfeConstructFacts *facts) {
  MlirOperation op = mlirModuleGetOperation(module);
  free_text(&x->mlir_passed);
  x->mlir_passed = print_operation(op, OFE_EXPLAIN_MODULE_CAP);
  MlirSymbolTable table = mlirSymbolTableCreate(op);
  for (size_t i = 0; i < facts->items.len; i++) {
    const OfeConstructFact *c = facts->items.items[i];
    keep_mlir_function(x, table, c->kernel);
  }
  mlirSymbolTableDestroy(table);
}

static void keep_llvm_function(OfeExplain *x, LLVMModuleRef module, const char *name) {
  if (!name || ofe_strmap_get(&x->llvm_functions, name, strlen(name))) return;
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  if (!fn || LLVMIsDeclaration(fn)) return;
  char *text = LLVMPrintValueToString(fn);
  ofe_strmap_put(&x->llvm_functions, name, strlen(name), ofe_arena_strdup(x->arena, text));
  LLVMDisposeMessage(text);
}

void ofe_explain_capture_llvm(OfeExplain *x, LLVMModuleRef module, const OfeConstructFacts *facts) {
  for (size_t i = 0; i < facts->items.len; i++) {
    const OfeConstructFact *c = facts->items.items[i];
    keep_llvm_function(x, module, c->kernel);
  }
  free_text(&x->llvm_finished);
  char *text = LLVMPrintModuleToString(module);
  size_t len = strlen(text);
  if (len <= OFE_EXPLAIN_MODULE_CAP) {
    x->llvm_finished.text = malloc(len + 1);
    if (x->llvm_finished.text) {
      memcpy(x->llvm_finished.text, text, len + 1);
      x->llvm_finished.len = len;
    }
  } else {
    x->llvm_finished.over_cap = true;
  }
  LLVMDisposeMessage(text);
}
