/* device_reach: which functions each kernel reaches, for the construct-facts model
 * (facts/construct_facts.h): after the pass pipeline, what MarkDeclareTarget made device code
 * and FunctionFiltering kept, read off the module's calls and function addresses. */
#ifndef OFE_DEVICE_REACH_H
#define OFE_DEVICE_REACH_H

#include "facts/construct_facts.h"
#include "mlir-c/IR.h"

/* Sets each kernel's fact's device_functions: the functions of `module` its code calls or takes
 * the address of, directly or not, in the order first reached; the compiler's own helpers (the
 * outlined regions, the runtime) left out. */
void ofe_device_reach(OfeConstructFacts *facts, MlirModule module, OfeArena *scratch);

#endif
