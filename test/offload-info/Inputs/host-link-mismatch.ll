; gb is a link variable on the host.
target triple = "x86_64-pc-linux-gnu"
!omp_offload.info = !{!0, !1}
!0 = !{i32 1, !"ga", i32 0, i32 0}
!1 = !{i32 1, !"gb_decl_tgt_ref_ptr", i32 1, i32 1}
