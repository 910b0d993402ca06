/* Types gcc-12 counts as empty (only unnamed bit-fields and zero-length arrays), shared by
 * abi_empty_record_stack_mixed.c and its other half. */
union u2 { void *m0[0]; long long : 0; int : 1; } __attribute__((packed));
struct e1 { char : 8; };
struct e3 { long long : 64; long long : 64; long long : 64; };
struct n1 { char c : 8; }; /* named: not empty, takes a stack slot */
