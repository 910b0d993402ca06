/* capture: the IR text the explorer shows, taken at the stages where it exists (the MLIR
 * module is gone after translation at -O1 and up, the LLVM module changes in the optimizer).
 * Each construct's function is printed alone, so the page holds what a reader looks at, not
 * the module again per construct. */
#include "explain/explain.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "explain/mlir_aliases.h"
#include "llvm-c/Core.h"
#include "llvm-c/DebugInfo.h"

void ofe_explain_init(OfeExplain *x, size_t module_cap) {
  memset(x, 0, sizeof *x);
  ofe_arena_init(&x->own_arena);
  x->arena = &x->own_arena;
  x->module_cap = module_cap ? module_cap : OFE_EXPLAIN_MODULE_CAP;
  ofe_strmap_init(&x->mlir_functions, x->arena);
  ofe_strmap_init(&x->llvm_functions, x->arena);
}

static void free_text(OfeExplainText *t) {
  free(t->text);
  *t = (OfeExplainText){0};
}

static void destroy_copies(OfeExplain *x);

void ofe_explain_free(OfeExplain *x) {
  ofe_explain_discard_rendered(x); /* a compile that failed after the page was rendered */
  destroy_copies(x);               /* ... or after the passes: not printed */
  free_text(&x->mlir_emitted);
  for (size_t i = 0; i < x->passes.len; i++) free_text(&x->passes.items[i].text);
  x->passes.len = 0;
  free_text(&x->mlir_passed);
  free_text(&x->llvm_finished);
  ofe_arena_free(&x->own_arena);
}

/* A text printed piece by piece, kept up to a cap: past it only the length is counted, so a
 * huge module costs one walk and no memory. */
typedef struct CappedText {
  char *text;
  size_t len, cap, limit;
  bool over;
  OfeAliasScan *scan; /* reads the whole text, past the cap too; NULL: none */
} CappedText;

/* The text goes past the cap (or memory ran out): what was kept is scanned at once, and the
 * rest as it comes. */
static void go_over(CappedText *t, MlirStringRef s) {
  t->over = true;
  if (!t->scan) return;
  ofe_alias_scan(t->scan, t->text ? t->text : "", t->len);
  ofe_alias_scan(t->scan, s.data, s.length);
}

/* MLIR's C API hands the text over a few bytes a call: what is kept is scanned in one piece
 * at the end (scan_kept), not a call at a time. */
static void append_capped(MlirStringRef s, void *user) {
  CappedText *t = user;
  if (t->over) {
    if (t->scan) ofe_alias_scan(t->scan, s.data, s.length);
    return;
  }
  if (t->len + s.length > t->limit) {
    go_over(t, s);
    return;
  }
  if (t->len + s.length + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 4096;
    while (cap < t->len + s.length + 1) cap *= 2;
    char *grown = realloc(t->text, cap);
    if (!grown) {
      go_over(t, s);
      return;
    }
    t->text = grown;
    t->cap = cap;
  }
  memcpy(t->text + t->len, s.data, s.length);
  t->len += s.length;
}

/* Ends the scan of a text: the part kept, if the cap was not passed, then the end. */
static void scan_kept(CappedText *t) {
  if (!t->over && t->text) ofe_alias_scan(t->scan, t->text, t->len);
  ofe_alias_scan_end(t->scan);
}

static OfeExplainText finish_capped(CappedText *t) {
  if (t->over || !t->text) {
    free(t->text);
    return (OfeExplainText){.over_cap = t->over};
  }
  t->text[t->len] = 0;
  return (OfeExplainText){.text = t->text, .len = t->len};
}

/* Whether op's text would surely pass the cap: at least 24 bytes an operation (an MLIR line
 * holds one; `llvm.return %4 : i32` in a function is 24). Counting is much cheaper than
 * printing a module that would be thrown away (a 20k-line file's is 9 MB). */
/* How many operations op holds, itself included, counting no further than `limit`. Read
 * through the C API's list accessors: mlirOperationWalk costs a callback and several hundred
 * instructions an operation (a third of the device page's MLIR capture of the 500-region file).
 * Regions nest as deep as the OpenMP constructs do. */
