/* pipeline: one function per kind of command (preprocess, plain compile, host compile, device
   compile, package, back end, assemble, link), and one planner per kind of input that strings
   them together. An offloading compile of f.c with -fopenmp-targets=T is:

     ompfe -triple HOST -fopenmp -fopenmp-targets=T ... -emit-llvm-bc f.c -o host.bc
     ompfe -triple T -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path host.bc ... -fPIC -emit-obj f.c -o dev-T.o
     clang-offload-packager-19 -o f.pkg --image=file=dev-T.o,triple=T,arch=,kind=openmp
     ompfe -triple HOST -O<n> -emit-obj -fembed-offload-object=f.pkg host.bc -o f.o

   A GPU target (nvptx64-nvidia-cuda, amdgcn-amd-amdhsa) is compiled as clang-19 compiles it, to
   unlinked bitcode for its one architecture that clang-linker-wrapper links with the DeviceRTL
   at link time (through ptxas and nvlink for nvptx64, LLVM 19's ld.lld for amdgcn):

     ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_NN -fopenmp -fopenmp-is-target-device ... -emit-llvm-bc f.c -o dev.bc
     clang-offload-packager-19 ... --image=file=dev.bc,triple=nvptx64-nvidia-cuda,arch=sm_NN,kind=openmp

   Final outputs are written to a staged name beside them and renamed when the job succeeds;
   intermediates are temporaries (or readable names with -save-temps). */
#include "driver/pipeline.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver/messages.h"
#include "options/code_targets.h"
#include "options/explain_pages.h"
#include "support/time_trace.h"

/* What a compile of one input must produce. */
typedef enum Product {
  PRODUCT_OBJECT,
  PRODUCT_ASSEMBLY,
  PRODUCT_LLVM_TEXT,
  PRODUCT_LLVM_BITCODE,
} Product;

/* Where a job's result goes: the job writes `path`; when `final_path` is set, `path` is renamed
   there once the job succeeds. */
typedef struct Destination {
  const char *path;
  const char *final_path;
} Destination;

typedef struct Planner {
  const OfeDriverOptions *options;
  const OfeToolPaths *tools;
  OfeTemps *temps;
  OfeJobList *jobs;
  OfePool *pool;
  OfeStopAfter phase;   /* the options' phase, except that --offload-device-only never links */
  bool offloading;      /* -fopenmp with -fopenmp-targets= */
  bool device_only;     /* offloading with --offload-device-only */
} Planner;

static const char *const product_extensions[] = {
  [PRODUCT_OBJECT] = ".o",
  [PRODUCT_ASSEMBLY] = ".s",
  [PRODUCT_LLVM_TEXT] = ".ll",
  [PRODUCT_LLVM_BITCODE] = ".bc",
};

/* "dir/name.c" -> "name". */
static const char *stem_of(OfePool *pool, const char *path) {
  const char *slash = strrchr(path, '/');
  const char *base = slash ? slash + 1 : path;
  const char *dot = strrchr(base, '.');
  return dot && dot != base ? ofe_pool_strndup(pool, base, (size_t)(dot - base)) : base;
}

/* What an input's outputs are named after: "-" for standard input, as gcc and clang do. */
static const char *input_stem(OfePool *pool, const OfeInput *input) {
  return input->from_stdin ? "-" : stem_of(pool, input->path);
}

/* "dir/name.c" -> "dir/"; "name.c" -> "" (so that joining keeps relative names short). */
static const char *dir_prefix_of(OfePool *pool, const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? ofe_pool_strndup(pool, path, (size_t)(slash - path) + 1) : "";
}

static Product product_for_phase(const Planner *planner) {
  bool llvm = planner->options->emit_llvm;
  if (planner->phase == OFE_STOP_AFTER_ASSEMBLY)
    return llvm ? PRODUCT_LLVM_TEXT : PRODUCT_ASSEMBLY;
  if (planner->phase == OFE_STOP_AFTER_OBJECT)
    return llvm ? PRODUCT_LLVM_BITCODE : PRODUCT_OBJECT;
  return PRODUCT_OBJECT; /* linking */
}

static bool is_c_source(const OfeInput *input) {
  return input->kind == OFE_INPUT_C || input->kind == OFE_INPUT_PREPROCESSED_C;
}

static bool is_assembly(const OfeInput *input) {
  return input->kind == OFE_INPUT_ASSEMBLY || input->kind == OFE_INPUT_ASSEMBLY_WITH_CPP;
}

/* Whether this phase does anything with the input (linker inputs only matter to the link). */
static bool input_is_used(const Planner *planner, const OfeInput *input) {
  switch (planner->phase) {
  case OFE_STOP_AFTER_PREPROCESS:
  case OFE_STOP_AFTER_SYNTAX:
    return is_c_source(input);
  case OFE_STOP_AFTER_ASSEMBLY:
    return is_c_source(input) || input->kind == OFE_INPUT_LLVM_IR;
  case OFE_STOP_AFTER_OBJECT:
    return input->kind != OFE_INPUT_LINKER && !(is_assembly(input) && planner->options->emit_llvm);
  case OFE_STOP_AFTER_LINK:
    return true;
  }
  return false;
}

