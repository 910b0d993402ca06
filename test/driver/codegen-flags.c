// Code-generation flags that builds pass (Debian's hardening flags among them) are honoured
// as clang-19 honours them, or refused; none is dropped.
// RUN: rm -rf %t && mkdir -p %t && cp %S/Inputs/codegen/* %t/ && cd %t

// The function attributes and module flags are clang-19's, for host and device code.
// RUN: %ompfe -emit-llvm -march=haswell -mtune=generic -mno-avx2 -mbmi2 -fstack-protector-strong -fstack-clash-protection -fcf-protection -fno-omit-frame-pointer -fno-builtin -mno-red-zone -fno-inline funcs.c -o - | FileCheck %s --check-prefix=ATTRS
// RUN: %clang -S -emit-llvm -march=haswell -mtune=generic -mno-avx2 -mbmi2 -fstack-protector-strong -fstack-clash-protection -fcf-protection -fno-omit-frame-pointer -fno-builtin -mno-red-zone -fno-inline funcs.c -o - | FileCheck %s --check-prefix=ATTRS
// ATTRS-DAG: attributes #0 = { {{.*}}noinline {{.*}}noredzone {{.*}}sspstrong {{.*}}"frame-pointer"="all" {{.*}}"no-builtins" {{.*}}"probe-stack"="inline-asm" {{.*}}"target-cpu"="haswell" "target-features"="{{.*}}-avx2{{.*}}" "tune-cpu"="generic" }
// ATTRS-DAG: !"cf-protection-branch", i32 1}
// ATTRS-DAG: !"cf-protection-return", i32 1}
// ATTRS-DAG: !"probe-stack", !"inline-asm"}
// RUN: %ompfe -emit-llvm -march=haswell -mbmi2 funcs.c -o - | FileCheck %s --check-prefix=FEATURES
// FEATURES: "target-cpu"="haswell" "target-features"="+bmi2"
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -march=native -fstack-protector-strong -mavx2 -c funcs.c 2>&1 | FileCheck %s --check-prefix=PASSED
// PASSED: ompfe {{.*}}-fopenmp-targets={{.*}} -march=native -fstack-protector-strong -mavx2 -emit-llvm-bc
// PASSED: ompfe {{.*}}-fopenmp-is-target-device {{.*}} -march=native -fstack-protector-strong -mavx2

// What they do to the object: CET's endbr64 and property note, stack probes every page,
// frame pointers at -O2, AVX2 code for -march=haswell and none with -mno-avx, library
// calls kept with -fno-builtin.
// RUN: %ompcc -c -O2 -fcf-protection -fstack-clash-protection -fno-omit-frame-pointer funcs.c -o hardened.o
// RUN: readelf -n hardened.o | FileCheck %s --check-prefix=CET
// CET: x86 feature: IBT, SHSTK
// RUN: llvm-objdump -d --no-show-raw-insn hardened.o | FileCheck %s --check-prefix=HARDENED
// HARDENED:      <big_frame>:
// HARDENED-NEXT: endbr64
// HARDENED-NEXT: pushq %rbp
// HARDENED-NEXT: movq %rsp, %rbp
// HARDENED-NEXT: subq $0x1000, %rsp
// HARDENED-NEXT: movq $0x0, (%rsp)
// RUN: %ompcc -c -O2 -march=haswell funcs.c -o haswell.o
// RUN: llvm-objdump -d haswell.o | FileCheck %s --check-prefix=AVX2
// AVX2: vpaddd {{.*}}%ymm
// RUN: %ompcc -c -O2 -march=haswell -mno-avx funcs.c -o noavx.o
// RUN: llvm-objdump -d noavx.o | FileCheck %s --check-prefix=NO-AVX --implicit-check-not=ymm
// NO-AVX: <sum>:
// RUN: %ompcc -c -O2 -fno-builtin funcs.c -o nobuiltin.o
// RUN: llvm-objdump -dr nobuiltin.o | FileCheck %s --check-prefix=NO-BUILTIN
// NO-BUILTIN: <copy>:
// NO-BUILTIN: R_X86_64_PLT32 strcpy
// NO-BUILTIN: R_X86_64_PLT32 memcpy