static size_t count_ops(MlirOperation op, size_t limit) {
  size_t n = 1;
  for (MlirRegion r = mlirOperationGetFirstRegion(op); !mlirRegionIsNull(r) && n <= limit; r = mlirRegionGetNextInOperation(r))
    for (MlirBlock b = mlirRegionGetFirstBlock(r); !mlirBlockIsNull(b) && n <= limit; b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o) && n <= limit; o = mlirOperationGetNextInBlock(o))
        n += count_ops(o, limit - n);
  return n;
}

static bool surely_over(MlirOperation op, size_t limit) { return count_ops(op, limit / 24) > limit / 24; }

/* op's text up to `limit`, printed with `flags`. */
static OfeExplainText print_operation(MlirOperation op, size_t limit, MlirOpPrintingFlags flags) {
  if (limit != SIZE_MAX && surely_over(op, limit)) return (OfeExplainText){.over_cap = true};
  CappedText t = {.limit = limit};
  mlirOperationPrintWithFlags(op, flags, append_capped, &t);
  return finish_capped(&t);
}

/* A module's text, under the cap (else none). Printed in local scope first: the plain print
 * walks the module once more before printing, a dummy print that finds the aliases (a quarter
 * of the print of the 20k-line file's device module); printed again plainly when the text
 * could differ (mlir_aliases.h), so that it is always the plain print's. Taken as verified:
 * MLIR's printer otherwise verifies the module first, to print it in generic form if it does
 * not (a third of the 20k-line file's device module's capture). Every module ompfe makes
 * verifies (-verify-each checks the emitted one and each pass's), and translation reads the
 * module after the passes with the same trust. */
static OfeExplainText print_module(MlirOperation op, size_t cap) {
  if (surely_over(op, cap)) return (OfeExplainText){.over_cap = true};
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  MlirOpPrintingFlags local = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(local);
  mlirOpPrintingFlagsUseLocalScope(local);
  OfeAliasScan scan = {0};
  CappedText t = {.limit = cap, .scan = &scan};
  mlirOperationPrintWithFlags(op, local, append_capped, &t);
  mlirOpPrintingFlagsDestroy(local);
  scan_kept(&t);
  OfeExplainText text;
  if (!scan.found) {
    append_capped(mlirStringRefCreate("\n", 1), &t); /* the plain print ends the module's line */
    text = finish_capped(&t);
  } else {
    free(t.text);
    text = print_operation(op, cap, flags);
  }
  mlirOpPrintingFlagsDestroy(flags);
  return text;
}

void ofe_explain_capture_emitted(OfeExplain *x, MlirModule module) {
  free_text(&x->mlir_emitted);
  x->mlir_emitted = print_module(mlirModuleGetOperation(module), x->module_cap);
}

void ofe_explain_capture_pass(OfeExplain *x, const char *argument, MlirModule module) {
  OfeExplainPass p = {.argument = ofe_arena_strdup(x->arena, argument)};
  if (x->mlir_emitted.text) p.text = print_module(mlirModuleGetOperation(module), x->module_cap);
  else p.text.over_cap = true;
  ofe_vec_push(x->arena, &x->passes, p);
}

static OfeExplainText copy_text(const OfeExplainText *t) {
  OfeExplainText c = {.len = t->len, .over_cap = t->over_cap};
  if (t->text && (c.text = malloc(t->len + 1))) memcpy(c.text, t->text, t->len + 1);
  return c;
}

/* Keeps `name`'s op text in `into` once (several constructs share a function). Printed in its
 * own scope, the module taken as verified: printing a nested op otherwise verifies and scans
 * the whole module each time (quadratic: 500 kernels took 48 s; MLIR 19's print with a shared
 * state prints the op twice). */
static void keep_mlir_function(OfeExplain *x, MlirSymbolTable table, MlirOpPrintingFlags flags, const char *name) {
  if (!name || ofe_strmap_get(&x->mlir_functions, name, strlen(name))) return;
  MlirOperation op = mlirSymbolTableLookup(table, mlirStringRefCreateFromCString(name));
  if (mlirOperationIsNull(op)) return;
  OfeExplainText t = print_operation(op, SIZE_MAX, flags);
  if (!t.text) return;
  char *copy = ofe_arena_alloc(x->arena, t.len + 1);
  memcpy(copy, t.text, t.len + 1);
  free(t.text);
  ofe_strmap_put(&x->mlir_functions, name, strlen(name), copy);
}