/* How many files the non-linking phases write (-o may name only one). */
static size_t count_outputs(const Planner *planner) {
  size_t outputs = 0;
  for (size_t i = 0; i < planner->options->input_count; i++) {
    const OfeInput *input = &planner->options->inputs[i];
    if (!input_is_used(planner, input) || input->kind == OFE_INPUT_LINKER || planner->phase == OFE_STOP_AFTER_SYNTAX)
      continue;
    bool device_outputs_only = planner->device_only && is_c_source(input) && planner->phase != OFE_STOP_AFTER_PREPROCESS;
    outputs += device_outputs_only ? planner->options->offload_targets.count : 1;
  }
  return outputs;
}

/* Refuses outputs that would replace one of the inputs (ompcc -c f.bc -emit-llvm). */
static bool would_overwrite_input(const Planner *planner, const char *final_path) {
  struct stat output_info;
  if (stat(final_path, &output_info) != 0)
    return false;
  for (size_t i = 0; i < planner->options->input_count; i++) {
    struct stat input_info;
    if (stat(planner->options->inputs[i].path, &input_info) == 0 && input_info.st_dev == output_info.st_dev &&
        input_info.st_ino == output_info.st_ino) {
      ofe_driver_error("output file '%s' would overwrite the input file '%s'", final_path,
                       planner->options->inputs[i].path);
      return true;
    }
  }
  return false;
}

/* A final output, staged beside its destination; NULL path after an error. */
static Destination final_destination(Planner *planner, const char *final_path) {
  Destination destination = {NULL, NULL};
  if (would_overwrite_input(planner, final_path))
    return destination;
  destination.path = ofe_temps_stage_output(planner->temps, final_path);
  destination.final_path = destination.path ? final_path : NULL;
  return destination;
}

static Destination intermediate_destination(Planner *planner, const char *readable_name, const char *stem,
                                            const char *suffix) {
  Destination destination = {ofe_temps_intermediate(planner->temps, readable_name, stem, suffix), NULL};
  return destination;
}

static void set_output(OfeJob *job, Destination destination) {
  ofe_strlist_push(&job->argv, "-o");
  ofe_strlist_push(&job->argv, destination.path);
  job->writes = destination.path;
  job->final_path = destination.final_path;
}

static void push_product_flags(OfeStrList *argv, Product product) {
  switch (product) {
  case PRODUCT_OBJECT:
    ofe_strlist_push(argv, "-emit-obj");
    return;
  case PRODUCT_ASSEMBLY:
    ofe_strlist_push(argv, "-S");
    return;
  case PRODUCT_LLVM_TEXT:
    ofe_strlist_push(argv, "-emit-llvm");
    ofe_strlist_push(argv, "-S");
    return;
  case PRODUCT_LLVM_BITCODE:
    ofe_strlist_push(argv, "-emit-llvm-bc");
    return;
  }
}

static void push_optimization(const Planner *planner, OfeStrList *argv) {
  ofe_strlist_push_printf(argv, "-O%c", planner->options->optimization);
}

static void push_openmp_version(const Planner *planner, OfeStrList *argv) {
  if (planner->options->openmp_version)
    ofe_strlist_push_printf(argv, "-fopenmp-version=%s", planner->options->openmp_version);
}

/* What every ompfe command that reads C source gets: the resource headers, the user's
   preprocessor flags in their order, and the warning switches. A compile for a GPU gets only
   the code generation flags that are not the host CPU's. */
static void push_source_flags(const Planner *planner, OfeStrList *argv, bool gpu) {
  ofe_strlist_push(argv, "-resource-dir");
  ofe_strlist_push(argv, planner->tools->resource_dir);
  ofe_strlist_append(argv, &planner->options->preprocessor_args);
  /* before them: an explicit -f[no-]gnu89-inline wins, as in gcc */
  if (planner->options->std_gnu89) ofe_strlist_push(argv, "-fgnu89-inline");
  if (planner->options->std) ofe_strlist_push_printf(argv, "-std=%s", planner->options->std);
  /* some define macros too (-march=native's __AVX2__...), which a GPU compile must not see */
  ofe_strlist_append(argv, gpu ? &planner->options->gpu_codegen_args : &planner->options->codegen_args);
  ofe_strlist_append(argv, &planner->options->warning_args);
  if (planner->options->debug_info) { /* host and device: gdb steps into kernels on the x86_64 device */
    ofe_strlist_push(argv, planner->options->debug_info);
    if (planner->options->dwarf_version)
      ofe_strlist_push(argv, planner->options->dwarf_version);
  }
  ofe_strlist_append(argv, &planner->options->compiler_args);
}