// -ffunction-sections and -fdata-sections: a section per definition, of the kind the
// definition needs (one the source chose stays), so that --gc-sections drops what is unused.
// RUN: %ompcc -c -ffunction-sections -fdata-sections sections.c -o sections.o
// RUN: readelf -SW sections.o | FileCheck %s --check-prefix=SECTIONS
// SECTIONS-DAG: .text.unused_function PROGBITS {{.*}} AX
// SECTIONS-DAG: .text.main PROGBITS {{.*}} AX
// SECTIONS-DAG: .bss.counter NOBITS {{.*}} WA
// SECTIONS-DAG: .data.table PROGBITS {{.*}} WA
// SECTIONS-DAG: .data.names PROGBITS {{.*}} WA
// SECTIONS-DAG: .tbss.per_thread NOBITS {{.*}} WAT
// SECTIONS-DAG: chosen PROGBITS {{.*}} WA
// RUN: %ompcc -ffunction-sections -fdata-sections -Wl,--gc-sections sections.c -o collected
// RUN: ./collected | FileCheck %s --check-prefix=RUNS
// RUNS: 17 b
// RUN: nm collected | FileCheck %s --check-prefix=COLLECTED --implicit-check-not=unused_function
// COLLECTED: T main
// RUN: %ompcc -Wl,--gc-sections sections.c -o kept
// RUN: nm kept | FileCheck %s --check-prefix=KEPT
// KEPT: T unused_function

// The macros gcc's preprocessor defines for them.
// RUN: %ompcc -E -dM -march=haswell -fstack-protector-strong -fcf-protection -ffreestanding -x c /dev/null | FileCheck %s --check-prefix=MACROS
// MACROS-DAG: #define __AVX2__ 1
// MACROS-DAG: #define __SSP_STRONG__ 3
// MACROS-DAG: #define __CET__ 3
// MACROS-DAG: #define __STDC_HOSTED__ 0

// A stack canary catches an overflow, as in clang-19's build; without one the program runs on.
// RUN: %ompcc -fstack-protector-strong smash.c -o smash
// RUN: ./smash | FileCheck %s --check-prefix=FITS
// FITS: copied 5 bytes
// RUN: not --crash ./smash aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa 2>&1 | FileCheck %s --check-prefix=SMASHED
// SMASHED: *** stack smashing detected ***

// Link flags reach the linker: -no-pie (Debian's default is -pie), -pie, -z keyword.
// RUN: %ompcc -no-pie -z now smash.c -o nopie
// RUN: readelf -h -d nopie | FileCheck %s --check-prefix=NO-PIE
// NO-PIE: Type: EXEC
// NO-PIE: (FLAGS) BIND_NOW
// RUN: %ompcc -no-pie -pie smash.c -o pie
// RUN: readelf -h pie | FileCheck %s --check-prefix=PIE
// PIE: Type: DYN

