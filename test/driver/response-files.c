// @file arguments as gcc reads them: white space separates, quotes group, a backslash
// escapes, nested files expand in place; an unreadable @file stays an argument; a file that
// names itself is an error, not a hang.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: printf -- '-c "prog.c"\n-o out.o @defines.rsp -DSPACED=a\\ b\n' > args.rsp
// RUN: printf -- "-D'QUOTED=\"x y\"' -DVALUE=42" > defines.rsp
// RUN: %ompcc @args.rsp -### 2>&1 | FileCheck %s --check-prefix=EXPANDED
// EXPANDED: ompfe -triple {{.*}} -D 'QUOTED="x y"' -D VALUE=42 -D 'SPACED=a b' -emit-obj prog.c -o {{.*}}out.o
// RUN: %ompcc @args.rsp && ls out.o
// RUN: echo '@self.rsp' > self.rsp
// RUN: not %ompcc @self.rsp 2>&1 | FileCheck %s --check-prefix=SELF
// SELF: ompcc: error: response files nested more than 64 deep at '@self.rsp'
// RUN: not %ompcc @missing.rsp 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: ompcc: error: no such file or directory: '@missing.rsp'

int main(void) { return VALUE == 42 ? 0 : 1; }