/* The file and target of -MD/-MMD, as clang-19 chooses them: -o's name with .d for its
   extension (prog -> prog.d, dir/x.o -> dir/x.d) and -o's name as the target, else <stem>.d and
   <stem>.o in the current directory. */
static const char *with_extension(OfePool *pool, const char *path, const char *extension) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(slash ? slash + 1 : path, '.');
  size_t keep = dot ? (size_t)(dot - path) : strlen(path);
  return ofe_pool_printf(pool, "%.*s%s", (int)keep, path, extension);
}

static bool is_preprocessed(const OfeInput *input) {
  return input->kind == OFE_INPUT_C || input->kind == OFE_INPUT_ASSEMBLY_WITH_CPP;
}

/* Whether `input` is the last preprocessed input: where several sources' rules go to one file
   (-MF, or linking with -o), gcc and clang-19 write each in turn and the last one's is what
   stays; only that one is written here, since the compiles may run side by side. */
static bool is_last_preprocessed(const Planner *planner, const OfeInput *input) {
  for (const OfeInput *later = input + 1; later < planner->options->inputs + planner->options->input_count; later++)
    if (is_preprocessed(later))
      return false;
  return true;
}

/* The -M flags of the one compile that preprocesses `input` for the host (the device compiles
   read the same headers and write no rule). */
static void push_dependency_flags(const Planner *planner, OfeStrList *argv, const OfeInput *input) {
  const OfeDependencyOptions *deps = &planner->options->dependencies;
  if (!deps->rule_only && !deps->with_compile)
    return;
  if (!is_preprocessed(input))
    return; /* nothing is preprocessed */
  const char *output = planner->options->output;
  bool named_output = output && planner->phase != OFE_STOP_AFTER_PREPROCESS;
  bool one_file_for_all = deps->file || (named_output && planner->phase == OFE_STOP_AFTER_LINK);
  if (deps->with_compile && one_file_for_all && !is_last_preprocessed(planner, input))
    return;
  const char *stem = input_stem(planner->pool, input);
  if (deps->rule_only) {
    ofe_strlist_push(argv, deps->user_headers ? "-MM" : "-M");
  } else {
    ofe_strlist_push(argv, deps->user_headers ? "-MMD" : "-MD");
    if (!deps->file)
      ofe_strlist_push_printf(argv, "-MF%s",
                              named_output ? with_extension(planner->pool, output, ".d")
                                           : ofe_pool_printf(planner->pool, "%s.d", stem));
    if (!deps->target_given)
      ofe_strlist_push_printf(argv, "-MT%s", named_output ? output : ofe_pool_printf(planner->pool, "%s.o", stem));
  }
  if (deps->file)
    ofe_strlist_push_printf(argv, "-MF%s", deps->file);
  ofe_strlist_append(argv, &deps->flags);
}

static void push_host_pic(const Planner *planner, OfeStrList *argv) {
  if (planner->options->position_independent)
    ofe_strlist_push(argv, "-fPIC");
}

/* -fexplain=: the host compile writes FILE.html, each device compile FILE.<triple>.html beside
   it (options/explain_pages.h), the name the host page links to. */
static void push_explain(const Planner *planner, OfeStrList *argv, const char *device_triple) {
  const char *page = planner->options->explain;
  if (!page)
    return;
  if (!device_triple)
    ofe_strlist_push_printf(argv, "-fexplain=%s", page);
  else
    ofe_strlist_push_printf(argv, "-fexplain=%.*s.%s.html", (int)ofe_explain_page_stem_len(page), page, device_triple);
}

/* -ftime-trace: each ompfe job's Chrome trace. -ftime-trace=FILE names the host compile's (the
   translation unit's whole compile when nothing is offloaded); a bare -ftime-trace names it
   <stem>.json, the stem of the object that -c -o names, else of the source's file name. A
   device compile's is <stem>.<triple>.json, the host code generation's from its IR
   <stem>.backend.json (part: the triple or "backend"; NULL for the host compile). */
static void push_time_trace(const Planner *planner, OfeStrList *argv, const OfeInput *input, const char *part) {
  const char *trace = planner->options->time_trace;
  if (!trace)
    return;
  const char *named = trace;
  if (!*named) {
    named = planner->phase == OFE_STOP_AFTER_OBJECT && planner->options->output ? planner->options->output : input->path;
    if (named == input->path && strrchr(named, '/'))
      named = strrchr(named, '/') + 1;
  }
  int stem = (int)ofe_time_trace_stem_len(named);
  if (planner->options->time_trace_granularity)
    ofe_strlist_push_printf(argv, "-ftime-trace-granularity=%s", planner->options->time_trace_granularity);
  if (part)
    ofe_strlist_push_printf(argv, "-ftime-trace=%.*s.%s.json", stem, named, part);
  else if (*trace)
    ofe_strlist_push_printf(argv, "-ftime-trace=%s", trace);
  else
    ofe_strlist_push_printf(argv, "-ftime-trace=%.*s.json", stem, named);
}