// Flags whose meaning ompfe cannot give are refused, and nothing is written.
// RUN: not %ompcc -funsigned-char -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: ompcc: error: unsupported option '-funsigned-char': ompfe cannot honour it
// RUN: not ls refused.o
// RUN: not %ompcc -fsanitize=address -c funcs.c 2>&1 | FileCheck %s --check-prefix=SANITIZE
// SANITIZE: unsupported option '-fsanitize=address'
// RUN: not %ompcc -fshort-enums -c funcs.c 2>&1 | FileCheck %s --check-prefix=SHORT-ENUMS
// SHORT-ENUMS: unsupported option '-fshort-enums'
// The other spellings of those changes of meaning, and the flags that change the meaning of
// bit-fields, wide characters, floating constants or the ABI, are refused too (the catch-all -f
// used to accept them with a warning and compile with plain char signed: a silent wrong result),
// and a character set other than ompfe's (gcc -fexec-charset=ISO-8859-1 makes "\u00e9" one byte);
// so are the -m flags that change long double's format (gcc: -mlong-double-64 makes it double),
// float and double evaluation (-mfpmath=387: x87 excess precision) or the calling convention.
// RUN: not %ompcc -fno-signed-char -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fno-signed-char
// RUN: not %ompcc -funsigned-bitfields -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-funsigned-bitfields
// RUN: not %ompcc -fno-signed-bitfields -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fno-signed-bitfields
// RUN: not %ompcc -fshort-wchar -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fshort-wchar
// RUN: not %ompcc -fsingle-precision-constant -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fsingle-precision-constant
// RUN: not %ompcc -fpcc-struct-return -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fpcc-struct-return
// RUN: not %ompcc -fleading-underscore -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fleading-underscore
// RUN: not %ompcc -mlong-double-64 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mlong-double-64
// RUN: not %ompcc -mlong-double-128 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mlong-double-128
// RUN: not %ompcc -mfpmath=387 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mfpmath=387
// RUN: not %ompcc -mfpmath=both -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mfpmath=both
// RUN: not %ompcc -mpc32 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mpc32
// RUN: not %ompcc -mpc64 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mpc64
// RUN: not %ompcc -mabi=ms -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-mabi=ms
// RUN: not %ompcc -fexec-charset=ISO-8859-1 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fexec-charset=ISO-8859-1
// RUN: not %ompcc -fwide-exec-charset=UTF-32 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-fwide-exec-charset=UTF-32
// RUN: not %ompcc -finput-charset=latin1 -c funcs.c -o refused.o 2>&1 | FileCheck %s --check-prefix=SPELLINGS -DFLAG=-finput-charset=latin1
// SPELLINGS: ompcc: error: unsupported option '[[FLAG]]': ompfe cannot honour it
// RUN: not ls refused.o

// Honoured by design, accepted silently: -fwrapv (ompfe marks no arithmetic nsw), -m64, -fsigned-char
// and the defaults' other spellings.
// RUN: %ompcc -fwrapv -fno-strict-overflow -m64 -fsigned-char -fno-unsigned-char -fsigned-bitfields \
// RUN:   -fno-unsigned-bitfields -fno-short-enums -fno-short-wchar -mlong-double-80 -mfpmath=sse -mpc80 \
// RUN:   -mabi=sysv -fexec-charset=UTF-8 -fexec-charset=utf8 -fwide-exec-charset=UTF-32LE -finput-charset=utf-8 \
// RUN:   -c funcs.c -o plain.o 2>&1 | count 0

// One list of the flags ompcc passes on (options/forwarded_options.h): every one of them
// reaches ompfe as written, and one without its value is ompfe's error, not a warning
// ("argument unused") before a compile that goes on without it.
// RUN: %ompcc -### -c -mtune=znver3 -fcf-protection=return -ffile-prefix-map=/a=/b -fmacro-prefix-map=/c=/d -fgnu89-inline -fno-exceptions -mred-zone -fno-builtin-memcpy funcs.c 2>&1 | FileCheck %s --check-prefix=FORWARDED
// FORWARDED: ompfe {{.*}}-mtune=znver3 -fcf-protection=return -ffile-prefix-map=/a=/b -fmacro-prefix-map=/c=/d -fgnu89-inline -fno-exceptions -mred-zone -fno-builtin-memcpy
// RUN: not %ompcc -c -march= funcs.c -o empty.o 2>&1 | FileCheck %s --check-prefix=EMPTY-MARCH
// EMPTY-MARCH: ompfe: error: unknown argument: '-march='
// RUN: not %ompcc -c -ffile-prefix-map= funcs.c -o empty.o 2>&1 | FileCheck %s --check-prefix=EMPTY-MAP
// EMPTY-MAP: ompfe: error: invalid argument '-ffile-prefix-map=': expected OLD=NEW
// RUN: not ls empty.o
