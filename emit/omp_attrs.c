/* omp_attrs: building and reading ompfe's OpenMP attributes. */
#include "emit/omp_attrs.h"

#include <stdio.h>
#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "emit/mlir_build.h"


void ofe_omp_attrs_init(OfeOmpAttrs *a, MlirContext ctx) {
  memset(a, 0, sizeof *a);
  a->ctx = ctx;
  for (int d = DT_ANY; d <= DT_NOHOST; d++)
    for (int c = 0; c < 3; c++) {
      char text[128];
      snprintf(text, sizeof text, "#omp.declaretarget<device_type = (%s), capture_clause = (%s)>",
               ofe_device_type_name((OfeDeviceType)d), ofe_declare_target_capture_name((OfeCapture)c));
      a->table[d][c] = mlirAttributeParseGet(ctx, ofe_str(text));
    }
}

MlirAttribute ofe_omp_declare_target_attr(const OfeOmpAttrs *a, OfeDeviceType dt, OfeCapture cap) {
  return a->table[dt == DT_NONE ? DT_ANY : dt][cap];
}

bool ofe_omp_get_declare_target(const OfeOmpAttrs *a, MlirOperation op, OfeDeviceType *dt, OfeCapture *cap) {
  MlirAttribute v = mlirOperationGetDiscardableAttributeByName(op, ofe_str("omp.declare_target"));
  if (mlirAttributeIsNull(v)) return false;
  for (int d = DT_ANY; d <= DT_NOHOST; d++)
    for (int c = 0; c < 3; c++)
      if (mlirAttributeEqual(v, a->table[d][c])) {
        *dt = (OfeDeviceType)d;
        *cap = (OfeCapture)c;
        return true;
      }
  return false;
}

void ofe_omp_set_declare_target(const OfeOmpAttrs *a, MlirOperation op, OfeDeviceType dt, OfeCapture cap) {
  mlirOperationSetDiscardableAttributeByName(op, ofe_str("omp.declare_target"), ofe_omp_declare_target_attr(a, dt, cap));
}

void ofe_omp_remove_declare_target(MlirOperation op) {
  mlirOperationRemoveDiscardableAttributeByName(op, ofe_str("omp.declare_target"));
}

static const char *get_string(MlirOperation op, const char *attr, OfeArena *arena) {
  MlirAttribute a = mlirOperationGetDiscardableAttributeByName(op, ofe_str(attr));
  if (mlirAttributeIsNull(a)) return NULL;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return ofe_arena_strndup(arena, s.data, s.length);
}

static void set_string(MlirOperation op, const char *attr, const char *value) {
  mlirOperationSetDiscardableAttributeByName(op, ofe_str(attr), mlirStringAttrGet(mlirOperationGetContext(op), ofe_str(value)));
}

const char *ofe_omp_get_indirect(MlirOperation op, OfeArena *arena) { return get_string(op, "ompfe.indirect", arena); }

void ofe_omp_set_indirect(MlirOperation op, const char *entry_name) { set_string(op, "ompfe.indirect", entry_name); }

const char *ofe_omp_get_static_entry(MlirOperation op, OfeArena *arena) { return get_string(op, "ompfe.static_entry", arena); }

void ofe_omp_set_static_entry(MlirOperation op, const char *entry_name) { set_string(op, "ompfe.static_entry", entry_name); }


void ofe_omp_op_position(MlirOperation op, OfeArena *arena, const char **file, unsigned *line, unsigned *col) {
  /* the 19 C API has no accessors for FileLineColLoc: read its printed form loc("f":l:c) */
  OfeText b = {{0}, 0};
  mlirLocationPrint(mlirOperationGetLocation(op), ofe_text_append, &b);
  *file = NULL;
  *line = *col = 0;
  const char *q = strchr(b.text, '"');
  const char *q2 = q ? strchr(q + 1, '"') : NULL;
  if (!q || !q2) return;
  *file = ofe_arena_strndup(arena, q + 1, (size_t)(q2 - q - 1));
  sscanf(q2 + 1, ":%u:%u", line, col);
}

static MlirNamedAttribute named(MlirContext ctx, const char *n, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str(n)), a);
}

void ofe_omp_set_kernel(MlirOperation op, const OfeKernelInfo *k) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirType i32 = mlirIntegerTypeGet(ctx, 32);
  MlirNamedAttribute f[] = {
    named(ctx, "count", mlirIntegerAttrGet(i32, k->count)),
    named(ctx, "device_id", mlirIntegerAttrGet(i32, (int32_t)k->dev_id)),
    named(ctx, "file_id", mlirIntegerAttrGet(i32, (int32_t)k->file_id)),
    named(ctx, "line", mlirIntegerAttrGet(i32, k->line)),
    named(ctx, "parent", mlirStringAttrGet(ctx, ofe_str(k->parent))),
  };
  MlirAttribute dict = mlirDictionaryAttrGet(ctx, 5, f);
  if (k->one_team) { /* only then, so other kernels' dumps read as before */
    MlirNamedAttribute g[6] = {f[0], f[1], f[2], f[3], named(ctx, "one_team", mlirUnitAttrGet(ctx)), f[4]};
    dict = mlirDictionaryAttrGet(ctx, 6, g);
  }
  mlirOperationSetDiscardableAttributeByName(op, ofe_str("ompfe.kernel"), dict);
}

static unsigned dict_u32(MlirAttribute d, const char *n) {
  MlirAttribute a = mlirDictionaryAttrGetElementByName(d, ofe_str(n));
  return mlirAttributeIsNull(a) ? 0 : (unsigned)mlirIntegerAttrGetValueInt(a);
}

bool ofe_omp_get_kernel(MlirOperation op, OfeKernelInfo *k, OfeArena *arena) {
  MlirAttribute d = mlirOperationGetDiscardableAttributeByName(op, ofe_str("ompfe.kernel"));
  if (mlirAttributeIsNull(d)) return false;
  k->dev_id = dict_u32(d, "device_id");
  k->file_id = dict_u32(d, "file_id");
  k->line = dict_u32(d, "line");
  k->count = dict_u32(d, "count");
  k->one_team = !mlirAttributeIsNull(mlirDictionaryAttrGetElementByName(d, ofe_str("one_team")));
  MlirAttribute p = mlirDictionaryAttrGetElementByName(d, ofe_str("parent"));
  MlirStringRef ps = mlirStringAttrGetValue(p), ns = ofe_omp_op_name(op);
  k->parent = ofe_arena_strndup(arena, ps.data, ps.length);
  k->name = ofe_arena_strndup(arena, ns.data, ns.length);
  return true;
}

MlirStringRef ofe_omp_op_name(MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, ofe_str("sym_name"));
  return mlirAttributeIsNull(a) ? ofe_str("") : mlirStringAttrGetValue(a);
}