static OfeJob *add_ompfe_job(Planner *planner, size_t chain) {
  return ofe_jobs_add(planner->jobs, chain, OFE_TOOL_OMPFE, planner->tools->ompfe);
}

/* -fopenmp-simd without -fopenmp: ompfe compiles the simd directives only (parse/simd_only.c),
   and nothing needs libomp, so the link is left as for plain C. */
static void push_openmp_simd(const Planner *planner, OfeStrList *argv) {
  if (planner->options->openmp_simd && !planner->options->openmp) ofe_strlist_push(argv, "-fopenmp-simd");
}

/* ompfe -E [-fopenmp] [pp-flags] f.c [-o out.i] */
static bool plan_preprocess(Planner *planner, size_t chain, const OfeInput *input) {
  const char *output = planner->options->output;
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-E");
  if (planner->options->openmp) { /* so that _OPENMP is defined as in the compile */
    ofe_strlist_push(&job->argv, "-fopenmp");
    push_openmp_version(planner, &job->argv);
  }
  push_openmp_simd(planner, &job->argv);
  push_source_flags(planner, &job->argv, false);
  push_dependency_flags(planner, &job->argv, input);
  ofe_strlist_append(&job->argv, &planner->options->preprocess_output_args);
  ofe_strlist_push(&job->argv, input->path);
  if (output && strcmp(output, "-") != 0) {
    Destination destination = final_destination(planner, output);
    if (!destination.path)
      return false;
    set_output(job, destination);
  }
  return true;
}

/* -fsyntax-only: ompfe -triple HOST [-fopenmp [-fopenmp-targets=T,...]] [pp-flags] -fsyntax-only f.c
   (the host side: the device compiles read the same source with the same rules) */
static void plan_syntax_check(Planner *planner, size_t chain, const OfeInput *input) {
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-triple");
  ofe_strlist_push(&job->argv, planner->tools->host_triple);
  if (planner->options->openmp) {
    ofe_strlist_push(&job->argv, "-fopenmp");
    if (planner->offloading)
      ofe_strlist_push_printf(&job->argv, "-fopenmp-targets=%s", ofe_strlist_join(&planner->options->offload_targets, ","));
    push_openmp_version(planner, &job->argv);
  }
  push_openmp_simd(planner, &job->argv);
  push_source_flags(planner, &job->argv, false);
  push_dependency_flags(planner, &job->argv, input);
  push_time_trace(planner, &job->argv, input, NULL);
  ofe_strlist_push(&job->argv, "-fsyntax-only");
  ofe_strlist_push(&job->argv, input->path);
}

/* Plain C, or OpenMP without offload targets (regions run on the host):
   ompfe -triple HOST [-fopenmp] -O<n> [pp-flags] [-fPIC] -emit-obj f.c -o f.o */
static void plan_single_compile(Planner *planner, size_t chain, const OfeInput *input, Product product,
                                Destination destination) {
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-triple");
  ofe_strlist_push(&job->argv, planner->tools->host_triple);
  if (planner->options->openmp) {
    ofe_strlist_push(&job->argv, "-fopenmp");
    push_openmp_version(planner, &job->argv);
  }
  push_openmp_simd(planner, &job->argv);
  push_optimization(planner, &job->argv);
  push_source_flags(planner, &job->argv, false);
  push_dependency_flags(planner, &job->argv, input);
  push_host_pic(planner, &job->argv);
  ofe_strlist_append(&job->argv, &planner->options->host_codegen_args);
  push_explain(planner, &job->argv, NULL);
  push_time_trace(planner, &job->argv, input, NULL);
  push_product_flags(&job->argv, product);
  ofe_strlist_push(&job->argv, input->path);
  set_output(job, destination);
}

/* ompfe -triple HOST -fopenmp -fopenmp-targets=T,... -O<n> [pp-flags] -emit-llvm-bc f.c -o host.bc */
static void plan_host_compile(Planner *planner, size_t chain, const OfeInput *input, Destination host_ir) {
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-triple");
  ofe_strlist_push(&job->argv, planner->tools->host_triple);
  ofe_strlist_push(&job->argv, "-fopenmp");
  ofe_strlist_push_printf(&job->argv, "-fopenmp-targets=%s", ofe_strlist_join(&planner->options->offload_targets, ","));
  push_openmp_version(planner, &job->argv);
  push_optimization(planner, &job->argv);
  push_source_flags(planner, &job->argv, false);
  push_dependency_flags(planner, &job->argv, input);
  ofe_strlist_append(&job->argv, &planner->options->host_codegen_args);
  push_explain(planner, &job->argv, NULL);
  push_time_trace(planner, &job->argv, input, NULL);
  push_product_flags(&job->argv, PRODUCT_LLVM_BITCODE);
  ofe_strlist_push(&job->argv, input->path);
  set_output(job, host_ir);
}

/* ompfe -triple T -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path host.bc -O<n>
   [pp-flags] -fPIC -emit-obj f.c -o dev.o. Always PIC: the x86_64 device image is a shared
   object. A GPU's compile has -target-cpu <its architecture>, no -fPIC and no host CPU flags. */
