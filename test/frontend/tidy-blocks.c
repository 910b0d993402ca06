// The blocks of an emitted function are tidied (emit/tidy_blocks.c): code no branch
// reaches goes, a branch to a block that only branches on goes straight on, and a block
// reached only by a plain branch continues its predecessor. What runs stays as it was:
// test/c runs every shape against gcc.
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s --check-prefix=NODEAD
// NODEAD-NOT: No predecessors
int g;

// the code after `return` is gone; the return block continues the body
// CHECK-LABEL: define i32 @after_return(
// CHECK:         add i32 %{{[0-9]+}}, 1
// CHECK-NOT:     store i32 5
// CHECK-NOT:     {{^[0-9]+:}}
// CHECK:         ret i32
// CHECK-NEXT:  }
int after_return(int x) {
  return x + 1;
  g = 5;
  return 0;
}

// three nested ifs: their three join blocks are one, the function's return
// CHECK-LABEL: define void @nested_ifs(
// CHECK:         br i1 %{{[0-9]+}}, label %[[B:[0-9]+]], label %[[RET:[0-9]+]]
// CHECK:       [[RET]]:
// CHECK-NEXT:    ret void
// CHECK:       [[B]]:
// CHECK:         br i1 %{{[0-9]+}}, label %[[C:[0-9]+]], label %[[RET]]
// CHECK:       [[C]]:
// CHECK:         br i1 %{{[0-9]+}}, label %[[SET:[0-9]+]], label %[[RET]]
// CHECK:       [[SET]]:
// CHECK-NEXT:    store i32 1, ptr @g
// CHECK-NEXT:    br label %[[RET]]
// CHECK-NEXT:  }
void nested_ifs(int a, int b, int c) {
  if (a) {
    if (b) {
      if (c) g = 1;
    }
  }
}

// an empty endless loop keeps its branch to itself (and the compile ends)
// CHECK-LABEL: define void @spin(
// CHECK-NEXT:    br label %[[L:[0-9]+]]
// CHECK:       [[L]]:
// CHECK-NEXT:    br label %[[L]]
// CHECK-NEXT:  }
void spin(void) { for (;;); }

// a goto loop; the statement after `goto out` is gone
// CHECK-LABEL: define i32 @jumps(
// CHECK:       [[AGAIN:[0-9]+]]:
// CHECK:         br i1 %{{[0-9]+}}, label %[[BODY:[0-9]+]], label %[[OUT:[0-9]+]]
// CHECK:       [[BODY]]:
// CHECK:         br label %[[AGAIN]]
// CHECK:       [[OUT]]:
// CHECK-NOT:     store i32 -1
// CHECK:         ret i32
int jumps(int n) {
  int s = 0;
again:
  if (n > 0) { s += n; n--; goto again; }
  goto out;
  s = -1;
out:
  return s;
}

// empty cases and `break` go straight to the end of the switch
// CHECK-LABEL: define i32 @cases(
// CHECK:         switch i32 %{{[0-9]+}}, label %[[END:[0-9]+]] [
// CHECK-NEXT:      i32 0, label %[[TEN:[0-9]+]]
// CHECK-NEXT:      i32 1, label %[[TEN]]
// CHECK-NEXT:      i32 2, label %[[TWENTY:[0-9]+]]
// CHECK-NEXT:      i32 3, label %[[END]]
// CHECK-NEXT:    ]
// CHECK:       [[TEN]]:
// CHECK-NEXT:    store i32 10,
// CHECK-NEXT:    br label %[[END]]
// CHECK:       [[TWENTY]]:
// CHECK-NEXT:    store i32 20,
// CHECK-NEXT:    br label %[[END]]
int cases(int k) {
  int r = 0;
  (void)&r; /* in memory: the stores mark the blocks (a local held as values has none) */
  switch (k) {
  case 0:
  case 1: r = 10; break;
  case 2: r = 20;
  case 3: break;
  default: ;
  }
  return r;
}
