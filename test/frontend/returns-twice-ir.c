// Functions that may return twice carry LLVM's returns_twice, so that no optimization takes a
// call of them for one that returns once: those with __attribute__((returns_twice)) and the C
// library's setjmp family as GCC and clang know it (setjmp, _setjmp, __sigsetjmp, vfork,
// getcontext ...), declared or defined; not a static function of such a name. noreturn on a
// declaration reaches LLVM too.
// RUN: %ompfe -emit-llvm %s -o - | FileCheck %s
typedef long jmp_buf[25];
int _setjmp(jmp_buf);
int __sigsetjmp(jmp_buf, int);
int vfork(void);
__attribute__((returns_twice)) int checkpoint(void);
__attribute__((noreturn)) void finish(int);
static int savectx(void) { return 0; }
int plain(void);

jmp_buf buf;
int use(void) {
  return _setjmp(buf) + __sigsetjmp(buf, 1) + vfork() + checkpoint() + savectx() + plain();
}
void stop(void) { finish(1); }

// CHECK-DAG: declare {{.*}}i32 @_setjmp(ptr{{.*}}) {{.*}}#[[TWICE:[0-9]+]]
// CHECK-DAG: declare {{.*}}i32 @__sigsetjmp(ptr{{.*}}, i32{{.*}}) {{.*}}#[[TWICE]]
// CHECK-DAG: declare {{.*}}i32 @vfork() {{.*}}#[[TWICE]]
// CHECK-DAG: declare {{.*}}i32 @checkpoint() {{.*}}#[[TWICE]]
// CHECK-DAG: declare {{.*}}void @finish(i32{{.*}}) {{.*}}#[[NORETURN:[0-9]+]]
// CHECK-DAG: declare {{.*}}i32 @plain(){{$}}
// CHECK-DAG: define internal i32 @savectx() {
// CHECK-DAG: attributes #[[TWICE]] = { returns_twice }
// CHECK-DAG: attributes #[[NORETURN]] = { noreturn }