static void plan_device_compile(Planner *planner, size_t chain, const OfeInput *input, const char *triple,
                                const char *host_ir, Product product, Destination destination) {
  bool gpu = ofe_code_target_is_gpu(triple);
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-triple");
  ofe_strlist_push(&job->argv, triple);
  if (gpu) {
    ofe_strlist_push(&job->argv, "-target-cpu");
    ofe_strlist_push(&job->argv, ofe_options_gpu_arch(planner->options, triple));
  }
  ofe_strlist_push(&job->argv, "-fopenmp");
  ofe_strlist_push(&job->argv, "-fopenmp-is-target-device");
  ofe_strlist_push(&job->argv, "-fopenmp-host-ir-file-path");
  ofe_strlist_push(&job->argv, host_ir);
  push_openmp_version(planner, &job->argv);
  push_optimization(planner, &job->argv);
  push_source_flags(planner, &job->argv, gpu);
  if (!gpu)
    ofe_strlist_push(&job->argv, "-fPIC");
  push_explain(planner, &job->argv, triple);
  push_time_trace(planner, &job->argv, input, triple);
  push_product_flags(&job->argv, product);
  ofe_strlist_push(&job->argv, input->path);
  set_output(job, destination);
}

/* ompfe -triple HOST -O<n> [-fPIC] -emit-obj [-fembed-offload-object=f.pkg] f.bc -o f.o */
static void plan_back_end(Planner *planner, size_t chain, const OfeInput *input, const char *ir_path, Product product,
                          const char *offload_package, Destination destination) {
  OfeJob *job = add_ompfe_job(planner, chain);
  ofe_strlist_push(&job->argv, "-triple");
  ofe_strlist_push(&job->argv, planner->tools->host_triple);
  push_optimization(planner, &job->argv);
  push_time_trace(planner, &job->argv, input, ir_path == input->path ? NULL : "backend");
  push_host_pic(planner, &job->argv);
  push_product_flags(&job->argv, product);
  if (offload_package)
    ofe_strlist_push_printf(&job->argv, "-fembed-offload-object=%s", offload_package);
  ofe_strlist_push(&job->argv, ir_path);
  set_output(job, destination);
}

/* clang-offload-packager-19 -o f.pkg --image=file=dev-T.o,triple=T,arch=,kind=openmp ...
   (a GPU's image: its bitcode, arch=sm_NN or gfxNNN) */
static void plan_package(Planner *planner, size_t chain, const OfeStrList *images, Destination destination) {
  OfeJob *job = ofe_jobs_add(planner->jobs, chain, OFE_TOOL_PACKAGER, planner->tools->packager);
  job->writes = destination.path;
  ofe_strlist_push(&job->argv, "-o");
  ofe_strlist_push(&job->argv, destination.path);
  ofe_strlist_append(&job->argv, images);
}

/* clang-19 -c [pp-flags for .S] f.s -o f.o */
static void plan_assemble(Planner *planner, size_t chain, const OfeInput *input, Destination destination) {
  OfeJob *job = ofe_jobs_add(planner->jobs, chain, OFE_TOOL_CLANG, planner->tools->clang);
  ofe_strlist_push(&job->argv, "-c");
  if (input->kind == OFE_INPUT_ASSEMBLY_WITH_CPP) {
    ofe_strlist_append(&job->argv, &planner->options->preprocessor_args);
    push_dependency_flags(planner, &job->argv, input);
  }
  ofe_strlist_push(&job->argv, input->path);
  set_output(job, destination);
}

/* A device result of --offload-device-only: -o when it is the only output, else
   <stem>-openmp-<triple>.<ext> in the current directory, as clang names it. A GPU's object is
   its bitcode (.bc), what its image holds: ompcc runs no ptxas before the link. */
static Destination device_only_destination(Planner *planner, const char *stem, const char *triple, Product product) {
  const char *output = planner->options->output;
  if (output)
    return final_destination(planner, output);
  return final_destination(planner, ofe_pool_printf(planner->pool, "%s-openmp-%s%s", stem, triple,
                                                    product_extensions[product]));
}

/* The host result of an input: its final output, or an intermediate object to link. */
static Destination host_destination(Planner *planner, const OfeInput *input, const char *host_final) {
  if (host_final)
    return final_destination(planner, host_final);
  const char *stem = input_stem(planner->pool, input);
  return intermediate_destination(planner, ofe_pool_printf(planner->pool, "%s.o", stem), stem, ".o");
}

/* The offloading compile of one C input (see the top of this file). `host_final` is the host
   result's final name, or NULL when it is an intermediate object for the link. */
