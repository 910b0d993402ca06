; A target region the device source does not have.
target triple = "x86_64-pc-linux-gnu"
!omp_offload.info = !{!0, !1, !2}
!0 = !{i32 1, !"ga", i32 0, i32 0}
!1 = !{i32 1, !"gb", i32 0, i32 1}
!2 = !{i32 0, i32 65024, i32 1234, !"elsewhere", i32 7, i32 0, i32 2}