/* The kernels named in facts, as a set. */
static void wanted_kernels(OfeArena *arena, const OfeConstructFacts *facts, OfeStrMap *wanted) {
  ofe_strmap_init(wanted, arena);
  for (size_t i = 0; i < facts->items.len; i++) {
    const char *k = facts->items.items[i]->kernel;
    if (k) ofe_strmap_put(wanted, k, strlen(k), (void *)k);
  }
}

/* Copies a top-level op's lines less the two spaces the module indents them by, without the
 * last newline: the op as printed alone. */
static char *dedent_op(OfeArena *a, const char *text, size_t len) {
  char *copy = ofe_arena_alloc(a, len + 1), *out = copy;
  for (const char *line = text, *end = text + len; line < end;) {
    const char *nl = memchr(line, '\n', (size_t)(end - line));
    const char *next = nl ? nl + 1 : end;
    if (next - line >= 2 && line[0] == ' ' && line[1] == ' ') line += 2;
    memcpy(out, line, (size_t)(next - line));
    out += next - line;
    line = next;
  }
  if (out > copy && out[-1] == '\n') out--;
  *out = 0;
  return copy;
}

/* The kernels' function ops, cut out of the module's text when it was printed: printing each
 * again cost as much as its share of the module (the 20k-line file's device module: a third of
 * the capture). The cut is the op as printed alone in local scope while the module's text is
 * in custom form (`module` first: it verified) and defines no alias (a local scope writes
 * attributes and types in full, as the module then does), and holds no resource blob: each
 * line of a top-level op two spaces in, block labels included. A kernel not found is printed
 * alone by the caller. */
static void cut_mlir_functions(OfeExplain *x, const OfeExplainText *module, const OfeConstructFacts *facts) {
  const char *text = module->text, *text_end = text + module->len;
  if (!text || module->len < 7 || memcmp(text, "module ", 7) != 0 || memmem(text, module->len, "\n{-#", 4)) return;
  OfeStrMap wanted;
  wanted_kernels(x->arena, facts, &wanted);
  const char *op = NULL, *name = NULL; /* the wanted function op being read, and its name */
  for (const char *line = text; line < text_end;) {
    const char *nl = memchr(line, '\n', (size_t)(text_end - line));
    const char *next = nl ? nl + 1 : text_end;
    size_t n = (size_t)((nl ? nl : text_end) - line);
    bool inside = n >= 2 && line[0] == ' ' && line[1] == ' ';
    bool starts = inside && n > 2 && line[2] != ' ' && line[2] != '}' && line[2] != '^';
    if (op && (!inside || starts)) { /* the op ended before this line */
      ofe_strmap_put(&x->mlir_functions, name, strlen(name), dedent_op(x->arena, op, (size_t)(line - op)));
      op = NULL;
    }
    if (starts && n > 12 && memcmp(line + 2, "llvm.func ", 10) == 0) {
      const char *at = memchr(line, '@', n), *paren = at ? memchr(at, '(', (size_t)(line + n - at)) : NULL;
      name = paren ? ofe_strmap_get(&wanted, at + 1, (size_t)(paren - at - 1)) : NULL;
      if (name && !ofe_strmap_get(&x->mlir_functions, name, strlen(name))) op = line;
    }
    line = next;
  }
}

/* A copy of each kernel not cut out of the module's text yet, printed beside the back end:
 * the module itself changes before then (the registry takes attributes off, translation may
 * split successors). */
static void copy_kernels(OfeExplain *x, MlirOperation module) {
  MlirSymbolTable table = mlirSymbolTableCreate(module);
  OfeStrMap queued;
  ofe_strmap_init(&queued, x->arena);
  for (size_t i = 0; i < x->facts->items.len; i++) {
    const char *k = x->facts->items.items[i]->kernel;
    if (!k || ofe_strmap_get(&x->mlir_functions, k, strlen(k)) || ofe_strmap_get(&queued, k, strlen(k))) continue;
    MlirOperation op = mlirSymbolTableLookup(table, mlirStringRefCreateFromCString(k));
    if (mlirOperationIsNull(op)) continue;
    ofe_strmap_put(&queued, k, strlen(k), (void *)k);
    ofe_vec_push(x->arena, &x->copies, ((OfeExplainCopy){.op = mlirOperationClone(op), .name = k}));
  }
  mlirSymbolTableDestroy(table);
}