static bool plan_offload_compile(Planner *planner, size_t chain, const OfeInput *input, Product product,
                                 const char *host_final, Destination *host_result) {
  OfePool *pool = planner->pool;
  const char *stem = input_stem(pool, input);
  OfeOffloadSides sides = planner->options->offload_sides;
  bool llvm_product = product == PRODUCT_LLVM_TEXT || product == PRODUCT_LLVM_BITCODE;

  /* 1. The host compile; its bitcode is the result itself for -c -emit-llvm. */
  Destination host_ir;
  bool host_ir_is_result = product == PRODUCT_LLVM_BITCODE && sides != OFE_OFFLOAD_DEVICE_ONLY;
  if (host_ir_is_result)
    host_ir = *host_result = host_destination(planner, input, host_final);
  else
    host_ir = intermediate_destination(planner, ofe_pool_printf(pool, "%s-host.bc", stem), stem, ".bc");
  if (!host_ir.path)
    return false;
  plan_host_compile(planner, chain, input, host_ir);

  if (sides == OFE_OFFLOAD_HOST_ONLY) {
    if (host_ir_is_result)
      return true;
    *host_result = host_destination(planner, input, host_final);
    if (!host_result->path)
      return false;
    plan_back_end(planner, chain, input, host_ir.path, product, NULL, *host_result);
    return true;
  }

  /* 2. One device compile per target. IR results land beside the host result; objects are
     packaged below. */
  const char *beside = host_final ? dir_prefix_of(pool, host_final) : "";
  OfeStrList images;
  ofe_strlist_init(&images, pool);
  const OfeStrList *targets = &planner->options->offload_targets;
  for (size_t t = 0; t < targets->count; t++) {
    const char *triple = targets->items[t];
    Product device_product = product;
    Destination device_result;
    bool gpu = ofe_code_target_is_gpu(triple);
    if (sides == OFE_OFFLOAD_DEVICE_ONLY) {
      if (gpu && product == PRODUCT_OBJECT)
        device_product = PRODUCT_LLVM_BITCODE;
      device_result = device_only_destination(planner, stem, triple, device_product);
    } else if (llvm_product) {
      device_result = final_destination(planner, ofe_pool_printf(pool, "%s%s-openmp-%s%s", beside, stem, triple,
                                                                 product_extensions[product]));
    } else {
      /* the x86_64 device's object is linked as it is; a GPU's bitcode with the DeviceRTL */
      device_product = gpu ? PRODUCT_LLVM_BITCODE : PRODUCT_OBJECT;
      const char *extension = product_extensions[device_product];
      const char *device_stem = ofe_pool_printf(pool, "%s-openmp-%s", stem, triple);
      device_result = intermediate_destination(planner, ofe_pool_printf(pool, "%s%s", device_stem, extension),
                                               device_stem, extension);
      ofe_strlist_push_printf(&images, "--image=file=%s,triple=%s,arch=%s,kind=openmp", device_result.path, triple,
                              gpu ? ofe_options_gpu_arch(planner->options, triple) : "");
    }
    if (!device_result.path)
      return false;
    plan_device_compile(planner, chain, input, triple, host_ir.path, device_product, device_result);
  }
  if (sides == OFE_OFFLOAD_DEVICE_ONLY || host_ir_is_result)
    return true;

  /* 3. Host IR text needs no package: the device IR was written beside it. */
  if (product == PRODUCT_LLVM_TEXT) {
    *host_result = host_destination(planner, input, host_final);
    if (!host_result->path)
      return false;
    plan_back_end(planner, chain, input, host_ir.path, product, NULL, *host_result);
    return true;
  }

  /* 4. Package the device objects and embed them in the host object (or assembly). */
  Destination package = intermediate_destination(planner, ofe_pool_printf(pool, "%s.pkg", stem), stem, ".pkg");
  if (!package.path)
    return false;
  plan_package(planner, chain, &images, package);
  *host_result = host_destination(planner, input, host_final);
  if (!host_result->path)
    return false;
  plan_back_end(planner, chain, input, host_ir.path, product, package.path, *host_result);
  return true;
}

/* The final name of an input's result in a non-linking phase: -o, else <stem>.<ext> here. */
static const char *final_name_for(Planner *planner, const OfeInput *input, Product product) {
  if (planner->options->output)
    return planner->options->output;
  return ofe_pool_printf(planner->pool, "%s%s", input_stem(planner->pool, input), product_extensions[product]);
}

/* Plans the jobs of input `index`; *object receives what the link reads (when linking). */
static bool plan_input(Planner *planner, size_t index, const char **object) {
  const OfeInput *input = &planner->options->inputs[index];
  *object = input->path;
  if (input->kind == OFE_INPUT_LINKER)
    return true;
  if (planner->phase == OFE_STOP_AFTER_PREPROCESS)
    return plan_preprocess(planner, index, input);
  if (planner->phase == OFE_STOP_AFTER_SYNTAX) {
    plan_syntax_check(planner, index, input);
    return true;
  }

  Product product = product_for_phase(planner);
  const char *host_final = planner->phase == OFE_STOP_AFTER_LINK ? NULL : final_name_for(planner, input, product);
  Destination result = {NULL, NULL};
  if (is_c_source(input) && planner->offloading) {
    if (!plan_offload_compile(planner, index, input, product, host_final, &result))
      return false;
    *object = result.path;
    return true;
  }
  result = host_destination(planner, input, host_final);
  if (!result.path)
    return false;
  *object = result.path;
  if (is_c_source(input))
    plan_single_compile(planner, index, input, product, result);
  else if (input->kind == OFE_INPUT_LLVM_IR)
    plan_back_end(planner, index, input, input->path, product, NULL, result);
  else
    plan_assemble(planner, index, input, result);
  return true;
}

