/* registry: one walk over the module's top-level ops, in order, numbers the entries
 * 0..N-1 (unique and dense, as libomptarget and clang's device compile require) and strips
 * the OpenMP attributes it read. */
#include "offload-info/registry.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "emit/mlir_build.h" /* ofe_op_is */
#include "runtime-abi/abi.h"


void ofe_registry_init(OfeOffloadRegistry *r, OfeArena *arena, bool is_device) {
  memset(r, 0, sizeof *r);
  r->arena = arena;
  r->is_device = is_device;
}

static void add(OfeOffloadRegistry *r, OfeOffloadEntry e, MlirOperation op) {
  e.order = (unsigned)r->entries.len;
  ofe_omp_op_position(op, r->arena, &e.file, &e.src_line, &e.src_col);
  ofe_vec_push(r->arena, &r->entries, e);
}

static const char *sym(OfeOffloadRegistry *r, MlirOperation op) {
  MlirStringRef n = ofe_omp_op_name(op);
  return ofe_arena_strndup(r->arena, n.data, n.length);
}

void ofe_registry_collect(OfeOffloadRegistry *r, const OfeOmpAttrs *attrs, MlirModule module) {
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    OfeDeviceType dt;
    OfeCapture cap;
    bool marked = ofe_omp_get_declare_target(attrs, op, &dt, &cap);
    if (ofe_op_is(op, "llvm.func")) {
      OfeKernelInfo k;
      if (ofe_omp_get_kernel(op, &k, r->arena)) {
        OfeOffloadEntry e = {.kind = OFE_ENTRY_REGION, .name = k.name, .dev_id = k.dev_id, .file_id = k.file_id,
                             .line = k.line, .count = k.count, .parent = k.parent, .one_team = k.one_team, .has_entry = true};
        e.symbol = r->is_device ? k.name : ofe_arena_printf(r->arena, ".%s.region_id", k.name);
        add(r, e, op);
      }
      const char *ind = ofe_omp_get_indirect(op, r->arena);
      if (ind) {
        OfeOffloadEntry e = {.kind = OFE_ENTRY_GLOBAL, .name = ind, .flags = OFE_ENTRY_INDIRECT, .size = 8, .has_entry = true,
                             .target = sym(r, op)};
        e.symbol = r->is_device ? ind : e.target;
        add(r, e, op);
      }
    } else if (ofe_op_is(op, "llvm.mlir.global") && marked) {
      MlirAttribute la = mlirOperationGetAttributeByName(op, ofe_str("linkage"));
      bool internal = mlirAttributeEqual(la, mlirAttributeParseGet(mlirOperationGetContext(op), ofe_str("#llvm.linkage<internal>")));
      const char *name = sym(r, op);
      /* a static's entry name (sema_omp_declare.c): its own, or its reference pointer's */
      const char *static_entry = ofe_omp_get_static_entry(op, r->arena);
      OfeOffloadEntry e = {.kind = OFE_ENTRY_GLOBAL, .target = name};
      if (cap == CAP_LINK) {
        e.name = static_entry ? static_entry : ofe_arena_printf(r->arena, "%s_decl_tgt_ref_ptr", name);
        e.symbol = e.name;
        e.flags = OFE_ENTRY_LINK;
        e.size = 8;
        e.has_entry = true;
      } else {
        /* a static one goes by its entry name, which the device copy is exported under;
         * the size is read from the LLVM global once translated */
        e.name = static_entry ? static_entry : name;
        e.symbol = name;
        e.has_entry = static_entry || !internal;
      }
      add(r, e, op);
    }
    if (marked) ofe_omp_remove_declare_target(op);
    mlirOperationRemoveDiscardableAttributeByName(op, ofe_str("ompfe.kernel"));
    mlirOperationRemoveDiscardableAttributeByName(op, ofe_str("ompfe.indirect"));
    mlirOperationRemoveDiscardableAttributeByName(op, ofe_str("ompfe.static_entry"));
  }
  MlirOperation m = mlirModuleGetOperation(module);
  mlirOperationRemoveDiscardableAttributeByName(m, ofe_str("omp.is_target_device"));
  mlirOperationRemoveDiscardableAttributeByName(m, ofe_str("omp.host_ir_filepath"));
}

const char *ofe_entry_kind_name(const OfeOffloadEntry *e) {
  if (e->kind == OFE_ENTRY_REGION) return "region";
  switch (e->flags) {
  case OFE_ENTRY_LINK: return "link";
  case OFE_ENTRY_INDIRECT: return "indirect";
  case OFE_ENTRY_REQUIRES: return "requires";
  default: return "variable";
  }
}

void ofe_registry_print(const OfeOffloadRegistry *r, FILE *out, const char *title) {
  fprintf(out, "%s: %zu offload entr%s\n", title, r->entries.len, r->entries.len == 1 ? "y" : "ies");
  fprintf(out, "%-5s %-9s %-5s %-6s %-52s %s\n", "order", "kind", "flags", "size", "name", "source");
  for (size_t i = 0; i < r->entries.len; i++) {
    const OfeOffloadEntry *e = &r->entries.items[i];
    const char *file = e->file ? strrchr(e->file, '/') : NULL;
    file = file ? file + 1 : e->file ? e->file : "?";
    char src[256];
    snprintf(src, sizeof src, "%s:%u%s", file, e->kind == OFE_ENTRY_REGION ? e->line : e->src_line,
             e->has_entry ? "" : " (metadata only)");
    fprintf(out, "%-5u %-9s %-5u %-6llu %-52s %s\n", e->order, ofe_entry_kind_name(e), e->flags,
            (unsigned long long)e->size, e->name, src);
  }
}
