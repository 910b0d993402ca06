; Host IR whose !omp_offload.info lists exactly fuzz_host_ir.c's device entries (in another
; order): the seed from which the fuzzer reaches matching and ordering.
target triple = "x86_64-pc-linux-gnu"
!omp_offload.info = !{!0, !1, !2, !3, !4, !5}
!0 = !{i32 1, !"gb", i32 0, i32 1}
!1 = !{i32 1, !"ga", i32 0, i32 0}
!2 = !{i32 1, !"gb_decl_tgt_ref_ptr", i32 1, i32 2}
!3 = !{i32 1, !"f$ompvariant$indirect", i32 8, i32 5}
!4 = !{i32 0, i32 65024, i32 1234, !"elsewhere", i32 7, i32 0, i32 4}
!5 = !{i32 0, i32 65024, i32 1234, !"main", i32 9, i32 1, i32 3}
