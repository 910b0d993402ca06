/* forwarded_options.h: the code generation options that ompcc passes to ompfe as they are
 * written, stated once, so that the two programs' tables cannot disagree (an option ompfe takes
 * and ompcc refuses, or the reverse, with two --help lines that drift apart). An X-macro: the
 * reader defines
 *   OFE_FORWARDED_OPTION(name, form, metavar, cc1_id, help)
 *     name, form, metavar, help: an OfeOptionSpec's (option_table.h); help NULL: a variant
 *     described with the option before it; help is written in ompfe's lower case, ompcc's
 *     --help prints it capitalized
 *     cc1_id: the id ompfe reads it by, less OPT_ (options/options.c): CODEGEN is what
 *     options/codegen_flags.c interprets, CPP_FLAG goes to the preprocessor as it is
 * and expands OFE_FORWARDED_OPTIONS inside its table. ompcc forwards each of them to every
 * compile it runs, host and device; a `name=` option is a PREFIX, as ompfe's are, so a
 * malformed value is ompfe's one error (options/codegen_flags.c and options/options.c read
 * the values). */
#ifndef OFE_FORWARDED_OPTIONS_H
#define OFE_FORWARDED_OPTIONS_H

#define OFE_FORWARDED_OPTIONS                                                                              \
  OFE_FORWARDED_OPTION("-march=", OFE_OPTION_PREFIX, "<cpu>", CODEGEN,                                    \
                       "generate code for <cpu> (native: this machine), its macros defined")             \
  OFE_FORWARDED_OPTION("-mtune=", OFE_OPTION_PREFIX, "<cpu>", CODEGEN, "tune the code for <cpu>")         \
  OFE_FORWARDED_OPTION("-fstack-protector", OFE_OPTION_FLAG, NULL, CODEGEN,                               \
                       "stack canaries as gcc and clang-19 put them (also -fstack-protector-strong, "     \
                       "-fstack-protector-all, -fno-stack-protector)")                                   \
  OFE_FORWARDED_OPTION("-fstack-protector-strong", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                  \
  OFE_FORWARDED_OPTION("-fstack-protector-all", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                     \
  OFE_FORWARDED_OPTION("-fno-stack-protector", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                      \
  OFE_FORWARDED_OPTION("-fstack-clash-protection", OFE_OPTION_FLAG, NULL, CODEGEN,                        \
                       "probe each stack page a frame allocates, as gcc and clang-19 do (also -fno-)")   \
  OFE_FORWARDED_OPTION("-fno-stack-clash-protection", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)               \
  OFE_FORWARDED_OPTION("-fcf-protection", OFE_OPTION_FLAG, NULL, CODEGEN,                                 \
                       "Intel CET: endbr64 and the property note (=full, =branch, =return, =none)")      \
  OFE_FORWARDED_OPTION("-fcf-protection=", OFE_OPTION_PREFIX, "<kind>", CODEGEN, NULL)                    \
  OFE_FORWARDED_OPTION("-fno-omit-frame-pointer", OFE_OPTION_FLAG, NULL, CODEGEN,                         \
                       "keep the frame pointer in every function (-fomit-frame-pointer: do not)")        \
  OFE_FORWARDED_OPTION("-fomit-frame-pointer", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                      \
  OFE_FORWARDED_OPTION("-mno-red-zone", OFE_OPTION_FLAG, NULL, CODEGEN,                                   \
                       "no red zone below the stack pointer (-mred-zone: one, the default)")             \
  OFE_FORWARDED_OPTION("-mred-zone", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                                \
  OFE_FORWARDED_OPTION("-fno-builtin", OFE_OPTION_PREFIX, "[-<name>]", CODEGEN,                           \
                       "no library function (or only <name>) is treated as a builtin")                   \
  OFE_FORWARDED_OPTION("-ffreestanding", OFE_OPTION_FLAG, NULL, CODEGEN,                                  \
                       "a freestanding environment: __STDC_HOSTED__ is 0, no builtins")                  \
  OFE_FORWARDED_OPTION("-fno-inline", OFE_OPTION_FLAG, NULL, CODEGEN,                                     \
                       "inline no function (except always_inline ones)")                                 \
  OFE_FORWARDED_OPTION("-ffunction-sections", OFE_OPTION_FLAG, NULL, CODEGEN,                             \
                       "each function in a section of its own, so that --gc-sections drops unused "      \
                       "ones (also -fno-)")                                                              \
  OFE_FORWARDED_OPTION("-fno-function-sections", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                    \
  OFE_FORWARDED_OPTION("-fdata-sections", OFE_OPTION_FLAG, NULL, CODEGEN,                                 \
                       "each variable in a section of its own (also -fno-)")                             \
  OFE_FORWARDED_OPTION("-fno-data-sections", OFE_OPTION_FLAG, NULL, CODEGEN, NULL)                        \
  OFE_FORWARDED_OPTION("-trigraphs", OFE_OPTION_FLAG, NULL, CPP_FLAG,                                    \
                       "read trigraphs (?\?= as #) in a GNU dialect too, as gcc and clang-19 do; the "   \
                       "ISO ones (-std=c99, ...) read them anyway")                                      \
  OFE_FORWARDED_OPTION("-ffp-contract=", OFE_OPTION_PREFIX, "<on|off|fast|fast-honor-pragmas>", CODEGEN,     \
                       "whether a*b+c may be one fused operation: within an expression (on, the "        \
                       "default), never, or across expressions too, as clang-19")                        \
  OFE_FORWARDED_OPTION("-fexceptions", OFE_OPTION_FLAG, NULL, EXCEPTIONS,                                 \
                       "exceptions may unwind through C frames (they get unwind tables); a cleanup "     \
                       "attribute is then an error (-fno-exceptions: not)")                              \
  OFE_FORWARDED_OPTION("-fno-exceptions", OFE_OPTION_FLAG, NULL, EXCEPTIONS, NULL)                        \
  OFE_FORWARDED_OPTION("-fgnu89-inline", OFE_OPTION_FLAG, NULL, GNU89_INLINE,                             \
                       "GNU89's meaning of inline and extern inline, as -std=gnu89 implies "             \
                       "(-fno-gnu89-inline: C99's, the default)")                                        \
  OFE_FORWARDED_OPTION("-fno-gnu89-inline", OFE_OPTION_FLAG, NULL, GNU89_INLINE, NULL)                    \
  OFE_FORWARDED_OPTION("-ffile-prefix-map=", OFE_OPTION_PREFIX, "<old>=<new>", PREFIX_MAP,                \
                       "write paths under <old> as under <new> in __FILE__ and debug information "       \
                       "(reproducible builds)")                                                          \
  OFE_FORWARDED_OPTION("-fdebug-prefix-map=", OFE_OPTION_PREFIX, "<old>=<new>", PREFIX_MAP,               \
                       "the same in debug information alone")                                            \
  OFE_FORWARDED_OPTION("-fmacro-prefix-map=", OFE_OPTION_PREFIX, "<old>=<new>", PREFIX_MAP,               \
                       "the same in __FILE__ alone")                                                     \
  OFE_FORWARDED_OPTION("-fplugin=", OFE_OPTION_PREFIX, "<file.so>", PLUGIN,                               \
                       "load an extension plugin: the ompx_ clauses it defines are accepted "            \
                       "(docs/extending.md)")

#endif