static bool has_gpu_offload_target(const OfeDriverOptions *options) {
  for (size_t i = 0; i < options->offload_targets.count; i++)
    if (ofe_code_target_is_gpu(options->offload_targets.items[i])) return true;
  return false;
}

/* clang-19 [-fopenmp [-fopenmp-targets=T]] <objects and linker flags in order> [libompfe_rt.a with T]
   -o out [-Wl,-rpath,<llvm lib>]. The rpath makes LLVM 19's libomp win over the system's. */
static bool plan_link(Planner *planner, const char *const *objects) {
  const OfeDriverOptions *options = planner->options;
  OfeJob *job = ofe_jobs_add(planner->jobs, options->input_count, OFE_TOOL_CLANG, planner->tools->clang);
  job->needs_all_before = true;
  if (options->verbose) /* clang-19 then shows the linker's command, as gcc -v shows collect2's: build
                           systems read the libraries an OpenMP program links from it (CMake's FindOpenMP) */
    ofe_strlist_push(&job->argv, "-v");
  if (options->openmp) {
    ofe_strlist_push(&job->argv, "-fopenmp");
    if (options->offload_targets.count > 0)
      ofe_strlist_push_printf(&job->argv, "-fopenmp-targets=%s", ofe_strlist_join(&options->offload_targets, ","));
    /* a GPU image is compiled at link time (clang-linker-wrapper): its debug information
       asks ptxas for -g, which the wrapper passes only when the link has it (without it
       ptxas stops: "Optimized debugging not supported") */
    if (options->debug_info && has_gpu_offload_target(options)) ofe_strlist_push(&job->argv, options->debug_info);
  }
  for (size_t i = 0; i < options->link_item_count; i++) {
    const OfeLinkItem *item = &options->link_items[i];
    ofe_strlist_push(&job->argv, item->flag ? item->flag : objects[item->input_index]);
  }
  if (options->openmp && options->offload_targets.count > 0 && planner->tools->runtime_library) {
    /* emitted code calls __ompfe_register_fptrs through a weak reference, which alone
       would not pull the archive member in; without offload targets there is no device
       and no libomptarget to build the table with */
    ofe_strlist_push(&job->argv, "-Wl,-u,__ompfe_register_fptrs");
    ofe_strlist_push(&job->argv, planner->tools->runtime_library);
  }
  if (options->openmp && options->offload_targets.count > 0)
    job->needs_program = planner->tools->linker_wrapper;
  Destination destination = final_destination(planner, options->output ? options->output : "a.out");
  if (!destination.path)
    return false;
  set_output(job, destination);
  if (options->openmp)
    ofe_strlist_push_printf(&job->argv, "-Wl,-rpath,%s", planner->tools->llvm_library_dir);
  return true;
}

/* Whether the build compiles C source for the offload devices (-E, -fsyntax-only and
   --offload-host-only do not; a link of objects alone does not either). */
static bool compiles_for_devices(const Planner *planner) {
  if (!planner->offloading || planner->options->offload_sides == OFE_OFFLOAD_HOST_ONLY ||
      planner->phase == OFE_STOP_AFTER_PREPROCESS || planner->phase == OFE_STOP_AFTER_SYNTAX)
    return false;
  for (size_t i = 0; i < planner->options->input_count; i++)
    if (is_c_source(&planner->options->inputs[i]))
      return true;
  return false;
}

/* nvptx64's link: CUDA's ptxas and nvlink, which clang-linker-wrapper runs on the image (a
   Debian machine has neither). */
static bool check_nvptx_link(const Planner *planner) {
  bool ptxas = ofe_tools_find_on_path(planner->pool, "ptxas") != NULL;
  bool nvlink = ofe_tools_find_on_path(planner->pool, "nvlink") != NULL;
  if (ptxas && nvlink)
    return true;
  ofe_driver_error("%s not found on PATH: linking for " OFE_NVPTX_TRIPLE " runs CUDA's ptxas and nvlink "
                   "(ompfe's scripts/fetch-ptxas.sh unpacks CUDA 11.8's from Debian without installing "
                   "it and prints the folder to put on PATH)",
                   !ptxas && !nvlink ? "'ptxas' and 'nvlink'" : !ptxas ? "'ptxas'" : "'nvlink'");
  return false;
}

