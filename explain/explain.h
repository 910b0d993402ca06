/* explain: -fexplain=FILE.html, the offload explorer. One self-contained HTML page for one
 * translation unit (inline CSS, script and SVG: it reads offline): the source with each OpenMP
 * directive marked, and for the construct one selects what it became (its clauses, kernel,
 * map entries with their words decoded, offload entry, the kernel's LLVM IR and MLIR), the
 * module's offload entries and the stage times. Everything comes from the one model of the
 * constructs (facts/construct_facts.h), the offload entry registry and IR text captured while
 * the compile runs; a compile without -fexplain captures nothing. */
#ifndef OFE_EXPLAIN_H
#define OFE_EXPLAIN_H

#include <stdbool.h>
#include <stddef.h>

#include "facts/construct_facts.h"
#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "offload-info/registry.h"
#include "support/arena.h"
#include "support/clock.h"
#include "support/diag.h"
#include "support/strmap.h"
#include "support/worker.h"

/* A whole module's text is shown (collapsed) only under this size (-fexplain-module-cap=
 * changes it): the page stays cheap to open; each construct's function is shown whatever the
 * module's size. */
enum { OFE_EXPLAIN_MODULE_CAP = 2 * 1024 * 1024 };

/* A module's text as printed, or NULL when it was over the cap (or never captured). */
typedef struct OfeExplainText {
  char *text; /* malloc'd */
  size_t len;
  bool over_cap;
} OfeExplainText;

/* The MLIR module after one pass of the pipeline. */
typedef struct OfeExplainPass {
  const char *argument; /* the pass's name in -passes= (mark-declare-target ...) */
  OfeExplainText text;  /* NULL text: over the cap, or the module as emitted was */
} OfeExplainPass;

/* What the page is about, beside the captured text. */
typedef struct OfeExplainPage {
  const char *path;          /* the page to write */
  const char *source;        /* the input file, shown with its directives marked */
  const char *triple;
  bool is_device;
  const char *const *offload_targets; /* host: the device triples, whose pages it links to */
  size_t noffload_targets;
  const OfeConstructFacts *facts;
  const OfeOffloadRegistry *entries; /* NULL: the compile made no entry table */
  const OfeStageTimes *times;
  OfeDiag *diag; /* file names of locations; errors writing the page */
} OfeExplainPage;

/* The page but its stage chart, rendered into memory beside the back end: the chart, whose
 * times are the compile's last, goes between the two parts when the page is written. */
typedef struct OfeExplainRendered {
  char *head, *tail; /* malloc'd (open_memstream) */
  size_t head_len, tail_len;
  bool failed;
} OfeExplainRendered;

/* A copy of MLIR the printer thread prints: a kernel's function, or the module (name NULL). */
typedef struct OfeExplainCopy {
  MlirOperation op; /* owned; null: a kernel to be found in the module's copy, if need be */
  const char *name;
  OfeExplainText text;
} OfeExplainCopy;

/* What the compile's stages leave for the page, captured where each exists. */
typedef struct OfeExplain {
  size_t module_cap;          /* OFE_EXPLAIN_MODULE_CAP, or what -fexplain-module-cap= says */
  OfeArena own_arena;
  OfeArena *arena;            /* own_arena: the per-function texts, the passes; its own, as the page
                               * is rendered on another thread while the compile goes on */
  OfeExplainText mlir_emitted;  /* the MLIR module as emitted */
  OFE_VEC(OfeExplainPass) passes; /* ... after each pass, in pipeline order */
  OfeExplainText mlir_passed;   /* ... and after the pass pipeline */
  OfeExplainText llvm_finished; /* the LLVM module after finish (entries, metadata) */
  OfeStrMap mlir_functions;   /* kernel name -> its function op's text, after the passes */
  OfeStrMap llvm_functions;   /* kernel name -> its function's text, after finish */
  /* The MLIR after the passes is printed from copies on a thread of its own while the back end
   * runs (ofe_explain_print_beside), and taken when the page is rendered. */
  OFE_VEC(OfeExplainCopy) copies;
  OfeWorker printer;  /* prints the copies */
  OfeWorker renderer; /* waits for the printer, then renders the page */
  bool printing;      /* the printer was started (and not waited for by the renderer yet) */
  bool rendering;     /* the renderer was started */
  const OfeConstructFacts *facts;
  OfeExplainPage page; /* what is rendered */
  OfeExplainRendered rendered;
} OfeExplain;

void ofe_explain_init(OfeExplain *x, size_t module_cap);
void ofe_explain_free(OfeExplain *x);

/* The MLIR module as emitted. */
void ofe_explain_capture_emitted(OfeExplain *x, MlirModule module);
/* After pass `argument` of the pipeline (a text only while the module as emitted had one:
 * the pipeline's view needs every step). */
void ofe_explain_capture_pass(OfeExplain *x, const char *argument, MlirModule module);
/* After the pass pipeline: the module (the last pass's text when there is one), and each
 * construct's kernel function (an llvm.func of the module by then). */
void ofe_explain_capture_passed(OfeExplain *x, MlirModule module, const OfeConstructFacts *facts);
/* Prints the copies ofe_explain_capture_passed made on a thread beside the caller, which must
 * not use the MLIR context again (translation is done with it). */
void ofe_explain_print_beside(OfeExplain *x);
/* Waits for that printer, if it was started. */
void ofe_explain_wait_printer(OfeExplain *x);
/* Takes the printed texts (printing the copies here when the printer never started), cuts the
 * kernels out of the module's, and destroys the copies: after the wait, on any one thread. */
void ofe_explain_take_printed(OfeExplain *x);
/* After finish: the module and each construct's kernel (host: its fallback; device: the
 * kernel). */
void ofe_explain_capture_llvm(OfeExplain *x, LLVMModuleRef module, const OfeConstructFacts *facts);


/* Renders the page but its stage chart on a thread of its own, which first waits for the MLIR
 * printer, while the caller goes on with the back end; what it reads must stay as it is. */
void ofe_explain_render_beside(OfeExplain *x, const OfeExplainPage *page);
/* Writes the page (rendering it here when it was not rendered beside), with page->times in its
 * chart; false (with an error reported) when it cannot be written. */
bool ofe_explain_write(OfeExplain *x, const OfeExplainPage *page);
/* Waits for a page rendered beside a compile that failed after, and throws it away. */
void ofe_explain_discard_rendered(OfeExplain *x);

#endif
