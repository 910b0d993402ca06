; A kind-1 entry with three operands.
target triple = "x86_64-pc-linux-gnu"
!omp_offload.info = !{!0, !1}
!0 = !{i32 1, !"ga", i32 0, i32 0}
!1 = !{i32 1, !"gb", i32 0}