/* amdgcn's link: clang-19 links the code object with the ld.lld beside it, LLVM 19's, from
   lld-19; without it clang falls back on Debian's ld.lld (lld 14), which cannot read code
   object v5 ("unknown abi version"). Not known when $OMPFE_CLANG names another clang. */
static bool check_amdgcn_link(const Planner *planner) {
  const char *lld = planner->tools->device_linker;
  if (!lld || access(lld, X_OK) == 0)
    return true;
  ofe_driver_error("'%s' not found: linking for " OFE_AMDGCN_TRIPLE " runs LLVM 19's ld.lld (install the "
                   "Debian package lld-19; Debian's ld.lld from lld is lld 14, which cannot link AMDGPU "
                   "code objects)",
                   lld);
  return false;
}

/* The architecture's DeviceRTL: clang-linker-wrapper links the image with LLVM 19's, which has
   one file per AMD processor it supports (gfx700 .. gfx1152, not all of them). */
static bool check_amdgcn_arch(const Planner *planner, const char *arch) {
  const char *runtime = ofe_pool_printf(planner->pool, "%s/libomptarget-amdgpu-%s.bc",
                                        planner->tools->llvm_library_dir, arch);
  if (access(runtime, R_OK) == 0)
    return true;
  ofe_driver_error("LLVM 19 has no AMDGPU DeviceRTL for %s ('%s' not found): its image could not be linked",
                   arch, runtime);
  return false;
}

/* What each GPU target needs before anything runs: its architecture for the device compile
   (and for amdgcn a DeviceRTL of it), and for the link the tools clang-linker-wrapper runs on
   its image. -### runs nothing, so it does not ask about the machine. Every missing thing is
   reported, not just the first. */
static bool check_gpu_needs(const Planner *planner) {
  const OfeDriverOptions *options = planner->options;
  if (!options->openmp)
    return true;
  bool ready = true;
  bool compiles = compiles_for_devices(planner);
  bool links = planner->phase == OFE_STOP_AFTER_LINK && !options->dry_run;
  for (size_t i = 0; i < options->offload_targets.count; i++) {
    const char *triple = options->offload_targets.items[i];
    const OfeGpuTarget *gpu = ofe_gpu_target(triple);
    if (!gpu)
      continue;
    const char *arch = ofe_options_gpu_arch(options, triple);
    if (!arch && compiles) {
      /* -Xopenmp-target without a triple is for the one offload target only */
      const char *x_triple = options->offload_targets.count > 1 ? ofe_pool_printf(planner->pool, "=%s", triple) : "";
      ofe_driver_error("cannot determine %s architecture: pass it with --offload-arch=%s or "
                       "-Xopenmp-target%s -march=%s (such as %s)",
                       gpu->name, gpu->arch_form, x_triple, gpu->arch_form, gpu->example);
      ready = false;
      continue;
    }
    if (gpu->target == OFE_TARGET_AMDGCN && compiles && !options->dry_run)
      ready &= check_amdgcn_arch(planner, arch);
    if (links)
      ready &= gpu->target == OFE_TARGET_AMDGCN ? check_amdgcn_link(planner) : check_nvptx_link(planner);
  }
  return ready;
}

static void warn_unused_inputs(const Planner *planner) {
  for (size_t i = 0; i < planner->options->input_count; i++) {
    const OfeInput *input = &planner->options->inputs[i];
    if (input_is_used(planner, input))
      continue;
    if (input->kind == OFE_INPUT_LINKER)
      ofe_driver_warning("%s: linker input unused because linking not done", input->path);
    else
      ofe_driver_warning("%s: input unused in this mode (-E, -S or -emit-llvm)", input->path);
  }
}

bool ofe_pipeline_plan(const OfeDriverOptions *options, const OfeToolPaths *tools, OfeTemps *temps,
                       OfeJobList *jobs, OfePool *pool) {
  Planner planner = {options, tools, temps, jobs, pool, options->stop_after, false, false};
  planner.offloading = options->openmp && options->offload_targets.count > 0;
  planner.device_only = planner.offloading && options->offload_sides == OFE_OFFLOAD_DEVICE_ONLY;
  if (planner.device_only && planner.phase == OFE_STOP_AFTER_LINK)
    planner.phase = OFE_STOP_AFTER_OBJECT; /* as clang: device-only builds stop at the object */

  if (planner.phase != OFE_STOP_AFTER_LINK && options->output && count_outputs(&planner) > 1) {
    ofe_driver_error("cannot specify -o when generating multiple output files");
    return false;
  }
  warn_unused_inputs(&planner);
  if (!check_gpu_needs(&planner))
    return false;

  const char **objects = ofe_pool_alloc(pool, (options->input_count + 1) * sizeof *objects);
  bool planned = true;
  for (size_t i = 0; i < options->input_count; i++) {
    if (input_is_used(&planner, &options->inputs[i]) && !plan_input(&planner, i, &objects[i]))
      planned = false;
  }
  if (planned && planner.phase == OFE_STOP_AFTER_LINK)
    planned = plan_link(&planner, objects);
  return planned;
}
