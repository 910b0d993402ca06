/* construct_facts: the model of what each offload construct became (construct_facts.h). */
#include "facts/construct_facts.h"

#include <inttypes.h>
#include <string.h>

#include "runtime-abi/abi.h"

void ofe_facts_init(OfeConstructFacts *f, OfeArena *arena) {
  *f = (OfeConstructFacts){.arena = arena};
  ofe_strmap_init(&f->by_kernel, arena);
  ofe_strmap_init(&f->function_loc, arena);
  ofe_strmap_init(&f->function_by_name, arena);
}

bool ofe_function_fact_on_graph(const OfeFunctionFact *f) { return f->kernel || f->device_type || f->declared || f->dropped; }

OfeFunctionFact *ofe_facts_function(OfeConstructFacts *f, const char *name) {
  OfeFunctionFact *fn = ofe_strmap_get(&f->function_by_name, name, strlen(name));
  if (fn) return fn;
  fn = ofe_arena_alloc(f->arena, sizeof *fn);
  fn->name = ofe_arena_strdup(f->arena, name);
  ofe_strmap_put(&f->function_by_name, fn->name, strlen(fn->name), fn);
  ofe_vec_push(f->arena, &f->functions, fn);
  return fn;
}

void ofe_facts_note_function(OfeConstructFacts *f, const char *symbol, OfeLoc loc) {
  OfeLoc *at = ofe_arena_alloc(f->arena, sizeof *at);
  *at = loc;
  const char *key = ofe_arena_strdup(f->arena, symbol);
  ofe_strmap_put(&f->function_loc, key, strlen(key), at);
}

const OfeLoc *ofe_facts_function_loc(const OfeConstructFacts *f, const char *symbol) {
  const OfeLoc *at = ofe_strmap_get(&f->function_loc, symbol, strlen(symbol));
  const char *dot = strchr(symbol, '.');
  if (!at && dot && dot > symbol) at = ofe_strmap_get(&f->function_loc, symbol, (size_t)(dot - symbol));
  return at;
}

OfeConstructFact *ofe_facts_add(OfeConstructFacts *f) {
  OfeConstructFact *c = ofe_arena_alloc(f->arena, sizeof *c);
  ofe_vec_push(f->arena, &f->items, c);
  return c;
}

void ofe_facts_set_kernel(OfeConstructFacts *f, OfeConstructFact *c, const char *kernel) {
  c->kernel = ofe_arena_strdup(f->arena, kernel);
  ofe_strmap_put(&f->by_kernel, c->kernel, strlen(c->kernel), c);
  ofe_facts_note_function(f, kernel, c->loc);
}

OfeConstructFact *ofe_facts_find_kernel(const OfeConstructFacts *f, const char *kernel) {
  return ofe_strmap_get(&f->by_kernel, kernel, strlen(kernel));
}

/* The flags' names in bit order, as libomptarget's OpenMPMappingFlags spells them. */
static const struct {
  uint64_t bit;
  const char *name;
} MAP_FLAGS[] = {
    {OFE_MAP_TO, "TO"},
    {OFE_MAP_FROM, "FROM"},
    {OFE_MAP_ALWAYS, "ALWAYS"},
    {OFE_MAP_DELETE, "DELETE"},
    {OFE_MAP_PTR_AND_OBJ, "PTR_AND_OBJ"},
    {OFE_MAP_TARGET_PARAM, "TARGET_PARAM"},
    {OFE_MAP_RETURN_PARAM, "RETURN_PARAM"},
    {OFE_MAP_PRIVATE, "PRIVATE"},
    {OFE_MAP_LITERAL, "LITERAL"},
    {OFE_MAP_IMPLICIT, "IMPLICIT"},
    {OFE_MAP_CLOSE, "CLOSE"},
    {OFE_MAP_PRESENT, "PRESENT"},
    {OFE_MAP_OMPX_HOLD, "OMPX_HOLD"},
    {OFE_MAP_NON_CONTIG, "NON_CONTIG"},
};

/* appends to buf[*len..size) as snprintf would, counting what does not fit */
static void append(char *buf, size_t size, size_t *len, const char *text) {
  size_t n = strlen(text);
  if (*len < size) memcpy(buf + *len, text, *len + n < size ? n : size - *len - 1);
  *len += n;
  if (size) buf[*len < size ? *len : size - 1] = 0;
}

size_t ofe_map_type_text(uint64_t map_type, char *buf, size_t size) {
  size_t len = 0;
  if (size) buf[0] = 0;
  uint64_t rest = map_type & ((UINT64_C(1) << OFE_MAP_MEMBER_OF_SHIFT) - 1);
  for (size_t i = 0; i < sizeof MAP_FLAGS / sizeof MAP_FLAGS[0]; i++) {
    if (!(rest & MAP_FLAGS[i].bit)) continue;
    if (len) append(buf, size, &len, " | ");
    append(buf, size, &len, MAP_FLAGS[i].name);
    rest &= ~MAP_FLAGS[i].bit;
  }
  char word[48];
  if (rest) {
    snprintf(word, sizeof word, "0x%" PRIx64, rest);
    if (len) append(buf, size, &len, " | ");
    append(buf, size, &len, word);
  }
  if (map_type >> OFE_MAP_MEMBER_OF_SHIFT) {
    snprintf(word, sizeof word, "MEMBER_OF(%" PRIu64 ")", map_type >> OFE_MAP_MEMBER_OF_SHIFT);
    if (len) append(buf, size, &len, " | ");
    append(buf, size, &len, word);
  }
  if (!len) append(buf, size, &len, "NONE");
  return len;
}

void ofe_facts_print_maps(const OfeConstructFacts *f, const OfeDiag *diag, FILE *out, const char *title) {
  fprintf(out, "offload maps of the %s\n", title);
  for (size_t i = 0; i < f->items.len; i++) {
    const OfeConstructFact *c = f->items.items[i];
    fprintf(out, "%s:%u:%u: %s in %s", ofe_diag_file_name(diag, c->loc.file), c->loc.line, c->loc.col, c->directive,
            c->function ? c->function : "(file scope)");
    if (c->kernel) fprintf(out, ": kernel %s", c->kernel);
    if (c->kernel_mode) fprintf(out, " (%s kernel)", c->kernel_mode);
    fprintf(out, "%s\n", c->deferred ? " (a target task)" : "");
    if (c->device_functions.len) {
      fprintf(out, "  reaches");
      for (size_t j = 0; j < c->device_functions.len; j++) fprintf(out, " %s", c->device_functions.items[j]);
      fputc('\n', out);
    }
    if (!c->maps.len) {
      fprintf(out, "  no map entries\n");
      continue;
    }
    fprintf(out, "  %-3s %-18s %-10s %s\n", "#", "map-type", "size", "item: flags");
    for (size_t j = 0; j < c->maps.len; j++) {
      const OfeMapFact *m = &c->maps.items[j];
      char word[24], size[24], flags[256];
      snprintf(word, sizeof word, "0x%" PRIx64, m->map_type);
      if (m->size >= 0) snprintf(size, sizeof size, "%" PRId64, m->size);
      else snprintf(size, sizeof size, "run-time");
      ofe_map_type_text(m->map_type, flags, sizeof flags);
      fprintf(out, "  %-3zu %-18s %-10s %s: %s", j, word, size, m->item ? m->item : "(parent)", flags);
      if (m->mapper) fprintf(out, " (mapper %s)", m->mapper);
      fputc('\n', out);
    }
  }
}
