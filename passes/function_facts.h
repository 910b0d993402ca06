/* function_facts: the module's functions after the pass pipeline, for the construct-facts
 * model's call graph (facts/construct_facts.h, OfeFunctionFact). */
#ifndef OFE_FUNCTION_FACTS_H
#define OFE_FUNCTION_FACTS_H

#include "emit/omp_attrs.h"
#include "facts/construct_facts.h"
#include "mlir-c/IR.h"

/* Adds to facts->functions each user function with a body and each kernel of `module`, with its
 * device type and the user functions and kernels it reaches through ompfe's helpers. */
void ofe_function_facts_record(OfeConstructFacts *facts, const OfeOmpAttrs *attrs, MlirModule module, OfeArena *scratch);

#endif
