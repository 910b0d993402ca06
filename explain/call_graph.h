/* call_graph: the explorer's declare-target call graph (call_graph.c). */
#ifndef OFE_CALL_GRAPH_H
#define OFE_CALL_GRAPH_H

#include <stdio.h>

#include "facts/construct_facts.h"

/* A <section id="callgraph">: the functions of facts->functions that are device code on this
 * side or say something about it, drawn with the calls between them, and a table of the same. */
void ofe_explain_write_call_graph(FILE *out, const OfeConstructFacts *facts);

#endif
