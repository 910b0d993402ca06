/* construct_facts: what each offload construct of one compile became, stated once for every
 * reader: -print-offload-maps, the C API's region queries (ompfe.h, OmpfeRegionFacts) and the
 * explorer. The lowering records a construct when it lowers it (its directive, clauses, kernel,
 * map entries); later stages add what they decide (the GPU kernel mode). The strings live in
 * the context's lasting arena, so the facts outlive the tree. */
#ifndef OFE_CONSTRUCT_FACTS_H
#define OFE_CONSTRUCT_FACTS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "support/arena.h"
#include "support/diag.h"
#include "support/strmap.h"

/* One entry of the runtime's offload arrays. */
typedef struct OfeMapFact {
  const char *item;   /* the list item or variable as written ("a[0:n]", "s.x"); NULL for a
                       * structure's parent entry, which stands for no item of its own */
  uint64_t map_type;  /* the runtime's word (docs/offload-abi.md §2.4) */
  int64_t size;       /* bytes when known at compile time, else -1 */
  const char *mapper; /* the declare mapper's function, or NULL */
} OfeMapFact;

typedef struct OfeConstructFact {
  const char *directive;   /* as spelled: "target teams distribute parallel for" */
  OfeLoc loc;              /* the directive's first token */
  OfeLoc body;             /* the statement it applies to (file 0: none) */
  const char *function;    /* the enclosing function */
  const char *kernel;      /* target constructs: the kernel's name; NULL for data directives */
  bool deferred;           /* nowait or depend: the construct runs as a target task */
  OFE_VEC(const char *) clauses; /* the clauses' names in source order, every leaf's */
  OFE_VEC(OfeMapFact) maps;      /* the offload arrays' entries, in order */
  /* GPU device code: the execution mode of the kernel ompfe made ("generic": its threads wait in
   * the DeviceRTL's state machine for the parallel regions; OpenMPOpt may make it SPMD when the
   * device code is linked); NULL elsewhere */
  const char *kernel_mode;
  /* target constructs: the functions its kernel calls (or takes the address of), directly or
   * not, that are device code: set after the pass pipeline (passes/device_reach.c) */
  OFE_VEC(const char *) device_functions;
} OfeConstructFact;

/* One function as the declare-target passes saw it, for the explorer's call graph: a user
 * function with a body or a kernel (ompfe's outlined helpers are looked through). Recorded
 * only when asked (OfeConstructFacts.record_functions): MarkDeclareTarget notes what was
 * declared and why it marked the rest, FunctionFiltering what it dropped, and
 * ofe_function_facts_record (passes/function_facts.c) the rest after the pipeline. */
typedef struct OfeFunctionFact {
  const char *name;
  bool kernel;             /* an outlined target region */
  const char *declared;    /* its declare target as written: "nohost", "any", "host"; NULL: none */
  bool indirect;           /* declare target ... indirect */
  const char *device_type; /* after MarkDeclareTarget: "nohost", "any", "host"; NULL: host code */
  const char *marked_from; /* the function, kernel or variable whose body or initializer named
                              it when MarkDeclareTarget first marked it; NULL: not marked */
  bool dropped;            /* a device compile's FunctionFiltering took it out (host code) */
  OFE_VEC(const char *) calls; /* the user functions and kernels it calls or names (read for
                                  a kernel, device code or a declared function: the graph's) */
} OfeFunctionFact;

typedef struct OfeConstructFacts {
  OfeArena *arena; /* where the facts and their strings live */
  bool record_functions; /* whether the passes note what they do to functions (the explorer) */
  OFE_VEC(OfeFunctionFact *) functions; /* in the module's order */
  OfeStrMap function_by_name;
  OFE_VEC(OfeConstructFact *) items; /* in the order they were lowered */
  OfeStrMap by_kernel; /* kernel name -> its construct's fact */
  OfeStrMap function_loc; /* symbol -> OfeLoc *: where each function of the module comes from */
} OfeConstructFacts;

void ofe_facts_init(OfeConstructFacts *f, OfeArena *arena);
/* A new, empty construct fact at the end of the list. */
OfeConstructFact *ofe_facts_add(OfeConstructFacts *f);
/* Names c's kernel (copied), by which ofe_facts_find_kernel finds c. */
void ofe_facts_set_kernel(OfeConstructFacts *f, OfeConstructFact *c, const char *kernel);
/* Notes that function `symbol` comes from the source at loc: a definition, or the construct a
 * region was outlined from (kernels are noted by ofe_facts_set_kernel). */
void ofe_facts_note_function(OfeConstructFacts *f, const char *symbol, OfeLoc loc);
/* Where function `symbol` comes from, for errors about code made from it: as noted, else (a
 * helper made for a construct) as the function named before its first '.'; NULL when unknown. */
const OfeLoc *ofe_facts_function_loc(const OfeConstructFacts *f, const char *symbol);
/* The function fact of `name`, made (empty) when there is none yet. */
OfeFunctionFact *ofe_facts_function(OfeConstructFacts *f, const char *name);
/* Whether f is a node of the explorer's call graph: device code on this side, or something said
 * about device code (a kernel, declared declare target, dropped by FunctionFiltering). */
bool ofe_function_fact_on_graph(const OfeFunctionFact *f);

/* The fact of the construct whose kernel is `kernel`, or NULL. */
OfeConstructFact *ofe_facts_find_kernel(const OfeConstructFacts *f, const char *kernel);

/* A map-type word's flags as the runtime's names, "TO | FROM | TARGET_PARAM | MEMBER_OF(2)",
 * "NONE" for 0, unknown bits as hexadecimal. Writes at most `size` bytes (NUL included) and
 * returns the length the whole text needs, as snprintf does. */
size_t ofe_map_type_text(uint64_t map_type, char *buf, size_t size);

/* -print-offload-maps: each construct with map entries, its kernel, then one line per entry
 * (map-type word, its flags, size, item). */
void ofe_facts_print_maps(const OfeConstructFacts *f, const OfeDiag *diag, FILE *out, const char *title);

#endif
