/* x86_builtins: see the header. The LLVM side of each entry is what clang-19 emits for the
 * same intrinsic (clang's own builtin of _mm_add_ss is `a[0] += b[0]`, of _mm_max_ps
 * llvm.x86.sse.max.ps), so ompfe's code is clang-19's. MMX (__m64) built-ins are not here:
 * gcc's functions that call them are refused at their calls. */
#include "sema/x86_builtins.h"

#include <stdio.h>
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"

#define TY (&ctx->types)

static const OfeX86Builtin table[] = {
    /* ---- ia32intrin.h, with no ISA of its own ---- */
    {"rdtsc", "", "L", X86_CALL, "llvm.x86.rdtsc", 0},
    {"bsrsi", "", "i i", X86_BSR, "llvm.ctlz.i32", 31},
    {"bsrdi", "", "i l", X86_BSR, "llvm.ctlz.i64", 63},
    {"rolqi", "", "b b i", X86_ROTATE, "llvm.fshl.i8", 0},
    {"rolhi", "", "w w i", X86_ROTATE, "llvm.fshl.i16", 0},
    {"rorqi", "", "b b i", X86_ROTATE, "llvm.fshr.i8", 0},
    {"rorhi", "", "w w i", X86_ROTATE, "llvm.fshr.i16", 0},
    /* ---- SSE (xmmintrin.h) ---- */
    {"addss", "sse", "4f 4f 4f", X86_SCALAR, "llvm.fadd", 0},
    {"subss", "sse", "4f 4f 4f", X86_SCALAR, "llvm.fsub", 0},
    {"mulss", "sse", "4f 4f 4f", X86_SCALAR, "llvm.fmul", 0},
    {"divss", "sse", "4f 4f 4f", X86_SCALAR, "llvm.fdiv", 0},
    {"sqrtss", "sse", "4f 4f", X86_SCALAR_CALL, "llvm.sqrt.f32", 0},
    {"sqrtps", "sse", "4f 4f", X86_CALL, "llvm.sqrt.v4f32", 0},
    {"rcpps", "sse", "4f 4f", X86_CALL, "llvm.x86.sse.rcp.ps", 0},
    {"rcpss", "sse", "4f 4f", X86_CALL, "llvm.x86.sse.rcp.ss", 0},
    {"rsqrtps", "sse", "4f 4f", X86_CALL, "llvm.x86.sse.rsqrt.ps", 0},
    {"rsqrtss", "sse", "4f 4f", X86_CALL, "llvm.x86.sse.rsqrt.ss", 0},
    {"maxps", "sse", "4f 4f 4f", X86_CALL, "llvm.x86.sse.max.ps", 0},
    {"minps", "sse", "4f 4f 4f", X86_CALL, "llvm.x86.sse.min.ps", 0},
    {"maxss", "sse", "4f 4f 4f", X86_CALL, "llvm.x86.sse.max.ss", 0},
    {"minss", "sse", "4f 4f 4f", X86_CALL, "llvm.x86.sse.min.ss", 0},
    {"andps", "sse", "4f 4f 4f", X86_BITWISE, "llvm.and", 0},
    {"orps", "sse", "4f 4f 4f", X86_BITWISE, "llvm.or", 0},
    {"xorps", "sse", "4f 4f 4f", X86_BITWISE, "llvm.xor", 0},
    {"andnps", "sse", "4f 4f 4f", X86_ANDNOT, NULL, 0},
    {"cmpeqps", "sse", "4f 4f 4f", X86_FCMP, NULL, 1 /* oeq */},
    {"cmpltps", "sse", "4f 4f 4f", X86_FCMP, NULL, 4 /* olt */},
    {"cmpleps", "sse", "4f 4f 4f", X86_FCMP, NULL, 5 /* ole */},
    {"cmpgtps", "sse", "4f 4f 4f", X86_FCMP, NULL, 2 /* ogt */},
    {"cmpgeps", "sse", "4f 4f 4f", X86_FCMP, NULL, 3 /* oge */},
    {"cmpunordps", "sse", "4f 4f 4f", X86_FCMP, NULL, 14 /* uno */},
    {"cmpneqps", "sse", "4f 4f 4f", X86_FCMP, NULL, 13 /* une */},
    {"cmpnltps", "sse", "4f 4f 4f", X86_FCMP, NULL, 10 /* uge */},
    {"cmpnleps", "sse", "4f 4f 4f", X86_FCMP, NULL, 9 /* ugt */},
    {"cmpngtps", "sse", "4f 4f 4f", X86_FCMP, NULL, 12 /* ule */},
    {"cmpngeps", "sse", "4f 4f 4f", X86_FCMP, NULL, 11 /* ult */},
    {"cmpordps", "sse", "4f 4f 4f", X86_FCMP, NULL, 7 /* ord */},
    {"cmpeqss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 0},
    {"cmpltss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 1},
    {"cmpless", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 2},
    {"cmpunordss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 3},
    {"cmpneqss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 4},
    {"cmpnltss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 5},
    {"cmpnless", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 6},
    {"cmpordss", "sse", "4f 4f 4f", X86_CALL_IMM, "llvm.x86.sse.cmp.ss", 7},
    {"comieq", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comieq.ss", 0},
    {"comilt", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comilt.ss", 0},
    {"comile", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comile.ss", 0},
    {"comigt", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comigt.ss", 0},
    {"comige", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comige.ss", 0},
    {"comineq", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.comineq.ss", 0},
    {"ucomieq", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomieq.ss", 0},
    {"ucomilt", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomilt.ss", 0},
    {"ucomile", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomile.ss", 0},
    {"ucomigt", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomigt.ss", 0},
    {"ucomige", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomige.ss", 0},
    {"ucomineq", "sse", "i 4f 4f", X86_CALL, "llvm.x86.sse.ucomineq.ss", 0},
    {"cvtss2si", "sse", "i 4f", X86_CALL, "llvm.x86.sse.cvtss2si", 0},
    {"cvtss2si64", "sse", "l 4f", X86_CALL, "llvm.x86.sse.cvtss2si64", 0},
    {"cvttss2si", "sse", "i 4f", X86_CALL, "llvm.x86.sse.cvttss2si", 0},
    {"cvttss2si64", "sse", "l 4f", X86_CALL, "llvm.x86.sse.cvttss2si64", 0},
    {"cvtsi2ss", "sse", "4f 4f i", X86_SCALAR_CONVERT, "llvm.sitofp", 0},
    {"cvtsi642ss", "sse", "4f 4f l", X86_SCALAR_CONVERT, "llvm.sitofp", 0},
    {"movss", "sse", "4f 4f 4f", X86_SHUFFLE, NULL, SH_MOVE_LOW},
    {"movhlps", "sse", "4f 4f 4f", X86_SHUFFLE, NULL, SH_MOVE_HL},
    {"movlhps", "sse", "4f 4f 4f", X86_SHUFFLE, NULL, SH_MOVE_LH},
    {"unpckhps", "sse", "4f 4f 4f", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"unpcklps", "sse", "4f 4f 4f", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"shufps", "sse", "4f 4f 4f Ii", X86_SHUFFLE_IMM, NULL, SH_SHUFPS},
    {"loadhps", "sse", "4f 4f P", X86_LOAD_HALF, NULL, 1},
    {"loadlps", "sse", "4f 4f P", X86_LOAD_HALF, NULL, 0},
    {"storehps", "sse", "v p 4f", X86_STORE_HALF, NULL, 1},
    {"storelps", "sse", "v p 4f", X86_STORE_HALF, NULL, 0},
    {"movmskps", "sse", "i 4f", X86_CALL, "llvm.x86.sse.movmsk.ps", 0},
    {"movntps", "sse", "v p 4f", X86_STORE, NULL, 0},
    {"sfence", "sse", "v", X86_CALL, "llvm.x86.sse.sfence", 0},
    {"ldmxcsr", "sse", "v u", X86_LDMXCSR, NULL, 0},
    {"stmxcsr", "sse", "u", X86_STMXCSR, NULL, 0},
    {"loadups", "sse", "4f P", X86_LOAD, NULL, 0},
    {"storeups", "sse", "v p 4f", X86_STORE, NULL, 0},
    /* ---- SSE2 (emmintrin.h) ---- */
    {"addsd", "sse2", "2d 2d 2d", X86_SCALAR, "llvm.fadd", 0},
    {"subsd", "sse2", "2d 2d 2d", X86_SCALAR, "llvm.fsub", 0},
    {"mulsd", "sse2", "2d 2d 2d", X86_SCALAR, "llvm.fmul", 0},
    {"divsd", "sse2", "2d 2d 2d", X86_SCALAR, "llvm.fdiv", 0},
    {"sqrtsd", "sse2", "2d 2d", X86_SCALAR_CALL, "llvm.sqrt.f64", 0},
    {"sqrtpd", "sse2", "2d 2d", X86_CALL, "llvm.sqrt.v2f64", 0},
    {"maxpd", "sse2", "2d 2d 2d", X86_CALL, "llvm.x86.sse2.max.pd", 0},
    {"minpd", "sse2", "2d 2d 2d", X86_CALL, "llvm.x86.sse2.min.pd", 0},
    {"maxsd", "sse2", "2d 2d 2d", X86_CALL, "llvm.x86.sse2.max.sd", 0},
    {"minsd", "sse2", "2d 2d 2d", X86_CALL, "llvm.x86.sse2.min.sd", 0},
    {"andpd", "sse2", "2d 2d 2d", X86_BITWISE, "llvm.and", 0},
    {"orpd", "sse2", "2d 2d 2d", X86_BITWISE, "llvm.or", 0},
    {"xorpd", "sse2", "2d 2d 2d", X86_BITWISE, "llvm.xor", 0},
    {"andnpd", "sse2", "2d 2d 2d", X86_ANDNOT, NULL, 0},
    {"pandn128", "sse2", "2l 2l 2l", X86_ANDNOT, NULL, 0},
    {"cmpeqpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 1},
    {"cmpltpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 4},
    {"cmplepd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 5},
    {"cmpgtpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 2},
    {"cmpgepd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 3},
    {"cmpunordpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 14},
    {"cmpneqpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 13},
    {"cmpnltpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 10},
    {"cmpnlepd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 9},
    {"cmpngtpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 12},
    {"cmpngepd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 11},
    {"cmpordpd", "sse2", "2d 2d 2d", X86_FCMP, NULL, 7},
    {"cmpeqsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 0},
    {"cmpltsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 1},
    {"cmplesd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 2},
    {"cmpunordsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 3},
    {"cmpneqsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 4},
    {"cmpnltsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 5},
    {"cmpnlesd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 6},
    {"cmpordsd", "sse2", "2d 2d 2d", X86_CALL_IMM, "llvm.x86.sse2.cmp.sd", 7},
    {"comisdeq", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comieq.sd", 0},
    {"comisdlt", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comilt.sd", 0},
    {"comisdle", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comile.sd", 0},
    {"comisdgt", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comigt.sd", 0},
    {"comisdge", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comige.sd", 0},
    {"comisdneq", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.comineq.sd", 0},
    {"ucomisdeq", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomieq.sd", 0},
    {"ucomisdlt", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomilt.sd", 0},
    {"ucomisdle", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomile.sd", 0},
    {"ucomisdgt", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomigt.sd", 0},
    {"ucomisdge", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomige.sd", 0},
    {"ucomisdneq", "sse2", "i 2d 2d", X86_CALL, "llvm.x86.sse2.ucomineq.sd", 0},
    {"cvtdq2pd", "sse2", "2d 4i", X86_CONVERT, "llvm.sitofp", 0},
    {"cvtdq2ps", "sse2", "4f 4i", X86_CONVERT, "llvm.sitofp", 0},
    {"cvtps2pd", "sse2", "2d 4f", X86_CONVERT, "llvm.fpext", 0},
    {"cvtpd2dq", "sse2", "4i 2d", X86_CALL, "llvm.x86.sse2.cvtpd2dq", 0},
    {"cvtpd2ps", "sse2", "4f 2d", X86_CALL, "llvm.x86.sse2.cvtpd2ps", 0},
    {"cvttpd2dq", "sse2", "4i 2d", X86_CALL, "llvm.x86.sse2.cvttpd2dq", 0},
    {"cvtps2dq", "sse2", "4i 4f", X86_CALL, "llvm.x86.sse2.cvtps2dq", 0},
    {"cvttps2dq", "sse2", "4i 4f", X86_CALL, "llvm.x86.sse2.cvttps2dq", 0},
    {"cvtsd2si", "sse2", "i 2d", X86_CALL, "llvm.x86.sse2.cvtsd2si", 0},
    {"cvtsd2si64", "sse2", "l 2d", X86_CALL, "llvm.x86.sse2.cvtsd2si64", 0},
    {"cvttsd2si", "sse2", "i 2d", X86_CALL, "llvm.x86.sse2.cvttsd2si", 0},
    {"cvttsd2si64", "sse2", "l 2d", X86_CALL, "llvm.x86.sse2.cvttsd2si64", 0},
    {"cvtsd2ss", "sse2", "4f 4f 2d", X86_CALL, "llvm.x86.sse2.cvtsd2ss", 0},
    {"cvtsi2sd", "sse2", "2d 2d i", X86_SCALAR_CONVERT, "llvm.sitofp", 0},
    {"cvtsi642sd", "sse2", "2d 2d l", X86_SCALAR_CONVERT, "llvm.sitofp", 0},
    {"cvtss2sd", "sse2", "2d 2d 4f", X86_SCALAR_CONVERT, "llvm.fpext", 0},
    {"movsd", "sse2", "2d 2d 2d", X86_SHUFFLE, NULL, SH_MOVE_LOW},
    {"unpckhpd", "sse2", "2d 2d 2d", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"unpcklpd", "sse2", "2d 2d 2d", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"shufpd", "sse2", "2d 2d 2d Ii", X86_SHUFFLE_IMM, NULL, SH_SHUFPD},
    {"loadhpd", "sse2", "2d 2d P", X86_LOAD_HALF, NULL, 1},
    {"loadlpd", "sse2", "2d 2d P", X86_LOAD_HALF, NULL, 0},
    {"loadupd", "sse2", "2d P", X86_LOAD, NULL, 0},
    {"storeupd", "sse2", "v p 2d", X86_STORE, NULL, 0},
    {"loaddqu", "sse2", "16c P", X86_LOAD, NULL, 0},
    {"storedqu", "sse2", "v p 16c", X86_STORE, NULL, 0},
    {"movmskpd", "sse2", "i 2d", X86_CALL, "llvm.x86.sse2.movmsk.pd", 0},
    {"pmovmskb128", "sse2", "i 16c", X86_CALL, "llvm.x86.sse2.pmovmskb.128", 0},
    {"movntdq", "sse2", "v p 2l", X86_STORE, NULL, 0},
    {"movntpd", "sse2", "v p 2d", X86_STORE, NULL, 0},
    {"movnti", "sse2", "v p i", X86_STORE, NULL, 0},
    {"movnti64", "sse2", "v p l", X86_STORE, NULL, 0},
    {"maskmovdqu", "sse2", "v 16c 16c p", X86_CALL, "llvm.x86.sse2.maskmov.dqu", 0},
    {"clflush", "sse2", "v P", X86_CALL, "llvm.x86.sse2.clflush", 0},
    {"lfence", "sse2", "v", X86_CALL, "llvm.x86.sse2.lfence", 0},
    {"mfence", "sse2", "v", X86_CALL, "llvm.x86.sse2.mfence", 0},
    {"movq128", "sse2", "2l 2l", X86_SHUFFLE, NULL, SH_MOVQ},
    {"packsswb128", "sse2", "16c 8s 8s", X86_CALL, "llvm.x86.sse2.packsswb.128", 0},
    {"packssdw128", "sse2", "8s 4i 4i", X86_CALL, "llvm.x86.sse2.packssdw.128", 0},
    {"packuswb128", "sse2", "16c 8s 8s", X86_CALL, "llvm.x86.sse2.packuswb.128", 0},
    {"paddsb128", "sse2", "16c 16c 16c", X86_CALL, "llvm.sadd.sat.v16i8", 0},
    {"paddsw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.sadd.sat.v8i16", 0},
    {"paddusb128", "sse2", "16c 16c 16c", X86_CALL, "llvm.uadd.sat.v16i8", 0},
    {"paddusw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.uadd.sat.v8i16", 0},
    {"psubsb128", "sse2", "16c 16c 16c", X86_CALL, "llvm.ssub.sat.v16i8", 0},
    {"psubsw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.ssub.sat.v8i16", 0},
    {"psubusb128", "sse2", "16c 16c 16c", X86_CALL, "llvm.usub.sat.v16i8", 0},
    {"psubusw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.usub.sat.v8i16", 0},
    {"pavgb128", "sse2", "16c 16c 16c", X86_CALL, "llvm.x86.sse2.pavg.b", 0},
    {"pavgw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.pavg.w", 0},
    {"pmaddwd128", "sse2", "4i 8s 8s", X86_CALL, "llvm.x86.sse2.pmadd.wd", 0},
    {"pmaxsw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.smax.v8i16", 0},
    {"pmaxub128", "sse2", "16c 16c 16c", X86_CALL, "llvm.umax.v16i8", 0},
    {"pminsw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.smin.v8i16", 0},
    {"pminub128", "sse2", "16c 16c 16c", X86_CALL, "llvm.umin.v16i8", 0},
    {"pmulhuw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.pmulhu.w", 0},
    {"pmulhw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.pmulh.w", 0},
    {"pmuludq128", "sse2", "2l 4i 4i", X86_MULUDQ, NULL, 0},
    {"psadbw128", "sse2", "2l 16c 16c", X86_CALL, "llvm.x86.sse2.psad.bw", 0},
    {"psllwi128", "sse2", "8s 8s i", X86_CALL, "llvm.x86.sse2.pslli.w", 0},
    {"pslldi128", "sse2", "4i 4i i", X86_CALL, "llvm.x86.sse2.pslli.d", 0},
    {"psllqi128", "sse2", "2l 2l i", X86_CALL, "llvm.x86.sse2.pslli.q", 0},
    {"psrawi128", "sse2", "8s 8s i", X86_CALL, "llvm.x86.sse2.psrai.w", 0},
    {"psradi128", "sse2", "4i 4i i", X86_CALL, "llvm.x86.sse2.psrai.d", 0},
    {"psrlwi128", "sse2", "8s 8s i", X86_CALL, "llvm.x86.sse2.psrli.w", 0},
    {"psrldi128", "sse2", "4i 4i i", X86_CALL, "llvm.x86.sse2.psrli.d", 0},
    {"psrlqi128", "sse2", "2l 2l i", X86_CALL, "llvm.x86.sse2.psrli.q", 0},
    {"psllw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.psll.w", 0},
    {"pslld128", "sse2", "4i 4i 4i", X86_CALL, "llvm.x86.sse2.psll.d", 0},
    {"psllq128", "sse2", "2l 2l 2l", X86_CALL, "llvm.x86.sse2.psll.q", 0},
    {"psraw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.psra.w", 0},
    {"psrad128", "sse2", "4i 4i 4i", X86_CALL, "llvm.x86.sse2.psra.d", 0},
    {"psrlw128", "sse2", "8s 8s 8s", X86_CALL, "llvm.x86.sse2.psrl.w", 0},
    {"psrld128", "sse2", "4i 4i 4i", X86_CALL, "llvm.x86.sse2.psrl.d", 0},
    {"psrlq128", "sse2", "2l 2l 2l", X86_CALL, "llvm.x86.sse2.psrl.q", 0},
    {"pslldqi128", "sse2", "2l 2l Ii", X86_SHUFFLE_IMM, NULL, SH_PSLLDQ},
    {"psrldqi128", "sse2", "2l 2l Ii", X86_SHUFFLE_IMM, NULL, SH_PSRLDQ},
    {"pshufd", "sse2", "4i 4i Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFD},
    {"pshuflw", "sse2", "8s 8s Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFLW},
    {"pshufhw", "sse2", "8s 8s Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFHW},
    {"punpckhbw128", "sse2", "16c 16c 16c", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhwd128", "sse2", "8s 8s 8s", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhdq128", "sse2", "4i 4i 4i", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhqdq128", "sse2", "2l 2l 2l", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpcklbw128", "sse2", "16c 16c 16c", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpcklwd128", "sse2", "8s 8s 8s", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpckldq128", "sse2", "4i 4i 4i", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpcklqdq128", "sse2", "2l 2l 2l", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"vec_ext_v4si", "sse2", "i 4i Ii", X86_EXTRACT, NULL, 0},
    {"vec_ext_v8hi", "sse2", "s 8s Ii", X86_EXTRACT, NULL, 0},
    {"vec_ext_v2di", "sse2", "l 2l Ii", X86_EXTRACT, NULL, 0},
    {"vec_ext_v4sf", "sse", "f 4f Ii", X86_EXTRACT, NULL, 0},
    {"vec_ext_v2df", "sse2", "d 2d Ii", X86_EXTRACT, NULL, 0},
    {"vec_set_v8hi", "sse2", "8s 8s s Ii", X86_INSERT, NULL, 0},
    /* ---- SSE3 (pmmintrin.h) ---- */
    {"addsubps", "sse3", "4f 4f 4f", X86_CALL, "llvm.x86.sse3.addsub.ps", 0},
    {"addsubpd", "sse3", "2d 2d 2d", X86_CALL, "llvm.x86.sse3.addsub.pd", 0},
    {"haddps", "sse3", "4f 4f 4f", X86_CALL, "llvm.x86.sse3.hadd.ps", 0},
    {"haddpd", "sse3", "2d 2d 2d", X86_CALL, "llvm.x86.sse3.hadd.pd", 0},
    {"hsubps", "sse3", "4f 4f 4f", X86_CALL, "llvm.x86.sse3.hsub.ps", 0},
    {"hsubpd", "sse3", "2d 2d 2d", X86_CALL, "llvm.x86.sse3.hsub.pd", 0},
    {"lddqu", "sse3", "16c P", X86_CALL, "llvm.x86.sse3.ldu.dq", 0},
    {"movshdup", "sse3", "4f 4f", X86_SHUFFLE, NULL, SH_DUP_ODD},
    {"movsldup", "sse3", "4f 4f", X86_SHUFFLE, NULL, SH_DUP_EVEN},
    /* ---- SSSE3 (tmmintrin.h), the 128-bit forms ---- */
    {"pabsb128", "ssse3", "16c 16c", X86_ABS, "llvm.abs.v16i8", 0},
    {"pabsw128", "ssse3", "8s 8s", X86_ABS, "llvm.abs.v8i16", 0},
    {"pabsd128", "ssse3", "4i 4i", X86_ABS, "llvm.abs.v4i32", 0},
    {"phaddw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.phadd.w.128", 0},
    {"phaddd128", "ssse3", "4i 4i 4i", X86_CALL, "llvm.x86.ssse3.phadd.d.128", 0},
    {"phaddsw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.phadd.sw.128", 0},
    {"phsubw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.phsub.w.128", 0},
    {"phsubd128", "ssse3", "4i 4i 4i", X86_CALL, "llvm.x86.ssse3.phsub.d.128", 0},
    {"phsubsw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.phsub.sw.128", 0},
    {"pmaddubsw128", "ssse3", "8s 16c 16c", X86_CALL, "llvm.x86.ssse3.pmadd.ub.sw.128", 0},
    {"pmulhrsw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.pmul.hr.sw.128", 0},
    {"pshufb128", "ssse3", "16c 16c 16c", X86_CALL, "llvm.x86.ssse3.pshuf.b.128", 0},
    {"psignb128", "ssse3", "16c 16c 16c", X86_CALL, "llvm.x86.ssse3.psign.b.128", 0},
    {"psignw128", "ssse3", "8s 8s 8s", X86_CALL, "llvm.x86.ssse3.psign.w.128", 0},
    {"psignd128", "ssse3", "4i 4i 4i", X86_CALL, "llvm.x86.ssse3.psign.d.128", 0},
    {"palignr128", "ssse3", "2l 2l 2l Ii", X86_SHUFFLE_IMM, NULL, SH_PALIGNR},
    /* ---- SSE4.1 (smmintrin.h) ---- */
    {"blendpd", "sse4.1", "2d 2d 2d Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"blendps", "sse4.1", "4f 4f 4f Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"pblendw128", "sse4.1", "8s 8s 8s Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"blendvpd", "sse4.1", "2d 2d 2d 2d", X86_CALL, "llvm.x86.sse41.blendvpd", 0},
    {"blendvps", "sse4.1", "4f 4f 4f 4f", X86_CALL, "llvm.x86.sse41.blendvps", 0},
    {"pblendvb128", "sse4.1", "16c 16c 16c 16c", X86_CALL, "llvm.x86.sse41.pblendvb", 0},
    {"dppd", "sse4.1", "2d 2d 2d Ii", X86_CALL_IMM8, "llvm.x86.sse41.dppd", 0},
    {"dpps", "sse4.1", "4f 4f 4f Ii", X86_CALL_IMM8, "llvm.x86.sse41.dpps", 0},
    {"insertps128", "sse4.1", "4f 4f 4f Ii", X86_CALL_IMM8, "llvm.x86.sse41.insertps", 0},
    {"mpsadbw128", "sse4.1", "8s 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse41.mpsadbw", 0},
    {"roundps", "sse4.1", "4f 4f Ii", X86_CALL, "llvm.x86.sse41.round.ps", 0},
    {"roundpd", "sse4.1", "2d 2d Ii", X86_CALL, "llvm.x86.sse41.round.pd", 0},
    {"roundss", "sse4.1", "4f 4f 4f Ii", X86_CALL, "llvm.x86.sse41.round.ss", 0},
    {"roundsd", "sse4.1", "2d 2d 2d Ii", X86_CALL, "llvm.x86.sse41.round.sd", 0},
    {"movntdqa", "sse4.1", "2l P", X86_LOAD, NULL, 0},
    {"packusdw128", "sse4.1", "8s 4i 4i", X86_CALL, "llvm.x86.sse41.packusdw", 0},
    {"phminposuw128", "sse4.1", "8s 8s", X86_CALL, "llvm.x86.sse41.phminposuw", 0},
    {"pmaxsb128", "sse4.1", "16c 16c 16c", X86_CALL, "llvm.smax.v16i8", 0},
    {"pmaxsd128", "sse4.1", "4i 4i 4i", X86_CALL, "llvm.smax.v4i32", 0},
    {"pmaxud128", "sse4.1", "4i 4i 4i", X86_CALL, "llvm.umax.v4i32", 0},
    {"pmaxuw128", "sse4.1", "8s 8s 8s", X86_CALL, "llvm.umax.v8i16", 0},
    {"pminsb128", "sse4.1", "16c 16c 16c", X86_CALL, "llvm.smin.v16i8", 0},
    {"pminsd128", "sse4.1", "4i 4i 4i", X86_CALL, "llvm.smin.v4i32", 0},
    {"pminud128", "sse4.1", "4i 4i 4i", X86_CALL, "llvm.umin.v4i32", 0},
    {"pminuw128", "sse4.1", "8s 8s 8s", X86_CALL, "llvm.umin.v8i16", 0},
    {"pmovsxbw128", "sse4.1", "8s 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxbd128", "sse4.1", "4i 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxbq128", "sse4.1", "2l 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxwd128", "sse4.1", "4i 8s", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxwq128", "sse4.1", "2l 8s", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxdq128", "sse4.1", "2l 4i", X86_CONVERT, "llvm.sext", 0},
    {"pmovzxbw128", "sse4.1", "8s 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxbd128", "sse4.1", "4i 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxbq128", "sse4.1", "2l 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxwd128", "sse4.1", "4i 8s", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxwq128", "sse4.1", "2l 8s", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxdq128", "sse4.1", "2l 4i", X86_CONVERT, "llvm.zext", 0},
    {"pmuldq128", "sse4.1", "2l 4i 4i", X86_MULUDQ, NULL, 1 /* signed */},
    {"ptestz128", "sse4.1", "i 2l 2l", X86_CALL, "llvm.x86.sse41.ptestz", 0},
    {"ptestc128", "sse4.1", "i 2l 2l", X86_CALL, "llvm.x86.sse41.ptestc", 0},
    {"ptestnzc128", "sse4.1", "i 2l 2l", X86_CALL, "llvm.x86.sse41.ptestnzc", 0},
    {"vec_ext_v16qi", "sse4.1", "c 16c Ii", X86_EXTRACT, NULL, 0},
    {"vec_set_v16qi", "sse4.1", "16c 16c c Ii", X86_INSERT, NULL, 0},
    {"vec_set_v4si", "sse4.1", "4i 4i i Ii", X86_INSERT, NULL, 0},
    {"vec_set_v2di", "sse4.1", "2l 2l l Ii", X86_INSERT, NULL, 0},
    /* ---- SSE4.2 (smmintrin.h): string compares, crc32 ---- */
    {"pcmpistri128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistri128", 0},
    {"pcmpistrm128", "sse4.2", "16c 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistrm128", 0},
    {"pcmpistria128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistria128", 0},
    {"pcmpistric128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistric128", 0},
    {"pcmpistrio128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistrio128", 0},
    {"pcmpistris128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistris128", 0},
    {"pcmpistriz128", "sse4.2", "i 16c 16c Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpistriz128", 0},
    {"pcmpestri128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestri128", 0},
    {"pcmpestrm128", "sse4.2", "16c 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestrm128", 0},
    {"pcmpestria128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestria128", 0},
    {"pcmpestric128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestric128", 0},
    {"pcmpestrio128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestrio128", 0},
    {"pcmpestris128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestris128", 0},
    {"pcmpestriz128", "sse4.2", "i 16c i 16c i Ii", X86_CALL_IMM8, "llvm.x86.sse42.pcmpestriz128", 0},
    {"crc32qi", "crc32", "u u b", X86_CALL, "llvm.x86.sse42.crc32.32.8", 0},
    {"crc32hi", "crc32", "u u w", X86_CALL, "llvm.x86.sse42.crc32.32.16", 0},
    {"crc32si", "crc32", "u u u", X86_CALL, "llvm.x86.sse42.crc32.32.32", 0},
    {"crc32di", "crc32", "L L L", X86_CALL, "llvm.x86.sse42.crc32.64.64", 0},
    /* ---- AVX and AVX2 (avxintrin.h, avx2intrin.h): the integer operations code uses most;
       gcc writes many others (add, compare, logic, loads) with vector operators ---- */
    {"vzeroupper", "avx", "v", X86_CALL, "llvm.x86.avx.vzeroupper", 0},
    {"vzeroall", "avx", "v", X86_CALL, "llvm.x86.avx.vzeroall", 0},
    {"movmskps256", "avx", "i 8f", X86_CALL, "llvm.x86.avx.movmsk.ps.256", 0},
    {"movmskpd256", "avx", "i 4d", X86_CALL, "llvm.x86.avx.movmsk.pd.256", 0},
    {"ptestz256", "avx", "i 4l 4l", X86_CALL, "llvm.x86.avx.ptestz.256", 0},
    {"ptestc256", "avx", "i 4l 4l", X86_CALL, "llvm.x86.avx.ptestc.256", 0},
    {"ptestnzc256", "avx", "i 4l 4l", X86_CALL, "llvm.x86.avx.ptestnzc.256", 0},
    {"si_si256", "avx", "4i 8i", X86_SHUFFLE, NULL, SH_LOW_HALF},
    {"si256_si", "avx", "8i 4i", X86_SHUFFLE, NULL, SH_WIDEN},
    {"ps_ps256", "avx", "4f 8f", X86_SHUFFLE, NULL, SH_LOW_HALF},
    {"ps256_ps", "avx", "8f 4f", X86_SHUFFLE, NULL, SH_WIDEN},
    {"pd_pd256", "avx", "2d 4d", X86_SHUFFLE, NULL, SH_LOW_HALF},
    {"pd256_pd", "avx", "4d 2d", X86_SHUFFLE, NULL, SH_WIDEN},
    {"vinsertf128_si256", "avx", "8i 8i 4i Ii", X86_SHUFFLE_IMM, NULL, SH_INSERT128},
    {"vinsertf128_ps256", "avx", "8f 8f 4f Ii", X86_SHUFFLE_IMM, NULL, SH_INSERT128},
    {"vinsertf128_pd256", "avx", "4d 4d 2d Ii", X86_SHUFFLE_IMM, NULL, SH_INSERT128},
    {"vextractf128_si256", "avx", "4i 8i Ii", X86_SHUFFLE_IMM, NULL, SH_EXTRACT128},
    {"vextractf128_ps256", "avx", "4f 8f Ii", X86_SHUFFLE_IMM, NULL, SH_EXTRACT128},
    {"vextractf128_pd256", "avx", "2d 4d Ii", X86_SHUFFLE_IMM, NULL, SH_EXTRACT128},
    {"vperm2f128_si256", "avx", "8i 8i 8i Ii", X86_SHUFFLE_IMM, NULL, SH_PERM2X128},
    {"vperm2f128_ps256", "avx", "8f 8f 8f Ii", X86_SHUFFLE_IMM, NULL, SH_PERM2X128},
    {"vperm2f128_pd256", "avx", "4d 4d 4d Ii", X86_SHUFFLE_IMM, NULL, SH_PERM2X128},
    {"pmovmskb256", "avx2", "i 32c", X86_CALL, "llvm.x86.avx2.pmovmskb", 0},
    {"pshufb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.x86.avx2.pshuf.b", 0},
    {"paddsb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.sadd.sat.v32i8", 0},
    {"paddsw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.sadd.sat.v16i16", 0},
    {"paddusb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.uadd.sat.v32i8", 0},
    {"paddusw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.uadd.sat.v16i16", 0},
    {"psubsb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.ssub.sat.v32i8", 0},
    {"psubsw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.ssub.sat.v16i16", 0},
    {"psubusb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.usub.sat.v32i8", 0},
    {"psubusw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.usub.sat.v16i16", 0},
    {"pmaxsb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.smax.v32i8", 0},
    {"pmaxsw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.smax.v16i16", 0},
    {"pmaxsd256", "avx2", "8i 8i 8i", X86_CALL, "llvm.smax.v8i32", 0},
    {"pmaxub256", "avx2", "32c 32c 32c", X86_CALL, "llvm.umax.v32i8", 0},
    {"pmaxuw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.umax.v16i16", 0},
    {"pmaxud256", "avx2", "8i 8i 8i", X86_CALL, "llvm.umax.v8i32", 0},
    {"pminsb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.smin.v32i8", 0},
    {"pminsw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.smin.v16i16", 0},
    {"pminsd256", "avx2", "8i 8i 8i", X86_CALL, "llvm.smin.v8i32", 0},
    {"pminub256", "avx2", "32c 32c 32c", X86_CALL, "llvm.umin.v32i8", 0},
    {"pminuw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.umin.v16i16", 0},
    {"pminud256", "avx2", "8i 8i 8i", X86_CALL, "llvm.umin.v8i32", 0},
    {"pabsb256", "avx2", "32c 32c", X86_ABS, "llvm.abs.v32i8", 0},
    {"pabsw256", "avx2", "16s 16s", X86_ABS, "llvm.abs.v16i16", 0},
    {"pabsd256", "avx2", "8i 8i", X86_ABS, "llvm.abs.v8i32", 0},
    {"pavgb256", "avx2", "32c 32c 32c", X86_CALL, "llvm.x86.avx2.pavg.b", 0},
    {"pavgw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.pavg.w", 0},
    {"psadbw256", "avx2", "4l 32c 32c", X86_CALL, "llvm.x86.avx2.psad.bw", 0},
    {"pmaddwd256", "avx2", "8i 16s 16s", X86_CALL, "llvm.x86.avx2.pmadd.wd", 0},
    {"pmaddubsw256", "avx2", "16s 32c 32c", X86_CALL, "llvm.x86.avx2.pmadd.ub.sw", 0},
    {"pmulhw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.pmulh.w", 0},
    {"pmulhuw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.pmulhu.w", 0},
    {"pmulhrsw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.pmul.hr.sw", 0},
    {"pmuludq256", "avx2", "4l 8i 8i", X86_MULUDQ, NULL, 0},
    {"pmuldq256", "avx2", "4l 8i 8i", X86_MULUDQ, NULL, 1},
    {"packsswb256", "avx2", "32c 16s 16s", X86_CALL, "llvm.x86.avx2.packsswb", 0},
    {"packssdw256", "avx2", "16s 8i 8i", X86_CALL, "llvm.x86.avx2.packssdw", 0},
    {"packuswb256", "avx2", "32c 16s 16s", X86_CALL, "llvm.x86.avx2.packuswb", 0},
    {"packusdw256", "avx2", "16s 8i 8i", X86_CALL, "llvm.x86.avx2.packusdw", 0},
    {"phaddw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.phadd.w", 0},
    {"phaddd256", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.phadd.d", 0},
    {"phsubw256", "avx2", "16s 16s 16s", X86_CALL, "llvm.x86.avx2.phsub.w", 0},
    {"phsubd256", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.phsub.d", 0},
    {"pblendvb256", "avx2", "32c 32c 32c 32c", X86_CALL, "llvm.x86.avx2.pblendvb", 0},
    {"psllwi256", "avx2", "16s 16s i", X86_CALL, "llvm.x86.avx2.pslli.w", 0},
    {"pslldi256", "avx2", "8i 8i i", X86_CALL, "llvm.x86.avx2.pslli.d", 0},
    {"psllqi256", "avx2", "4l 4l i", X86_CALL, "llvm.x86.avx2.pslli.q", 0},
    {"psrawi256", "avx2", "16s 16s i", X86_CALL, "llvm.x86.avx2.psrai.w", 0},
    {"psradi256", "avx2", "8i 8i i", X86_CALL, "llvm.x86.avx2.psrai.d", 0},
    {"psrlwi256", "avx2", "16s 16s i", X86_CALL, "llvm.x86.avx2.psrli.w", 0},
    {"psrldi256", "avx2", "8i 8i i", X86_CALL, "llvm.x86.avx2.psrli.d", 0},
    {"psrlqi256", "avx2", "4l 4l i", X86_CALL, "llvm.x86.avx2.psrli.q", 0},
    {"psllw256", "avx2", "16s 16s 8s", X86_CALL, "llvm.x86.avx2.psll.w", 0},
    {"pslld256", "avx2", "8i 8i 4i", X86_CALL, "llvm.x86.avx2.psll.d", 0},
    {"psllq256", "avx2", "4l 4l 2l", X86_CALL, "llvm.x86.avx2.psll.q", 0},
    {"psraw256", "avx2", "16s 16s 8s", X86_CALL, "llvm.x86.avx2.psra.w", 0},
    {"psrad256", "avx2", "8i 8i 4i", X86_CALL, "llvm.x86.avx2.psra.d", 0},
    {"psrlw256", "avx2", "16s 16s 8s", X86_CALL, "llvm.x86.avx2.psrl.w", 0},
    {"psrld256", "avx2", "8i 8i 4i", X86_CALL, "llvm.x86.avx2.psrl.d", 0},
    {"psrlq256", "avx2", "4l 4l 2l", X86_CALL, "llvm.x86.avx2.psrl.q", 0},
    {"psllv8si", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.psllv.d.256", 0},
    {"psllv4si", "avx2", "4i 4i 4i", X86_CALL, "llvm.x86.avx2.psllv.d", 0},
    {"psllv4di", "avx2", "4l 4l 4l", X86_CALL, "llvm.x86.avx2.psllv.q.256", 0},
    {"psllv2di", "avx2", "2l 2l 2l", X86_CALL, "llvm.x86.avx2.psllv.q", 0},
    {"psrlv8si", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.psrlv.d.256", 0},
    {"psrlv4si", "avx2", "4i 4i 4i", X86_CALL, "llvm.x86.avx2.psrlv.d", 0},
    {"psrlv4di", "avx2", "4l 4l 4l", X86_CALL, "llvm.x86.avx2.psrlv.q.256", 0},
    {"psrlv2di", "avx2", "2l 2l 2l", X86_CALL, "llvm.x86.avx2.psrlv.q", 0},
    {"psrav8si", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.psrav.d.256", 0},
    {"psrav4si", "avx2", "4i 4i 4i", X86_CALL, "llvm.x86.avx2.psrav.d", 0},
    {"permvarsi256", "avx2", "8i 8i 8i", X86_CALL, "llvm.x86.avx2.permd", 0},
    {"permvarsf256", "avx2", "8f 8f 8i", X86_CALL, "llvm.x86.avx2.permps", 0},
    {"pshufd256", "avx2", "8i 8i Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFD},
    {"pshuflw256", "avx2", "16s 16s Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFLW},
    {"pshufhw256", "avx2", "16s 16s Ii", X86_SHUFFLE_IMM, NULL, SH_PSHUFHW},
    {"pblendw256", "avx2", "16s 16s 16s Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"pblendd256", "avx2", "8i 8i 8i Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"pblendd128", "avx2", "4i 4i 4i Ii", X86_SHUFFLE_IMM, NULL, SH_BLEND},
    {"punpckhbw256", "avx2", "32c 32c 32c", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhwd256", "avx2", "16s 16s 16s", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhdq256", "avx2", "8i 8i 8i", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpckhqdq256", "avx2", "4l 4l 4l", X86_SHUFFLE, NULL, SH_UNPACK_HI},
    {"punpcklbw256", "avx2", "32c 32c 32c", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpcklwd256", "avx2", "16s 16s 16s", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpckldq256", "avx2", "8i 8i 8i", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"punpcklqdq256", "avx2", "4l 4l 4l", X86_SHUFFLE, NULL, SH_UNPACK_LO},
    {"permdi256", "avx2", "4l 4l Ii", X86_SHUFFLE_IMM, NULL, SH_PERMQ},
    {"permti256", "avx2", "4l 4l 4l Ii", X86_SHUFFLE_IMM, NULL, SH_PERM2X128},
    {"extract128i256", "avx2", "2l 4l Ii", X86_SHUFFLE_IMM, NULL, SH_EXTRACT128},
    {"insert128i256", "avx2", "4l 4l 2l Ii", X86_SHUFFLE_IMM, NULL, SH_INSERT128},
    {"vbroadcastsi256", "avx2", "4l 2l", X86_SHUFFLE, NULL, SH_BROADCAST128},
    {"pmovsxbw256", "avx2", "16s 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxbd256", "avx2", "8i 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxbq256", "avx2", "4l 16c", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxwd256", "avx2", "8i 8s", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxwq256", "avx2", "4l 8s", X86_CONVERT, "llvm.sext", 0},
    {"pmovsxdq256", "avx2", "4l 4i", X86_CONVERT, "llvm.sext", 0},
    {"pmovzxbw256", "avx2", "16s 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxbd256", "avx2", "8i 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxbq256", "avx2", "4l 16c", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxwd256", "avx2", "8i 8s", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxwq256", "avx2", "4l 8s", X86_CONVERT, "llvm.zext", 0},
    {"pmovzxdq256", "avx2", "4l 4i", X86_CONVERT, "llvm.zext", 0},
};

enum { TABLE_LEN = sizeof table / sizeof *table };

int ofe_x86_builtin_index(const char *name) {
  for (int i = 0; i < TABLE_LEN; i++)
    if (!strcmp(table[i].name, name)) return i;
  return -1;
}

const OfeX86Builtin *ofe_x86_builtin(int index) { return &table[index]; }

void ofe_x86_builtin_each_name(void (*each)(void *data, const char *name), void *data) {
  for (int i = 0; i < TABLE_LEN; i++) {
    char full[64];
    snprintf(full, sizeof full, "__builtin_ia32_%s", table[i].name);
    each(data, full);
  }
}

/* One type of a signature, from *p on (past it after); *imm: an I operand */
static OfeType *sig_type(OfeCtx *ctx, const char **p, bool *imm) {
  while (**p == ' ') (*p)++;
  *imm = **p == 'I';
  if (*imm) (*p)++;
  long count = 0;
  while (**p >= '0' && **p <= '9') count = count * 10 + (*(*p)++ - '0');
  OfeType *t;
  switch (*(*p)++) {
  case 'v': t = TY->void_; break;
  case 'u': t = TY->uint; break;
  case 'b': t = TY->uchar; break;
  case 'w': t = TY->ushort; break;
  case 'L': t = TY->ullong; break;
  case 'l': t = TY->llong; break;
  case 'c': t = TY->char_; break;
  case 's': t = TY->short_; break;
  case 'f': t = TY->float_; break;
  case 'd': t = TY->double_; break;
  case 'p': t = TY->void_ptr; break;
  case 'P': t = ofe_type_pointer(TY, ofe_type_qualified(TY, TY->void_, OFE_QUAL_CONST)); break;
  default: t = TY->int_; break; /* 'i' */
  }
  return count ? ofe_type_vector(TY, t, count) : t;
}

static bool inline_only_caller(OfeCtx *ctx) { return ctx->func && ofe_sema_inline_only(ctx, ctx->func->decl); }

/* clang-19's range for an immediate: an element index, a byte count in bits, or 8 bits */
static int64_t imm_max(const OfeX86Builtin *b, const OfeType *vec) {
  if (b->shape == X86_EXTRACT || b->shape == X86_INSERT) return vec->array_len - 1;
  if (b->shape == X86_SHUFFLE_IMM && b->imm == SH_BLEND) return vec->array_len >= 8 ? 255 : (1 << vec->array_len) - 1;
  if (b->shape == X86_SHUFFLE_IMM && (b->imm == SH_EXTRACT128 || b->imm == SH_INSERT128)) return 1;
  if (b->name[0] == 'r' && b->name[1] == 'o') return 15; /* round: the rounding mode and its precision bit */
  if (b->shape == X86_SHUFFLE_IMM && (b->imm == SH_PSLLDQ || b->imm == SH_PSRLDQ || b->imm == SH_PALIGNR)) return 255 * 8;
  return 255;
}

OfeExpr *ofe_x86_builtin_call(OfeCtx *ctx, int index, const char *name, OfeExprList *args, OfeLoc loc) {
  if (index < 0) {
    if (inline_only_caller(ctx)) {
      /* gcc's header function of an intrinsic ompfe cannot emit: set aside, refused where called */
      OfeDecl *f = ctx->func->decl;
      if (!f->unusable_builtin) f->unusable_builtin = name, f->unusable_loc = loc;
    } else {
      ofe_error(&ctx->diag, loc, "built-in '%s' is not supported by ompfe", name);
    }
    return ofe_sema_error(ctx, loc);
  }
  const OfeX86Builtin *b = &table[index];
  if (!inline_only_caller(ctx) && !ctx->opts->codegen.target_cpu) {
    /* gcc's header functions need no check: their ISA is the command line's, as cpp saw it,
       or that of the #pragma GCC target around them, which their callers are held to */
    const char *missing;
    OfeIsaSet have = ofe_isa_union(ofe_isa_command_line(ctx->opts->codegen.target_features),
                                   ctx->func ? ctx->func->decl->target_isa : (OfeIsaSet){{0, 0}});
    if (!ofe_isa_covers(have, ofe_isa_of(b->isa), &missing)) {
      ofe_error(&ctx->diag, loc, "'%s' needs target feature %s", name, missing);
      return ofe_sema_error(ctx, loc);
    }
  }
  const char *p = b->sig;
  bool imm;
  OfeType *rt = sig_type(ctx, &p, &imm);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, rt, loc);
  e->builtin->id = BI_X86;
  e->builtin->x86 = index;
  OfeType *first = NULL;
  size_t n = 0;
  for (; *p; n++) {
    OfeType *pt = sig_type(ctx, &p, &imm);
    if (n >= args->len) {
      n++;
      while (*p) sig_type(ctx, &p, &imm), n++;
      break;
    }
    OfeExpr *a = ofe_sema_rvalue(ctx, args->items[n]);
    if (imm) {
      int64_t v;
      if (!ofe_eval_int(ctx, a, &v) || !ofe_type_is_integer(a->type)) {
        ofe_error(&ctx->diag, a->loc, "argument to '%s' must be a constant integer", name);
        return ofe_sema_error(ctx, loc);
      }
      int64_t max = imm_max(b, first ? first : rt);
      if (v < 0 || v > max) {
        ofe_error(&ctx->diag, a->loc, "argument value %lld is outside the valid range [0, %lld]", (long long)v, (long long)max);
        return ofe_sema_error(ctx, loc);
      }
      a = ofe_sema_int_value(ctx, (OfeWide)v, TY->int_, a->loc);
    } else if (pt->kind == TY_VECTOR && a->type->unqual->kind == TY_VECTOR && ofe_sizeof(pt) == ofe_sizeof(a->type)) {
      a = ofe_sema_cast(ctx, pt, a, a->loc); /* gcc's headers cast each operand to the built-in's type */
    } else if (pt->kind == TY_PTR && a->type->unqual->kind == TY_PTR) {
      a = ofe_sema_cast(ctx, pt, a, a->loc);
    } else {
      a = ofe_sema_assign_convert(ctx, a, pt, "passing", a->loc);
    }
    if (a->type->kind == TY_ERROR) return a;
    if (!first) first = pt;
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, a);
  }
  if (n != args->len) {
    ofe_error(&ctx->diag, loc, "too %s arguments to function call '%s', expected %zu, have %zu",
              args->len < n ? "few" : "many", name, n, (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  return e;
}

bool ofe_x86_call_allowed(OfeCtx *ctx, OfeDecl *callee, OfeLoc loc) {
  if (!ctx->func) return true;
  OfeDecl *caller = ctx->func->decl;
  bool deferred = ofe_sema_inline_only(ctx, caller);
  if (!callee->unusable_builtin && (!callee->attr_always_inline || !ofe_sema_inline_only(ctx, callee))) {
    /* a system header's function of vectors wider than 16 bytes that is really called */
    const OfeType *ft = callee->type;
    bool wide = ofe_type_has_wide_vector(ft->base);
    for (size_t i = 0; i < ft->params.len; i++) wide |= ofe_type_has_wide_vector(ft->params.items[i].type);
    if (wide && ofe_diag_is_system(&ctx->diag, callee->loc.file)) {
      ofe_sema_vector_by_value_ok(ctx, ft->base, "returning", loc);
      for (size_t i = 0; i < ft->params.len; i++) ofe_sema_vector_by_value_ok(ctx, ft->params.items[i].type, "passing", loc);
      return false;
    }
  }
  const char *missing;
  OfeIsaSet have = ofe_isa_union(ofe_isa_command_line(ctx->opts->codegen.target_features), caller->target_isa);
  if (callee->attr_always_inline && !ofe_isa_empty(callee->target_isa) && !ofe_isa_covers(have, callee->target_isa, &missing)) {
    if (!deferred) {
      ofe_error(&ctx->diag, loc,
                "always_inline function '%s' requires target feature '%s', but would be inlined into function '%s' that is compiled without support for '%s'",
                callee->name, missing, caller->name, missing);
      return false;
    }
    /* gcc's header functions calling each other: the caller's callers need both */
    caller->target_isa = ofe_isa_union(caller->target_isa, callee->target_isa);
  }
  if (callee->unusable_builtin) {
    if (deferred) {
      if (!caller->unusable_builtin) caller->unusable_builtin = callee->unusable_builtin, caller->unusable_loc = callee->unusable_loc;
      return false;
    }
    ofe_error(&ctx->diag, loc, "'%s' is not supported by ompfe: it uses '%s', a built-in ompfe does not implement",
              callee->name, callee->unusable_builtin);
    ofe_note(&ctx->diag, callee->unusable_loc, "'%s' used here", callee->unusable_builtin);
    return false;
  }
  return true;
}
