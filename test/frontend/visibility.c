// Symbol visibility as clang-19 gives it: the attribute on any declaration; -fvisibility= for
// definitions without one; never on internal symbols; an unknown name warns and is ignored.
// RUN: %ompfe -emit-llvm -S %s -o - 2>&1 | FileCheck %s --check-prefixes=BOTH,DEFAULT
// RUN: %ompfe -fvisibility=hidden -emit-llvm -S %s -o - 2>&1 | FileCheck %s --check-prefixes=BOTH,HIDDEN
// RUN: %ompfe -fcommon -emit-llvm -S %s -o - 2>&1 | FileCheck %s --check-prefix=COMMON
// RUN: not %ompfe -fvisibility=secret -emit-llvm -S %s -o - 2>&1 | FileCheck %s --check-prefix=BAD-FLAG
// BAD-FLAG: ompfe: error: invalid value 'secret' in '-fvisibility=' (expected default, hidden, protected or internal)

// BOTH: visibility.c:[[@LINE+1]]:16: warning: 'visibility' attribute argument not supported: bogus
__attribute__((visibility("bogus"))) int bog;
// BOTH-DAG:    @exported = global i32 1
int exported __attribute__((visibility("default"))) = 1;
// DEFAULT-DAG: @plain = global i32 2
// HIDDEN-DAG:  @plain = hidden global i32 2
int plain = 2;
// DEFAULT-DAG: @tentative = global i32 0
// HIDDEN-DAG:  @tentative = hidden global i32 0
// COMMON-DAG:  @tentative = common global i32 0
int tentative;
// BOTH-DAG:    @declared = external global i32
extern int declared;
// BOTH-DAG:    @declared_hidden = external hidden global i32
__attribute__((visibility("hidden"))) extern int declared_hidden;
// BOTH-DAG:    @prot = protected global i32 3
__attribute__((visibility("protected"))) int prot = 3;
// BOTH-DAG:    @local = internal global i32 4
static int local = 4;
// BOTH-DAG:    define internal i32 @local_hidden()
static __attribute__((visibility("hidden"))) int local_hidden(void) { return 5; }
// BOTH-DAG:    define void @api()
void api(void) __attribute__((visibility("default")));
void api(void) {}
// DEFAULT-DAG: define i32 @helper()
// HIDDEN-DAG:  define hidden i32 @helper()
int helper(void) { return local + declared + declared_hidden + local_hidden() + bog; }
// BOTH-DAG:    declare i32 @ext()
int ext(void);
int use(void) { return ext(); }