void ofe_explain_capture_passed(OfeExplain *x, MlirModule module, const OfeConstructFacts *facts) {
  MlirOperation op = mlirModuleGetOperation(module);
  free_text(&x->mlir_passed);
  x->facts = facts;
  /* the passes after the last one leave the module as it is: its text is the last pass's */
  const OfeExplainPass *last = x->passes.len ? &x->passes.items[x->passes.len - 1] : NULL;
  if (last && last->text.text) {
    x->mlir_passed = copy_text(&last->text);
    cut_mlir_functions(x, &x->mlir_passed, facts);
    copy_kernels(x, op);
  } else if (surely_over(op, x->module_cap)) {
    x->mlir_passed.over_cap = true;
    copy_kernels(x, op);
  } else { /* the module, whose text the kernels are cut from after */
    ofe_vec_push(x->arena, &x->copies, ((OfeExplainCopy){.op = mlirOperationClone(op)}));
  }
}

/* The printer thread's work: it touches only the copies, printing flags of its own and
 * malloc'd text. */
static void print_copies(void *explain) {
  OfeExplain *x = explain;
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsUseLocalScope(flags);
  mlirOpPrintingFlagsAssumeVerified(flags);
  for (size_t i = 0; i < x->copies.len; i++) {
    OfeExplainCopy *c = &x->copies.items[i];
    c->text = c->name ? print_operation(c->op, SIZE_MAX, flags) : print_module(c->op, x->module_cap);
  }
  mlirOpPrintingFlagsDestroy(flags);
}

void ofe_explain_print_beside(OfeExplain *x) {
  if (!x->copies.len || x->printing) return;
  x->printing = true;
  ofe_worker_start(&x->printer, print_copies, x);
}

static void destroy_copies(OfeExplain *x) {
  if (x->printing) ofe_worker_wait(&x->printer);
  x->printing = false;
  for (size_t i = 0; i < x->copies.len; i++) {
    mlirOperationDestroy(x->copies.items[i].op);
    free_text(&x->copies.items[i].text);
  }
  x->copies.len = 0;
}

static bool kernels_missing(const OfeExplain *x) {
  for (size_t i = 0; i < x->facts->items.len; i++) {
    const char *k = x->facts->items.items[i]->kernel;
    if (k && !ofe_strmap_get(&x->mlir_functions, k, strlen(k))) return true;
  }
  return false;
}

void ofe_explain_wait_printer(OfeExplain *x) {
  if (x->printing) ofe_worker_wait(&x->printer);
}


void ofe_explain_take_printed(OfeExplain *x) {
  if (!x->copies.len) return;
  if (!x->printing) print_copies(x); /* the compile stopped before the back end */
  x->printing = false;
  for (size_t i = 0; i < x->copies.len; i++) {
    OfeExplainCopy *c = &x->copies.items[i];
    if (!c->name) { /* the module: the kernels are cut from its text, or printed from it */
      x->mlir_passed = c->text;
      c->text = (OfeExplainText){0};
      cut_mlir_functions(x, &x->mlir_passed, x->facts);
      if (!kernels_missing(x)) continue;
      MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
      mlirOpPrintingFlagsUseLocalScope(flags);
      mlirOpPrintingFlagsAssumeVerified(flags);
      MlirSymbolTable table = mlirSymbolTableCreate(c->op);
      for (size_t k = 0; k < x->facts->items.len; k++) keep_mlir_function(x, table, flags, x->facts->items.items[k]->kernel);
      mlirSymbolTableDestroy(table);
      mlirOpPrintingFlagsDestroy(flags);
    } else if (c->text.text && !ofe_strmap_get(&x->mlir_functions, c->name, strlen(c->name))) {
      ofe_strmap_put(&x->mlir_functions, c->name, strlen(c->name), ofe_arena_strndup(x->arena, c->text.text, c->text.len));
    }
  }
  destroy_copies(x);
}

/* The kernels' definitions, cut out of the module's text: printing each function alone makes
 * the module's slot numbering again each time (500 kernels took 1.6 s). A definition is its
 * `; Function Attrs:` comment line, if any, the `define` line naming @name, and the lines up
 * to its closing brace, as LLVM prints a function alone. */
