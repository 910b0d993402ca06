; A variable name that is not UTF-8 (a damaged file has such): the message shows its bytes as \xHH.
target triple = "x86_64-pc-linux-gnu"
!omp_offload.info = !{!0, !1, !2}
!0 = !{i32 1, !"ga", i32 0, i32 0}
!1 = !{i32 1, !"gb", i32 0, i32 1}
!2 = !{i32 1, !"g\E2\01", i32 0, i32 2}