static void keep_llvm_functions(OfeExplain *x, const char *text, size_t len, const OfeConstructFacts *facts) {
  OfeStrMap wanted;
  wanted_kernels(x->arena, facts, &wanted);
  const char *comment = NULL, *text_end = text + len; /* the `; Function Attrs:` line just before */
  for (const char *line = text; line < text_end;) {
    const char *nl = memchr(line, '\n', (size_t)(text_end - line));
    const char *next = nl ? nl + 1 : text_end;
    size_t line_len = (size_t)(next - line);
    if (line_len >= 17 && memcmp(line, "; Function Attrs:", 17) == 0) {
      comment = line;
      line = next;
      continue;
    }
    const char *at = line_len >= 7 && memcmp(line, "define ", 7) == 0 ? memchr(line, '@', line_len) : NULL;
    const char *start = comment ? comment : line;
    comment = NULL;
    if (!at) {
      line = next;
      continue;
    }
    const char *name_end = at + 1;
    while (name_end < next && *name_end != '(') name_end++;
    const char *end = memmem(line, (size_t)(text_end - line), "\n}\n", 3);
    const char *name = ofe_strmap_get(&wanted, at + 1, (size_t)(name_end - at - 1));
    if (name && end && !ofe_strmap_get(&x->llvm_functions, name, strlen(name)))
      ofe_strmap_put(&x->llvm_functions, name, strlen(name), ofe_arena_strndup(x->arena, start, (size_t)(end + 3 - start)));
    line = end ? end + 3 : next;
  }
}

/* Whether the module's text would surely pass the cap: at least 16 bytes an instruction. */
static bool llvm_surely_over(LLVMModuleRef module, size_t limit) {
  size_t n = 0;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
      for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
        if (++n > limit / 16) return true;
  return false;
}

/* The module's text, mapped (munmap it, `len` bytes), or NULL. LLVM prints to a string through
 * an unbuffered stream, a few bytes an append: the 500-region file's 6 MB host module took
 * 190 ms so, 62 ms printed to a file. So it goes to an anonymous in-memory file (a memfd, named
 * by its /proc path) and is mapped, not copied (a fresh 6 MB buffer's page faults: 19 ms). */
static const char *print_llvm_module(LLVMModuleRef module, size_t *len) {
  int fd = memfd_create("ompfe-explain", MFD_CLOEXEC);
  if (fd < 0) return NULL;
  char path[32], *message = NULL;
  snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
  struct stat st;
  const char *text = NULL;
  if (!LLVMPrintModuleToFile(module, path, &message) && fstat(fd, &st) == 0 && st.st_size > 0) {
    void *mapped = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (mapped != MAP_FAILED) {
      text = mapped;
      *len = (size_t)st.st_size;
    }
  }
  LLVMDisposeMessage(message);
  close(fd);
  return text;
}

/* The bodies of the functions the page does not show and the globals' initializers, taken out
 * of a module over the cap while it is printed and put back as they were after: LLVM's printer
 * then writes those functions as declarations and the kernels in one pass over little more than
 * what is shown (the 500-region file's whole 6.7 MB host module took 81 ms to print for 0.73 MB
 * of kernels; a function printed alone numbers the whole module's slots each time; a constant
 * outlives its last use, so an initializer set aside stays as it was). */
typedef struct {
  LLVMValueRef function;
  size_t first, count; /* its blocks in `blocks` */
} SetAsideBody;
typedef struct {
  LLVMValueRef global, initializer;
} SetAsideInitializer;
typedef struct {
  OFE_VEC(LLVMBasicBlockRef) blocks;
  OFE_VEC(SetAsideBody) bodies;
  OFE_VEC(SetAsideInitializer) initializers;
} SetAside;

static bool is_shown(LLVMValueRef f, OfeStrMap *shown) {
  size_t len = 0;
  const char *name = LLVMGetValueName2(f, &len);
  return ofe_strmap_get(shown, name, len) != NULL;
}

/* Whether taking f's body out could change how a kernel after it prints: the printer numbers
 * metadata and attribute groups in the order it meets them, so the kernels' `!N` and `#N` would
 * not be -emit-llvm's if f's body held some (debug info, loop annotations, call attributes). */
static bool body_numbers_something(LLVMValueRef f) {
  if (LLVMGetSubprogram(f)) return true;
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMValueRef i = LLVMGetFirstInstruction(b); i; i = LLVMGetNextInstruction(i))
      if (LLVMHasMetadata(i) || (LLVMIsACallInst(i) && LLVMGetCallSiteAttributeCount(i, LLVMAttributeFunctionIndex)))
        return true;
  return false;
}

/* Whether a block of f has its address taken (a `blockaddress` constant uses it): its body
 * stays, as the printer could not name a block set aside. */
static bool takes_block_address(LLVMValueRef f) {
  for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(b)); u; u = LLVMGetNextUse(u))
      if (!LLVMIsAInstruction(LLVMGetUser(u))) return true;
  return false;
}

static bool stays(LLVMValueRef f, OfeStrMap *shown) {
  return !LLVMGetFirstBasicBlock(f) || is_shown(f, shown) || takes_block_address(f);
}

/* Sets the bodies and initializers aside, or nothing when the kernels' text could then differ
 * from the whole module's. */
static void set_aside(SetAside *s, OfeArena *a, LLVMModuleRef module, OfeStrMap *shown) {
  LLVMValueRef last_shown = NULL;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f))
    if (LLVMGetFirstBasicBlock(f) && is_shown(f, shown)) last_shown = f;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f && f != last_shown; f = LLVMGetNextFunction(f))
    if (!stays(f, shown) && body_numbers_something(f)) return;
  for (LLVMValueRef f = LLVMGetFirstFunction(module); f; f = LLVMGetNextFunction(f)) {
    if (stays(f, shown)) continue;
    SetAsideBody body = {.function = f, .first = s->blocks.len};
    for (LLVMBasicBlockRef b = LLVMGetFirstBasicBlock(f), next; b; b = next, body.count++) {
      next = LLVMGetNextBasicBlock(b);
      LLVMRemoveBasicBlockFromParent(b);
      ofe_vec_push(a, &s->blocks, b);
    }
    ofe_vec_push(a, &s->bodies, body);
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(module); g; g = LLVMGetNextGlobal(g)) {
    LLVMValueRef init = LLVMGetInitializer(g);
    if (!init) continue;
    ofe_vec_push(a, &s->initializers, ((SetAsideInitializer){g, init}));
    LLVMSetInitializer(g, NULL);
  }
}

static void put_back(const SetAside *s) {
  for (size_t i = 0; i < s->initializers.len; i++)
    LLVMSetInitializer(s->initializers.items[i].global, s->initializers.items[i].initializer);
  for (size_t i = 0; i < s->bodies.len; i++)
    for (size_t k = 0; k < s->bodies.items[i].count; k++)
      LLVMAppendExistingBasicBlock(s->bodies.items[i].function, s->blocks.items[s->bodies.items[i].first + k]);
}

void ofe_explain_capture_llvm(OfeExplain *x, LLVMModuleRef module, const OfeConstructFacts *facts) {
  free_text(&x->llvm_finished);
  bool kernels = false;
  for (size_t i = 0; i < facts->items.len; i++) kernels |= facts->items.items[i]->kernel != NULL;
  bool over = llvm_surely_over(module, x->module_cap);
  if (over) x->llvm_finished.over_cap = true;
  if (over && !kernels) return; /* nothing of it would be shown */
  OfeArena scratch;
  ofe_arena_init(&scratch);
  SetAside aside = {0};
  if (over) {
    OfeStrMap shown;
    wanted_kernels(&scratch, facts, &shown);
    set_aside(&aside, &scratch, module, &shown);
  }
  size_t len = 0;
  const char *text = print_llvm_module(module, &len);
  put_back(&aside);
  ofe_arena_free(&scratch);
  if (!text) return; /* no memory or no memfd: the page shows no LLVM IR */
  keep_llvm_functions(x, text, len, facts);
  if (len > x->module_cap) x->llvm_finished.over_cap = true;
  else if (!over && (x->llvm_finished.text = malloc(len + 1))) { /* the whole module, not a part */
    memcpy(x->llvm_finished.text, text, len);
    x->llvm_finished.text[len] = '\0';
    x->llvm_finished.len = len;
  }
  munmap((void *)text, len);
}
